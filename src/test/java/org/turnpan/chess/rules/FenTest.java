package org.turnpan.chess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** FEN in and out: every structured error from a real bad text, round trips, and no exception ever. */
class FenTest {

    record Case(String fen, String expected, String fields) {
        @Override
        public String toString() {
            return expected + ": \"" + fen + "\"";
        }
    }

    static List<Case> errors() throws IOException {
        try (InputStream in = FenTest.class.getResourceAsStream("/rules/fen-errors.tsv")) {
            List<Case> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("#") || line.isEmpty()) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                out.add(new Case(f[0], f[1], f[2]));
            }
            return out;
        }
    }

    @ParameterizedTest
    @MethodSource("errors")
    void aBadFenNamesItsProblem(Case c) {
        Fen.Result r = Fen.parse(c.fen());
        assertFalse(r.isValid(), c.toString());
        FenError error = r.error().orElseThrow();
        assertEquals(c.expected(), error.getClass().getSimpleName(), c + " gave " + error);
        Map<String, String> actual = MoveCheckTest.describe(error);
        for (String kv : c.fields().split(";")) {
            if (!kv.isEmpty()) {
                String[] pair = kv.split("=", 2);
                assertEquals(pair[1], actual.get(pair[0]), c + ": " + pair[0]);
            }
        }
    }

    @Test
    void everyErrorHasARealCase() throws IOException {
        Set<String> covered = errors().stream().map(Case::expected).collect(Collectors.toSet());
        Set<String> missing = Stream.of(FenError.class.getPermittedSubclasses()).map(Class::getSimpleName)
                .filter(n -> !covered.contains(n)).collect(Collectors.toCollection(TreeSet::new));
        assertTrue(missing.isEmpty(), "FenError records without a case: " + missing);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
        "8/8/8/8/k2p3R/8/4P3/4K3 b - - 0 1",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    })
    void writesWhatItReads(String fen) {
        Position p = Position.fromFen(fen);
        assertEquals(fen, p.toFen());
        assertEquals(p, Position.fromFen(p.toFen()));
    }

    /** The limits themselves are accepted, and a game played on from them counts on, never below zero. */
    @Test
    void theLargestCountersAreAcceptedAndCountOnFromThere() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w - - " + Fen.MAX_HALFMOVE_CLOCK + " " + Fen.MAX_FULLMOVE_NUMBER;
        Position p = Fen.parse(fen).position().orElseThrow();
        assertEquals(fen, p.toFen());
        for (String uci : List.of("a1a2", "e8e7", "a2a1", "e7e8")) {
            p = p.play(Move.parseUci(uci).orElseThrow());
        }
        assertEquals(Fen.MAX_HALFMOVE_CLOCK + 4, p.halfmoveClock());
        assertEquals(Fen.MAX_FULLMOVE_NUMBER + 2, p.fullmoveNumber());
    }

    @Test
    void fourFieldsMeanTheCountersStartAtZeroAndOne() {
        Position p = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
        assertEquals(Position.initial(), p);
    }

    @Test
    void noTextEverThrows() {
        Random random = new Random(20261129L);
        String alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqa1e3h6c6 0x9\t\u00e9\u0416\u0000";
        List<String> seeds = List.of(Position.START_FEN,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
        int valid = 0;
        for (int i = 0; i < 20_000; i++) {
            String text;
            if (i % 2 == 0) {
                StringBuilder sb = new StringBuilder();
                int len = random.nextInt(80);
                for (int j = 0; j < len; j++) {
                    sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                text = sb.toString();
            } else {
                StringBuilder sb = new StringBuilder(seeds.get(random.nextInt(seeds.size())));
                for (int edits = 1 + random.nextInt(3); edits > 0 && sb.length() > 0; edits--) {
                    int at = random.nextInt(sb.length());
                    switch (random.nextInt(3)) {
                        case 0 -> sb.deleteCharAt(at);
                        case 1 -> sb.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                        default -> sb.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    }
                }
                text = sb.toString();
            }
            Fen.Result r = Fen.parse(text);
            assertTrue(r.isValid() != r.error().isPresent(), text);
            if (r.isValid()) {
                valid++;
                Position p = r.position().orElseThrow();
                assertEquals(p, Position.fromFen(p.toFen()), text);
                p.legalMoves().forEach(p::play);
            }
        }
        assertTrue(valid > 100, "mutations should also produce valid positions, got " + valid);
    }
}
