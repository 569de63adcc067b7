package org.turnpan.chess.notation.pgn;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import org.turnpan.chess.rules.Move;

/**
 * Walks a tree of lines (a main line, its variations, theirs...) in file order without recursion, so
 * that variations nested tens of thousands deep cannot overflow the thread's stack: the walk keeps
 * its own stack on the heap. Also the equality, hash and text of {@link PgnLine} and {@link PgnMove},
 * which as plain records would recurse once per level.
 */
final class LineWalk {

    /** What a walk reports, in file order. */
    interface Visitor {
        /** A line begins; {@code depth} is 0 for the line the walk started from, 1 for its variations... */
        void lineStart(PgnLine line, int depth);

        /** A move of the current line; its variations follow, each between lineStart and lineEnd. */
        void move(PgnMove move);

        /** The line begun at the matching {@link #lineStart} has ended. */
        void lineEnd(PgnLine line, int depth);
    }

    /** Where the walk stands in one line: the next move, and the next variation of the move just visited. */
    private static final class Cursor {
        final PgnLine line;
        int next;
        PgnMove current;
        int variation;

        Cursor(PgnLine line) {
            this.line = line;
        }
    }

    private LineWalk() {
    }

    static void walk(PgnLine root, Visitor visitor) {
        Deque<Cursor> stack = new ArrayDeque<>();
        visitor.lineStart(root, 0);
        stack.push(new Cursor(root));
        while (!stack.isEmpty()) {
            Cursor c = stack.peek();
            if (c.current != null && c.variation < c.current.variations().size()) {
                PgnLine v = c.current.variations().get(c.variation++);
                visitor.lineStart(v, stack.size());
                stack.push(new Cursor(v));
            } else if (c.next < c.line.moves().size()) {
                c.current = c.line.moves().get(c.next++);
                c.variation = 0;
                visitor.move(c.current);
            } else {
                stack.pop();
                visitor.lineEnd(c.line, stack.size());
            }
        }
    }

    /** True when both trees hold the same comments, moves, NAGs and variations, in the same places. */
    static boolean equal(PgnLine a, PgnLine b) {
        Deque<PgnLine> left = new ArrayDeque<>();
        Deque<PgnLine> right = new ArrayDeque<>();
        left.push(a);
        right.push(b);
        while (!left.isEmpty()) {
            PgnLine x = left.pop();
            PgnLine y = right.pop();
            if (x == y) {
                continue;
            }
            if (!x.comments().equals(y.comments()) || x.moves().size() != y.moves().size()) {
                return false;
            }
            for (int i = 0; i < x.moves().size(); i++) {
                PgnMove m = x.moves().get(i);
                PgnMove n = y.moves().get(i);
                if (m == n) {
                    continue;
                }
                if (!sameOwnParts(m, n) || m.variations().size() != n.variations().size()) {
                    return false;
                }
                for (int v = 0; v < m.variations().size(); v++) {
                    left.push(m.variations().get(v));
                    right.push(n.variations().get(v));
                }
            }
        }
        return true;
    }

    /** Move, NAGs and comments (not the variations) are equal. */
    static boolean sameOwnParts(PgnMove a, PgnMove b) {
        return Objects.equals(a.move(), b.move()) && a.nags().equals(b.nags()) && a.comments().equals(b.comments());
    }

    /** A hash of the whole tree, equal for {@link #equal} trees. */
    static int hash(PgnLine root) {
        int[] h = {1};
        walk(root, new Visitor() {
            @Override
            public void lineStart(PgnLine line, int depth) {
                h[0] = 31 * (31 * h[0] + depth) + line.comments().hashCode();
            }

            @Override
            public void move(PgnMove move) {
                h[0] = 31 * h[0] + ownHash(move);
            }

            @Override
            public void lineEnd(PgnLine line, int depth) {
                h[0] = 31 * h[0] - 1;
            }
        });
        return h[0];
    }

    static int ownHash(PgnMove m) {
        return (31 * Objects.hashCode(m.move()) + m.nags().hashCode()) * 31 + m.comments().hashCode();
    }

    /** The tree as text for messages and tests: {@code {comment} e2e4 $1 {comment} (d2d4 d7d5) e7e5}. */
    static String text(PgnLine root) {
        StringBuilder sb = new StringBuilder();
        walk(root, new Visitor() {
            @Override
            public void lineStart(PgnLine line, int depth) {
                if (depth > 0) {
                    space(sb).append('(');
                }
                for (String c : line.comments()) {
                    space(sb).append('{').append(c).append('}');
                }
            }

            @Override
            public void move(PgnMove m) {
                ownText(space(sb), m);
            }

            @Override
            public void lineEnd(PgnLine line, int depth) {
                if (depth > 0) {
                    sb.append(')');
                }
            }
        });
        return sb.toString();
    }

    /** A move in long algebraic notation with its NAGs and comments. */
    static StringBuilder ownText(StringBuilder sb, PgnMove m) {
        Move move = m.move();
        sb.append(move == null ? "null" : move.uci());
        for (int nag : m.nags()) {
            sb.append(" $").append(nag);
        }
        for (String c : m.comments()) {
            sb.append(" {").append(c).append('}');
        }
        return sb;
    }

    private static StringBuilder space(StringBuilder sb) {
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '(') {
            sb.append(' ');
        }
        return sb;
    }
}
