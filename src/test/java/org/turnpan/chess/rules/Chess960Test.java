package org.turnpan.chess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Chess960 start positions by number, X-FEN and Shredder-FEN, and castling played on the board. */
class Chess960Test {

    private static String backRank(int number) {
        StringBuilder sb = new StringBuilder();
        for (PieceType type : Chess960.backRank(number)) {
            sb.append(Character.toUpperCase(type.letter()));
        }
        return sb.toString();
    }

    @ParameterizedTest
    @CsvSource({"0, BBQNNRKR", "1, BQNBNRKR", "518, RNBQKBNR", "959, RKRNNQBB"})
    void startPositionsFollowTheScharnaglNumbering(int number, String rank) {
        assertEquals(rank, backRank(number));
    }

    @Test
    void the960PositionsAreDistinctAndLegal() {
        Set<String> seen = new HashSet<>();
        for (int n = 0; n < Chess960.COUNT; n++) {
            String rank = backRank(n);
            assertTrue(seen.add(rank), rank);
            int king = rank.indexOf('K');
            assertTrue(rank.indexOf('R') < king && rank.lastIndexOf('R') > king, rank);
            assertTrue((rank.indexOf('B') + rank.lastIndexOf('B')) % 2 == 1, rank);
            Position p = Chess960.start(n);
            assertEquals(p.perft(1), p.legalMoves().size(), rank);
            assertTrue(p.isChess960());
        }
        assertThrows(IllegalArgumentException.class, () -> Chess960.backRank(960));
        assertThrows(IllegalArgumentException.class, () -> Chess960.backRank(-1));
    }

    @Test
    void xFenAndShredderFenInAndOut() {
        Position p = Chess960.start(0);
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", p.toFen());
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", Fen.writeShredder(p));
        assertEquals(p, Position.fromFen(Fen.writeShredder(p)));
        assertEquals(p, Fen.parse(p.toFen(), true).position().orElseThrow());
        // an inner rook keeps its file letter in X-FEN
        Position inner = Position.fromFen("4k3/8/8/8/8/8/8/R1R1K2R w CH - 0 1");
        assertEquals("4k3/8/8/8/8/8/8/R1R1K2R w KC - 0 1", inner.toFen());
        assertEquals(inner, Fen.parse(inner.toFen(), true).position().orElseThrow());
        // the classical game is unchanged
        assertEquals(Position.START_FEN, Position.initial().toFen());
        assertFalse(Position.initial().isChess960());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", Fen.writeShredder(Position.initial()));
    }

    @Test
    void badCastlingFieldsAreRefusedWithTheirReason() {
        assertInstanceOf(FenError.CastlingRightWithoutPieces.class,
                Fen.parse("4k3/8/8/8/8/8/8/R3K3 w G - 0 1").error().orElseThrow());
        assertInstanceOf(FenError.CastlingRightWithoutPieces.class,
                Fen.parse("4k3/8/8/8/8/8/8/R3K3 w K - 0 1", true).error().orElseThrow());
        assertInstanceOf(FenError.BadCastlingField.class,
                Fen.parse("4k3/8/8/8/8/8/8/R3K2R w HH - 0 1").error().orElseThrow());
        assertInstanceOf(FenError.BadCastlingField.class,
                Fen.parse("4k3/8/8/8/8/8/8/R3K2R w Z - 0 1", true).error().orElseThrow());
        // X-FEN without the chess960 switch stays standard chess: a king off e1 with K is an error
        assertInstanceOf(FenError.CastlingRightWithoutPieces.class,
                Fen.parse("5k2/8/8/8/8/8/8/5K1R w K - 0 1").error().orElseThrow());
    }

    @Test
    void castlingPutsKingAndRookOnTheStandardFiles() {
        Position p = Position.fromFen("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1");
        Position after = p.play(Move.of(Square.B1, Square.A1));
        assertEquals("rk5r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1", after.toFen());
        after = after.play(Move.of(Square.B8, Square.H8));
        assertEquals("r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2", after.toFen());
        assertEquals(Position.fromFen(after.toFen()).zobrist(), after.zobrist());
        // the king that does not move: g1 with its rook on h1
        Position still = Position.fromFen("6kr/8/8/8/8/8/8/6KR w Hh - 0 1").play(Move.of(Square.G1, Square.H1));
        assertEquals("6kr/8/8/8/8/8/8/5RK1 b k - 1 1", still.toFen());
        assertTrue(List.of(Move.of(Square.G1, Square.H1)).stream().allMatch(
                m -> Position.fromFen("6kr/8/8/8/8/8/8/6KR w Hh - 0 1").isCastling(m)));
    }

    @Test
    void movingARookLosesOnlyItsOwnRight() {
        Position p = Position.fromFen("r1k3r1/8/8/8/8/8/8/R1K3R1 w GAga - 0 1");
        assertEquals("r1k3r1/8/8/8/8/8/8/R1K2R2 b Qkq - 1 1", p.play(Move.of(Square.G1, Square.F1)).toFen());
        assertEquals("r1k3R1/8/8/8/8/8/8/R1K5 b Qq - 0 1", p.play(Move.of(Square.G1, Square.G8)).toFen());
    }

    @Test
    void positionNumber518IsTheClassicalSetup() {
        Position p = Chess960.start(Chess960.CLASSICAL);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", p.toFen());
        assertEquals(p, Position.fromFen(p.toFen()));
        assertEquals(Position.initial().perft(4), p.perft(4));
        assertTrue(p.isCastling(Move.of(Square.E1, Square.H1)) || !p.isLegal(Move.of(Square.E1, Square.H1)));
    }
}
