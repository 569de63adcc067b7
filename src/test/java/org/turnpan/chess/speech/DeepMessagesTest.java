package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Issue 21, item 5: no recursion whose depth the data decides. A list of 20,000 items, a message
 * of 20,000 parts joined from the right (as {@link Joined}, the move history and the engine's lines
 * build them) render, compare and hash on a thread of 256 KB of stack, where each nesting level
 * used to cost several frames (a 4,234-ply history overflowed the default stack).
 */
class DeepMessagesTest {
    private static final int MANY = 20_000;
    private static final long SMALL_STACK = 256 * 1024;

    @Test
    void aLongListRendersOnASmallStack() throws Exception {
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < MANY; i++) {
            items.add(i % 2 == 0 ? String.valueOf(i) : Message.of("review.text", "text", "m" + i));
        }
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        String said = onSmallStack(() -> en.render(Message.of("review.text", "text", items)));
        assertTrue(said.startsWith("0, m1, 2, m3, "), said.substring(0, 40));
        assertTrue(said.endsWith("19998 and m19999"), said.substring(said.length() - 40));
    }

    @Test
    void aLongJoinedMessageRendersComparesAndHashesOnASmallStack() throws Exception {
        List<Message> parts = new ArrayList<>();
        for (int i = 0; i < MANY; i++) {
            parts.add(Message.of("review.text", "text", "S" + i + "."));
        }
        Message joined = Joined.sentences(parts);
        Message same = Joined.sentences(new ArrayList<>(parts));
        parts.set(MANY - 1, Message.of("review.text", "text", "other."));
        Message other = Joined.sentences(parts);
        for (String lang : List.of("en", "it", "ru", "bg", "vi")) {
            Catalogue c = Catalogue.forLocale(Locale.forLanguageTag(lang));
            String said = onSmallStack(() -> c.render(joined, Medium.TEXT));
            assertTrue(said.startsWith("S0. S1. S2."), lang);
            assertTrue(said.endsWith("S19998. S19999."), lang);
        }
        assertTrue(onSmallStack(() -> joined.equals(same) && joined.hashCode() == same.hashCode()));
        assertFalse(onSmallStack(() -> joined.equals(other)));
        assertNotEquals("", onSmallStack(joined::toString));
    }

    @Test
    void aNestedMessageInAFormStillTakesItsForm() {
        Catalogue ru = Catalogue.forLocale(Locale.forLanguageTag("ru"));
        Message joined = Joined.commas(List.of(Message.of("review.text", "text", "a"), Message.of("review.text", "text",
                "b"), Message.of("review.text", "text", "c")));
        assertEquals("a, b, c", ru.render(joined));
    }

    private static <T> T onSmallStack(java.util.function.Supplier<T> work) throws InterruptedException {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(work.get());
            } catch (Throwable e) { // StackOverflowError is what this test is about
                thrown.set(e);
            }
        }, "small-stack", SMALL_STACK);
        t.start();
        t.join();
        if (thrown.get() != null) {
            throw new AssertionError("failed on a " + SMALL_STACK / 1024 + " KB stack: " + thrown.get().getClass().getName());
        }
        return result.get();
    }
}
