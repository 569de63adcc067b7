package org.turnpan.chess.ui;

import org.turnpan.chess.rules.PieceType;

/** What a key on the board asks for. Data only; {@link KeyMap} decides, the window carries it out. */
public sealed interface BoardAction {

    /** One square in a screen direction. */
    record Step(Direction direction) implements BoardAction {
    }

    /** To the edge of the board in a screen direction. */
    record ToEdge(Direction direction) implements BoardAction {
    }

    /** To rank {@code rank} (0 = rank 1) on the same file. */
    record JumpToRank(int rank) implements BoardAction {
    }

    /** To file {@code file} (0 = a) on the same rank. */
    record JumpToFile(int file) implements BoardAction {
    }

    /** To the next piece of this kind: own pieces, or the opponent's. */
    record NextPiece(PieceType type, boolean own) implements BoardAction {
    }

    /** Everything that is answered by a sentence and changes nothing. */
    record Ask(Query query) implements BoardAction {
    }

    /** Everything that does something. */
    record Do(Command command) implements BoardAction {
    }

    enum Query {
        SQUARE, RANK, FILE, LEGAL_MOVES, CAPTURES, ATTACKERS_AND_DEFENDERS, LAST_MOVE, CLOCKS, TURN, MATERIAL,
        REPEAT
    }

    enum Command {
        /** Enter/Space: select the piece here, or play the selected piece here. */
        ACTIVATE,
        CANCEL,
        COMMAND_FIELD,
        FLIP,
        HELP
    }
}
