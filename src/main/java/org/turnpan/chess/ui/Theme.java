package org.turnpan.chess.ui;

import org.turnpan.chess.session.settings.ColourTheme;

/** The window's colours: both are high-contrast. The player's choice is the session's {@link ColourTheme}. */
public enum Theme {
    LIGHT, DARK;

    String styleClass() {
        return this == LIGHT ? "theme-light" : "theme-dark";
    }

    Theme other() {
        return this == LIGHT ? DARK : LIGHT;
    }

    static Theme of(ColourTheme c) {
        return c == ColourTheme.DARK ? DARK : LIGHT;
    }

    ColourTheme colours() {
        return this == DARK ? ColourTheme.DARK : ColourTheme.LIGHT;
    }
}
