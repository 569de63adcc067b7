package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/** The reader's behaviour on the oddities real PGN files contain. */
class PgnReaderTest {

    private static PgnGame only(String text) {
        List<PgnEntry> entries = Fixtures.parse(text);
        assertEquals(1, entries.size(), entries.toString());
        return assertInstanceOf(PgnEntry.Read.class, entries.get(0)).game();
    }

    @Test
    void keepsCommentsNagsAndNestedVariations() {
        PgnGame g = only("[Event \"x\"]\n\n{Start} 1. e4 $1 {best [%clk 0:03:00]} (1. d4 d5 (1... Nf6 2. c4)) "
                + "1... e5!? ; rest of line\n2. Nf3 *");
        assertEquals(List.of("Start"), g.mainline().comments());
        PgnMove e4 = g.mainline().moves().get(0);
        assertEquals(List.of(1), e4.nags());
        assertEquals(List.of("best [%clk 0:03:00]"), e4.comments());
        PgnLine d4 = e4.variations().get(0);
        assertEquals(List.of(Move.parseUci("d2d4").get(), Move.parseUci("d7d5").get()),
                d4.moves().stream().map(PgnMove::move).toList());
        PgnLine nf6 = d4.moves().get(1).variations().get(0);
        assertEquals(Move.parseUci("g8f6").get(), nf6.moves().get(0).move());
        PgnMove e5 = g.mainline().moves().get(1);
        assertEquals(List.of(5), e5.nags());
        assertEquals(List.of("rest of line"), e5.comments());
        assertEquals(3, g.moves().size());
        assertEquals(PgnResult.UNKNOWN, g.result());
    }

    @Test
    void readsEveryResultForm() {
        String[][] forms = {{"1-0", "WHITE_WINS"}, {"0-1", "BLACK_WINS"}, {"1/2-1/2", "DRAW"}, {"*", "UNKNOWN"},
            {"½-½", "DRAW"}, {"1–0", "WHITE_WINS"}, {"0–1", "BLACK_WINS"}, {"1/2–1/2", "DRAW"},
            {"½", "DRAW"}, {"½–½", "DRAW"}, {"½—½", "DRAW"}, {"½−½", "DRAW"}, {"1—0", "WHITE_WINS"}, {"0−1", "BLACK_WINS"}};
        for (String[] f : forms) {
            PgnGame g = only("[Event \"x\"]\n[Result \"?\"]\n\n1. e4 e5 " + f[0] + "\n");
            assertEquals(PgnResult.valueOf(f[1]), g.result(), f[0]);
            assertEquals(2, g.moves().size());
        }
    }

    /** The same game as UTF-8 and as Latin-1 bytes (½ is the one byte BD there): both read alike. */
    @Test
    void readsUtf8AndLatin1BytesAlike() throws java.io.IOException {
        String[][] rows = {{"½-½", "DRAW", "Müller"}, {"1–0", "WHITE_WINS", "Ивáнов"}, {"0-1", "BLACK_WINS", "Nguyễn 𝄞"}};
        for (String[] row : rows) {
            String text = "[Event \"x\"]\n[White \"" + row[2] + "\"]\n\n1. e4 e5 " + row[0] + "\n";
            List<java.nio.charset.Charset> charsets = new java.util.ArrayList<>(List.of(java.nio.charset.StandardCharsets.UTF_8));
            if (java.nio.charset.StandardCharsets.ISO_8859_1.newEncoder().canEncode(text)) {
                charsets.add(java.nio.charset.StandardCharsets.ISO_8859_1);
            }
            for (java.nio.charset.Charset cs : charsets) {
                try (PgnReader r = PgnReader.of(new java.io.ByteArrayInputStream(text.getBytes(cs)))) {
                    PgnGame g = assertInstanceOf(PgnEntry.Read.class, r.next(), row[0] + " " + cs).game();
                    assertEquals(PgnResult.valueOf(row[1]), g.result(), row[0] + " " + cs);
                    assertEquals(row[2], g.tag("White").orElseThrow(), cs.toString());
                    assertEquals(2, g.moves().size());
                }
            }
        }
    }

