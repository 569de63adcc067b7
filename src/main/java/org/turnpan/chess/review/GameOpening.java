package org.turnpan.chess.review;

import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;

/** What opening game N of a listed file gives. */
public sealed interface GameOpening {

    record Opened(PgnGame game) implements GameOpening {
    }

    /** The game is there but cannot be read; the problem has the game's number, line and column in the file. */
    record Unreadable(PgnEntry.Problem problem) implements GameOpening {
    }

    /** There is no game of that number; {@code total} games are listed so far ({@code complete}: all of them). */
    record NoSuchGame(int number, int total, boolean complete) implements GameOpening {
    }

    /** The file changed since it was listed (its size, its time, or the game at that place). */
    record FileChanged() implements GameOpening {
    }

    record Failed(FileProblem problem) implements GameOpening {
    }
}
