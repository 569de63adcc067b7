package org.turnpan.chess.engine;

import java.util.Locale;

/**
 * Which engine to use, as typed by the player: {@code builtin}, {@code builtin:5} or
 * {@code uci:/usr/games/stockfish}. {@link #parse} never throws: a bad text is an {@link EngineProblem}.
 */
public sealed interface EngineSpec {
    int MIN_LEVEL = 1;
    int MAX_LEVEL = 8;
    int DEFAULT_LEVEL = 4;

    /** The built-in engine at a level from 1 (beginner) to 8 (full strength). */
    record Builtin(int level) implements EngineSpec {
        public Builtin {
            if (level < MIN_LEVEL || level > MAX_LEVEL) {
                throw new IllegalArgumentException("level out of range: " + level);
            }
        }

        @Override
        public String text() {
            return "builtin:" + level;
        }
    }

    /** A UCI engine started as a process from {@code path}. */
    record Uci(String path) implements EngineSpec {
        @Override
        public String text() {
            return "uci:" + path;
        }
    }

    /** The spec as the player would type it. */
    String text();

    /** Either a spec or the problem with the text. */
    sealed interface Parsed {
    }

    record Valid(EngineSpec spec) implements Parsed {
    }

    record Invalid(EngineProblem problem) implements Parsed {
    }

    static Parsed parse(String text) {
        String t = text == null ? "" : text.strip();
        int colon = t.indexOf(':');
        String kind = (colon < 0 ? t : t.substring(0, colon)).toLowerCase(Locale.ROOT);
        String rest = colon < 0 ? null : t.substring(colon + 1).strip();
        switch (kind) {
            case "builtin":
                if (rest == null) {
                    return new Valid(new Builtin(DEFAULT_LEVEL));
                }
                try {
                    int level = Integer.parseInt(rest);
                    if (level >= MIN_LEVEL && level <= MAX_LEVEL) {
                        return new Valid(new Builtin(level));
                    }
                } catch (NumberFormatException e) {
                    // falls through to the structured problem
                }
                return new Invalid(new EngineProblem.BadLevel(t, MIN_LEVEL, MAX_LEVEL));
            case "uci":
                if (rest == null || rest.isEmpty()) {
                    return new Invalid(new EngineProblem.MissingPath(t));
                }
                return new Valid(new Uci(rest));
            default:
                return new Invalid(new EngineProblem.UnknownSpec(t));
        }
    }
}
