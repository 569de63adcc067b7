package org.turnpan.chess.ui.a11y;

import java.util.function.Consumer;

/**
 * The toolkit's sign that an assistive client reads the window (JavaFX:
 * {@code Platform.accessibilityActiveProperty()}), behind an interface so the decisions can be
 * tested with a fake.
 */
public interface AccessibilityLayer {

    /** Whether a client has asked for the window's accessible tree. */
    boolean active();

    /** Calls {@code listener} with each later change (on the toolkit's thread). */
    void onChange(Consumer<Boolean> listener);
}
