package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.clock.TimeControlError;
import org.turnpan.chess.clock.WarningThresholdsError;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.session.settings.ClockErrorSentence;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/** Every store problem and every clock-setting error is a whole sentence in every language. */
class ProblemSentencesTest {

    private static final Path FILE = Path.of("/home/ann/games/final round.pgn").toAbsolutePath();
    private static final String TYPED = "7x";

    @TestFactory
    Stream<DynamicTest> everyStoreProblemIsASentenceInEveryLanguage() {
        return sentences(StoreProblem.class, p -> StoreProblemSentence.of((StoreProblem) p), "final round.pgn");
    }

    @TestFactory
    Stream<DynamicTest> everyTimeControlErrorIsASentenceInEveryLanguage() {
        return sentences(TimeControlError.class, e -> ClockErrorSentence.of((TimeControlError) e), null);
    }

    @TestFactory
    Stream<DynamicTest> everyWarningTimesErrorIsASentenceInEveryLanguage() {
        return sentences(WarningThresholdsError.class, e -> ClockErrorSentence.of((WarningThresholdsError) e), null);
    }

    @Test
    void theWordsOfTheRefusalQuoteWhatThePlayerTyped() {
        TimeControlError error = ((TimeControl.Invalid) TimeControl.parse("3+two")).error();
        String ru = Catalogue.forLocale(Locale.forLanguageTag("ru")).render(ClockErrorSentence.of(error), Medium.TEXT);
        assertTrue(ru.contains("«two»"), ru);
        String en = Catalogue.forLocale(Locale.ENGLISH).render(ClockErrorSentence.of(error), Medium.TEXT);
        assertEquals("“two” is not a number of seconds to add after each move. Write for example 3+2.", en);
    }

    @Test
    void tooManyWarningsSaysTheLimit() {
        Message m = ClockErrorSentence.of(new WarningThresholdsError.TooMany(9, 6));
        assertEquals("There are too many warning times. Give at most 6.", Catalogue.forLocale(Locale.ENGLISH).render(m, Medium.TEXT));
        assertEquals("I tempi di avviso sono troppi. Al massimo sono 6.", Catalogue.forLocale(Locale.ITALIAN).render(m, Medium.TEXT));
    }

    @Test
    void sizesAreSaidInWholeMegabytesRoundedUp() {
        Message m = StoreProblemSentence.of(new StoreProblem.TooLarge(FILE, 80L * 1024 * 1024 + 1, 64L * 1024 * 1024));
        assertEquals("The file final round.pgn is too large to open. It has 81 MB, and the limit is 64 MB.",
                Catalogue.forLocale(Locale.ENGLISH).render(m, Medium.TEXT));
    }

    @Test
    void theTenHoursAndTenMinutesInTheSentencesMatchTheLimits() {
        assertEquals(Duration.ofHours(10), TimeControl.MAX_INITIAL, "clock.error.starting-time-too-long says ten hours");
        assertEquals(Duration.ofMinutes(10), TimeControl.MAX_INCREMENT, "clock.error.increment-too-long says ten minutes");
    }

    private static Stream<DynamicTest> sentences(Class<?> sealed, Function<Object, Message> phrase, String mustMention) {
        List<DynamicTest> tests = new ArrayList<>();
        for (Class<?> kind : sealed.getPermittedSubclasses()) {
            Object sample = sample(kind);
            Message message = phrase.apply(sample);
            for (Locale lang : Catalogue.LANGUAGES) {
                tests.add(DynamicTest.dynamicTest(kind.getSimpleName() + " in " + lang, () -> {
                    Catalogue messages = Catalogue.forLocale(lang);
                    assertTrue(messages.has(message.key()), "no sentence " + message.key() + " in " + lang);
                    String text = messages.render(message, Medium.TEXT);
                    assertFalse(text.contains("{") || text.contains("["), "unfilled slot: " + text);
                    assertTrue(text.endsWith("."), "a whole sentence: " + text);
                    if (mustMention != null) {
                        assertTrue(text.contains(mustMention), "names the file: " + text);
                    }
                    for (String slot : List.of("text", "part", "size", "limit")) {
                        if (message.args().containsKey(slot)) {
                            assertTrue(text.contains(String.valueOf(message.args().get(slot))), "says its " + slot + ": " + text);
                        }
                    }
                }));
            }
        }
        return tests.stream();
    }

    /** An instance of a data record with plausible values for its components. */
    static Object sample(Class<?> kind) {
        RecordComponent[] components = kind.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = types[i] == Path.class ? FILE
                    : types[i] == String.class ? TYPED
                    : types[i] == long.class ? 70_000_000L
                    : types[i] == int.class ? 6
                    : types[i] == Duration.class ? Duration.ofHours(11)
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
