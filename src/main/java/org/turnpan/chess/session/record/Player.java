package org.turnpan.chess.session.record;

import java.util.Locale;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineSpec;

/**
 * Who plays one side: a person at this keyboard, the built-in engine at a level, or a UCI engine
 * started from a path. Typed from {@code human}, {@code builtin[:LEVEL]} and {@code uci:PATH}
 * ({@link #parse}); {@link #text()} gives that text back (PGN tags, the player's name in sentences).
 */
public sealed interface Player {

    /** A person at this keyboard (or at the window's board). */
    record Human() implements Player {
        @Override
        public String text() {
            return "human";
        }

        @Override
        public boolean isHuman() {
            return true;
        }
    }

    /** An engine: the built-in one or a UCI program. */
    record Engine(EngineSpec spec) implements Player {
        public Engine {
            if (spec == null) {
                throw new IllegalArgumentException("an engine player needs a spec");
            }
        }

        @Override
        public String text() {
            return spec.text();
        }

        @Override
        public boolean isHuman() {
            return false;
        }
    }

    Human HUMAN = new Human();

    /** The player as typed: "human", "builtin:3", "uci:/usr/games/stockfish". */
    String text();

    /** The built-in engine at {@code level} (1 to 8). */
    static Player builtin(int level) {
        return new Engine(new EngineSpec.Builtin(level));
    }

    /** A UCI engine started from {@code path}. */
    static Player uci(String path) {
        return new Engine(new EngineSpec.Uci(path));
    }

    /** A player text read: the player, or why the text names none. */
    sealed interface Parsed {
    }

    record Valid(Player player) implements Parsed {
    }

    record Invalid(String text, EngineProblem problem) implements Parsed {
    }

    /** Reads "human" (also "keyboard", "me" in any case) or an engine spec; never throws. */
    static Parsed parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.equalsIgnoreCase("human")) {
            return new Valid(HUMAN);
        }
        EngineSpec.Parsed engine = EngineSpec.parse(t);
        return engine instanceof EngineSpec.Valid valid ? new Valid(new Engine(valid.spec()))
                : new Invalid(t, ((EngineSpec.Invalid) engine).problem());
    }

    /** {@link #parse} for texts written in the program or a test, where a bad one is a programmer's error. */
    static Player of(String text) {
        if (parse(text) instanceof Valid valid) {
            return valid.player();
        }
        throw new IllegalArgumentException("not a player: " + text.toLowerCase(Locale.ROOT));
    }

    /**
     * Whether a person plays this side. Each record answers itself: a default method here would make
     * {@code new Human()} initialize this interface, whose {@link #HUMAN} needs {@code Human}, a
     * class-initialization deadlock when two threads start on the two ends at once.
     */
    boolean isHuman();
}
