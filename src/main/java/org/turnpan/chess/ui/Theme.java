package org.turnpan.chess.ui;

/** The window's colours: both are high-contrast. */
public enum Theme {
    LIGHT, DARK;

    String styleClass() {
        return this == LIGHT ? "theme-light" : "theme-dark";
    }

    Theme other() {
        return this == LIGHT ? DARK : LIGHT;
    }
}
