package org.turnpan.chess.speech;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/** Descriptions of the board: piece lists, a rank or a file read in order, attacks and defences. */
final class BoardPhraser {
    /** The order pieces are listed in, most important first. */
    private static final List<PieceType> LIST_ORDER = List.of(PieceType.KING, PieceType.QUEEN, PieceType.ROOK,
            PieceType.BISHOP, PieceType.KNIGHT, PieceType.PAWN);

    /** Piece lists name squares from the a-file to the h-file, as a listener pictures them. */
    private static final Comparator<Square> BY_FILE_THEN_RANK = Comparator.comparingInt(Square::file)
            .thenComparingInt(Square::rank);

    private final Nouns nouns;

    BoardPhraser(Nouns nouns) {
        this.nouns = nouns;
    }

    /** "White: king g1; queen d1; rooks a1 and f1; ...; pawns a2, b2 and c2." */
    Message pieces(Position position, Side side) {
        List<Message> groups = new ArrayList<>();
        for (PieceType type : LIST_ORDER) {
            List<Square> squares = position.squaresOf(Piece.of(side, type)).stream()
                    .sorted(BY_FILE_THEN_RANK).toList();
            if (!squares.isEmpty()) {
                groups.add(Message.of("board.group." + Nouns.name(type), Catalogue.COUNT, squares.size(),
                        "squares", nouns.squares(squares)));
            }
        }
        return Message.of("board.pieces", "side", nouns.side(side), "groups", chain("board.groups", groups));
    }

    /** Rank {@code rank} (0 = the first) from the a-file, or from the h-file for {@code Side.BLACK}. */
    Message rank(Position position, int rank, Side viewpoint) {
        List<Square> squares = new ArrayList<>(8);
        for (int i = 0; i < 8; i++) {
            squares.add(Square.of(viewpoint == Side.WHITE ? i : 7 - i, rank));
        }
        return Message.of("board.rank", "rank", rank + 1, "items", line(position, squares));
    }

    /** File {@code file} (0 = a) from the first rank up, or from the eighth down for {@code Side.BLACK}. */
    Message file(Position position, int file, Side viewpoint) {
        List<Square> squares = new ArrayList<>(8);
        for (int i = 0; i < 8; i++) {
            squares.add(Square.of(file, viewpoint == Side.WHITE ? i : 7 - i));
        }
        return Message.of("board.file", "file", nouns.file(file), "items", line(position, squares));
    }

    /** "The knight on f3 attacks d4, e5, g5 and h4." */
    Message attacks(Position position, Square square) {
        Optional<Piece> piece = position.pieceAt(square);
        if (piece.isEmpty()) {
            return Message.of("board.attacks.empty-square", "square", nouns.square(square));
        }
        Message placed = nouns.placed(new PlacedPiece(piece.get(), square));
        List<Square> targets = position.attacksFrom(square);
        return targets.isEmpty() ? Message.of("board.attacks.none", "piece", placed)
                : Message.of("board.attacks", "piece", placed, "squares", nouns.squares(targets));
    }

    /**
     * Who attacks and who defends a square: attackers are the pieces of the side that does not own
     * the piece there (of the side not to move, on an empty square), defenders those of the other.
     */
    Message attackersAndDefenders(Position position, Square square) {
        Optional<Piece> piece = position.pieceAt(square);
        Side owner = piece.map(Piece::side).orElse(position.sideToMove());
        List<Message> attackers = placedOn(position, position.attackers(square, owner.opposite()));
        List<Message> defenders = placedOn(position, position.attackers(square, owner));
        Message where = piece.map(p -> Message.of("board.square-with-piece", "square", nouns.square(square),
                "piece", nouns.piece(p))).orElse(nouns.square(square));
        String key = attackers.isEmpty()
                ? (defenders.isEmpty() ? "board.square.quiet" : "board.square.defended")
                : (defenders.isEmpty() ? "board.square.attacked" : "board.square.attacked-defended");
        return Message.of(key, "square", where, "attackers", attackers, "defenders", defenders);
    }

    /**
     * Where the piece on {@code from} can go, by kind of move: quiet moves as squares, captures as
     * the pieces taken, en passant and castling by name ("The king on e1 can go to e2 and f1, or
     * castle kingside."). A promotion square is said once. The piece must be of the side to move.
     */
    Message legalMoves(Position position, Square from) {
        return moves(position, from, m -> true, "moves.none");
    }

