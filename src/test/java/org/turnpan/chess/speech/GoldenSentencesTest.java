package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.rules.Termination;

/**
 * Every case of {@code golden/cases.tsv} is phrased in every language and compared with the
 * sentence a native chess player checked, in {@code golden/<lang>.tsv}. To see what changed after
 * editing a catalogue, run with {@code -Dgolden.write=target/golden}: the actual sentences are
 * written there (never over the expected files) for a diff.
 */
class GoldenSentencesTest {

    @TestFactory
    Stream<DynamicTest> everyCaseReadsAsExpectedInEveryLanguage() throws IOException {
        List<String[]> cases = rows("golden/cases.tsv");
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            Map<String, String> expected = expected(lang);
            Phraser phraser = Phraser.forLocale(lang);
            Map<String, String> actual = new LinkedHashMap<>();
            for (String[] c : cases) {
                actual.put(c[0], phraser.messages().render(phrase(phraser, c)));
            }
            writeActual(lang, actual);
            tests.add(DynamicTest.dynamicTest(lang + ": every case has a golden sentence",
                    () -> assertEquals(actual.keySet(), expected.keySet())));
            for (Map.Entry<String, String> e : actual.entrySet()) {
                tests.add(DynamicTest.dynamicTest(lang + " " + e.getKey(), () -> {
                    assertEquals(expected.get(e.getKey()), e.getValue());
                    assertTrue(!e.getValue().contains("[") && !e.getValue().contains("{"),
                            "unfilled slot or missing key: " + e.getValue());
                }));
            }
        }
        return tests.stream();
    }

    /** The message a case describes (see the header of cases.tsv). */
    static Message phrase(Phraser p, String[] c) {
        String kind = c[1];
        List<String> args = List.of(c).subList(2, c.length);
        return switch (kind) {
            case "move" -> p.move(Position.fromFen(args.get(0)), Move.parseUci(args.get(1)).orElseThrow(),
                    MoveStyle.valueOf(args.get(2)));
            case "reason" -> p.reason(RecordSpec.build(IllegalMoveReason.class, args.get(0), rest(args)));
            case "notation" -> p.notationError(RecordSpec.build(NotationError.class, args.get(0), rest(args)));
            case "fen" -> p.fenError(RecordSpec.build(FenError.class, args.get(0), rest(args)));
            case "outcome" -> p.outcome(new Outcome(args.get(1).equals("-") ? null : side(args.get(1)),
                    Termination.valueOf(args.get(0))));
            case "clock" -> p.clock(Duration.ofSeconds(Long.parseLong(args.get(0))));
            case "square" -> square(p, square(args.get(0)), args.get(1));
            case "pieces" -> p.pieces(Position.fromFen(args.get(0)), side(args.get(1)));
            case "rank" -> p.rank(Position.fromFen(args.get(0)), Integer.parseInt(args.get(1)) - 1, side(args.get(2)));
            case "file" -> p.file(Position.fromFen(args.get(0)), args.get(1).charAt(0) - 'a', side(args.get(2)));
            case "legal-moves" -> p.legalMoves(Position.fromFen(args.get(0)), square(args.get(1)));
            case "attacks" -> p.attacks(Position.fromFen(args.get(0)), square(args.get(1)));
            case "named-move" -> p.move(Position.fromFen(args.get(0)), Move.parseUci(args.get(1)).orElseThrow(),
                    MoveStyle.valueOf(args.get(2)), args.get(3));
            case "last-move" -> p.lastMove(Position.fromFen(args.get(0)), Move.parseUci(args.get(1)).orElseThrow(),
                    MoveStyle.valueOf(args.get(2)));
            case "history" -> p.history(game(args.get(0), args.get(1)), Integer.parseInt(args.get(2)));
            case "takeback" -> {
                Game before = game(args.get(0), args.get(1));
                Game after = before;
                for (int i = Integer.parseInt(args.get(2)); i > 0; i--) {
                    after = after.takeback();
                }
                yield p.takenBack(before, after);
            }
            case "defenders" -> p.attackersAndDefenders(Position.fromFen(args.get(0)), square(args.get(1)));
            default -> throw new IllegalArgumentException("unknown case kind " + kind);
        };
    }

    private static Message square(Phraser p, Square s, String style) {
        return switch (style) {
            case "plain" -> p.square(s);
            case "phonetic" -> new Phraser(p.messages(), SquareStyle.PHONETIC).square(s);
            default -> throw new IllegalArgumentException(style);
        };
    }

    /** A game from a FEN ("start" for the usual one) and its moves in UCI, separated by spaces. */
    private static Game game(String fen, String moves) {
        Game g = fen.equals("start") ? Game.newGame() : Game.from(Position.fromFen(fen));
        for (String uci : moves.split(" ")) {
            g = g.play(Move.parseUci(uci).orElseThrow());
        }
        return g;
    }

    private static List<String> rest(List<String> args) {
        return args.subList(1, args.size());
    }

    private static Side side(String s) {
        return Side.valueOf(s.toUpperCase(Locale.ROOT));
    }

    private static Square square(String s) {
        return Square.parse(s).orElseThrow();
    }

    private static Map<String, String> expected(Locale lang) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (String[] row : rows("golden/" + lang.getLanguage() + ".tsv")) {
            out.put(row[0], row.length > 1 ? row[1] : "");
        }
        return out;
    }

    static List<String[]> rows(String resource) throws IOException {
        try (InputStream in = GoldenSentencesTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing");
            }
            List<String[]> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> l.split("\t")).toList();
            if (rows.isEmpty()) {
                throw new IllegalStateException(resource + " holds no rows");
            }
            return rows;
        }
    }

    private static void writeActual(Locale lang, Map<String, String> actual) throws IOException {
        String dir = System.getProperty("golden.write");
        if (dir == null) {
            return;
        }
        StringBuilder sb = new StringBuilder();
        actual.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
        Files.createDirectories(Path.of(dir));
        Files.writeString(Path.of(dir, lang.getLanguage() + ".tsv"), sb.toString(), StandardCharsets.UTF_8);
    }
}
