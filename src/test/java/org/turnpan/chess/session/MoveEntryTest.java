package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.command.PendingPromotion;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Phraser;

/** Entering moves by squares (the window's Enter) and by typing, through the one move entry of the session. */
class MoveEntryTest {
    private static final String CASTLING = "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1";
    private static final String CASTLING_FREE = "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private final Phraser phraser = Phraser.forLocale(Locale.ENGLISH);
    private final Recorder heard = new Recorder();
    @TempDir
    Path dir;

    private GameSession at(String fen) {
        GameSession s = new GameSession(SessionSettings.defaults(), SessionServices.basic(), heard);
        s.start();
        try {
            Path file = dir.resolve("set-up.pgn");
            Files.writeString(file, "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n*\n", StandardCharsets.UTF_8);
            s.perform(Intent.Open.file(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        heard.clear();
        return s;
    }

    /** The window's Enter on {@code square}; returns what was said. */
    private List<Announcement> activate(GameSession s, Square square) {
        s.focusedBy(square);
        heard.clear();
        s.perform(new BoardAction.Activate());
        return heard.announcements();
    }

    private String last() {
        List<String> lines = heard.lines();
        return lines.get(lines.size() - 1);
    }

    @ParameterizedTest(name = "king e1 then {0}: king lands on {1}, rook on {2}")
    @CsvSource({"G1, G1, F1", "H1, G1, F1", "C1, C1, D1", "A1, C1, D1"})
    void castlingByTargetOrByOwnRook(Square second, Square king, Square rook) {
        GameSession s = at(CASTLING_FREE);
        activate(s, Square.E1);
        List<Announcement> said = activate(s, second);
        assertEquals(Announcement.Kind.MOVE, said.get(0).kind());
        Position p = s.position();
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.KING)), p.pieceAt(king));
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.ROOK)), p.pieceAt(rook));
        assertEquals(Optional.empty(), s.selected());
    }

    @Test
    void anotherOwnPieceIsSelectedInstead() {
        GameSession s = at(Position.START_FEN);
        activate(s, Square.G1);
        activate(s, Square.B1);
        assertEquals("You selected the white knight on b1.", last());
        assertEquals(Optional.of(Square.B1), s.selected());
    }

    @Test
    void aRefusedTargetSaysWhyAndKeepsTheSelectionButTypingNeedsNone() {
        GameSession s = at(Position.START_FEN);
        activate(s, Square.G1);
        List<Announcement> said = activate(s, Square.G3);
        assertEquals(Announcement.Kind.REFUSAL, said.get(0).kind());
        assertEquals(Optional.of(Square.G1), s.selected());
        assertEquals(Position.initial(), s.position());
        String boardRefusal = last();
        heard.clear();
        s.submit("g1g3");
        assertEquals(boardRefusal, last(), "the same sentence, typed or on the board");
        assertEquals(Optional.of(Square.G1), s.selected(), "typing leaves the board's selection alone");
        s.submit("Nf3");
        assertEquals(Optional.empty(), s.selected(), "a move played drops the selection");
    }

    @Test
    void emptySquaresAndOpponentPiecesAreNotSelected() {
        GameSession s = at(Position.START_FEN);
        assertEquals(phraser.reason(new IllegalMoveReason.NoPieceThere(Square.E4)),
                activate(s, Square.E4).get(0).message());
        Piece blackPawn = Piece.of(Side.BLACK, PieceType.PAWN);
        assertEquals(phraser.reason(new IllegalMoveReason.NotYourTurn(new PlacedPiece(blackPawn, Square.E7), Side.WHITE)),
                activate(s, Square.E7).get(0).message());
        assertEquals(Optional.empty(), s.selected());
    }

    @Test
    void promotionWaitsForTheChoiceAndCanBeTakenBack() {
        GameSession s = at(CASTLING);
        activate(s, Square.B7);
        activate(s, Square.B8);
        assertTrue(last().startsWith("The pawn promotes on b8."), last());
        assertEquals(Optional.of(new PendingPromotion(Square.B7, Square.B8)), s.pendingPromotion());
        s.perform(new BoardAction.Cancel());
        assertEquals("Promotion cancelled. The pawn stays on b7.", last());
        assertEquals(Optional.of(Square.B7), s.selected());
        assertEquals(Position.fromFen(CASTLING), s.position());
        activate(s, Square.B8);
        s.choosePromotion(PieceType.ROOK);
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.ROOK)), s.position().pieceAt(Square.B8));
    }

    @Test
    void escapeDropsTheSelection() {
        GameSession s = at(Position.START_FEN);
        s.perform(new BoardAction.Cancel());
        assertEquals("Nothing is selected.", last());
        activate(s, Square.E2);
        s.perform(new BoardAction.Cancel());
        assertEquals("Selection cancelled.", last());
        assertEquals(Optional.empty(), s.selected());
    }

    @ParameterizedTest(name = "{0}: {1} then {2}")
    @CsvSource({"en, a8, q, QUEEN", "en, a8, knight, KNIGHT", "en, a7a8, =R, ROOK", "en, exd8, n, KNIGHT",
        "it, a8, c, KNIGHT", "it, a8, torre, ROOK", "it, a8, d, QUEEN", "it, exd8, alfiere, BISHOP", "it, a8, n, KNIGHT",
        "ru, a8, к, KNIGHT", "ru, a8, ферзь, QUEEN", "ru, exd8, л, ROOK",
        "bg, a8, о, BISHOP", "bg, a8, топ, ROOK", "bg, exd8, д, QUEEN",
        "vi, a8, t, BISHOP", "vi, a8, x, ROOK", "vi, exd8, mã, KNIGHT", "vi, a8, q, QUEEN"})
    void aShortPawnMoveAsksAndTakesEveryLanguagesAnswer(String lang, String move, String answer, PieceType piece) {
        GameSession s = at("3rk3/P3P3/8/8/8/8/8/4K3 w - - 0 1");
        s.applySettings(s.settings().withLocale(Locale.forLanguageTag(lang)));
        s.submit(move);
        assertTrue(s.pendingPromotion().isPresent(), "asked which piece: " + heard.lines());
        s.submit(answer);
        Square to = move.endsWith("d8") ? Square.D8 : Square.A8;
        assertEquals(Optional.of(Piece.of(Side.WHITE, piece)), s.position().pieceAt(to), heard.lines().toString());
    }
}
