package org.turnpan.chess.notation.pgn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.text.SafeText;

/**
 * Writes games in PGN export format: the seven-tag roster first, then the other tags; movetext
 * with SAN regenerated from the position, comments, NAGs and variations kept, lines shorter than
 * 80 characters; the result at the end; a blank line after each game. Tag values and comments
 * are written without control characters or terminal control sequences ({@link SafeText}).
 */
public final class PgnWriter {
    private static final int MAX_LINE = 79;

    private final Appendable out;

    public PgnWriter(Appendable out) {
        this.out = out;
    }

    public void write(PgnGame game) {
        StringBuilder sb = new StringBuilder(1024);
        for (PgnTag t : game.exportTags()) {
            sb.append('[').append(t.name()).append(" \"").append(escape(t.value())).append("\"]\n");
        }
        sb.append('\n');
        Movetext text = new Movetext(sb);
        text.line(game.start(), game.mainline());
        text.token(game.result().token());
        sb.append("\n\n");
        try {
            out.append(sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The export text of one game. */
    public static String toText(PgnGame game) {
        StringBuilder sb = new StringBuilder();
        new PgnWriter(sb).write(game);
        return sb.toString();
    }

    private static String escape(String value) {
        return SafeText.clean(value).replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** Movetext tokens laid out on lines of at most 79 characters. */
    private static final class Movetext {
        private final StringBuilder sb;
        private final int[] legal = new int[256];
        private int lineLength;
        /** The next move needs its number even for black (after a comment, NAG-free variation...). */
        private boolean needNumber = true;

        Movetext(StringBuilder sb) {
            this.sb = sb;
        }

        /** After "(" and before ")" no space is written. */
        private boolean glue;

        void token(String t) {
            boolean space = lineLength > 0 && !glue && !t.equals(")");
            glue = t.equals("(");
            if (lineLength > 0 && lineLength + (space ? 1 : 0) + t.length() > MAX_LINE) {
                sb.append('\n');
                lineLength = 0;
            } else if (space) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(t);
            lineLength += t.length();
        }

        /** A comment, split into words so that it can wrap; '}' cannot appear inside braces. */
        void comment(String c) {
            String[] words = SafeText.clean(c).replace('}', ')').split(" ");
            if (words.length == 1) {
                token("{" + words[0] + "}");
            } else {
                for (int i = 0; i < words.length; i++) {
                    token((i == 0 ? "{" : "") + words[i] + (i == words.length - 1 ? "}" : ""));
                }
            }
            needNumber = true;
        }

        /**
         * The line and its variations, walked without recursion: each variation starts from the
         * position before the move it replaces, and the line goes on after it from where it was.
         */
        void line(Position start, PgnLine line) {
            LineWalk.walk(line, new LineWalk.Visitor() {
                /** The position before the next move, and before the move just written. */
                private Position position = start;
                private Position before = start;
                /** Where each enclosing line stood when a variation began: position, then before. */
                private final Deque<Position> outer = new ArrayDeque<>();

                @Override
                public void lineStart(PgnLine l, int depth) {
                    if (depth > 0) {
                        token("(");
                        outer.push(position);
                        outer.push(before);
                        position = before;
                    }
                    for (String c : l.comments()) {
                        comment(c);
                    }
                    needNumber = true;
                }

                @Override
                public void move(PgnMove m) {
                    before = position;
                    position = write(position, m);
                }

                @Override
                public void lineEnd(PgnLine l, int depth) {
                    if (depth > 0) {
                        token(")");
                        needNumber = true;
                        before = outer.pop();
                        position = outer.pop();
                    }
                }
            });
        }

        /** Writes one move (number, SAN, NAGs, comments) and returns the position after it. */
        private Position write(Position p, PgnMove m) {
            if (p.sideToMove() == Side.WHITE) {
                token(p.fullmoveNumber() + ".");
            } else if (needNumber) {
                token(p.fullmoveNumber() + "...");
            }
            needNumber = false;
            int count = p.generate(legal, 0, false);
            int index = indexOf(m, count);
            int packed = legal[index];
            token(MoveText.san(p, legal, count, index));
            for (int nag : m.nags()) {
                token("$" + nag);
            }
            for (String c : m.comments()) {
                comment(c);
            }
            return p.playPacked(packed);
        }

        private int indexOf(PgnMove m, int count) {
            int want = m.move().from().index() | (m.move().to().index() << 6)
                    | ((m.move().promotion() == null ? 0 : m.move().promotion().ordinal()) << 12);
            for (int i = 0; i < count; i++) {
                if ((legal[i] & 0x7FFF) == want) {
                    return i;
                }
            }
            throw new IllegalArgumentException("not a legal move in the game: " + m.move());
        }
    }
}
