package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Termination;

/**
 * Every refusal the rules and notation layers can produce, and every way a game ends, has its own
 * sentence in every language, with all its slots filled: the bare key of the record and the key the
 * phrasing actually chose (a variant such as {@code notation.no-piece-can-reach.several}). The permitted subclasses are walked, so a
 * record another layer adds fails here until it is phrased.
 */
class SentenceCoverageTest {

    @TestFactory
    Stream<DynamicTest> everyReasonAndErrorHasASentenceInEveryLanguage() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            Map<String, String> catalogue = catalogue(lang);
            Phraser p = Phraser.forLocale(lang);
            for (Class<?> c : IllegalMoveReason.class.getPermittedSubclasses()) {
                tests.add(check(lang, catalogue, p, "reason", c,
                        () -> p.reason((IllegalMoveReason) RecordSpec.sample(c))));
            }
            for (Class<?> c : NotationError.class.getPermittedSubclasses()) {
                tests.add(check(lang, catalogue, p, "notation", c,
                        () -> p.notationError((NotationError) RecordSpec.sample(c))));
            }
            for (Class<?> c : FenError.class.getPermittedSubclasses()) {
                tests.add(check(lang, catalogue, p, "fen.error", c, () -> p.fenError((FenError) RecordSpec.sample(c))));
            }
            for (Termination t : Termination.values()) {
                tests.add(DynamicTest.dynamicTest(lang + " " + t, () -> {
                    assertTrue(catalogue.containsKey(EventPhraser.outcomeKey(t)), "no sentence for " + t);
                    Outcome o = t == Termination.CHECKMATE || t == Termination.RESIGNATION || t == Termination.TIME_FORFEIT
                            || t == Termination.ABANDONED
                            ? Outcome.win(Side.BLACK, t) : Outcome.draw(t);
                    wellFormed(p.messages().render(p.outcome(o)));
                }));
            }
        }
        return tests.stream();
    }

    private static DynamicTest check(Locale lang, Map<String, String> catalogue, Phraser p, String prefix, Class<?> c,
                                     java.util.function.Supplier<Message> message) {
        return DynamicTest.dynamicTest(lang + " " + c.getSimpleName(), () -> {
            String key = RecordKey.of(prefix, c);
            assertTrue(catalogue.containsKey(key), "no " + lang + " sentence under " + key);
            Message m = message.get();
            assertTrue(catalogue.containsKey(m.key()), "no " + lang + " sentence under " + m.key());
            wellFormed(p.messages().render(m));
        });
    }

    private static void wellFormed(String sentence) {
        assertFalse(sentence.isBlank());
        assertFalse(sentence.contains("{") || sentence.contains("["), "unfilled slot or missing key: " + sentence);
    }

    /** The language's own catalogue file, so an English fallback does not count. */
    private static Map<String, String> catalogue(Locale lang) {
        String suffix = lang.getLanguage().equals("en") ? "" : "_" + lang.getLanguage();
        return Catalogue.read("i18n/messages" + suffix + ".properties");
    }
}
