package org.turnpan.chess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every refusal reason, and the legal edge cases, from real positions in {@code rules/move-check.tsv}. */
class MoveCheckTest {

    record Case(int line, String fen, List<String> moves, Square from, Square to, PieceType promotion,
                String expected, Map<String, String> fields) {
        @Override
        public String toString() {
            return "line " + line + ": " + from + to + " -> " + expected;
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                MoveCheckTest.class.getResourceAsStream("/rules/move-check.tsv"), StandardCharsets.UTF_8))) {
            int lineNo = 0;
            for (String line; (line = in.readLine()) != null; ) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                Map<String, String> fields = new LinkedHashMap<>();
                for (String kv : f[6].split(";")) {
                    String[] pair = kv.split("=", 2);
                    fields.put(pair[0], pair[1]);
                }
                out.add(new Case(lineNo, f[0].equals("start") ? Position.START_FEN : f[0],
                        f[1].equals("-") ? List.of() : Arrays.asList(f[1].split(" ")),
                        Square.parse(f[2]).orElseThrow(), Square.parse(f[3]).orElseThrow(),
                        f[4].equals("-") ? null : PieceType.valueOf(f[4]), f[5], fields));
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void refusesWithTheExpectedReasonOrPlaysTheMove(Case c) {
        Game game = Game.from(Position.fromFen(c.fen()));
        for (String uci : c.moves()) {
            game = game.play(Move.parseUci(uci).orElseThrow());
        }
        MoveCheck.Result result = MoveCheck.check(game, c.from(), c.to(), c.promotion());
        if (c.expected().equals("Legal")) {
            MoveCheck.Legal legal = assertInstanceOf(MoveCheck.Legal.class, result, c.toString());
            assertEquals(c.fields().get("move"), legal.move().uci(), c.toString());
            assertEquals(game.position().play(legal.move()), legal.after(), c.toString());
            return;
        }
        MoveCheck.Illegal illegal = assertInstanceOf(MoveCheck.Illegal.class, result, c + " but was " + result);
        IllegalMoveReason reason = illegal.reason();
        assertEquals(c.expected(), reason.getClass().getSimpleName(), c + " but was " + reason);
        Map<String, String> actual = describe(reason);
        c.fields().forEach((name, value) ->
                assertEquals(value, actual.get(name), c + ": field " + name + " of " + reason));
    }

    @Test
    void theDataCoversEveryReason() throws IOException {
        Set<String> covered = cases().stream().map(Case::expected).collect(Collectors.toSet());
        Set<String> missing = Stream.of(IllegalMoveReason.class.getPermittedSubclasses())
                .map(Class::getSimpleName)
                .filter(name -> !covered.contains(name))
                .collect(Collectors.toCollection(TreeSet::new));
        assertTrue(missing.isEmpty(), "reasons without a case in move-check.tsv: " + missing);
    }

    @Test
    void everyLegalMoveOfManyPositionsIsAccepted() throws IOException {
        for (Case c : cases()) {
            Position p = Position.fromFen(c.fen());
            for (Move m : p.legalMoves()) {
                MoveCheck.Result r = MoveCheck.check(p, m.from(), m.to(), m.promotion());
                assertEquals(new MoveCheck.Legal(m, p.play(m)), r, c.fen() + " " + m);
            }
        }
    }

    /**
     * Over many real positions, for every start square of the side to move and every target: the
     * checker accepts exactly the legal moves, and a refusal other than a promotion one means no
     * legal move joins the two squares.
     */
    @Test
    void agreesWithMoveGenerationEverywhere() throws IOException {
        List<String> fens = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                MoveCheckTest.class.getResourceAsStream("/perft/python-chess-random.perft"), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null && fens.size() < 60; ) {
                if (line.startsWith("epd ")) {
                    fens.add(line.substring(4));
                }
            }
        }
        int refusals = 0;
        for (String fen : fens) {
            Position p = Position.fromFen(fen);
            Set<Move> legal = Set.copyOf(p.legalMoves());
            for (Square from : p.occupiedSquares()) {
                for (Square to : Square.values()) {
                    MoveCheck.Result r = MoveCheck.check(p, from, to, null);
                    boolean joined = legal.stream().anyMatch(m -> m.from() == from && m.to() == to);
                    if (r instanceof MoveCheck.Legal l) {
                        assertTrue(legal.contains(l.move()), fen + " " + l.move());
                    } else {
                        refusals++;
                        IllegalMoveReason reason = ((MoveCheck.Illegal) r).reason();
                        boolean promotionOnly = reason instanceof IllegalMoveReason.PromotionPieceRequired;
                        assertTrue(!joined || promotionOnly, fen + " " + from + to + " " + reason);
                        assertTrue(!legal.contains(new Move(from, to, null)), fen + " " + from + to + " " + reason);
                    }
                }
            }
        }
        assertTrue(refusals > 40_000, "refusals: " + refusals);
    }

    /** Every record field as text: pieces as "N@d7" (FEN letter), lists joined by commas. */
    @SuppressWarnings("RethrowReflectiveOperationExceptionAsLinkageError") // a test fails with an AssertionError
    static Map<String, String> describe(Object reason) {
        Map<String, String> out = new LinkedHashMap<>();
        for (RecordComponent rc : reason.getClass().getRecordComponents()) {
            try {
                out.put(rc.getName(), text(rc.getAccessor().invoke(reason)));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        return out;
    }

    private static String text(Object value) {
        if (value instanceof PlacedPiece p) {
            return p.piece().fenLetter() + "@" + p.square();
        }
        if (value instanceof List<?> list) {
            return list.stream().map(MoveCheckTest::text).collect(Collectors.joining(","));
        }
        if (value instanceof Outcome o) {
            return o.termination() + "/" + o.winner().map(Side::name).orElse("DRAW");
        }
        return String.valueOf(value);
    }
}