    /**
     * What the piece on {@code from} can take: "The bishop on b5 can take the pawn on a6 and the pawn
     * on c6." (en passant by name), or "The knight on b1 can take nothing." The piece must be of the
     * side to move.
     */
    Message captures(Position position, Square from) {
        return moves(position, from, position::isCapture, "moves.no-capture");
    }

    /** The legal moves of the piece on {@code from} that {@code which} keeps, by kind; {@code noneKey} when none. */
    private Message moves(Position position, Square from, java.util.function.Predicate<Move> which, String noneKey) {
        Piece piece = position.pieceAt(from).orElseThrow(
                () -> new IllegalArgumentException("no piece on " + from + " in " + position.toFen()));
        Message placed = nouns.placed(new PlacedPiece(piece, from));
        List<Square> quiet = new ArrayList<>();
        List<Message> taken = new ArrayList<>();
        List<Message> special = new ArrayList<>();
        List<Square> seen = new ArrayList<>();
        for (Move m : position.legalMovesFrom(from)) {
            if (seen.contains(m.to()) || !which.test(m)) {
                continue;
            }
            seen.add(m.to());
            if (position.isCastling(m)) {
                special.add(Message.of("moves.castle", "castling", nouns.castling(
                        m.to().file() > m.from().file() ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE)));
            } else if (position.isEnPassant(m)) {
                // the pawn taken stands beside, on the file it lands on: say both, and "en passant"
                Square passed = Square.of(m.to().file(), from.rank());
                special.add(Message.of("moves.en-passant", "square", nouns.square(m.to()),
                        "pawn", nouns.placed(new PlacedPiece(position.pieceAt(passed).orElseThrow(), passed))));
            } else if (position.isCapture(m)) {
                taken.add(nouns.placed(new PlacedPiece(position.pieceAt(m.to()).orElseThrow(), m.to())));
            } else {
                quiet.add(m.to());
            }
        }
        List<Message> actions = new ArrayList<>();
        if (!quiet.isEmpty()) {
            actions.add(Message.of("moves.go", "squares", nouns.squares(quiet.stream().sorted(BY_FILE_THEN_RANK).toList())));
        }
        if (!taken.isEmpty()) {
            actions.add(Message.of("moves.take", "pieces", taken));
        }
        actions.addAll(special);
        return actions.isEmpty() ? Message.of(noneKey, "piece", placed)
                : Message.of("moves.list", "piece", placed, "actions", alternatives(actions));
    }

    /** "go to e2, take the pawn on d3 or castle kingside": the last two joined by "or". */
    private static Message alternatives(List<Message> actions) {
        if (actions.size() == 1) {
            return actions.get(0);
        }
        Message out = Message.of("moves.actions.two", "first", actions.get(actions.size() - 2),
                "second", actions.get(actions.size() - 1));
        for (int i = actions.size() - 3; i >= 0; i--) {
            out = Message.of("moves.actions.more", "first", actions.get(i), "rest", out);
        }
        return out;
    }

    private List<Message> placedOn(Position position, List<Square> squares) {
        return squares.stream().map(s -> nouns.placed(new PlacedPiece(position.pieceAt(s).orElseThrow(), s))).toList();
    }

    /** Squares in order: "a1 white rook, b1 white knight, 3 empty, f1 white bishop, ...". */
    private Message line(Position position, List<Square> squares) {
        List<Message> items = new ArrayList<>();
        int i = 0;
        while (i < squares.size()) {
            Square s = squares.get(i);
            Optional<Piece> piece = position.pieceAt(s);
            if (piece.isPresent()) {
                items.add(Message.of("board.item", "square", nouns.square(s), "piece", nouns.piece(piece.get())));
                i++;
                continue;
            }
            int run = 1;
            while (i + run < squares.size() && position.isEmpty(squares.get(i + run))) {
                run++;
            }
            items.add(run == 1 ? Message.of("board.empty", "square", nouns.square(s))
                    : Message.of("board.empty-run", Catalogue.COUNT, run));
            i += run;
        }
        return chain("board.items", items);
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
