package org.turnpan.chess.notation;

import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * Writes legal moves as standard algebraic notation (minimal disambiguation among legal rivals only,
 * {@code x}, {@code =Q}, castling, {@code +}/{@code #}) or long algebraic ({@code Ng1-f3},
 * {@code e7-e8=Q}), with any set of piece letters. Works on the packed moves of
 * {@link Position#generate}, so no move objects are made for the rivals.
 */
final class SanWriter {
    private static final PieceType[] TYPES = PieceType.values();

    private SanWriter() {
    }

    /** Index of {@code move}'s packed form in {@code legal[0..count)}, or -1. */
    static int find(int[] legal, int count, Square from, Square to, PieceType promotion) {
        int want = from.index() | (to.index() << 6) | ((promotion == null ? 0 : promotion.ordinal()) << 12);
        for (int i = 0; i < count; i++) {
            if ((legal[i] & 0x7FFF) == want) {
                return i;
            }
        }
        return -1;
    }

    static PieceType mover(Position position, int packed) {
        return position.pieceAt(Square.of(PackedMove.from(packed))).orElseThrow().type();
    }

    /** SAN of {@code legal[index]}; {@code legal[0..count)} must be every legal move of {@code position}. */
    static String san(Position position, int[] legal, int count, int index, PieceLetters letters) {
        int m = legal[index];
        StringBuilder sb = new StringBuilder(8);
        int from = PackedMove.from(m);
        int to = PackedMove.to(m);
        if (PackedMove.isCastle(m)) {
            sb.append((to & 7) > (from & 7) ? "O-O" : "O-O-O");
        } else {
            PieceType type = mover(position, m);
            boolean capture = PackedMove.isEnPassant(m) || !position.isEmpty(Square.of(to));
            if (type == PieceType.PAWN) {
                if (capture) {
                    sb.append((char) ('a' + (from & 7))).append('x');
                }
                sb.append(Square.of(to));
                int promo = PackedMove.promotionOrdinal(m);
                if (promo != 0) {
                    sb.append('=').append(letters.letter(TYPES[promo]));
                }
            } else {
                sb.append(letters.letter(type));
                if (type != PieceType.KING) {
                    appendDisambiguation(sb, position, legal, count, m, type);
                }
                if (capture) {
                    sb.append('x');
                }
                sb.append(Square.of(to));
            }
        }
        appendCheck(sb, position, m);
        return sb.toString();
    }

    /** Long algebraic: piece letter, from, '-' or 'x', to, promotion, check mark. Castling stays O-O. */
    static String lan(Position position, int packed, PieceLetters letters) {
        StringBuilder sb = new StringBuilder(10);
        int from = PackedMove.from(packed);
        int to = PackedMove.to(packed);
        if (PackedMove.isCastle(packed)) {
            sb.append((to & 7) > (from & 7) ? "O-O" : "O-O-O");
        } else {
            sb.append(letters.letter(mover(position, packed)));
            sb.append(Square.of(from));
            boolean capture = PackedMove.isEnPassant(packed) || !position.isEmpty(Square.of(to));
            sb.append(capture ? 'x' : '-').append(Square.of(to));
            int promo = PackedMove.promotionOrdinal(packed);
            if (promo != 0) {
                sb.append('=').append(letters.letter(TYPES[promo]));
            }
        }
        appendCheck(sb, position, packed);
        return sb.toString();
    }

    private static void appendDisambiguation(StringBuilder sb, Position position, int[] legal, int count, int m,
                                             PieceType type) {
        int from = PackedMove.from(m);
        int to = PackedMove.to(m);
        boolean rival = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int other = legal[i];
            int otherFrom = PackedMove.from(other);
            if (PackedMove.to(other) != to || otherFrom == from || mover(position, other) != type) {
                continue;
            }
            rival = true;
            sameFile |= (otherFrom & 7) == (from & 7);
            sameRank |= (otherFrom >>> 3) == (from >>> 3);
        }
        if (!rival) {
            return;
        }
        if (!sameFile) {
            sb.append((char) ('a' + (from & 7)));
        } else if (!sameRank) {
            sb.append((char) ('1' + (from >>> 3)));
        } else {
            sb.append(Square.of(from));
        }
    }

    private static void appendCheck(StringBuilder sb, Position position, int m) {
        Position after = position.playPacked(m);
        if (after.isCheck()) {
            sb.append(after.hasLegalMove() ? '+' : '#');
        }
    }
}
