package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * Forced mates in one to three moves, found by our own rules (a plain search over legal moves,
 * checks tried first): whether the side to move mates in {@code n} moves whatever the defence, and
 * with which move. Puzzle mode uses it to accept any other mate in the same number of moves, and to
 * go on from one. A search is bounded by a budget of positions; past it the answer is "not shown"
 * (never a mate claimed without proof).
 */
public final class MateSearch {
    /** Enough for a mate in three in ordinary middlegames (measured: under 200,000 for the shipped set). */
    public static final long DEFAULT_BUDGET = 3_000_000;

    private final long budget;
    private long visited;

    public MateSearch(long budget) {
        this.budget = budget;
    }

    public MateSearch() {
        this(DEFAULT_BUDGET);
    }

    /** True when the side to move mates in at most {@code n} moves against every defence. */
    public boolean matesIn(Position p, int n) {
        visited = 0;
        return attack(p, n);
    }

    /** A move that mates in at most {@code n} moves, if the search shows one. */
    public Optional<Move> mateMove(Position p, int n) {
        visited = 0;
        for (Move m : ordered(p)) {
            Position after = p.play(m);
            if (after.isCheckmate() || (n > 1 && defenceFails(after, n - 1))) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /**
     * True when {@code afterMove} (the defender to move) is lost to a mate in at most {@code n} more
     * moves of the attacker, or is mate already.
     */
    public boolean mateFollows(Position afterMove, int n) {
        visited = 0;
        return afterMove.isCheckmate() || (n >= 1 && defenceFails(afterMove, n));
    }

    /**
     * The defender's reply that holds out longest (the mate then needs the most moves), among replies
     * the attacker still mates after in {@code n} moves; the first such reply in move order.
     */
    public Optional<Move> longestDefence(Position defender, int n) {
        Move best = null;
        int bestLength = 0;
        for (Move r : defender.legalMoves()) {
            Position q = defender.play(r);
            int length = 1;
            while (length <= n) {
                visited = 0;
                if (attack(q, length)) {
                    break;
                }
                length++;
            }
            if (length > bestLength) {
                bestLength = length;
                best = r;
            }
        }
        return Optional.ofNullable(best);
    }

    private boolean attack(Position p, int n) {
        if (++visited > budget) {
            return false;
        }
        for (Move m : ordered(p)) {
            Position after = p.play(m);
            if (n == 1 && !after.isCheck()) {
                // the moves are ordered checks first: a mate in one is among them
                return false;
            }
            if (after.isCheckmate()) {
                return true;
            }
            if (n > 1 && defenceFails(after, n - 1)) {
                return true;
            }
        }
        return false;
    }

    private boolean defenceFails(Position defender, int n) {
        if (++visited > budget) {
            return false;
        }
        List<Move> replies = defender.legalMoves();
        if (replies.isEmpty()) {
            return defender.isCheck();
        }
        for (Move r : replies) {
            if (!attack(defender.play(r), n)) {
                return false;
            }
        }
        return true;
    }

    /** Checks first, then captures, then the rest: mates are found sooner. */
    private static List<Move> ordered(Position p) {
        List<Move> checks = new ArrayList<>();
        List<Move> captures = new ArrayList<>();
        List<Move> rest = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            if (p.play(m).isCheck()) {
                checks.add(m);
            } else if (p.isCapture(m)) {
                captures.add(m);
            } else {
                rest.add(m);
            }
        }
        checks.addAll(captures);
        checks.addAll(rest);
        return checks;
    }
}
