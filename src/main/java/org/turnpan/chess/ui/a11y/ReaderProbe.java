package org.turnpan.chess.ui.a11y;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Looks at the running programs for a known screen reader ({@link ReaderProcesses}). Pure Java
 * ({@link ProcessHandle}), so it needs no native library; takes tens of milliseconds, so it is
 * never called on the JavaFX thread.
 */
@FunctionalInterface
public interface ReaderProbe {

    ReaderEvidence sample();

    /** The probe for this computer's running programs. */
    static ReaderProbe processes(DesktopSystem system) {
        return () -> ReaderProcesses.evidence(system, runningCommands());
    }

    /** The paths of the running programs this user may see; {@code null} when they cannot be listed. */
    private static List<String> runningCommands() {
        try {
            List<String> commands = new ArrayList<>();
            ProcessHandle.allProcesses().forEach(p -> {
                Optional<String> c = p.info().command();
                c.ifPresent(commands::add);
            });
            return commands;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
