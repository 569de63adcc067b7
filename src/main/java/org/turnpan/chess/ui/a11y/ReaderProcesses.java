package org.turnpan.chess.ui.a11y;

import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The screen readers we know by their program's file name, on each system with a bridge: NVDA,
 * JAWS and Narrator on Windows, VoiceOver on macOS. JavaFX's own sign ({@code accessibilityActive})
 * turns on for any UI Automation client and never turns off, so the running programs are the
 * evidence that a screen reader is there now. Narrator does not set the Windows screen-reader
 * flag, which is why the flag is not used.
 */
public final class ReaderProcesses {
    private static final Map<DesktopSystem, Set<String>> KNOWN = Map.of(
            DesktopSystem.WINDOWS, Set.of("nvda.exe", "jfw.exe", "narrator.exe"),
            DesktopSystem.MAC, Set.of("voiceover"));

    private ReaderProcesses() {
    }

    /** The program names (lower case, no folder) that mean a screen reader on {@code system}. */
    public static Set<String> known(DesktopSystem system) {
        return KNOWN.getOrDefault(system, Set.of());
    }

    /**
     * The evidence given by the running programs' paths or names ({@code commands}); {@code null}
     * when the list could not be read at all.
     */
    public static ReaderEvidence evidence(DesktopSystem system, Collection<String> commands) {
        if (commands == null || !system.hasReaderBridge()) {
            return ReaderEvidence.UNKNOWN;
        }
        Set<String> known = known(system);
        for (String c : commands) {
            if (c != null && known.contains(fileName(c))) {
                return ReaderEvidence.RUNNING;
            }
        }
        return ReaderEvidence.NOT_RUNNING;
    }

    /** "C:\Program Files\NVDA\nvda.exe" gives "nvda.exe". */
    static String fileName(String command) {
        int cut = Math.max(command.lastIndexOf('/'), command.lastIndexOf('\\'));
        return command.substring(cut + 1).strip().toLowerCase(Locale.ROOT);
    }
}
