package org.turnpan.chess.notation;

import java.util.List;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.PieceType;

/**
 * What typed move text says, before looking at a position: step one of reading a move.
 *
 * @param pieces     the kinds of piece the letter may mean (one, or two where a national letter and an
 *                   English letter collide, like Italian R = re and English R = rook); empty when no
 *                   letter was written and the start square is given in full (whatever stands there
 *                   moves); just PAWN when no letter was written
 * @param fromFile   0-7 or -1 when not written
 * @param fromRank   0-7 or -1 when not written
 * @param toFile     0-7 (unused for castling)
 * @param toRank     0-7 (unused for castling)
 * @param capture    an x or : was written
 * @param promotion  the promotion piece written, or null
 * @param castling   the castling written as O-O / O-O-O, or null
 */
record MoveShape(List<PieceType> pieces, int fromFile, int fromRank, int toFile, int toRank, boolean capture,
                 PieceType promotion, CastlingSide castling) {

    static MoveShape castle(CastlingSide side) {
        return new MoveShape(List.of(PieceType.KING), -1, -1, -1, -1, false, null, side);
    }

    boolean fromSquareGiven() {
        return fromFile >= 0 && fromRank >= 0;
    }

    int toIndex() {
        return toRank * 8 + toFile;
    }
}
