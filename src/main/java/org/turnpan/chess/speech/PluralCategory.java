package org.turnpan.chess.speech;

import java.util.Locale;

/** A CLDR plural category; its name in lower case is the key suffix ({@code clock.minutes.few}). */
public enum PluralCategory {
    ONE, FEW, MANY, OTHER;

    /** "one", "few", "many" or "other". */
    public String suffix() {
        return name().toLowerCase(Locale.ROOT);
    }
}