    @Test
    void readsBomCrlfAndGamesWithoutBlankLines() {
        String text = "\uFEFF[Event \"a\"]\r\n[Result \"1-0\"]\r\n\r\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\r\n"
                + "[Event \"b\"]\r\n1. d4 0-1\r\n[Event \"c\"]\n[Site \"tags only\"]\n\n[Event \"d\"]\n";
        List<PgnGame> games = Fixtures.games(Fixtures.parse(text));
        assertEquals(4, games.size());
        assertEquals("a", games.get(0).tag("Event").orElseThrow());
        assertEquals(7, games.get(0).moves().size());
        assertTrue(games.get(0).toGame().position().isCheckmate());
        assertEquals(1, games.get(1).moves().size());
        assertEquals(PgnResult.BLACK_WINS, games.get(1).result());
        assertEquals(0, games.get(2).moves().size());
        assertEquals("tags only", games.get(2).tag("Site").orElseThrow());
        assertEquals("d", games.get(3).tag("Event").orElseThrow());
    }

    @Test
    void startsFromTheFenTagAndReadsLenientMoves() {
        PgnGame g = only("[SetUp \"1\"]\n[FEN \"4k3/8/8/4Pp2/8/8/8/4K2R w K f6 0 2\"]\n\n"
                + "2. exf6 e.p. Kd7 3. 0-0 Ke6 4. f7 Kd7 5. Rf1e1 *");
        assertEquals(Position.fromFen("4k3/8/8/4Pp2/8/8/8/4K2R w K f6 0 2"), g.start());
        assertEquals(List.of("e5f6", "e8d7", "e1g1", "d7e6", "f6f7", "e6d7", "f1e1"),
                g.moves().stream().map(Move::uci).toList());
    }

    @Test
    void aBrokenGameIsReportedWithPlaceAndReasonAndTheNextIsStillRead() {
        String text = "[Event \"ok\"]\n\n1. e4 e5 *\n\n[Event \"broken\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Bb5 Qa1 4. d4 *\n\n"
                + "[Event \"ok again\"]\n\n1. d4 *\n";
        List<PgnEntry> entries = Fixtures.parse(text);
        assertEquals(3, entries.size());
        PgnEntry.Problem p = assertInstanceOf(PgnEntry.Problem.class, entries.get(1));
        assertEquals(2, p.number());
        assertEquals(8, p.line());
        assertEquals(19, p.column());
        PgnProblem.BadMove bad = assertInstanceOf(PgnProblem.BadMove.class, p.problem());
        assertEquals("3...", bad.moveNumber());
        assertEquals("Qa1", bad.text());
        assertInstanceOf(NotationError.NoPieceCanReach.class, bad.error());
        assertEquals("ok again", assertInstanceOf(PgnEntry.Read.class, entries.get(2)).game().tag("Event").get());
    }

    @Test
    void variantsAreReportedAsUnsupported() {
        List<PgnEntry> entries = Fixtures.parse("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Nf3 N@e4 *\n\n1. e4 *");
        assertEquals(new PgnProblem.UnsupportedVariant("Crazyhouse"),
                assertInstanceOf(PgnEntry.Problem.class, entries.get(0)).problem());
        assertInstanceOf(PgnEntry.Read.class, entries.get(1));
    }

    @Test
    void readsAStreamOfManyGamesOneAtATime() {
        int games = 20_000;
        Reader endless = new Reader() {
            private final String game = "[Event \"e\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n";
            private long produced;

            @Override
            public int read(char[] buf, int off, int len) {
                long total = (long) game.length() * games;
                if (produced >= total) {
                    return -1;
                }
                int n = (int) Math.min(len, total - produced);
                for (int i = 0; i < n; i++) {
                    buf[off + i] = game.charAt((int) ((produced + i) % game.length()));
                }
                produced += n;
                return n;
            }

            @Override
            public void close() {
            }
        };
        long read = 0;
        for (PgnReader r = new PgnReader(endless); r.hasNext(); ) {
            read += r.next() instanceof PgnEntry.Read ? 1 : 0;
        }
        assertEquals(games, read);
    }
}
