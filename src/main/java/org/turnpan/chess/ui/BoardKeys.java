package org.turnpan.chess.ui;

import javafx.scene.input.KeyEvent;
import org.turnpan.chess.keys.KeyChord;

/** JavaFX key events in the toolkit-neutral form {@link KeyMap} reads. */
final class BoardKeys {
    private BoardKeys() {
    }

    static KeyChord chord(KeyEvent e) {
        return new KeyChord(e.getCode().name(), e.isShiftDown(), e.isControlDown() || e.isMetaDown(), e.isAltDown());
    }
}
