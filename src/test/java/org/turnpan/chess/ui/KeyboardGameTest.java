package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/**
 * Plays by keys only in a real window (headless, Monocle): select, refuse with a reason, promote
 * (taking the promotion back once), castle both ways; checks focus, accessible texts and what was said.
 */
@ExtendWith(ApplicationExtension.class)
class KeyboardGameTest {
    /** White: king e1, rooks a1 h1, pawn b7. Black: king e8, rooks a8 h8, pawn g2. */
    private static final String FEN = "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1";

    private final Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
    private final Phraser phraser = Phraser.forLocale(Locale.ENGLISH);
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
        window.openPgn(TestTables.setUp(FEN));
    }

    @Test
    void opensWithTheFirstSentenceAndFocusOnTheBoard(FxRobot robot) {
        assertEquals("New game. Both sides are played at this keyboard. There is no clock. White to move.",
                window.log().lines().get(0));
        assertFocusOn(Square.E2);
        SquareNode e2 = node(Square.E2);
        assertEquals(AccessibleRole.BUTTON, e2.queryAccessibleAttribute(AccessibleAttribute.ROLE));
        assertEquals("e2, empty, light square", e2.getAccessibleText());
        assertTrue(e2.getAccessibleHelp().contains("F1"));
    }

    @Test
    void playsAGameByKeysOnly(FxRobot robot) {
        // P goes to the only white pawn
        robot.type(KeyCode.P);
        assertFocusOn(Square.B7);
        assertEquals("b7, white pawn", window.log().last());

        // select it, step to b8: the promotion choice opens with the queen highlighted
        robot.type(KeyCode.ENTER);
        assertEquals("You selected the white pawn on b7.", window.log().last());
        robot.type(KeyCode.UP);
        assertEquals("b8, empty, dark square", window.log().last());
        robot.type(KeyCode.ENTER);
        assertEquals("The pawn promotes on b8. Choose the new piece with q for a queen, r for a rook, b for a bishop or n for a knight.",
                window.log().last());
        Node focused = window.stage().getScene().getFocusOwner();
        assertTrue(focused instanceof Button b && b.getAccessibleText().equals("Queen"), String.valueOf(focused));
        javafx.geometry.Bounds choice = focused.localToScene(focused.getBoundsInLocal());
        javafx.geometry.Bounds b8 = node(Square.B8).localToScene(node(Square.B8).getBoundsInLocal());
        assertTrue(choice.intersects(b8), "the choice opens on the promotion square: " + choice + " vs " + b8);

        // arrows say each choice; Escape takes the move back, the pawn still selected
        robot.type(KeyCode.DOWN);
        assertEquals("Rook", window.log().last());
        robot.type(KeyCode.ESCAPE);
        assertEquals("Promotion cancelled. The pawn stays on b7.", window.log().last());
        assertTrue(window.promotionChooser().isEmpty());
        assertEquals(Optional.of(Square.B7), window.session().selected());
        assertFocusOn(Square.B8);

        // again, and N makes a knight
        Position beforePromotion = position();
        robot.type(KeyCode.ENTER);
        robot.type(KeyCode.N);
        Move promotion = Move.of(Square.B7, Square.B8, PieceType.KNIGHT);
        assertEquals(say(phraser.moveWithSide(beforePromotion, promotion, MoveStyle.WORDS)), window.log().last());
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.KNIGHT)), position().pieceAt(Square.B8));
        assertEquals("b8, white knight, last move", node(Square.B8).getAccessibleText());
        assertFocusOn(Square.B8);

        // black: K to the king, select, Home to the a8 rook: castling through the knight is refused
        robot.type(KeyCode.K);
        assertFocusOn(Square.E8);
        robot.type(KeyCode.SPACE);
        assertEquals("You selected the black king on e8.", window.log().last());
        robot.type(KeyCode.HOME);
        assertFocusOn(Square.A8);
        Position beforeRefusal = position();
        robot.type(KeyCode.ENTER);
        MoveCheck.Illegal refused = (MoveCheck.Illegal) MoveCheck.check(beforeRefusal, Square.E8, Square.C8, null);
        assertEquals(say(phraser.reason(refused.reason())), window.log().last());
        assertEquals(beforeRefusal, position());
        assertEquals(Optional.of(Square.E8), window.session().selected());
        assertTrue(node(Square.E8).getStyleClass().contains("selected"));

        // castle kingside by the king's two-square target
        robot.type(KeyCode.END);
        robot.type(KeyCode.LEFT);
        assertFocusOn(Square.G8);
        robot.type(KeyCode.ENTER);
        assertEquals(Optional.of(Piece.of(Side.BLACK, PieceType.KING)), position().pieceAt(Square.G8));
        assertEquals(Optional.of(Piece.of(Side.BLACK, PieceType.ROOK)), position().pieceAt(Square.F8));
        assertEquals("f8, black rook", node(Square.F8).getAccessibleText());

        // white castles queenside by selecting the king, then its own rook
        robot.type(KeyCode.K);
        assertFocusOn(Square.E1);
        robot.type(KeyCode.ENTER);
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.ENTER);
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.KING)), position().pieceAt(Square.C1));
        assertEquals(Optional.of(Piece.of(Side.WHITE, PieceType.ROOK)), position().pieceAt(Square.D1));
        assertEquals("a1, empty, dark square", node(Square.A1).getAccessibleText());
        assertFocusOn(Square.A1);
        assertEquals(3, window.session().game().moves().size());
    }

    @Test
    void readingKeysAnswerWithoutMoving(FxRobot robot) {
        robot.type(KeyCode.K);
        robot.press(KeyCode.ALT).type(KeyCode.R).release(KeyCode.ALT);
        assertEquals("On rank 1, a1 white rook, 3 empty squares, e1 white king, 2 empty squares, h1 white rook.",
                window.log().last());
        robot.type(KeyCode.M);
        assertTrue(window.log().last().startsWith("The king on e1 can go to "), window.log().last());
        robot.type(KeyCode.S);
        assertEquals("Material is level, 11 to 11.", window.log().last());
        robot.type(KeyCode.W);
        assertEquals("White to move.", window.log().last());
        robot.type(KeyCode.A);
        assertEquals("White to move.", window.log().last());
        int said = window.log().lines().size();
        robot.type(KeyCode.DOWN);
        assertEquals("Edge of the board. The cursor stays on e1.", window.log().last());
        assertEquals(said + 1, window.log().lines().size());
        assertFocusOn(Square.E1);
    }

    private String say(org.turnpan.chess.speech.Message m) {
        return en.render(m);
    }

    private Position position() {
        return window.session().game().position();
    }

    private SquareNode node(Square s) {
        for (Node n : window.stage().getScene().getRoot().lookupAll(".square")) {
            if (n instanceof SquareNode sn && sn.square() == s) {
                return sn;
            }
        }
        throw new AssertionError("no node for " + s);
    }

    private void assertFocusOn(Square s) {
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(node(s), window.stage().getScene().getFocusOwner(), "focus should be on " + s);
        assertTrue(node(s).getStyleClass().contains("cursor"), "cursor should be drawn on " + s);
        assertFalse(window.session().cursor().square() != s);
    }
}
