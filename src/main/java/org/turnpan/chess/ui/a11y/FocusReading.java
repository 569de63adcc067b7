package org.turnpan.chess.ui.a11y;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * What the screen reader is about to say by itself: when the window moves the focus to a control,
 * the screen reader reads that control's accessible text. The window tells this object the text
 * first ({@link #expect}); the sentence the session then announces for the same move (the cursor's
 * answer) is recognised ({@link #covers}) and not handed to the screen reader a second time.
 * One expectation covers one sentence, for a short time. Thread-safe.
 */
public final class FocusReading {
    private final long windowNanos;
    private final LongSupplier nanos;
    private String expected;
    private long since;

    public FocusReading(Duration window, LongSupplier nanos) {
        this.windowNanos = window.toNanos();
        this.nanos = nanos;
    }

    public static FocusReading standard() {
        return new FocusReading(Duration.ofSeconds(2), System::nanoTime);
    }

    /** The focused control's accessible text, which the screen reader reads now. */
    public synchronized void expect(String focusText) {
        expected = focusText == null || focusText.isBlank() ? null : plain(focusText);
        since = nanos.getAsLong();
    }

    /**
     * True when {@code sentence} is what the focus reading says (the same text, or its beginning:
     * the focus text may carry more, such as "selected"); the expectation is used up.
     */
    public synchronized boolean covers(String sentence) {
        if (expected == null || sentence == null || nanos.getAsLong() - since > windowNanos) {
            return false;
        }
        String s = plain(sentence);
        if (!s.isEmpty() && expected.startsWith(s)) {
            expected = null;
            return true;
        }
        return false;
    }

    /** Without the spaces and the full stop at the ends ("E4, white knight." reads as "E4, white knight"). */
    private static String plain(String text) {
        String t = text.strip();
        while (!t.isEmpty() && ".!?".indexOf(t.charAt(t.length() - 1)) >= 0) {
            t = t.substring(0, t.length() - 1).strip();
        }
        return t;
    }
}
