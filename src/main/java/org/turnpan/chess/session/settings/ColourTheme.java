package org.turnpan.chess.session.settings;

/** The window's colours, both high-contrast: dark pieces on light squares, or light marks on dark squares. */
public enum ColourTheme {
    LIGHT, DARK;

    /** The other theme (the theme key switches between the two). */
    public ColourTheme other() {
        return this == LIGHT ? DARK : LIGHT;
    }
}
