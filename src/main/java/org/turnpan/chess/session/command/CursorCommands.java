package org.turnpan.chess.session.command;
import org.turnpan.chess.session.intent.BoardAction;

import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.reading.Direction;

/** The typed cursor commands: the same {@link BoardAction}s the window's keys make. */
final class CursorCommands {
    static final Command GO = Command.of("go", (core, args) -> args.square()
            .map(s -> core.perform(new BoardAction.ToSquare(s))).orElseGet(args::usage));
    static final Command UP = step("up", Direction.UP);
    static final Command DOWN = step("down", Direction.DOWN);
    static final Command LEFT = step("left", Direction.LEFT);
    static final Command RIGHT = step("right", Direction.RIGHT);
    static final Command NEXT = Command.of("next", (core, args) -> args.pieceType()
            .map(t -> core.perform(new BoardAction.ToNextPiece(t, args.whose().orElse(Cursor.Whose.OWN))))
            .orElseGet(args::usage));
    static final Command FLIP = Command.of("flip", (core, args) -> core.perform(new BoardAction.Flip()));

    private CursorCommands() {
    }

    private static Command step(String name, Direction d) {
        return Command.of(name, (core, args) -> core.perform(new BoardAction.Step(d)));
    }
}
