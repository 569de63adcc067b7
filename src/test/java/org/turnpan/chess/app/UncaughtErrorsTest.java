package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Issue 21, item 6: a thread that dies of an error nobody caught (the game list's thread died of an
 * {@code OutOfMemoryError} with a stack trace) leaves one sentence in the player's language.
 */
class UncaughtErrorsTest {
    @Test
    void aThreadThatDiesLeavesOneSentence() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("it"));
            Thread t = new Thread(() -> {
                throw new OutOfMemoryError("Java heap space");
            }, "dies");
            t.setUncaughtExceptionHandler(new UncaughtErrors(new PrintStream(bytes, true, StandardCharsets.UTF_8)));
            t.start();
            t.join();
        } finally {
            Locale.setDefault(before);
        }
        assertEquals("Qualcosa è andato storto all'interno del programma e una delle sue attività si è fermata; la partita"
                + " resta com'era.\n", bytes.toString(StandardCharsets.UTF_8));
    }
}
