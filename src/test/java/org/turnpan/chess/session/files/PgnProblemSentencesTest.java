package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnProblem;
import org.turnpan.chess.session.record.PgnProblemWords;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * Every way a PGN game can fail to read is a whole sentence in every language, from that language's
 * own catalogue, naming the game, the line and any limit. The permitted records are walked, so a
 * problem added later fails here until it is phrased.
 */
class PgnProblemSentencesTest {

    @TestFactory
    Stream<DynamicTest> everyPgnProblemIsASentenceInEveryLanguage() {
        List<DynamicTest> tests = new ArrayList<>();
        Class<?>[] kinds = PgnProblem.class.getPermittedSubclasses();
        assertTrue(kinds.length >= 11, "the problems are found");
        for (Class<?> kind : kinds) {
            PgnEntry.Problem problem = new PgnEntry.Problem(4321, 789, 98, (PgnProblem) ProblemSentencesTest.sample(kind));
            for (Locale lang : Catalogue.LANGUAGES) {
                tests.add(DynamicTest.dynamicTest(kind.getSimpleName() + " in " + lang, () -> {
                    Message message = new PgnProblemWords(Phraser.forLocale(lang)).of(problem);
                    String suffix = lang.getLanguage().equals("en") ? "" : "_" + lang.getLanguage();
                    Map<String, String> own = Catalogue.read("i18n/notation" + suffix + ".properties");
                    assertTrue(own.containsKey(message.key()), "no " + lang + " sentence " + message.key());
                    String text = Catalogue.forLocale(lang).render(message, Medium.TEXT);
                    assertFalse(text.contains("{") || text.contains("["), "unfilled slot: " + text);
                    assertTrue(text.contains("4321") && text.contains("789"), "names game and line: " + text);
                    if (message.args().containsKey("limit")) {
                        assertTrue(text.contains(String.valueOf(message.args().get("limit"))), "says the limit: " + text);
                    }
                }));
            }
        }
        return tests.stream();
    }
}
