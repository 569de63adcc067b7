package org.turnpan.chess.session.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * The readings that trace the board for the ear (issue 26): rays from a square along the diagonals
 * and the straight lines, each until its first piece and named by the edge square it points to
 * ("towards a8: b7 empty, a6 black bishop"); a whole file or rank with runs of empty squares said
 * as one ("e3 to e6 empty"); a knight's squares with what stands on each; the whole board rank by
 * rank with counted runs; what the last move captured. The typed commands ({@code rays},
 * {@code diagonals}, {@code lines}, {@code scan}, {@code knight}, {@code overview}, {@code captured})
 * and the window's keys (x, Alt+x, Alt+N, F7, c) ask the same {@link Question}s, answered here.
 * Reads only. Immutable.
 */
final class BoardScans {
    /** The diagonals, from the viewer's top left round to the bottom right (as White sees them). */
    private static final int[][] DIAGONALS = {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}};
    /** The straight lines: up the file, down it, to the a-side and to the h-side (as White sees them). */
    private static final int[][] LINES = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};
    private static final int[][] KNIGHT = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};

    private final SessionWords words;

    BoardScans(SessionWords words) {
        this.words = words;
    }

    /** "Diagonals from d4: towards a7: c5 empty, b6 black bishop; towards h8: …." and/or the lines the same way. */
    Message rays(Position p, Square from, boolean diagonals, boolean lines, Side viewpoint) {
        Message diag = family(p, from, DIAGONALS, viewpoint, "reading.rays.diagonals");
        Message straight = family(p, from, LINES, viewpoint, "reading.rays.lines");
        if (diagonals && lines) {
            return Message.of("reading.rays.both", "diagonals", diag, "lines", straight);
        }
        return diagonals ? diag : straight;
    }

    private Message family(Position p, Square from, int[][] directions, Side viewpoint, String key) {
        List<Message> rays = new ArrayList<>();
        for (int[] d : directions) {
            int df = viewpoint == Side.WHITE ? d[0] : -d[0];
            int dr = viewpoint == Side.WHITE ? d[1] : -d[1];
            List<Square> ray = new ArrayList<>();
            Optional<Square> next = from.offset(df, dr);
            while (next.isPresent()) {
                ray.add(next.get());
                if (p.pieceAt(next.get()).isPresent()) {
                    break;
                }
                next = next.get().offset(df, dr);
            }
            if (!ray.isEmpty()) {
                rays.add(Message.of("reading.ray", "edge", words.square(edge(from, df, dr)), "items", runs(p, ray)));
            }
        }
        return Message.of(key, "square", words.square(from), "rays", chain("reading.sentences", rays));
    }

    /** The last square of the board from {@code from} in a direction: the name of the direction. */
    private static Square edge(Square from, int df, int dr) {
        Square s = from;
        for (Optional<Square> n = s.offset(df, dr); n.isPresent(); n = s.offset(df, dr)) {
            s = n.get();
        }
        return s;
    }

    /** A whole file, from the viewer's side: "The e file: e1 white king, e2 and e3 empty, e4 white pawn, …". */
    Message scanFile(Position p, int file, Side viewpoint) {
        List<Square> squares = new ArrayList<>(8);
        for (int i = 0; i < 8; i++) {
            squares.add(Square.of(file, viewpoint == Side.WHITE ? i : 7 - i));
        }
        return Message.of("reading.scan.file", "file", words.phraser().file(file), "items", runs(p, squares));
    }

    /** A whole rank, from the viewer's left: "Rank 4: a4 to d4 empty, e4 white pawn, f4 to h4 empty." */
    Message scanRank(Position p, int rank, Side viewpoint) {
        List<Square> squares = new ArrayList<>(8);
        for (int i = 0; i < 8; i++) {
            squares.add(Square.of(viewpoint == Side.WHITE ? i : 7 - i, rank));
        }
        return Message.of("reading.scan.rank", "rank", rank + 1, "items", runs(p, squares));
    }

    /** "Knight squares from g1: e2 white pawn, f3 empty, h3 empty." (files a to h, then ranks up). */
    Message knight(Position p, Square from) {
        List<Message> items = new ArrayList<>();
        List<Square> targets = new ArrayList<>();
        for (int[] d : KNIGHT) {
            from.offset(d[0], d[1]).ifPresent(targets::add);
        }
        targets.sort(java.util.Comparator.comparingInt(Square::file).thenComparingInt(Square::rank));
        for (Square s : targets) {
            items.add(one(p, s));
        }
        return Message.of("reading.knight", "square", words.square(from), "items", chain("reading.items", items));
    }

    /**
     * The whole board, rank by rank from the viewer's top, each from the viewer's left, empty squares
     * in counted runs and empty ranks together: "Rank 8: a8 black rook, 3 empty, e8 black king, …;
     * ranks 6 to 3 empty; rank 2: …".
     */
    Message wholeBoard(Position p, Side viewpoint) {
        List<Message> ranks = new ArrayList<>();
        int row = 0;
        while (row < 8) {
            int rank = viewpoint == Side.WHITE ? 7 - row : row;
            if (rankEmpty(p, rank)) {
                int last = row;
                while (last + 1 < 8 && rankEmpty(p, viewpoint == Side.WHITE ? 7 - (last + 1) : last + 1)) {
                    last++;
                }
                int lastRank = viewpoint == Side.WHITE ? 7 - last : last;
                ranks.add(last == row ? Message.of("reading.board.rank.empty", "rank", rank + 1)
                        : Message.of(last == row + 1 ? "reading.board.ranks.empty.two" : "reading.board.ranks.empty", "first", rank + 1, "last", lastRank + 1));
                row = last + 1;
                continue;
            }
            ranks.add(Message.of("reading.board.rank", "rank", rank + 1, "items", counted(p, rank, viewpoint)));
            row++;
        }
        return Message.of("reading.board", "ranks", chain("reading.sentences", ranks));
    }

    private static boolean rankEmpty(Position p, int rank) {
        for (int f = 0; f < 8; f++) {
            if (p.pieceAt(Square.of(f, rank)).isPresent()) {
                return false;
            }
        }
        return true;
    }

    /** One rank with its empty squares counted: "a8 black rook, 3 empty, e8 black king". */
    private Message counted(Position p, int rank, Side viewpoint) {
        List<Message> items = new ArrayList<>();
        int i = 0;
        while (i < 8) {
            Square s = Square.of(viewpoint == Side.WHITE ? i : 7 - i, rank);
            Optional<Piece> piece = p.pieceAt(s);
            if (piece.isPresent()) {
                items.add(Message.of("reading.item", "square", words.square(s), "piece", words.piece(piece.get())));
                i++;
                continue;
            }
            int run = 1;
            while (i + run < 8 && p.pieceAt(Square.of(viewpoint == Side.WHITE ? i + run : 7 - i - run, rank)).isEmpty()) {
                run++;
            }
            items.add(run == 1 ? Message.of("reading.empty", "square", words.square(s))
                    : Message.of("reading.board.run", Catalogue.COUNT, run));
            i += run;
        }
        return chain("reading.items", items);
    }

    /** What the last move took, and who took it; nothing taken, or no move yet, said so. */
    Message lastCapture(Game game) {
        Optional<Move> last = game.lastMove();
        if (last.isEmpty()) {
            return Message.of("session.last.none");
        }
        Position before = game.positions().get(game.plyCount() - 1);
        Move m = last.get();
        Side mover = before.sideToMove();
        Square taken = before.isEnPassant(m) ? Square.of(m.to().file(), m.from().rank()) : m.to();
        Optional<Piece> piece = before.isCapture(m) ? before.pieceAt(taken) : Optional.empty();
        return piece.map(x -> Message.of("reading.captured", "side", words.side(mover), "piece", words.piece(x),
                        "square", words.square(taken)))
                .orElseGet(() -> Message.of("reading.captured.nothing", "side", words.side(mover)));
    }

    /** Squares in order, runs of two or more empty squares said as one ("e3 to e6 empty"). */
    private Message runs(Position p, List<Square> squares) {
        List<Message> items = new ArrayList<>();
        int i = 0;
        while (i < squares.size()) {
            Square s = squares.get(i);
            if (p.pieceAt(s).isPresent()) {
                items.add(one(p, s));
                i++;
                continue;
            }
            int run = 1;
            while (i + run < squares.size() && p.pieceAt(squares.get(i + run)).isEmpty()) {
                run++;
            }
            Square last = squares.get(i + run - 1);
            items.add(run == 1 ? one(p, s)
                    : Message.of(run == 2 ? "reading.empty.two" : "reading.empty.run", "first", words.square(s),
                    "last", words.square(last)));
            i += run;
        }
        return chain("reading.items", items);
    }

    /** "e2 white pawn" or "f3 empty". */
    private Message one(Position p, Square s) {
        return p.pieceAt(s).map(x -> Message.of("reading.item", "square", words.square(s), "piece", words.piece(x)))
                .orElseGet(() -> Message.of("reading.empty", "square", words.square(s)));
    }

    /** Joins parts with a separator template {@code {first}<sep>{rest}}, right to left. */
    private static Message chain(String key, List<Message> parts) {
        Message out = parts.get(parts.size() - 1);
        for (int i = parts.size() - 2; i >= 0; i--) {
            out = Message.of(key, "first", parts.get(i), "rest", out);
        }
        return out;
    }
}
