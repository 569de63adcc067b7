package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * Our own rules for a puzzle's themes, read from its line move by move (no engine). A theme is
 * tagged only when the line uses it:
 *
 * <ul>
 * <li>{@code mate}, {@code mateIn1..3}: the line ends in checkmate after one, two or three player moves;
 *     {@code backRankMate}: the mated king stands on its first rank, every checker is a rook or queen
 *     on that rank, and each square in front of the king holds one of its own pieces or is attacked;
 *     {@code smotheredMate}: a knight mates a king whose every neighbouring square holds its own piece.</li>
 * <li>{@code fork}: a player's piece lands where it attacks two or more enemy pieces that are the
 *     king, worth more than it, or undefended, and later takes one of them from that square.</li>
 * <li>{@code pin}: the player takes a piece that stood pinned (a player's rook, bishop or queen behind
 *     it on a line, and behind it the king or a piece worth more), with a piece other than the pinner;
 *     or a player's move pins a piece (the slider lands there) or attacks a pinned piece, and a later
 *     player move takes that piece.</li>
 * <li>{@code skewer}: a player's rook, bishop or queen lands attacking an enemy piece that must move
 *     (the king, a piece worth more than the slider, or one left undefended) and is worth more than the
 *     enemy piece right behind it on the same line; the front piece moves away and the slider takes the
 *     one behind. (A cheaper piece in front of a dearer one is a pin, not a skewer.)</li>
 * <li>{@code discoveredAttack}: a player's move opens a line of another of its rook, bishop or queen
 *     onto the enemy king (a discovered check) or onto a piece worth more than that slider or
 *     undefended, which the player then takes; {@code doubleCheck}: a move after which two pieces give
 *     check.</li>
 * <li>{@code promotion}: a player's move promotes. {@code oneMove}, {@code short}, {@code long}: the
 *     player makes one, two, three or more moves.</li>
 * </ul>
 *
 * Piece values: pawn 1, knight and bishop 3, rook 5, queen 9.
 */
public final class ThemeDetector {
    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private ThemeDetector() {
    }

    /** The themes of the line {@code solution} played from {@code start} (the opponent's move already played). */
    public static Set<Theme> themes(Position start, List<Move> solution) {
        List<Position> positions = new ArrayList<>();
        Position p = start;
        positions.add(p);
        for (Move m : solution) {
            p = p.play(m);
            positions.add(p);
        }
        Side player = start.sideToMove();
        Set<Theme> found = EnumSet.noneOf(Theme.class);
        int playerMoves = (solution.size() + 1) / 2;
        found.add(playerMoves == 1 ? Theme.ONE_MOVE : playerMoves == 2 ? Theme.SHORT : Theme.LONG);
        Position last = positions.get(positions.size() - 1);
        if (last.isCheckmate() && last.sideToMove() != player) {
            found.add(Theme.MATE);
            if (playerMoves <= 3) {
                found.add(Theme.mateIn(playerMoves));
            }
            if (backRankMate(last)) {
                found.add(Theme.BACK_RANK_MATE);
            }
            if (smotheredMate(last)) {
                found.add(Theme.SMOTHERED_MATE);
            }
        }
        for (int k = 0; k < solution.size(); k += 2) {
            Move m = solution.get(k);
            Position before = positions.get(k);
            Position after = positions.get(k + 1);
            List<Move> later = new ArrayList<>();
            for (int j = k + 2; j < solution.size(); j += 2) {
                later.add(solution.get(j));
            }
            if (m.isPromotion()) {
                found.add(Theme.PROMOTION);
            }
            if (after.checkers().size() >= 2) {
                found.add(Theme.DOUBLE_CHECK);
            }
            if (fork(after, m, later)) {
                found.add(Theme.FORK);
            }
            if (pinnedPieceTaken(before, m) || pinnedPieceWon(after, m, later)) {
                found.add(Theme.PIN);
            }
            if (k + 2 < solution.size() && skewer(after, m, solution.get(k + 1), solution.get(k + 2))) {
                found.add(Theme.SKEWER);
            }
            if (discovered(before, after, m, later)) {
                found.add(Theme.DISCOVERED_ATTACK);
            }
        }
        return found;
    }

    /** Pawn 1, knight and bishop 3, rook 5, queen 9, king 100. */
    static int value(PieceType type) {
        return switch (type) {
            case PAWN -> 1;
            case KNIGHT, BISHOP -> 3;
            case ROOK -> 5;
            case QUEEN -> 9;
            case KING -> 100;
        };
    }

