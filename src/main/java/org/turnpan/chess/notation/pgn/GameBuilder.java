package org.turnpan.chess.notation.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.Position;

/**
 * Builds the whole game a walk reports: tags, start, the main line with its comments, NAGs and
 * nested variations (on a stack of its own, never by recursion), and the result (the Result tag's
 * when the movetext has none). Its value is {@link PgnEntry.Read}, or the {@link PgnEntry.Problem}
 * that stopped the game. One builder serves game after game.
 */
public final class GameBuilder implements PgnVisitor<PgnEntry> {
    private int number;
    private List<PgnTag> tags = new ArrayList<>();
    private Position start;
    private PgnResult result;
    /** The main line and the variations open inside it, innermost last. */
    private final List<LineBuilder> lines = new ArrayList<>();

    /** A line being read: its comments before the first move, and its moves. */
    private static final class LineBuilder {
        final List<String> comments = new ArrayList<>(1);
        final List<MoveBuilder> moves = new ArrayList<>(64);

        MoveBuilder last() {
            return moves.get(moves.size() - 1);
        }

        PgnLine build() {
            List<PgnMove> out = new ArrayList<>(moves.size());
            for (MoveBuilder b : moves) {
                out.add(b.build());
            }
            return new PgnLine(comments, out);
        }
    }

    /** A move being read, until its comments, NAGs and variations are all known. */
    private static final class MoveBuilder {
        final org.turnpan.chess.rules.Move move;
        List<Integer> nags = List.of();
        List<String> comments = List.of();
        List<PgnLine> variations = List.of();

        MoveBuilder(org.turnpan.chess.rules.Move move) {
            this.move = move;
        }

        void nag(int n) {
            if (nags.isEmpty()) {
                nags = new ArrayList<>(2);
            }
            nags.add(n);
        }

        void comment(String c) {
            if (comments.isEmpty()) {
                comments = new ArrayList<>(2);
            }
            comments.add(c);
        }

        void variation(PgnLine line) {
            if (variations.isEmpty()) {
                variations = new ArrayList<>(2);
            }
            variations.add(line);
        }

        PgnMove build() {
            return new PgnMove(move, nags, comments, variations);
        }
    }

    @Override
    public void begin(int gameNumber, long offset, int line, int column) {
        number = gameNumber;
        tags = new ArrayList<>(12);
        start = Position.initial();
        result = null;
        lines.clear();
        lines.add(new LineBuilder());
    }

    @Override
    public void tag(String name, CharSequence value) {
        tags.add(new PgnTag(name, value.toString()));
    }

    @Override
    public Movetext headersEnd(Position from) {
        start = from;
        return Movetext.READ;
    }

    @Override
    public void comment(String text) {
        LineBuilder line = current();
        if (line.moves.isEmpty()) {
            line.comments.add(text);
        } else {
            line.last().comment(text);
        }
    }

    @Override
    public void nag(int nag) {
        current().last().nag(nag);
    }

    @Override
    public void move(CharSequence san, int packedMove) {
        current().moves.add(new MoveBuilder(PackedMove.toMove(packedMove)));
    }

    @Override
    public void variationStart() {
        lines.add(new LineBuilder());
    }

    @Override
    public void variationEnd() {
        LineBuilder closed = lines.remove(lines.size() - 1);
        current().last().variation(closed.build());
    }

    @Override
    public void result(PgnResult r) {
        result = r;
    }

    @Override
    public PgnEntry end(Optional<PgnEntry.Problem> problem) {
        if (problem.isPresent()) {
            lines.clear();
            return problem.get();
        }
        PgnGame game = new PgnGame(tags, start, lines.get(0).build(), result != null ? result : resultTag(tags));
        lines.clear();
        return new PgnEntry.Read(number, game);
    }

    private LineBuilder current() {
        return lines.get(lines.size() - 1);
    }

    private static PgnResult resultTag(List<PgnTag> tags) {
        for (PgnTag t : tags) {
            if (t.name().equals("Result")) {
                return PgnResult.parse(t.value());
            }
        }
        return PgnResult.UNKNOWN;
    }
}
