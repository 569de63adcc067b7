package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.speech.Phraser;

/** Selecting and moving by squares, without any window. */
class BoardInteractionTest {
    private static final String CASTLING = "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1";
    private static final String CASTLING_FREE = "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private final Phraser phraser = Phraser.forLocale(Locale.ENGLISH);
    private final Messages en = Messages.forLocale(Locale.ENGLISH);

    private SessionTable table(String fen) {
        return TestTables.at(fen);
    }

    @ParameterizedTest(name = "king e1 then {0}: king lands on {1}, rook on {2}")
    @CsvSource({"G1, G1, F1", "H1, G1, F1", "C1, C1, D1", "A1, C1, D1"})
    void castlingByTargetOrByOwnRook(Square second, Square king, Square rook) {
        SessionTable t = table(CASTLING_FREE);
        BoardInteraction i = new BoardInteraction(t, phraser);
        i.activate(Square.E1);
        List<Announcement> said = i.activate(second);
        assertEquals(Announcement.Kind.MOVE, said.get(0).kind());
        Position p = t.game().position();
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.KING)), p.pieceAt(king));
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.ROOK)), p.pieceAt(rook));
        assertEquals(Optional.empty(), i.selected());
    }

    @Test
    void anotherOwnPieceIsSelectedInstead() {
        BoardInteraction i = new BoardInteraction(table(Position.START_FEN), phraser);
        i.activate(Square.G1);
        List<Announcement> said = i.activate(Square.B1);
        assertEquals("You selected white knight on b1.", en.render(said.get(0).message()));
        assertEquals(Optional.of(Square.B1), i.selected());
    }

    @Test
    void aRefusedTargetSaysWhyAndKeepsTheSelection() {
        SessionTable t = table(Position.START_FEN);
        BoardInteraction i = new BoardInteraction(t, phraser);
        i.activate(Square.G1);
        List<Announcement> said = i.activate(Square.G3);
        assertEquals(Announcement.Kind.REFUSAL, said.get(0).kind());
        assertEquals(Optional.of(Square.G1), i.selected());
        assertEquals(Position.initial(), t.game().position());
    }

    @Test
    void emptySquaresAndOpponentPiecesAreNotSelected() {
        BoardInteraction i = new BoardInteraction(table(Position.START_FEN), phraser);
        assertEquals(phraser.reason(new IllegalMoveReason.NoPieceThere(Square.E4)),
                i.activate(Square.E4).get(0).message());
        Piece blackPawn = Piece.of(Side.BLACK, PieceType.PAWN);
        assertEquals(phraser.reason(new IllegalMoveReason.NotYourTurn(new PlacedPiece(blackPawn, Square.E7), Side.WHITE)),
                i.activate(Square.E7).get(0).message());
        assertEquals(Optional.empty(), i.selected());
    }

    @Test
    void promotionWaitsForTheChoiceAndCanBeTakenBack() {
        SessionTable t = table(CASTLING);
        BoardInteraction i = new BoardInteraction(t, phraser);
        i.activate(Square.B7);
        List<Announcement> asked = i.activate(Square.B8);
        assertTrue(en.render(asked.get(0).message()).startsWith("The pawn promotes on b8."));
        assertEquals(Optional.of(new BoardInteraction.PendingPromotion(Square.B7, Square.B8)), i.pendingPromotion());
        assertEquals("Promotion cancelled. The pawn stays on b7.", en.render(i.cancel().get(0).message()));
        assertEquals(Optional.of(Square.B7), i.selected());
        assertEquals(Position.fromFen(CASTLING), t.game().position());
        i.activate(Square.B8);
        i.promote(PieceType.ROOK);
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.ROOK)), t.game().position().pieceAt(Square.B8));
    }

    @Test
    void escapeDropsTheSelection() {
        BoardInteraction i = new BoardInteraction(table(Position.START_FEN), phraser);
        assertEquals("Nothing is selected.", en.render(i.cancel().get(0).message()));
        i.activate(Square.E2);
        assertEquals("Selection cancelled.", en.render(i.cancel().get(0).message()));
        assertEquals(Optional.empty(), i.selected());
    }
}
