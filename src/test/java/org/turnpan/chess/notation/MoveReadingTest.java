package org.turnpan.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/** Reading typed moves: move-reading.tsv and sections A and D of san-parse-and-draw-cases.txt. */
class MoveReadingTest {

    @Test
    void aTextLongerThanAnyMoveIsNoMoveAtOnce() {
        Position start = TestData.position("startpos");
        String page = "ж".repeat(TypedReading.LONGEST_MOVE + 1);
        assertEquals(new MoveText.Refused(new NotationError.NotAMove(page, TypedReading.LONGEST_MOVE)),
                MoveText.read(start, page, Locale.forLanguageTag("ru")));
        assertInstanceOf(MoveText.Found.class, MoveText.read(start, "1. Кжэ1-эф3!?", Locale.forLanguageTag("ru")),
                "a move written at length still reads");
    }

    static Stream<Arguments> readingTable() {
        return TestData.tsv("/notation/move-reading.tsv").stream().map(r -> Arguments.of(r[0], r[1], r[2], r[3]));
    }

    @ParameterizedTest(name = "[{2}] \"{1}\" -> {3}")
    @MethodSource("readingTable")
    void readsOrRefusesAsThePolicySays(String fen, String typed, String language, String expected) {
        Position p = TestData.position(fen);
        String input = TestData.unescape(typed);
        MoveText.Parsed parsed = MoveText.read(p, input, Locale.forLanguageTag(language));
        String kind = expected.replaceAll("[@:].*", "");
        switch (kind) {
            case "Empty" -> assertEquals(new MoveText.Refused(new NotationError.EmptyInput()), parsed);
            case "NotAMove" -> assertEquals(new MoveText.Refused(new NotationError.NotAMove(input,
                    Integer.parseInt(expected.substring(expected.indexOf('@') + 1)))), parsed);
            case "Ambiguous" -> {
                NotationError.Ambiguous a = assertInstanceOf(NotationError.Ambiguous.class, error(parsed));
                String from = a.candidates().stream().map(c -> c.square().toString()).sorted()
                        .collect(Collectors.joining(","));
                assertEquals(expected.substring(expected.indexOf(':') + 1), from);
            }
            case "TwoReadings" -> {
                NotationError.TwoReadings t = assertInstanceOf(NotationError.TwoReadings.class, error(parsed));
                String moves = Stream.of(t.firstFrom() + "" + t.firstTo(), t.secondFrom() + "" + t.secondTo())
                        .sorted().collect(Collectors.joining(","));
                assertEquals(expected.substring(expected.indexOf(':') + 1), moves, t.toString());
                assertEquals(p.pieceAt(t.firstFrom()).orElseThrow(), t.first());
                assertEquals(p.pieceAt(t.secondFrom()).orElseThrow(), t.second());
            }
            case "OtherLanguage" -> {
                String[] want = expected.split(":");
                NotationError.OtherLanguageLetters o = assertInstanceOf(NotationError.OtherLanguageLetters.class,
                        error(parsed));
                assertEquals(want[1], o.language().getLanguage(), o.toString());
                assertEquals(want[2], o.from() + "" + o.to(), o.toString());
                assertEquals(want[3], o.suggestion(), o.toString());
                assertEquals(p.pieceAt(o.from()).orElseThrow(), o.piece());
                assertEquals(new MoveText.Found(Move.of(o.from(), o.to())),
                        MoveText.read(p, o.suggestion(), Locale.forLanguageTag(language)), "the suggestion plays the move");
            }
            case "OffTheBoard" -> assertEquals(new NotationError.OffTheBoard(input.strip(),
                    expected.substring(expected.indexOf(':') + 1)), error(parsed));
            case "SeveralCanGo" -> {
                NotationError.SeveralCanGo several = assertInstanceOf(NotationError.SeveralCanGo.class, error(parsed));
                assertEquals(expected.substring(expected.indexOf(':') + 1), several.pieces().stream()
                        .map(c -> c.square().toString()).sorted().collect(Collectors.joining(",")));
            }
            case "NoneOnThatFile" -> assertInstanceOf(NotationError.NoneOnThatFile.class, error(parsed), parsed.toString());
            case "NoSuchPiece" -> assertInstanceOf(NotationError.NoSuchPiece.class, error(parsed));
            case "NoPieceCanReach" -> assertInstanceOf(NotationError.NoPieceCanReach.class, error(parsed), parsed.toString());
            case "Illegal" -> {
                NotationError.Illegal illegal = assertInstanceOf(NotationError.Illegal.class, error(parsed));
                if (expected.contains(":")) {
                    assertEquals(expected.substring(expected.indexOf(':') + 1),
                            illegal.reason().getClass().getSimpleName(), illegal.toString());
                }
            }
            default -> assertEquals(new MoveText.Found(Move.parseUci(expected).orElseThrow()), parsed);
        }
    }

    private static NotationError error(MoveText.Parsed parsed) {
        return assertInstanceOf(MoveText.Refused.class, parsed, "expected a refusal").error();
    }

