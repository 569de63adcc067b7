package org.turnpan.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * The class rules of issue 14 over every letter of the five letter sets, not only the examples:
 * a piece letter the player wrote never becomes another piece's move, and every place where a
 * letter can be read two ways is known (letter-collisions.tsv) and has rows in move-reading.tsv.
 */
class LetterCollisionTest {
    private static final List<String> POSITIONS = List.of(
            "startpos",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 5",
            "4k3/8/8/8/3p4/2P1P3/5B2/R3K2Q w Q - 0 1");

    /** The ways a file is typed: Latin, the Cyrillic look-alikes and the file names the program prints. */
    private static final String[][] FILE_SPELLINGS = {
        {"a", "а"}, {"b", "бэ", "бе"}, {"c", "цэ", "це", "с"}, {"d", "дэ", "де"}, {"e", "е"}, {"f", "эф", "еф"},
        {"g", "жэ", "же"}, {"h", "аш"},
    };

    /**
     * Every capital piece letter of every language, in every session language, before every square
     * (spelled every way, with and without a capture mark), in positions where pieces are blocked and
     * pawns are free: when the text is played, the moving piece is one the letter names in the
     * session's letters or in English ones. "Сc4" is never c2-c4, "Де4" never d2-d4, "Xd5" never a pawn.
     * Small twin of {@link #aCapitalPieceLetterNeverMovesAnotherPieceAnywhere}: the ranks pawns reach
     * from their start, in the start position and one where a bishop and the queen are blocked.
     */
    @Test
    void aCapitalPieceLetterNeverMovesAnotherPiece() {
        int[] counts = tryEveryLetter(List.of(POSITIONS.get(0), POSITIONS.get(3)), List.of(3, 4));
        assertTrue(counts[0] > 15_000, "texts tried: " + counts[0]);
        assertTrue(counts[1] > 100, "some of the texts are moves (else the test proves nothing): " + counts[1]);
    }

    @Test
    @Tag("slow")
    void aCapitalPieceLetterNeverMovesAnotherPieceAnywhere() {
        int[] counts = tryEveryLetter(POSITIONS, List.of(1, 2, 3, 4, 5, 6, 7, 8));
        assertTrue(counts[0] > 100_000, "texts tried: " + counts[0]);
        assertTrue(counts[1] > 1_000, "some of the texts are moves (else the test proves nothing): " + counts[1]);
    }

    /** Tries every letter before every square of the ranks in every position and session; {texts, moves played}. */
    private static int[] tryEveryLetter(List<String> positions, List<Integer> ranks) {
        int played = 0;
        int texts = 0;
        for (PieceLetters session : PieceLetters.all()) {
            Locale locale = Locale.forLanguageTag(session.language());
            for (String fen : positions) {
                Position position = TestData.position(fen);
                for (String letter : everyLetter()) {
                    Set<PieceType> named = named(letter, session);
                    for (String square : everySquareSpelling(ranks)) {
                        for (String text : List.of(letter + square, letter + "x" + square)) {
                            texts++;
                            if (MoveText.read(position, text, locale) instanceof MoveText.Found f) {
                                PieceType moved = position.pieceAt(f.move().from()).orElseThrow().type();
                                assertTrue(named.contains(moved), "[" + session.language() + "] \"" + text + "\" in "
                                        + fen + " moved a " + moved + ", the letter names " + named);
                                played++;
                            }
                        }
                    }
                }
            }
        }
        return new int[] {texts, played};
    }

    private static List<String> everyLetter() {
        Set<String> out = new TreeSet<>();
        for (PieceLetters l : PieceLetters.all()) {
            for (PieceType t : PieceType.values()) {
                if (t != PieceType.PAWN) {
                    out.add(l.letter(t));
                }
            }
        }
        return List.copyOf(out);
    }

    private static List<String> everySquareSpelling(List<Integer> ranks) {
        List<String> out = new ArrayList<>();
        for (String[] spellings : FILE_SPELLINGS) {
            for (String file : spellings) {
                for (int rank : ranks) {
                    out.add(file + rank);
                }
            }
        }
        return out;
    }

    /** The kinds of piece a letter names in a session: its national meaning and its English one. */
    private static Set<PieceType> named(String letter, PieceLetters session) {
        Set<PieceType> out = EnumSet.noneOf(PieceType.class);
        for (PieceLetters l : List.of(session, PieceLetters.ENGLISH)) {
            PieceType t = l.pieceAt(letter, 0);
            if (t != null && l.letter(t).equals(letter)) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * Every collision of a piece letter with another reading, computed from the letter sets and the
     * Cyrillic file names, is the documented list: a new letter or file name that adds one fails here
     * until it is written down (with rows in move-reading.tsv).
     */
    @Test
    void everyCollisionIsKnown() {
        Set<String> computed = new TreeSet<>();
        for (PieceLetters l : PieceLetters.all()) {
            for (PieceType t : PieceType.values()) {
                String letter = l.letter(t);
                if (t == PieceType.PAWN) {
                    continue;
                }
                PieceType english = PieceLetters.ENGLISH.pieceAt(letter, 0);
                if (l != PieceLetters.ENGLISH && english != null && english != t) {
                    computed.add(l.language() + "\t" + letter + "\t" + name(t) + "\tenglish " + name(english));
                }
                String file = fileReading(letter, l);
                if (file != null) {
                    computed.add(l.language() + "\t" + letter + "\t" + name(t) + "\tfile " + file);
                }
            }
        }
        Set<String> documented = new TreeSet<>();
        for (String[] row : TestData.tsv("/notation/letter-collisions.tsv")) {
            documented.add(String.join("\t", row[0], row[1], row[2], row[3]));
        }
        assertFalse(documented.isEmpty(), "letter-collisions.tsv has no rows");
        assertEquals(documented, computed);
        String table = TestData.text("/notation/move-reading.tsv");
        for (String[] row : TestData.tsv("/notation/letter-collisions.tsv")) {
            for (String example : row[4].split(" ")) {
                assertTrue(table.contains("\t" + example + "\t" + row[0] + "\t"),
                        "move-reading.tsv has a row for " + example + " in " + row[0]);
            }
        }
    }

    /** The file a letter reads as, alone or as the start of a file name ("с" c, "де" d), or null. */
    private static String fileReading(String letter, PieceLetters letters) {
        for (String text : List.of(letter, letter.toLowerCase(Locale.ROOT))) {
            for (String tail : List.of("4", "е4", "э4")) {
                for (String reading : TypedReading.readings(text + tail, letters)) {
                    if (Square.parse(reading).isPresent()) {
                        return reading.substring(0, 1).toLowerCase(Locale.ROOT);
                    }
                }
            }
        }
        return null;
    }

    private static String name(PieceType t) {
        return t.name().toLowerCase(Locale.ROOT);
    }
}
