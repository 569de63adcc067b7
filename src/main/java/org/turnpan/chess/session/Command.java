package org.turnpan.chess.session;

import java.util.Locale;

/**
 * The typed commands. Each has its words under {@code session.command.<name>} (comma-separated
 * aliases, the first one shown in help) and its help under {@code session.help.<name>}; the
 * engine's commands (hint, evaluate) keep theirs in the engine bundle, {@code engine.command.<name>}
 * and {@code engine.help.<name>}.
 */
enum Command {
    HELP, TURN, LAST, CLOCK, MATERIAL, PIECES, SQUARE, RANK, FILE, MOVES, ATTACKERS, DEFENDERS, CHECK,
    HISTORY, RESULT, BOARD, GO, UP, DOWN, LEFT, RIGHT, NEXT, HERE, FLIP, NEW, PLAYER, RESIGN, DRAW, ACCEPT, DECLINE,
    TAKEBACK, SAVE, OPEN, RESUME, DISCARD, LANGUAGE, STYLE, VERBOSITY, VOICE, SQUARES, WARNINGS, REPEAT, QUIT,
    HINT, EVALUATE;

    String key() {
        return bundle() + ".command." + name().toLowerCase(Locale.ROOT);
    }

    String helpKey() {
        return bundle() + ".help." + name().toLowerCase(Locale.ROOT);
    }

    private String bundle() {
        return this == HINT || this == EVALUATE ? "engine" : "session";
    }
}