    private static boolean fork(Position after, Move m, List<Move> later) {
        Piece mover = after.pieceAt(m.to()).orElseThrow();
        if (mover.type() == PieceType.KING) {
            return false;
        }
        List<Square> targets = new ArrayList<>();
        for (Square s : after.attacksFrom(m.to())) {
            Optional<Piece> t = after.pieceAt(s);
            if (t.isPresent() && t.get().side() != mover.side() && worthAttacking(after, s, t.get(), mover.type())) {
                targets.add(s);
            }
        }
        if (targets.size() < 2 || later.isEmpty()) {
            return false;
        }
        Move next = later.get(0);
        return next.from() == m.to() && targets.contains(next.to());
    }

    private static boolean worthAttacking(Position p, Square s, Piece target, PieceType attacker) {
        return target.type() == PieceType.KING || value(target.type()) > value(attacker)
                || !p.isAttackedBy(s, target.side());
    }

    /** The piece {@code m} takes stood pinned by a slider other than the taker. */
    private static boolean pinnedPieceTaken(Position before, Move m) {
        Optional<Piece> taken = before.pieceAt(m.to());
        if (taken.isEmpty() || taken.get().type() == PieceType.KING) {
            return false;
        }
        Side player = before.sideToMove();
        for (int[] d : allDirections()) {
            // from the taken piece, one way must reach a player's slider and the other a bigger piece
            Optional<Square> pinner = firstPiece(before, m.to(), d[0], d[1]);
            Optional<Square> behind = firstPiece(before, m.to(), -d[0], -d[1]);
            if (pinner.isEmpty() || behind.isEmpty() || pinner.get() == m.from()) {
                continue;
            }
            Piece s = before.pieceAt(pinner.get()).orElseThrow();
            Piece b = before.pieceAt(behind.get()).orElseThrow();
            if (s.side() == player && slidesAlong(s.type(), d) && b.side() != player
                    && (b.type() == PieceType.KING || value(b.type()) > value(taken.get().type()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * After {@code m}, an enemy piece stands pinned by a player's slider, {@code m} made that pin or
     * attacks the pinned piece, and a later player move takes it.
     */
    private static boolean pinnedPieceWon(Position after, Move m, List<Move> later) {
        Side player = after.sideToMove().opposite();
        List<Square> attacked = after.attacksFrom(m.to());
        for (Move x : later) {
            Optional<Piece> target = after.pieceAt(x.to());
            if (target.isEmpty() || target.get().side() == player || target.get().type() == PieceType.KING) {
                continue;
            }
            Optional<Square> pinner = pinnerOf(after, x.to(), player);
            if (pinner.isPresent() && (pinner.get() == m.to() || attacked.contains(x.to()))) {
                return true;
            }
        }
        return false;
    }

    /** The player's slider that pins the piece on {@code square} to its king or to a piece worth more. */
    private static Optional<Square> pinnerOf(Position p, Square square, Side player) {
        Piece pinned = p.pieceAt(square).orElseThrow();
        for (int[] d : allDirections()) {
            Optional<Square> pinner = firstPiece(p, square, d[0], d[1]);
            Optional<Square> behind = firstPiece(p, square, -d[0], -d[1]);
            if (pinner.isEmpty() || behind.isEmpty()) {
                continue;
            }
            Piece s = p.pieceAt(pinner.get()).orElseThrow();
            Piece b = p.pieceAt(behind.get()).orElseThrow();
            if (s.side() == player && slidesAlong(s.type(), d) && b.side() != player
                    && (b.type() == PieceType.KING || value(b.type()) > value(pinned.type()))) {
                return pinner;
            }
        }
        return Optional.empty();
    }

    private static boolean skewer(Position after, Move m, Move reply, Move next) {
        Piece mover = after.pieceAt(m.to()).orElseThrow();
        if (!mover.type().isSlider() || next.from() != m.to()) {
            return false;
        }
        for (int[] d : allDirections()) {
            if (!slidesAlong(mover.type(), d)) {
                continue;
            }
            Optional<Square> front = firstPiece(after, m.to(), d[0], d[1]);
            if (front.isEmpty() || front.get() != reply.from()) {
                continue;
            }
            Optional<Square> back = firstPiece(after, front.get(), d[0], d[1]);
            if (back.isEmpty() || back.get() != next.to()) {
                continue;
            }
            Piece f = after.pieceAt(front.get()).orElseThrow();
            Piece b = after.pieceAt(back.get()).orElseThrow();
            boolean mustMove = f.type() == PieceType.KING || value(f.type()) > value(mover.type())
                    || !after.isAttackedBy(front.get(), f.side());
            if (f.side() != mover.side() && b.side() != mover.side() && mustMove
                    && (f.type() == PieceType.KING || value(f.type()) > value(b.type()))) {
                return true;
            }
        }
        return false;
    }

    private static boolean discovered(Position before, Position after, Move m, List<Move> later) {
        Side player = before.sideToMove();
        for (int[] d : allDirections()) {
            // the slider stands behind the square the piece left, on this line
            Optional<Square> slider = firstPiece(before, m.from(), -d[0], -d[1]);
            if (slider.isEmpty() || slider.get() == m.to()) {
                continue;
            }
            Piece s = after.pieceAt(slider.get()).orElse(null);
            if (s == null || s.side() != player || !slidesAlong(s.type(), d)) {
                continue;
            }
            Optional<Square> target = firstPiece(after, slider.get(), d[0], d[1]);
            if (target.isEmpty()) {
                continue;
            }
            Piece t = after.pieceAt(target.get()).orElseThrow();
            if (t.side() == player || !onLineBetween(slider.get(), target.get(), m.from())) {
                continue;
            }
            if (t.type() == PieceType.KING) {
                return true;
            }
            boolean worth = value(t.type()) > value(s.type()) || !after.isAttackedBy(target.get(), t.side());
            if (worth && later.stream().anyMatch(x -> x.to() == target.get())) {
                return true;
            }
        }
        return false;
    }

    private static boolean onLineBetween(Square a, Square b, Square between) {
        int df = Integer.signum(b.file() - a.file());
        int dr = Integer.signum(b.rank() - a.rank());
        Square s = a;
        while (true) {
            Optional<Square> next = s.offset(df, dr);
            if (next.isEmpty() || next.get() == b) {
                return false;
            }
            s = next.get();
            if (s == between) {
                return true;
            }
        }
    }

    private static boolean backRankMate(Position last) {
        Side mated = last.sideToMove();
        Square king = last.kingSquare(mated);
        int home = mated == Side.WHITE ? 0 : 7;
        int forward = mated == Side.WHITE ? 1 : -1;
        if (king.rank() != home) {
            return false;
        }
        for (Square c : last.checkers()) {
            PieceType t = last.pieceAt(c).orElseThrow().type();
            if (c.rank() != home || !(t == PieceType.ROOK || t == PieceType.QUEEN)) {
                return false;
            }
        }
        boolean ownBlocker = false;
        for (int df = -1; df <= 1; df++) {
            Optional<Square> f = king.offset(df, forward);
            if (f.isEmpty()) {
                continue;
            }
            boolean own = last.isOccupiedBy(f.get(), mated);
            ownBlocker |= own;
            if (!own && !last.isAttackedBy(f.get(), mated.opposite())) {
                return false;
            }
        }
        return ownBlocker;
    }

    private static boolean smotheredMate(Position last) {
        Side mated = last.sideToMove();
        List<Square> checkers = last.checkers();
        if (checkers.size() != 1 || last.pieceAt(checkers.get(0)).orElseThrow().type() != PieceType.KNIGHT) {
            return false;
        }
        Square king = last.kingSquare(mated);
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                Optional<Square> n = king.offset(df, dr);
                if ((df != 0 || dr != 0) && n.isPresent() && !last.isOccupiedBy(n.get(), mated)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Optional<Square> firstPiece(Position p, Square from, int df, int dr) {
        Optional<Square> s = from.offset(df, dr);
        while (s.isPresent()) {
            if (!p.isEmpty(s.get())) {
                return s;
            }
            s = s.get().offset(df, dr);
        }
        return Optional.empty();
    }

    private static boolean slidesAlong(PieceType type, int[] d) {
        boolean straight = d[0] == 0 || d[1] == 0;
        return type == PieceType.QUEEN || (straight ? type == PieceType.ROOK : type == PieceType.BISHOP);
    }

    private static int[][] allDirections() {
        int[][] all = new int[8][];
        System.arraycopy(ROOK_DIRECTIONS, 0, all, 0, 4);
        System.arraycopy(BISHOP_DIRECTIONS, 0, all, 4, 4);
        return all;
    }
}
