package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.rules.Chess960;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Square;

/**
 * Chess960 games in PGN (issue 26): {@code [Variant "Chess960"]} before or after {@code [FEN]} (X-FEN
 * or Shredder-FEN), castling written O-O and O-O-O played as the king onto its own rook, and the
 * writer's text read back the same.
 */
class Chess960PgnTest {
    /** Position 757: rook a1, king b1, rook g1; White castles queenside (king to c1), Black kingside (king to g8). */
    private static final String MOVES = "1. b3 Nd6 2. Bb2 Ng6 3. c4 b6 4. Bc2 e6 5. O-O-O Bb7 6. h3 Be7 7. d4 O-O *";

    private static PgnGame read(String text) {
        PgnEntry e = new PgnReader(new StringReader(text)).next();
        return assertInstanceOf(PgnEntry.Read.class, e, () -> "read: " + e).game();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rkbbnnrq/pppppppp/8/8/8/8/PPPPPPPP/RKBBNNRQ w KQkq - 0 1\"]\n",
        "[SetUp \"1\"]\n[FEN \"rkbbnnrq/pppppppp/8/8/8/8/PPPPPPPP/RKBBNNRQ w KQkq - 0 1\"]\n[Variant \"Chess960\"]\n",
        "[Variant \"Fischerandom\"]\n[FEN \"rkbbnnrq/pppppppp/8/8/8/8/PPPPPPPP/RKBBNNRQ w GAga - 0 1\"]\n",
    })
    void bothCastlingsOfPosition757AreRead(String tags) {
        Game g = read("[Event \"x\"]\n" + tags + "\n" + MOVES + "\n").toGame();
        assertTrue(g.startPosition().isChess960());
        assertEquals(Chess960.start(757), g.startPosition());
        assertEquals(14, g.plyCount());
        // the king onto its own rook: b1a1 (queenside), b8g8 (kingside); they land on c1 and g8
        assertEquals(List.of(Square.parse("b1").orElseThrow(), Square.parse("a1").orElseThrow()),
                List.of(g.moves().get(8).from(), g.moves().get(8).to()));
        assertEquals(PieceType.KING, g.position().pieceAt(Square.parse("c1").orElseThrow()).orElseThrow().type());
        assertEquals(PieceType.ROOK, g.position().pieceAt(Square.parse("d1").orElseThrow()).orElseThrow().type());
        assertEquals(PieceType.KING, g.position().pieceAt(Square.parse("g8").orElseThrow()).orElseThrow().type());
        assertEquals(PieceType.ROOK, g.position().pieceAt(Square.parse("f8").orElseThrow()).orElseThrow().type());
    }

    @Test
    void writtenAndReadBackTheSame() {
        PgnGame first = read("[Event \"x\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                + "[FEN \"rkbbnnrq/pppppppp/8/8/8/8/PPPPPPPP/RKBBNNRQ w KQkq - 0 1\"]\n\n" + MOVES + "\n");
        String text = PgnWriter.toText(first);
        assertTrue(text.contains("O-O-O Bb7") && text.contains("d4 O-O"), text);
        assertEquals(first.toGame().moves(), read(text).toGame().moves());
    }

    @Test
    void aChess960GameWithoutFenStartsFromTheClassicalPositionAsChess960() {
        Game g = read("[Variant \"Chess960\"]\n\n1. e4 e5 *\n").toGame();
        assertTrue(g.startPosition().isChess960());
        assertEquals(2, g.plyCount());
    }

    @Test
    void aBrokenChess960FenIsABadFen() {
        PgnEntry e = new PgnReader(new StringReader("[Variant \"Chess960\"]\n[FEN \"rkbbnnrq/8 w KQkq - 0 1\"]\n\n1. e4 *\n")).next();
        PgnEntry.Problem p = assertInstanceOf(PgnEntry.Problem.class, e);
        assertInstanceOf(PgnProblem.BadFen.class, p.problem());
    }

    @Test
    void otherVariantsStayUnsupported() {
        PgnEntry e = new PgnReader(new StringReader("[Variant \"Crazyhouse\"]\n\n1. e4 *\n")).next();
        assertInstanceOf(PgnProblem.UnsupportedVariant.class, assertInstanceOf(PgnEntry.Problem.class, e).problem());
    }
}
