package org.turnpan.chess.session;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import org.turnpan.chess.speech.Message;

/**
 * A file or folder name as the player typed it ({@code save}, {@code open}, {@code --pgn},
 * {@code --data}): the path, or empty when the system refuses one of its characters (a null
 * character anywhere; on Windows also {@code < > " | ? *} and a misplaced colon), which
 * {@link Path#of} reports with an unchecked exception.
 */
public final class TypedPath {

    private TypedPath() {
    }

    public static Optional<Path> parse(String text) {
        try {
            return Optional.of(Path.of(text));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** The sentence for a file name the system refuses (the name itself is not repeated). */
    public static Message invalidFile() {
        return Message.of("store.path.invalid");
    }

    /** The sentence for a folder name after {@code --data} that the system refuses. */
    public static Message invalidFolder() {
        return Message.of("store.path.invalid.folder");
    }
}
