package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnProblem;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;
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
            PgnEntry.Problem problem = new PgnEntry.Problem(4321, 765, 98, (PgnProblem) sample(kind));
            for (Locale lang : Messages.LANGUAGES) {
                tests.add(DynamicTest.dynamicTest(kind.getSimpleName() + " in " + lang, () -> {
                    Message message = new PgnProblemWords(Phraser.forLocale(lang)).of(problem);
                    String suffix = lang.getLanguage().equals("en") ? "" : "_" + lang.getLanguage();
                    Map<String, String> own = Messages.read("i18n/notation" + suffix + ".properties");
                    assertTrue(own.containsKey(message.key()), "no " + lang + " sentence " + message.key());
                    String text = Messages.forLocale(lang).render(message);
                    assertFalse(text.contains("{") || text.contains("["), "unfilled slot: " + text);
                    assertTrue(text.contains("4321") && text.contains("765"), "names game and line: " + text);
                    if (message.args().containsKey("limit")) {
                        assertTrue(text.contains(String.valueOf(message.args().get("limit"))), "says the limit: " + text);
                    }
                }));
            }
        }
        return tests.stream();
    }

    /** A record with plausible values: texts, numbers, and the simplest notation and FEN errors. */
    private static Object sample(Class<?> kind) {
        RecordComponent[] components = kind.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = types[i] == String.class ? "Qa9"
                    : types[i] == int.class ? 54_321
                    : types[i] == NotationError.class ? new NotationError.EmptyInput()
                    : types[i] == FenError.class ? new FenError.Empty()
                    : null;
        }
        try {
            Constructor<?> c = kind.getDeclaredConstructor(types);
            return c.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build a sample " + kind, e);
        }
    }
}
