package org.turnpan.chess.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * A diagnostic: with {@code -Dturnpan.speech.log=FILE} every sentence the window says is appended
 * to FILE as "milliseconds since the JVM started, tab, sentence" (how start-up time is measured,
 * see docs/performance.md), as it is announced. The sentence is what the voice is given to say
 * ({@link org.turnpan.chess.speech.Medium#SPEECH}: a Russian or Bulgarian square in Cyrillic,
 * "е4"), not what the log on screen shows ("e4"), so the file is what the player hears. Lines are
 * data, not sentences for the player.
 */
final class SpeechTimes {
    static final String PROPERTY = "turnpan.speech.log";
    private final Path file;
    private final Instant jvmStart;

    private SpeechTimes(Path file, Instant jvmStart) {
        this.file = file;
        this.jvmStart = jvmStart;
    }

    static Optional<SpeechTimes> fromSystemProperty() {
        String name = System.getProperty(PROPERTY);
        if (name == null || name.isBlank()) {
            return Optional.empty();
        }
        // the JVM's own start time, in milliseconds; the process start time from ProcessHandle is
        // built on the boot time in whole seconds and reads up to a second early
        Instant start = Instant.ofEpochMilli(java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime());
        return Optional.of(new SpeechTimes(Path.of(name), start));
    }

    /** Appends one sentence with its time; a file that cannot be written is a diagnostic lost, not an error. */
    void write(String sentence) {
        long ms = Duration.between(jvmStart, Instant.now()).toMillis();
        try {
            Files.writeString(file, ms + "\t" + sentence + System.lineSeparator(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException | UncheckedIOException e) {
            // diagnostics only: the window goes on
        }
    }
}
