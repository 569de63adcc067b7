package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * One message, two texts: what the voice says ({@link Medium#SPEECH}) and what a display shows
 * ({@link Medium#TEXT}). The rows of {@code speech/spoken-shown.tsv} (moves, squares in both
 * styles, refusals, board readings, in all five languages) give both side by side; every golden
 * case in every language is also checked for the rule itself: shown squares are Latin, Russian and
 * Bulgarian voices never get a Latin square, and English, Italian and Vietnamese show what they say.
 */
class SpokenAndShownTest {
    private static final Set<String> CYRILLIC_VOICES = Set.of("ru", "bg");
    /** A square in Latin letters, standing alone ("e4", not "Qe4" or "e4e5"). */
    private static final Pattern LATIN_SQUARE = Pattern.compile("(?<![\\p{L}\\d])[a-h][1-8](?![\\p{L}\\d])");
    /** A square as Russian or Bulgarian letters write it ("е4", "дэ5", "еф3"). */
    private static final Pattern CYRILLIC_SQUARE = Pattern.compile("(?<![\\p{L}\\d])[а-яё]{1,2}[1-8](?![\\p{L}\\d])");

    @TestFactory
    Stream<DynamicTest> eachRowIsSpokenAndShownAsWritten() throws IOException {
        Map<String, String[]> cases = GoldenSentencesTest.rows("golden/cases.tsv").stream()
                .collect(Collectors.toMap(c -> c[0], Function.identity()));
        List<String[]> rows = GoldenSentencesTest.rows("speech/spoken-shown.tsv");
        List<DynamicTest> tests = new ArrayList<>();
        Set<String> languages = Catalogue.LANGUAGES.stream().map(Locale::getLanguage)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> inTable = rows.stream().map(r -> r[1]).collect(Collectors.toCollection(TreeSet::new));
        tests.add(DynamicTest.dynamicTest("the table covers every language", () -> assertEquals(languages, inTable)));
        for (String[] row : rows) {
            tests.add(DynamicTest.dynamicTest(row[0] + " " + row[1], () -> {
                assertTrue(cases.containsKey(row[0]), "no golden case " + row[0]);
                Phraser p = Phraser.forLocale(Locale.forLanguageTag(row[1]));
                Message m = GoldenSentencesTest.phrase(p, cases.get(row[0]));
                assertEquals(row[2], p.messages().render(m, Medium.SPEECH), "spoken");
                assertEquals(row[3], p.messages().render(m, Medium.TEXT), "shown");
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyGoldenCaseShowsLatinSquaresAndSpeaksTheLanguagesOwn() throws IOException {
        List<String[]> cases = GoldenSentencesTest.rows("golden/cases.tsv");
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            Phraser phraser = Phraser.forLocale(lang);
            tests.add(DynamicTest.dynamicTest(lang.getLanguage(), () -> {
                int squares = 0;
                for (String[] c : cases) {
                    Message m = GoldenSentencesTest.phrase(phraser, c);
                    String spoken = phraser.messages().render(m, Medium.SPEECH);
                    String shown = phraser.messages().render(m, Medium.TEXT);
                    assertFalse(CYRILLIC_SQUARE.matcher(shown).find(), c[0] + " shows a Cyrillic square: " + shown);
                    boolean phonetic = c[1].equals("square") && c[3].equals("phonetic");
                    if (CYRILLIC_VOICES.contains(lang.getLanguage())) {
                        assertFalse(LATIN_SQUARE.matcher(spoken).find(), c[0] + " speaks a Latin square: " + spoken);
                        assertEquals(phonetic ? 0 : count(LATIN_SQUARE, shown), count(CYRILLIC_SQUARE, spoken),
                                c[0] + ": the same squares in both\n" + spoken + "\n" + shown);
                    } else if (!phonetic && !shown.matches("(?s).*\\d.*")) {
                        // the same words; where the sentence holds a number, it is said in words and shown in digits
                        assertEquals(spoken, shown, c[0] + ": the plain style shows what it says");
                    }
                    squares += count(LATIN_SQUARE, shown);
                }
                assertTrue(squares > 100, "the golden cases name squares (" + squares + ")");
            }));
        }
        return tests.stream();
    }

    @Test
    void thePhoneticStyleIsSpokenOnlyAndDisplaysShowTheSquare() {
        for (Locale lang : Catalogue.LANGUAGES) {
            Phraser phonetic = Phraser.forLocale(lang).withSquareStyle(SquareStyle.PHONETIC);
            Message m = phonetic.placed(new PlacedPiece(Piece.of(Side.WHITE, PieceType.KNIGHT),
                    Square.parse("f3").orElseThrow()));
            String shown = phonetic.messages().render(m, Medium.TEXT);
            String spoken = phonetic.messages().render(m, Medium.SPEECH);
            assertTrue(shown.contains("f3"), lang + ": " + shown);
            assertFalse(spoken.contains("f3"), lang + ": " + spoken);
        }
    }

    /**
     * A square written into a template ({@code {=e4}}) is said and shown like one from the phraser;
     * no Russian or Bulgarian template writes a Cyrillic square as plain text, except the few that
     * describe what the voice says (the square and move style menus and their help).
     */
    @Test
    void squaresWrittenIntoTemplatesAreSpokenAndShownLikeTheOthers() {
        Catalogue ru = Catalogue.forLocale(Locale.forLanguageTag("ru"));
        Message help = Message.of("session.help.file");
        assertEquals("Введите «вертикаль» и букву от а до аш, чтобы прочитать вертикаль снизу вверх.",
                ru.render(help, Medium.SPEECH));
        assertEquals("Введите «вертикаль» и букву от a до h, чтобы прочитать вертикаль снизу вверх.",
                ru.render(help, Medium.TEXT));
        Catalogue bg = Catalogue.forLocale(Locale.forLanguageTag("bg"));
        Message hint = Message.of("learn.lesson.rook.2.hint");
        assertEquals("Вървете право нагоре по вертикала а: а2, а3, а4 и а5 са свободни.", bg.render(hint, Medium.SPEECH));
        assertEquals("Вървете право нагоре по вертикала a: a2, a3, a4 и a5 са свободни.", bg.render(hint, Medium.TEXT));
        assertEquals("Sali dritto lungo la colonna a: a2, a3, a4 e a5 sono libere.",
                Catalogue.forLocale(Locale.ITALIAN).render(Message.of("learn.lesson.rook.2.hint"), Medium.TEXT));
    }

    @Test
    void noRussianOrBulgarianTemplateWritesACyrillicSquareAsPlainText() {
        Set<String> describeTheVoice = Set.of("ui.style.terse", "ui.style.words", "ui.style.full", "ui.squares.plain",
                "session.help.squares");
        List<String> found = new ArrayList<>();
        int checked = 0;
        for (String lang : CYRILLIC_VOICES) {
            for (String bundle : Catalogue.BUNDLES) {
                for (Map.Entry<String, String> e : Catalogue.read("i18n/" + bundle + "_" + lang + ".properties").entrySet()) {
                    checked++;
                    if (CYRILLIC_SQUARE.matcher(e.getValue()).find() && !describeTheVoice.contains(e.getKey())) {
                        found.add(lang + " " + e.getKey() + ": " + e.getValue());
                    }
                }
            }
        }
        assertTrue(checked > 1000, "the catalogues were read (" + checked + ")");
        assertEquals(List.of(), found, "write squares as {=e4}: said in Cyrillic, shown in Latin");
    }

    /**
     * A file named after "вертикаль"/"вертикала" in Cyrillic letters ("Вертикаль дэ свободна") is
     * shown in Cyrillic too: it must be written {@code {=d}}. (Bulgarian "е" is also "is", so the
     * Bulgarian file e is left out of the check.)
     */
    @Test
    void noRussianOrBulgarianTemplateNamesAFileInPlainCyrillic() {
        Map<String, Pattern> fileAfterItsWord = Map.of(
                "ru", Pattern.compile("(?iu)вертикал\\p{L}*\\s+(?:а|бэ|цэ|дэ|е|эф|жэ|аш)(?![\\p{L}\\d])"),
                "bg", Pattern.compile("(?iu)вертикал\\p{L}*\\s+(?:а|бе|це|де|еф|же|аш)(?![\\p{L}\\d])"));
        List<String> found = new ArrayList<>();
        for (String lang : CYRILLIC_VOICES) {
            for (String bundle : Catalogue.BUNDLES) {
                for (Map.Entry<String, String> e : Catalogue.read("i18n/" + bundle + "_" + lang + ".properties").entrySet()) {
                    if (fileAfterItsWord.get(lang).matcher(e.getValue()).find()) {
                        found.add(lang + " " + e.getKey() + ": " + e.getValue());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "write files as {=d}: said in Cyrillic, shown in Latin");
        assertTrue(fileAfterItsWord.get("ru").matcher("Вертикаль дэ свободна").find(), "the check sees a plain file");
    }

    private static int count(Pattern p, String text) {
        Matcher m = p.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
