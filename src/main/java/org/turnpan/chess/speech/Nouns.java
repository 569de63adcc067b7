package org.turnpan.chess.speech;

import java.util.List;
import java.util.Locale;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * The words sentences are built from, as messages: squares, files, ranks, pieces (with or without
 * colour), pieces on squares, sides and castling sides. Grammatical forms (case, article) are chosen
 * by the template that uses them ({@code {piece:acc}}), never here. Squares and files carry their
 * standard notation for displays ({@link Medium#TEXT}); the square style only changes how they are
 * spoken.
 */
public record Nouns(SquareStyle squareStyle) {

    public Nouns {
        if (squareStyle == null) {
            throw new IllegalArgumentException("square style is required");
        }
    }

    /**
     * "e4" said as the language says it ("е4" for a Russian voice; "echo 4" in the phonetic style),
     * and shown as "e4" in every language and style.
     */
    public Message square(Square square) {
        return Message.of(switch (squareStyle) {
            case PHONETIC -> "square.phonetic";
            case ANNA -> "square.anna";
            case PLAIN -> "square";
        },
                "file", file(square.file()), "rank", Integer.toString(square.rank() + 1)).shownAs(square.toString());
    }

    /** A file (0 = a) said as the language names it, shown as its Latin letter. */
    public Message file(int file) {
        String letter = String.valueOf((char) ('a' + file));
        return Message.of(switch (squareStyle) {
            case PHONETIC -> "file.phonetic." + letter;
            case ANNA -> "file.anna." + letter;
            case PLAIN -> "file." + letter;
        })
                .shownAs(letter);
    }

    /** "knight" (no colour); forms nom, acc and by give the article or case a sentence needs. */
    public Message piece(PieceType type) {
        return Message.of("piece." + name(type));
    }

    /** "white knight"; forms nom and acc as for {@link #piece(PieceType)}. */
    public Message piece(Piece piece) {
        return Message.of("piece." + name(piece.side()) + "." + name(piece.type()));
    }

    /** "the knight on d7". */
    public Message placed(PlacedPiece placed) {
        return Message.of("placed", "piece", piece(placed.piece().type()), "square", square(placed.square()));
    }

    /** "the black knight on g8". */
    public Message placedWithColour(PlacedPiece placed) {
        return Message.of("placed", "piece", piece(placed.piece()), "square", square(placed.square()));
    }

    /** Pieces on squares, rendered as a natural list ("the bishop on b5 and the queen on e2"). */
    public List<Message> placed(List<PlacedPiece> pieces) {
        return pieces.stream().map(this::placed).toList();
    }

    public List<Message> squares(List<Square> squares) {
        return squares.stream().map(this::square).toList();
    }

    /** "White"; form gen is "White's". */
    public Message side(Side side) {
        return Message.of("side." + name(side));
    }

    /** "kingside castling"; forms acc and adv. */
    public Message castling(CastlingSide castlingSide) {
        return Message.of("castling." + name(castlingSide));
    }

    /** "pawn", "knight"... the name part of a key. */
    public static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
