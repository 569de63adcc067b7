package org.turnpan.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/** The 29 rows of san-edge-cases.tsv (verified with chess.js) written, and read back. */
class SanWritingTest {

    static Stream<Arguments> edgeCases() {
        return TestData.tsv("/notation/san-edge-cases.tsv").stream()
                .map(r -> Arguments.of(r[0], r[1], r[2], r[3]));
    }

    @ParameterizedTest(name = "{2}: {3}")
    @MethodSource("edgeCases")
    void writesStandardAlgebraic(String fen, String uci, String expected, String note) {
        Position p = Position.fromFen(fen);
        assertEquals(expected, MoveText.san(p, Move.parseUci(uci).orElseThrow()));
    }

    @ParameterizedTest(name = "{2} read back")
    @MethodSource("edgeCases")
    void readsWhatItWrites(String fen, String uci, String expected, String note) {
        Position p = Position.fromFen(fen);
        MoveText.Parsed parsed = MoveText.read(p, expected, Locale.ENGLISH);
        assertEquals(new MoveText.Found(Move.parseUci(uci).orElseThrow()), parsed);
    }

    @Test
    void everyLegalMoveOfManyPositionsRoundTripsThroughSan() {
        String[] fens = {Position.START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "6bk/7b/8/3pP3/8/8/8/Q3K3 w - d6 0 2", "8/8/8/2k5/2pP4/8/4K3/8 b - d3 0 1",
            "N3k2N/8/8/3N4/N4N1N/2R5/1R6/4K3 w - - 0 1", "8/8/8/R2nkn2/8/8/2K5/8 b - - 0 1",
            "2b1r2r/8/5P1k/2p1pP2/5R1P/6PK/4q3/4R3 w - e6 0 1", "8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1",
            "7k/1p2Npbp/8/2P5/1P1r4/3b2QP/3q1pPK/2RB4 b - - 1 29", "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1"};
        for (String fen : fens) {
            Position p = Position.fromFen(fen);
            for (Move m : p.legalMoves()) {
                String san = MoveText.san(p, m);
                assertEquals(new MoveText.Found(m), MoveText.read(p, san, Locale.ENGLISH), fen + " " + san);
                MoveText.Step step = MoveText.step(p, san, new int[256]);
                assertEquals(m, step.move(), "fast path: " + fen + " " + san);
                assertEquals(p.play(m), step.after(), "fast path: " + fen + " " + san);
                String lan = MoveText.lan(p, m);
                assertEquals(new MoveText.Found(m), MoveText.read(p, lan, Locale.ENGLISH), fen + " " + lan);
            }
        }
    }

    @Test
    void writesLongAlgebraic() {
        Position p = Position.fromFen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("e7xd8=Q+", MoveText.lan(p, Move.parseUci("e7d8q").orElseThrow()));
        assertEquals("Ng1-f3", MoveText.lan(Position.initial(), Move.parseUci("g1f3").orElseThrow()));
        assertEquals("O-O", MoveText.lan(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
                Move.parseUci("e1g1").orElseThrow()));
    }

    @Test
    void writesNationalPieceLetters() {
        Position p = Position.fromFen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        Move knight = Move.parseUci("g1f3").orElseThrow();
        Move promote = Move.parseUci("e7d8q").orElseThrow();
        String[][] expected = {{"en", "Nf3", "exd8=Q+"}, {"it", "Cf3", "exd8=D+"}, {"ru", "Кf3", "exd8=Ф+"},
            {"bg", "Кf3", "exd8=Д+"}, {"vi", "Mf3", "exd8=H+"}};
        for (String[] row : expected) {
            PieceLetters letters = PieceLetters.forLocale(Locale.forLanguageTag(row[0]));
            assertEquals(row[1], MoveText.san(Position.initial(), knight, letters));
            assertEquals(row[2], MoveText.san(p, promote, letters));
            assertInstanceOf(MoveText.Found.class, MoveText.read(Position.initial(), row[1],
                    Locale.forLanguageTag(row[0])));
        }
        Position kings = Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assertEquals("Крf1", MoveText.san(kings, Move.parseUci("e1f1").orElseThrow(), PieceLetters.RUSSIAN));
        assertEquals("Цf1", MoveText.san(kings, Move.parseUci("e1f1").orElseThrow(), PieceLetters.BULGARIAN));
        assertEquals("Rf1", MoveText.san(kings, Move.parseUci("e1f1").orElseThrow(), PieceLetters.ITALIAN));
        assertEquals("Vf1", MoveText.san(kings, Move.parseUci("e1f1").orElseThrow(), PieceLetters.VIETNAMESE));
        assertEquals("Tg1+", MoveText.san(Position.fromFen("6k1/8/8/8/8/8/8/4K2R w K - 0 1"),
                Move.parseUci("h1g1").orElseThrow(), PieceLetters.ITALIAN));
    }
}
