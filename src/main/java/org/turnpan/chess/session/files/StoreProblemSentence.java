package org.turnpan.chess.session.files;

import java.nio.file.Path;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.RecordKey;
import org.turnpan.chess.text.Echo;

/**
 * The sentence for a {@link StoreProblem}: key {@code store.problem.<record in kebab case>} in the
 * {@code session} bundle, slots {@code {file}} (the file's name, short enough to hear) and
 * {@code {folder}} (the folder it is in); {@code too-large} adds {@code {size}} and
 * {@code {limit}} in whole megabytes, rounded up.
 */
public final class StoreProblemSentence {

    private static final long MEGABYTE = 1024L * 1024;

    private StoreProblemSentence() {
    }

    public static Message of(StoreProblem problem) {
        Path path = problem.path();
        Path name = path.getFileName();
        Path parent = path.getParent();
        String key = RecordKey.of("store.problem", (Record) problem);
        String file = Echo.path(name == null ? path.toString() : name.toString());
        String folder = parent == null ? "" : Echo.path(parent.toString());
        if (problem instanceof StoreProblem.TooLarge big) {
            return Message.of(key, "file", file, "folder", folder,
                    "size", megabytes(big.sizeBytes()), "limit", megabytes(big.limitBytes()));
        }
        return Message.of(key, "file", file, "folder", folder);
    }

    private static long megabytes(long bytes) {
        return (bytes + MEGABYTE - 1) / MEGABYTE;
    }
}
