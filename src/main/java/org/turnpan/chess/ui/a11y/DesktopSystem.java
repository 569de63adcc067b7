package org.turnpan.chess.ui.a11y;

import java.util.Locale;

/**
 * The desktop the window runs on, as far as screen readers are concerned: JavaFX bridges its
 * accessibility tree to UI Automation on Windows and to NSAccessibility on macOS, and to nothing
 * on Linux (Orca cannot see a JavaFX window), so there the program's own voice says everything.
 */
public enum DesktopSystem {
    WINDOWS, MAC, LINUX, OTHER;

    /** The system named by the {@code os.name} system property. */
    public static DesktopSystem of(String osName) {
        String n = osName == null ? "" : osName.toLowerCase(Locale.ROOT);
        if (n.startsWith("windows")) {
            return WINDOWS;
        }
        if (n.startsWith("mac") || n.startsWith("darwin")) {
            return MAC;
        }
        return n.startsWith("linux") ? LINUX : OTHER;
    }

    public static DesktopSystem current() {
        return of(System.getProperty("os.name"));
    }

    /** Whether a screen reader can read a JavaFX window here at all. */
    public boolean hasReaderBridge() {
        return this == WINDOWS || this == MAC;
    }
}
