package org.turnpan.chess.speech;

/**
 * How much the program says. A message key may have variants {@code <key>.terse} and
 * {@code <key>.full} in the catalogues; the announcer uses the variant for the current verbosity
 * when there is one, else the plain key.
 */
public enum Verbosity {
    TERSE, NORMAL, FULL;

    /** The catalogue key to try first for {@code key} at this verbosity. */
    public String variantOf(String key) {
        return this == NORMAL ? key : key + "." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
