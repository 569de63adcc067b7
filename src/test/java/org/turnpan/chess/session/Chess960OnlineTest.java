package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * Castling in online Chess960 games against the loopback lichess (issue 26), which takes and
 * sends castling as lichess's Board API does: in Chess960 the king onto its own rook (b1e1), in a
 * standard game e1g1 or e1h1. The start (lichess issue 7317's) has the king on b1 and the rooks on
 * a1 and e1, so the long castling moves the king one square towards h and the short one five:
 * both castlings sent by us and both received from the server, White's and Black's, and the board
 * after each as the rules place king and rook.
 */
class Chess960OnlineTest {
    private static final String START = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - 0 1";
    private static final String STANDARD_ROOKS = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

    @TempDir
    Path folder;

    private static Square square(String name) {
        return Square.parse(name).orElseThrow();
    }

    /** Both kings and their castled rooks where they stand after both castlings. */
    private static void assertCastled(Position p, String whiteKing, String whiteRook, String blackKing, String blackRook) {
        assertStands(p, Side.WHITE, PieceType.KING, whiteKing);
        assertStands(p, Side.WHITE, PieceType.ROOK, whiteRook);
        assertStands(p, Side.BLACK, PieceType.KING, blackKing);
        assertStands(p, Side.BLACK, PieceType.ROOK, blackRook);
    }

    private static void assertStands(Position p, Side side, PieceType type, String where) {
        assertEquals(Piece.of(side, type), p.pieceAt(square(where)).orElse(null), side + " " + type + " on " + where
                + " in " + p);
    }

    /**
     * A game from {@code fen} of {@code variant} with us as White: we castle ({@code typed}), which
     * must reach the server as {@code sent}; the server's scripted {@code reply} must be said as
     * {@code said}. The position after both.
     */
    private Position whiteCastles(String variant, String fen, String typed, String sent, String reply, String said)
            throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.variant(variant);
            f.server.initialFen(fen);
            f.server.opponentMoves("g", reply);
            f.server.startGame("g");
            f.await("You play white.");
            f.session.submit(typed);
            f.await(said);
            assertEquals(1, f.server.count("POST", "/api/board/game/g/move/" + sent), "sent as " + sent);
            return f.session.game().position();
        }
    }

    @Test
    void weCastleShortTheyCastleLong() throws Exception {
        Position p = whiteCastles("chess960", START, "O-O", "b1e1", "b8a8", "castles queenside");
        assertCastled(p, "g1", "f1", "c8", "d8");
        assertTrue(p.isChess960());
    }

    @Test
    void weCastleLongTheyCastleShort() throws Exception {
        Position p = whiteCastles("chess960", START, "O-O-O", "b1a1", "b8e8", "castles kingside");
        assertCastled(p, "c1", "d1", "g8", "f8");
    }

    @Test
    void asBlackBothCastlingsComeAndGo() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.weAreWhite(false);
            f.server.variant("chess960");
            f.server.initialFen(START);
            // White castles long at once (the king one square towards h), then short is gone for White
            f.server.opponentMoves("g3", "h2h3");
            f.server.startGame("g3");
            f.await("You play black.");
            assertTrue(f.server.opponentPlays("g3", "b1a1"));
            f.await("castles queenside");
            f.session.submit("O-O");
            f.waitFor(() -> f.server.count("POST", "/api/board/game/g3/move/b8e8") == 1, "Black's short castling sent");
            f.await("pawn to h3");
            Position p = f.session.game().position();
            assertCastled(p, "c1", "d1", "g8", "f8");
        }
    }

    /** A game from a position is Chess960 under the hood on lichess: castling goes as the king onto its rook. */
    @Test
    void aGameFromAPositionSendsTheKingOntoItsRook() throws Exception {
        Position p = whiteCastles("fromPosition", STANDARD_ROOKS, "O-O", "e1h1", "e8a8", "castles queenside");
        assertTrue(!p.isChess960(), "the game itself is standard chess");
        assertCastled(p, "g1", "f1", "c8", "d8");
    }

    /** A standard game: castling goes as the king's two squares, which lichess documents. */
    @Test
    void aStandardGameSendsTheKingsTwoSquares() throws Exception {
        Position p = whiteCastles("standard", STANDARD_ROOKS, "O-O-O", "e1c1", "e8c8", "castles queenside");
        assertStands(p, Side.WHITE, PieceType.KING, "c1");
        assertStands(p, Side.BLACK, PieceType.KING, "c8");
    }
}
