package org.turnpan.chess.speech;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/** A legal move as a sentence in one of the {@link MoveStyle}s. */
final class MovePhraser {
    private final Nouns nouns;

    MovePhraser(Nouns nouns) {
        this.nouns = nouns;
    }

    Message move(Position before, Move move, MoveStyle style) {
        Piece mover = before.pieceAt(move.from()).orElseThrow(
                () -> new IllegalArgumentException("no piece on " + move.from() + " in " + before.toFen()));
        MoveFacts facts = new MoveFacts(before, move, mover);
        Message body = switch (style) {
            case TERSE -> terse(facts);
            case WORDS -> Message.of("move.sentence", "move", words(facts));
            case FULL -> Message.of("move.sentence", "move", full(facts));
        };
        Position after = before.play(move);
        if (after.isCheckmate()) {
            return Message.of("move.checkmate", "move", body);
        }
        return after.isCheck() ? Message.of("move.check", "move", body) : body;
    }

    private Message terse(MoveFacts f) {
        if (f.castling().isPresent()) {
            return castle(f.castling().get());
        }
        Message square = nouns.square(f.move().to());
        if (f.mover().type() == PieceType.PAWN) {
            Message file = nouns.file(f.move().from().file());
            Message pawn = f.enPassant() ? Message.of("move.terse.en-passant", "from", file, "square", square)
                    : f.captured().isPresent() ? Message.of("move.terse.pawn-capture", "from", file, "square", square)
                    : Message.of("move.terse.pawn", "square", square);
            return f.move().promotionPiece()
                    .map(p -> Message.of("move.terse.promotion", "move", pawn, "promotion", nouns.piece(p)))
                    .orElse(pawn);
        }
        Message piece = nouns.piece(f.mover().type());
        String capture = f.captured().isPresent() ? "-capture" : "";
        return disambiguation(f)
                .map(from -> Message.of("move.terse.piece-from" + capture, "piece", piece, "from", from, "square", square))
                .orElseGet(() -> Message.of("move.terse.piece" + capture, "piece", piece, "square", square));
    }

    /** The file, rank or square SAN adds when another piece of the same kind can go to the same square. */
    private Optional<Message> disambiguation(MoveFacts f) {
        Square from = f.move().from();
        List<Square> rivals = f.before().legalMoves().stream()
                .filter(m -> m.to() == f.move().to() && m.from() != from)
                .map(Move::from)
                .filter(s -> f.before().pieceAt(s).filter(f.mover()::equals).isPresent())
                .distinct().toList();
        if (rivals.isEmpty()) {
            return Optional.empty();
        }
        if (rivals.stream().noneMatch(s -> s.file() == from.file())) {
            return Optional.of(nouns.file(from.file()));
        }
        if (rivals.stream().noneMatch(s -> s.rank() == from.rank())) {
            return Optional.of(Message.of("rank", "rank", from.rank() + 1));
        }
        return Optional.of(nouns.square(from));
    }

    /**
     * WORDS style: the piece and where it goes; whenever SAN would name a file, rank or square to
     * tell two pieces apart, the piece is said with its square ("Rook from a1 to d1"), so a listener
     * always knows which piece moved.
     */
    private Message words(MoveFacts f) {
        if (f.castling().isPresent()) {
            return castle(f.castling().get());
        }
        Message piece = disambiguation(f).isEmpty() ? nouns.piece(f.mover().type())
                : Message.of("move.words.piece-from", "piece", nouns.piece(f.mover().type()),
                        "from", nouns.square(f.move().from()));
        Message square = nouns.square(f.move().to());
        if (f.enPassant()) {
            return Message.of("move.words.en-passant", "piece", piece, "square", square);
        }
        Optional<Message> captured = f.captured().map(p -> nouns.piece(p.type()));
        Optional<Message> promotion = f.move().promotionPiece().map(nouns::piece);
        if (promotion.isPresent()) {
            return captured
                    .map(c -> Message.of("move.words.capture-promotion", "piece", piece, "captured", c,
                            "square", square, "promotion", promotion.get()))
                    .orElseGet(() -> Message.of("move.words.promotion", "piece", piece, "square", square,
                            "promotion", promotion.get()));
        }
        return captured
                .map(c -> Message.of("move.words.capture", "piece", piece, "captured", c, "square", square))
                .orElseGet(() -> Message.of("move.words.to", "piece", piece, "square", square));
    }

    private Message full(MoveFacts f) {
        if (f.castling().isPresent()) {
            return Message.of("move.full.castle", "side", nouns.side(f.mover().side()),
                    "castling", nouns.castling(f.castling().get()));
        }
        Message piece = nouns.piece(f.mover());
        Message from = nouns.square(f.move().from());
        Message square = nouns.square(f.move().to());
        if (f.enPassant()) {
            return Message.of("move.full.en-passant", "piece", piece, "from", from, "square", square);
        }
        Optional<Message> captured = f.captured().map(nouns::piece);
        Optional<Message> promotion = f.move().promotionPiece().map(nouns::piece);
        if (promotion.isPresent()) {
            return captured
                    .map(c -> Message.of("move.full.capture-promotion", "piece", piece, "from", from,
                            "captured", c, "square", square, "promotion", promotion.get()))
                    .orElseGet(() -> Message.of("move.full.promotion", "piece", piece, "from", from,
                            "square", square, "promotion", promotion.get()));
        }
        return captured
                .map(c -> Message.of("move.full.capture", "piece", piece, "from", from, "captured", c, "square", square))
                .orElseGet(() -> Message.of("move.full.to", "piece", piece, "from", from, "square", square));
    }

    private Message castle(CastlingSide side) {
        return Message.of("move.castle." + Nouns.name(side));
    }

    /** What the rules say about the move, computed once. */
    private record MoveFacts(Position before, Move move, Piece mover, Optional<CastlingSide> castling,
                             boolean enPassant, Optional<Piece> captured) {
        MoveFacts(Position before, Move move, Piece mover) {
            this(before, move, mover,
                    before.isCastling(move) ? Optional.of(move.to().file() > move.from().file()
                            ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE) : Optional.empty(),
                    before.isEnPassant(move), before.capturedPiece(move));
        }
    }
}
