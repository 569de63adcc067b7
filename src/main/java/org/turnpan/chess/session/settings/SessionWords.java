package org.turnpan.chess.session.settings;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * The session's words for chess objects in one language and square style: sides, pieces, squares,
 * lists, times. Moves, refusals and outcomes come from {@link Phraser}; the rest lives here under
 * {@code session} keys until the phrasing layer offers them.
 */
public final class SessionWords {
    private final Catalogue messages;
    private final Phraser phraser;

    public SessionWords(SessionSettings settings) {
        this.messages = Catalogue.forLocale(settings.locale());
        this.phraser = new Phraser(messages, settings.squareNames());
    }

    public Catalogue messages() {
        return messages;
    }

    public Phraser phraser() {
        return phraser;
    }

    public Locale locale() {
        return messages.locale();
    }

    public static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    /** "White" / "Black" as a label. */
    public Message side(Side side) {
        return Message.of("session.side." + lower(side));
    }

    /** A square in the chosen style: "e4" (in the language's letters) or "echo 4". */
    public Message square(Square square) {
        return phraser.square(square);
    }

    /** "white knight". */
    public Message piece(Piece piece) {
        return phraser.piece(piece);
    }

    /** "knight on e4". */
    public Message placed(PlacedPiece placed) {
        return phraser.placed(placed);
    }

    /** Pieces on their squares, as a natural list ("the knight on f3 and the bishop on c4"). */
    public List<Message> placedList(List<PlacedPiece> pieces) {
        return pieces.stream().map(this::placed).toList();
    }

    /** Squares as a natural list ("b1 and g1"). */
    public List<Message> squares(List<Square> squares) {
        return squares.stream().map(this::square).toList();
    }

    /** "knights" (plural noun of a piece type) or "knight". */
    public Message noun(PieceType type, int count) {
        return Message.of("session.noun." + lower(type) + (count == 1 ? ".one" : ".many"));
    }

    /** "White knights" as a heading: side then noun. */
    public Message pieceList(Side side, PieceType type) {
        return Message.of("session.pieces.kind." + lower(side), "noun", noun(type, 2));
    }

    /** A player in words: "a player at this keyboard", or the engine as typed ("builtin:3"). */
    public Object player(Player player) {
        return player.isHuman() ? Message.of("session.player.human") : player.text();
    }

    /** "Clock: 3 minutes each, plus 2 seconds per move." or "No clock." */
    public Message timeControl(TimeControl tc) {
        if (!tc.isTimed()) {
            return Message.of("session.clock.untimed");
        }
        return tc.increment().isZero()
                ? Message.of("session.clock.control.sudden", "initial", duration(tc.initial()))
                : Message.of("session.clock.control", "initial", duration(tc.initial()),
                        "increment", duration(tc.increment()));
    }

    /** "white knight on e4": a piece with its colour on its square. */
    public Message placedWithColour(PlacedPiece placed) {
        return phraser.placedWithColour(placed);
    }

    /** What stands on a square: "e4, white knight", "d5, empty, light square". */
    public Message squareContents(Position position, Square square) {
        return position.pieceAt(square)
                .map(p -> Message.of("session.square.piece", "square", square(square), "piece", piece(p)))
                .orElseGet(() -> Message.of(square.isLight() ? "session.square.empty.light" : "session.square.empty.dark",
                        "square", square(square)));
    }

    /** "1 half-move", "5 half-moves": a count of half-moves with its plural. */
    public Message halfMoves(int count) {
        return Message.of("session.halfmoves", "count", count);
    }

    /** A remaining time in words: "2 minutes 57 seconds". */
    public Message duration(Duration d) {
        return phraser.clock(d);
    }

    /** "Game over. Checkmate. Black wins." */
    public Message result(Outcome outcome) {
        return Message.of("session.result", "outcome", phraser.outcome(outcome));
    }
}
