package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Nouns;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.Messages;

/**
 * The board's own words: what a square says to a screen reader ("e4, white knight", "d5, empty,
 * light square"), pieces on squares, and lists of them. Whole sentences from the {@code ui} bundle.
 */
public final class BoardWords {
    private static final Nouns SPOKEN = new Nouns(SquareStyle.PLAIN);

    private final Messages messages;

    public BoardWords(Messages messages) {
        this.messages = messages;
    }

    public static BoardWords forLocale(Locale locale) {
        return new BoardWords(Messages.forLocale(locale));
    }

    public Messages messages() {
        return messages;
    }

    /** "white knight". */
    public static Message piece(Piece p) {
        return Message.of("ui.piece." + p.side().name().toLowerCase(Locale.ROOT) + "."
                + p.type().name().toLowerCase(Locale.ROOT));
    }

    /** "knight" (no colour), as on the promotion choice. */
    public static Message kind(PieceType t) {
        return Message.of("ui.kind." + t.name().toLowerCase(Locale.ROOT));
    }

    /** "white knight on f3". */
    public static Message placed(PlacedPiece p) {
        return Message.of("ui.placed", "piece", piece(p.piece()), "square", name(p.square()));
    }

    /** A square as the language says it: "e4", Russian "е4", Bulgarian "еф3" (never Latin inside Cyrillic speech). */
    public static Message name(Square s) {
        return SPOKEN.square(s);
    }

    /** The file of a square as the language names it: "b", Russian "бэ". */
    public static Message fileName(Square s) {
        return SPOKEN.file(s.file());
    }

    /** The accessible text of a square: "e4, white knight" or "d5, empty, light square". */
    public static Message square(Position position, Square s) {
        return position.pieceAt(s)
                .map(p -> Message.of("ui.square.occupied", "square", name(s), "piece", piece(p)))
                .orElseGet(() -> Message.of(s.isLight() ? "ui.square.empty.light" : "ui.square.empty.dark",
                        "square", name(s)));
    }

    public String text(Message m) {
        return messages.render(m);
    }

    /** The pieces standing on these squares, as one list ("white knight on f3, white bishop on e2"). */
    public String placedList(Position position, List<Square> squares) {
        if (squares.isEmpty()) {
            return messages.text("ui.list.nothing");
        }
        List<Message> items = new ArrayList<>();
        for (Square s : squares) {
            position.pieceAt(s).ifPresent(p -> items.add(placed(new PlacedPiece(p, s))));
        }
        return list(items);
    }

    /** Squares as one list ("f3, h3"). */
    public String squareList(List<Square> squares) {
        return String.join(messages.text("ui.list.separator"), squares.stream().map(s -> messages.render(name(s))).toList());
    }

    public String list(List<Message> items) {
        return String.join(messages.text("ui.list.separator"), items.stream().map(messages::render).toList());
    }

    /**
     * A line of squares read in order, runs of empty squares together: "a1 white rook, b1 to d1
     * empty, e1 white king".
     */
    public String line(Position position, List<Square> squares) {
        List<Message> items = new ArrayList<>();
        int i = 0;
        while (i < squares.size()) {
            Square s = squares.get(i);
            if (position.pieceAt(s).isPresent()) {
                items.add(Message.of("ui.line.piece", "square", name(s), "piece", piece(position.pieceAt(s).get())));
                i++;
                continue;
            }
            int j = i;
            while (j + 1 < squares.size() && position.pieceAt(squares.get(j + 1)).isEmpty()) {
                j++;
            }
            items.add(j == i ? Message.of("ui.run.one", "square", name(s))
                    : Message.of("ui.run.many", "from", name(s), "to", name(squares.get(j))));
            i = j + 1;
        }
        return list(items);
    }
}
