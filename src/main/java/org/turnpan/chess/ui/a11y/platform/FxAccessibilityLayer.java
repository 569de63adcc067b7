package org.turnpan.chess.ui.a11y.platform;

import java.util.function.Consumer;
import javafx.application.Platform;
import org.turnpan.chess.ui.a11y.AccessibilityLayer;

/**
 * JavaFX's sign that an assistive client reads the window. JavaFX 21 sets it the first time a
 * client asks a shown window for its accessible tree (so it must be read after {@code show()} and
 * followed afterwards), and never clears it. Use on the JavaFX thread.
 */
public final class FxAccessibilityLayer implements AccessibilityLayer {

    @Override
    public boolean active() {
        return Platform.isAccessibilityActive();
    }

    @Override
    public void onChange(Consumer<Boolean> listener) {
        Platform.accessibilityActiveProperty().addListener((o, was, now) -> listener.accept(now));
    }
}
