package org.turnpan.chess.rules;

/**
 * Why a FEN text is not a chess position. Data only: the speech layer turns each record into a
 * sentence (key {@code fen.error.<record name in kebab case>}).
 */
public sealed interface FenError {

    /** The text is empty or blank. */
    record Empty() implements FenError {
    }

    /** FEN needs 4 to 6 space-separated fields. */
    record BadFieldCount(int found) implements FenError {
    }

    /** The placement field does not have eight ranks. */
    record BadRankCount(int found) implements FenError {
    }

    /** A rank (1-8) does not describe exactly eight squares. */
    record BadRankLength(int rank) implements FenError {
    }

    /** A character in the placement field is not a piece letter or a digit 1-8. */
    record UnknownPieceLetter(char letter) implements FenError {
    }

    /** The side-to-move field is not "w" or "b". */
    record BadSideToMove(String text) implements FenError {
    }

    /** The castling field is not "-" or a combination of K, Q, k, q. */
    record BadCastlingField(String text) implements FenError {
    }

    /** The en-passant field is not "-" or a square. */
    record BadEnPassantField(String text) implements FenError {
    }

    /** A move counter is not a whole number (digits only). */
    record BadMoveCounter(String text) implements FenError {
    }

    /** The half-move clock (fifth field) is over {@link Fen#MAX_HALFMOVE_CLOCK}. */
    record HalfmoveClockTooLarge(int limit) implements FenError {
    }

    /** The full-move number (sixth field) is over {@link Fen#MAX_FULLMOVE_NUMBER}. */
    record FullmoveNumberTooLarge(int limit) implements FenError {
    }

    /** A side does not have exactly one king. */
    record WrongKingCount(Side side, int count) implements FenError {
    }

    /** A pawn stands on the first or the eighth rank. */
    record PawnOnBackRank(Square square) implements FenError {
    }

    /** More than 16 pieces, or more than 8 pawns, for one side. */
    record TooManyPieces(Side side) implements FenError {
    }

    /** The side that has just moved is in check: that cannot happen in a game. */
    record SideNotToMoveInCheck(Side side) implements FenError {
    }

    /** A castling right is given but the king or that rook is not on its starting square. */
    record CastlingRightWithoutPieces(Side side, CastlingSide castlingSide) implements FenError {
    }

    /** The en-passant square is not one a pawn can just have passed over. */
    record ImpossibleEnPassant(Square square) implements FenError {
    }
}
