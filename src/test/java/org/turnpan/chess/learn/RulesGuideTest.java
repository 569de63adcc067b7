package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * The rules guide in five languages: the same sections in the same order, each holding the topics
 * of guide-sections.tsv; read aloud with lists announced; found by number, id or heading words.
 */
class RulesGuideTest {
    private static final Locale IT = Locale.forLanguageTag("it");
    private static final Locale RU = Locale.forLanguageTag("ru");

    @TestFactory
    Stream<DynamicTest> everyLanguageHasTheSectionsOfTheTableInOrder() {
        List<String[]> table = LearnTestData.tsv("guide-sections.tsv");
        List<String> expected = table.stream().map(r -> r[0]).toList();
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            tests.add(DynamicTest.dynamicTest(lang + ": sections in order", () -> {
                RulesGuide guide = RulesGuide.forLocale(lang);
                assertEquals(expected, guide.sections().stream().map(GuideSection::id).toList());
                assertEquals(lang.getLanguage(), guide.locale().getLanguage());
            }));
            for (String[] row : table) {
                tests.add(DynamicTest.dynamicTest(lang + " " + row[0] + ": holds " + row[1], () -> {
                    GuideSection s = RulesGuide.forLocale(lang).byId(row[0]).orElseThrow();
                    String text = s.plainText();
                    for (String token : row[1].trim().split("\\s+")) {
                        if (!token.isEmpty()) {
                            assertTrue(holdsWord(text, token), lang + " section " + row[0] + " lacks \"" + token + "\"");
                        }
                    }
                }));
            }
        }
        return tests.stream();
    }

    /** The token stands in the text with no letter or digit glued to either side. */
    private static boolean holdsWord(String text, String token) {
        for (int i = text.indexOf(token); i >= 0; i = text.indexOf(token, i + 1)) {
            boolean before = i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1));
            int end = i + token.length();
            boolean after = end == text.length() || !Character.isLetterOrDigit(text.charAt(end))
                    || !Character.isLetterOrDigit(token.charAt(token.length() - 1));
            if (before && after) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aListItemStartsWithACapitalUnlessItStartsWithASquare() {
        assertEquals("Rook on a1", GuideSpeech.capitalized("rook on a1"));
        assertEquals("Ладья на a1", GuideSpeech.capitalized("ладья на a1"));
        assertEquals("Đen đi sau", GuideSpeech.capitalized("đen đi sau"));
        assertEquals("e4 is a centre square", GuideSpeech.capitalized("e4 is a centre square"));
        assertEquals("", GuideSpeech.capitalized("  "));
    }

    @Test
    void aSectionIsReadAloudWithItsNumberAndItsListsAnnounced() {
        RulesGuide guide = RulesGuide.forLocale(Locale.ENGLISH);
        GuideSection setup = guide.byId("setup").orElseThrow();
        List<String> said = guide.utterances(setup);
        assertEquals("Section two of twenty. Setting up the pieces.", said.get(0));
        int list = said.indexOf("A list of eight items.");
        assertTrue(list > 0, said.toString());
        assertEquals("Rook on a1.", said.get(list + 1), "each item is a sentence with its capital");
        assertEquals("Rook on h1.", said.get(list + 8));
        assertEquals("End of list.", said.get(list + 9));
        String whole = Catalogue.forLocale(Locale.ENGLISH).render(guide.read(setup));
        assertTrue(whole.startsWith("Section two of twenty. Setting up the pieces. Each side starts with 16 pieces"), whole);
        assertFalse(whole.contains("**") || whole.contains("`") || whole.contains("<!--"), whole);
    }

    @Test
    void listsAreAnnouncedInTheGuidesLanguage() {
        RulesGuide guide = RulesGuide.forLocale(RU);
        List<String> said = guide.utterances(guide.byId("castling").orElseThrow());
        assertTrue(said.contains("Список из пяти пунктов."), said.toString());
        assertTrue(said.contains("Конец списка."), said.toString());
        assertEquals("Раздел тринадцать из двадцати. Рокировка.", said.get(0));
        assertTrue(said.stream().anyMatch(u -> u.contains("белый король идёт с е1 на жэ1")), said.toString());
        assertTrue(said.stream().anyMatch(u -> u.contains("Текстом это e1g1 или e1c1")), "typed moves stay as written");
    }

    @Test
    void aSectionIsShownWithThePagesLatinSquaresAndSaidInTheLanguagesLetters() {
        RulesGuide guide = RulesGuide.forLocale(RU);
        Message castling = guide.read(guide.byId("castling").orElseThrow());
        Catalogue ru = Catalogue.forLocale(RU);
        String spoken = ru.render(castling, Medium.SPEECH);
        String shown = ru.render(castling, Medium.TEXT);
        assertTrue(spoken.contains("белый король идёт с е1 на жэ1"), spoken);
        assertTrue(shown.contains("белый король идёт с e1 на g1"), shown);
        assertEquals(String.join(" ", guide.utterances(guide.byId("castling").orElseThrow())), spoken);
    }

    @Test
    void inlineMarksAreStrippedAndCodeKeepsItsText() {
        assertEquals("Type resign, or press Ctrl+Shift+R.", GuideMarkdown.inline("Type `resign`, or press **Ctrl+Shift+R**."));
        assertEquals("See the castling section and e8=Q.", GuideMarkdown.inline("See [the castling section](#castling) and *e8=Q*."));
        assertEquals("a b_c d", GuideMarkdown.inline("a b_c d"));
    }

    @Test
    void sectionsAreFoundByNumberIdOrHeadingWords() {
        RulesGuide it = RulesGuide.forLocale(IT);
        assertEquals("castling", it.find("arrocco").orElseThrow().id());
        assertEquals("castling", it.find("ARROCCO").orElseThrow().id());
        assertEquals("en-passant", it.find("en passant").orElseThrow().id());
        assertEquals("en-passant", it.find("en-passant").orElseThrow().id());
        assertEquals("knight", it.find("8").orElseThrow().id());
        assertTrue(it.find("21").isEmpty());
        assertTrue(it.find("0").isEmpty());
        assertTrue(it.find("-1").isEmpty(), "a minus sign is not folded away into section 1");
        assertTrue(it.find(" \u2212 8").isEmpty());
        assertTrue(it.find("  ").isEmpty());
        assertTrue(it.find("quidditch").isEmpty());
        assertEquals("promotion", RulesGuide.forLocale(Locale.forLanguageTag("vi")).find("phong cap").orElseThrow().id());
        assertEquals("draws", RulesGuide.forLocale(RU).find("ничья").orElseThrow().id());
    }

    @Test
    void nextAndPreviousStopAtTheEnds() {
        RulesGuide guide = RulesGuide.forLocale(Locale.ENGLISH);
        GuideSection first = guide.first();
        assertTrue(guide.previous(first).isEmpty());
        assertEquals("setup", guide.next(first).orElseThrow().id());
        GuideSection last = guide.section(guide.sections().size()).orElseThrow();
        assertTrue(guide.next(last).isEmpty());
        assertEquals("notation", guide.previous(last).orElseThrow().id());
    }

    @Test
    void theContentsListEverySectionByNumber() {
        String said = Catalogue.forLocale(Locale.ENGLISH).render(RulesGuide.forLocale(Locale.ENGLISH).contents());
        assertTrue(said.startsWith("The rules guide has twenty sections. One. The board and where things are. Two. Setting up the pieces."), said);
        assertTrue(said.endsWith("Twenty. Typing moves in Turnpan Chess."), said);
    }

    @Test
    void aGuideWithATableOrASectionWithoutHeadingIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> GuideMarkdown.parse(
                "# T\n<!-- section: a -->\n## A\n| x | y |\n", "bad.md"));
        assertThrows(IllegalArgumentException.class, () -> GuideMarkdown.parse(
                "# T\n<!-- section: a -->\ntext without heading\n", "bad.md"));
        GuideMarkdown.Parsed ok = GuideMarkdown.parse("# T\nintro\n<!-- section: a -->\n## A\nText.\n- one\n  more\n- two\n", "ok.md");
        assertEquals(List.of(new GuideBlock.Paragraph("Text."), new GuideBlock.Items(false, List.of("one more", "two"))),
                ok.sections().get(0).blocks());
    }
}