    /** Section A: "SAN strings that a strict parser must REJECT", except the policy rows we accept on purpose. */
    @Test
    void refusesSectionA() {
        List<String[]> policy = TestData.tsv("/notation/section-a-policy.tsv");
        int checked = 0;
        for (String[] row : section("A.", "B.")) {
            Position p = row[0].equals("startpos") ? Position.initial() : Position.fromFen(row[0]);
            for (String raw : row[1].split(",\\s*")) {
                String input = raw.replace("\"", "").replace("\\n", "\n");
                MoveText.Parsed parsed = MoveText.read(p, input, Locale.ENGLISH);
                String[] accepted = policy.stream().filter(r -> r[0].equals(row[0]) && r[1].replace("\\n", "\n").equals(input))
                        .findFirst().orElse(null);
                if (accepted != null) {
                    assertEquals(new MoveText.Found(Move.parseUci(accepted[2]).orElseThrow()), parsed, input);
                } else {
                    assertInstanceOf(MoveText.Refused.class, parsed, row[0] + " " + input);
                }
                checked++;
            }
        }
        assertEquals(15, checked, "section A inputs");
    }

    /** Section D: en-passant legality traps, read as typed long algebraic. */
    @Test
    void followsSectionDEnPassantLegality() {
        int checked = 0;
        for (String[] row : section("D.", "E.")) {
            if (Fen.parse(row[0]).position().isEmpty() || row.length < 2) {
                continue;
            }
            String[] words = row[1].split(" ");
            if (Move.parseUci(words[0]).isEmpty()) {
                continue;
            }
            Position p = Position.fromFen(row[0]);
            boolean legal = words[1].equalsIgnoreCase("legal");
            MoveText.Parsed parsed = MoveText.read(p, words[0], Locale.ENGLISH);
            assertEquals(legal, parsed instanceof MoveText.Found, row[0] + " " + words[0]);
            checked++;
        }
        assertEquals(6, checked);
        Position p = Position.fromFen("rnbqkbnr/pppppp2/7p/6pP/8/8/PPPPPPP1/RNBQKBNR w KQkq g6 0 3");
        for (String san : List.of("Nf3", "Nf6")) {
            p = p.play(((MoveText.Found) MoveText.read(p, san, Locale.ENGLISH)).move());
        }
        assertInstanceOf(MoveText.Refused.class, MoveText.read(p, "hxg6", Locale.ENGLISH));
    }

    /** Rows of a lettered section: the parts of each line separated by two or more spaces. */
    private static List<String[]> section(String from, String to) {
        String text = TestData.text("/notation/san-parse-and-draw-cases.txt");
        int start = text.indexOf("\n" + from);
        int end = text.indexOf("\n" + to, start);
        List<String[]> rows = new ArrayList<>();
        for (String line : text.substring(start, end).split("\n")) {
            String[] parts = line.trim().split("\\s{2,}");
            if (parts.length >= 2 && (parts[0].equals("startpos") || parts[0].contains("/"))) {
                rows.add(parts);
            }
        }
        return rows;
    }

    /** Section E's repetition line, typed as SAN and played through the rules: the game ends at the third occurrence. */
    @Test
    void sectionERepetitionEndsTheGameOnTheRepeatingMove() {
        String text = TestData.text("/notation/san-parse-and-draw-cases.txt");
        String line = text.lines().filter(l -> l.startsWith("Repetition: startpos,")).findFirst().orElseThrow();
        List<String> sans = List.of(line.substring(line.indexOf(',') + 1, line.indexOf("->")).trim().split(" "));
        assertEquals(List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"), sans);
        org.turnpan.chess.rules.Game g = org.turnpan.chess.rules.Game.newGame();
        for (String san : sans) {
            g = g.play(((MoveText.Found) MoveText.read(g.position(), san, Locale.ENGLISH)).move());
            assertFalse(g.isOver(), "not over before Ng8");
        }
        g = g.play(((MoveText.Found) MoveText.read(g.position(), "Ng8", Locale.ENGLISH)).move());
        assertEquals(org.turnpan.chess.rules.Termination.THREEFOLD_REPETITION, g.outcome().orElseThrow().termination(),
                "after Ng8 it is a threefold repetition");
    }

    @Test
    void aPinnedKnightCarriesTheRulesReason() {
        Position p = Position.fromFen("1n6/4k3/5n2/6B1/8/8/8/4K3 b - - 0 1");
        NotationError e = error(MoveText.read(p, "Nfd7", Locale.ENGLISH));
        IllegalMoveReason rules = ((MoveCheck.Illegal) MoveCheck.check(p, Square.F6, Square.D7, null)).reason();
        assertEquals(new NotationError.Illegal("Nfd7", rules), e);
        assertEquals(new MoveText.Found(Move.of(Square.B8, Square.D7)), MoveText.read(p, "Nd7", Locale.ENGLISH));
    }

    @Test
    void ambiguityListsEveryCandidateAndSquare() {
        Position p = Position.fromFen("N3k2N/8/8/3N4/N4N1N/2R5/1R6/4K3 w - - 0 1");
        NotationError.Ambiguous a = assertInstanceOf(NotationError.Ambiguous.class,
                error(MoveText.read(p, "Ng6", Locale.ENGLISH)));
        assertEquals(Square.G6, a.to());
        assertEquals(List.of(Square.F4, Square.H4, Square.H8),
                a.candidates().stream().map(c -> c.square()).sorted().toList());
        assertTrue(Arrays.asList("Ng6", "ng6").contains(a.text()));
        assertFalse(a.candidates().isEmpty());
    }
}
