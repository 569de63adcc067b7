package org.turnpan.chess.ui.a11y;

/**
 * A way to hand a sentence to the running screen reader so that it says it, although no focused
 * control carries it: a UI Automation notification on Windows, an announcement request on macOS.
 * Called on the thread the system wants (the JavaFX thread, which on macOS is the AppKit main
 * thread); it only posts the request and returns at once.
 */
public interface AnnouncementChannel {

    /** How the sentence meets what the screen reader is saying. */
    enum Urgency {
        /** After what it is saying (a move, a reply, a clock warning). */
        QUEUE,
        /** Cuts it short (the answer to the key the user just pressed). */
        INTERRUPT
    }

    /** Stable name for logs and docs: "uia-notification", "ns-announcement". */
    String name();

    /**
     * Asks the screen reader to say {@code text}. True when the system took the request; false when
     * it refused or failed (the caller then speaks with its own voice). Never throws.
     */
    boolean announce(String text, Urgency urgency);
}
