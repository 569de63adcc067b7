package org.turnpan.chess.speech;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/** A legal move as a sentence in one of the {@link MoveStyle}s, or as a phrase inside another sentence. */
final class MovePhraser {
    private final Nouns nouns;

    MovePhraser(Nouns nouns) {
        this.nouns = nouns;
    }

    /**
     * The move as an announcement: a whole sentence, with a capital and a full stop, in every style
     * ("Knight to f3.", "Stockfish plays knight to f6."); a terse pawn move starts with its square,
     * in small letters as squares are written ("e4.").
     */
    Message move(Position before, Move move, MoveStyle style, Optional<String> player) {
        Message phrase = phrase(before, move, style, player);
        return startsWithSquare(before, move, style, player) ? Message.of("move.sentence-from-square", "pawnMove", phrase)
                : Message.of("move.sentence", "move", phrase);
    }

    /** A terse pawn move starts with its square or file ("e4.", "e takes d5."), which keeps its small letter. */
    private static boolean startsWithSquare(Position before, Move move, MoveStyle style, Optional<String> player) {
        return style == MoveStyle.TERSE && player.isEmpty() && move.promotionPiece().isEmpty()
                && before.pieceAt(move.from()).filter(p -> p.type() == PieceType.PAWN).isPresent();
    }

    /**
     * The move as an announcement that says which side made it, for a listener who cannot tell
     * (both sides played at one keyboard): "White plays knight to f3." A castling move names its side
     * already ("Black castles kingside."), and the full style the piece's colour ("White knight from
     * g1 to f3."), so the side is not said twice.
     */
    Message moveWithSide(Position before, Move move, MoveStyle style) {
        Message phrase = phrase(before, move, style, Optional.empty());
        MoveFacts facts = facts(before, move);
        // the full style names the piece with its colour ("White knight from g1 to f3.") already
        if (facts.castling().isPresent() || style == MoveStyle.FULL) {
            return Message.of("move.sentence", "move", phrase);
        }
        return Message.of("move.sentence", "move",
                Message.of("move.by." + Nouns.name(facts.mover().side()), "move", phrase));
    }

    /**
     * The move as a phrase to put inside a sentence (no capital added): "knight to f3, check";
     * castling names who castles ("White castles kingside"); with a {@code player} name (an engine)
     * the move is said as that player's ("Stockfish plays knight to f6").
     */
    Message phrase(Position before, Move move, MoveStyle style, Optional<String> player) {
        Message body = withoutCheck(before, move, style, player);
        Position after = before.play(move);
        if (after.isCheckmate()) {
            return Message.of("move.checkmate", "move", body);
        }
        return after.isCheck() ? Message.of("move.check", "move", body) : body;
    }

    /** The phrase without ", check": for lists of moves such as the ones a takeback names. */
    Message withoutCheck(Position before, Move move, MoveStyle style, Optional<String> player) {
        MoveFacts facts = facts(before, move);
        Message body;
        if (facts.castling().isPresent()) {
            body = castle(facts, player, style == MoveStyle.FULL);
        } else {
            Message plain = switch (style) {
                case TERSE -> terse(facts);
                case WORDS -> words(facts);
                case FULL -> full(facts);
            };
            body = player.map(name -> Message.of("move.named", "name", name, "move", plain)).orElse(plain);
        }
        return body;
    }

    /** "White played knight to f3." / "White castles kingside." (the castling sentence names the side). */
    Message lastMove(Position before, Move move, MoveStyle style) {
        MoveFacts facts = facts(before, move);
        Message phrase = phrase(before, move, style, Optional.empty());
        return facts.castling().isPresent() ? Message.of("move.last.castle", "move", phrase)
                : Message.of("move.last", "side", nouns.side(facts.mover().side()), "move", phrase);
    }

    /** The side of the board a castling move goes to; empty for every other move. */
    Optional<CastlingSide> castling(Position before, Move move) {
        return facts(before, move).castling();
    }

    private static MoveFacts facts(Position before, Move move) {
        Piece mover = before.pieceAt(move.from()).orElseThrow(
                () -> new IllegalArgumentException("no piece on " + move.from() + " in " + before.toFen()));
        return new MoveFacts(before, move, mover);
    }

    private Message terse(MoveFacts f) {
        Message square = nouns.square(f.move().to());
        if (f.mover().type() == PieceType.PAWN) {
            Message file = nouns.file(f.move().from().file());
            if (f.move().promotionPiece().isPresent()) {
                return tersePromotion(f, square);
            }
            return f.enPassant() ? Message.of("move.terse.en-passant", "from", file, "square", square)
                    : f.captured().isPresent() ? Message.of("move.terse.pawn-capture", "from", file, "square", square)
                    : Message.of("move.terse.pawn", "square", square);
        }
        Message piece = nouns.piece(f.mover().type());
        String capture = f.captured().isPresent() ? "-capture" : "";
        return disambiguation(f)
                .map(from -> Message.of("move.terse.piece-from" + capture, "piece", piece, "from", from, "square", square))
                .orElseGet(() -> Message.of("move.terse.piece" + capture, "piece", piece, "square", square));
    }

    /**
     * A promotion said in full even in the terse style, so that history says the pawn promotes:
     * "pawn to e8 promotes to a queen", "pawn takes b8 and promotes to a knight", and with the
     * square it leaves when another pawn could make the same capture ("pawn from c7 takes b8...").
     */
    private Message tersePromotion(MoveFacts f, Message square) {
        Message promotion = nouns.piece(f.move().promotionPiece().get());
        if (f.captured().isEmpty()) {
            return Message.of("move.terse.promotion", "square", square, "promotion", promotion);
        }
        return disambiguation(f).isPresent()
                ? Message.of("move.terse.capture-promotion-from", "from", nouns.square(f.move().from()),
                        "square", square, "promotion", promotion)
                : Message.of("move.terse.capture-promotion", "square", square, "promotion", promotion);
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
            return Optional.of(Message.of("rank", "rank", Integer.toString(from.rank() + 1)));
        }
        return Optional.of(nouns.square(from));
    }

    /**
     * WORDS style: the piece and where it goes; whenever SAN would name a file, rank or square to
     * tell two pieces apart, the piece is said with its square ("Rook from a1 to d1"), so a listener
     * always knows which piece moved.
     */
    private Message words(MoveFacts f) {
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

    /**
     * "White castles kingside" (or "Stockfish castles kingside"); in the full style with where the
     * king and the rook go: "White castles kingside, the king to g1 and the rook to f1".
     */
    private Message castle(MoveFacts f, Optional<String> player, boolean full) {
        CastlingSide side = f.castling().get();
        String name = Nouns.name(side);
        Message clause = player.map(p -> Message.of("move.named.castle." + name, "name", p))
                .orElseGet(() -> Message.of("move.castle." + name, "side", nouns.side(f.mover().side())));
        if (!full) {
            return clause;
        }
        int rank = f.move().from().rank();
        boolean kingside = side == CastlingSide.KINGSIDE;
        return Message.of("move.castle.squares", "castle", clause,
                "king", nouns.square(Square.of(kingside ? 6 : 2, rank)),
                "rook", nouns.square(Square.of(kingside ? 5 : 3, rank)));
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
