package org.turnpan.chess.session.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * An autosave that cannot be read (cut, not PGN, an illegal move, too large, not text, not
 * readable) is never deleted and never written over: it is renamed in its own folder to a name
 * that says so and when, {@code current-game.unreadable-2026-12-01T16-20-00.pgn} (a number is added
 * when that name is taken), so that the player or a helper can look at it.
 */
final class UnreadableAutosave {

    /** Names tried for one second before giving up (a second copy per second is plenty). */
    static final int MAX_TRIES = 100;

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss");

    private UnreadableAutosave() {
    }

    /** Moves {@code autosave} aside; where it is now, or empty when it cannot be moved (it then stays as it is). */
    static Optional<Path> keepAside(Path autosave, Clock clock) {
        LocalDateTime now = LocalDateTime.now(clock).truncatedTo(ChronoUnit.SECONDS);
        for (int n = 1; n <= MAX_TRIES; n++) {
            Path aside = autosave.resolveSibling(asideName(autosave.getFileName().toString(), now, n));
            try {
                return Optional.of(Files.move(autosave, aside));
            } catch (FileAlreadyExistsException e) {
                // taken: try the next number
            } catch (IOException | SecurityException e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** "current-game.pgn" becomes "current-game.unreadable-2026-12-01T16-20-00.pgn" ("...-00-2.pgn" for the second). */
    static String asideName(String name, LocalDateTime when, int n) {
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        return base + ".unreadable-" + STAMP.format(when) + (n > 1 ? "-" + n : "") + extension;
    }
}
