package org.turnpan.chess.session.files;

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

    /**
     * The path of a typed name; a name that starts with {@code ~} and a separator (or is {@code ~})
     * starts in the user's home folder, as in a shell: players type {@code save ~/games/x.pgn} and
     * heard "There is no folder …/~" before.
     */
    public static Optional<Path> parse(String text) {
        return parse(text, home(System::getenv, System::getProperty));
    }

    /**
     * The folder {@code ~} means: {@code $HOME}, as the shell the player types in expands it (issue
     * 21, item 12: Java's {@code user.home} comes from the password file and differs under
     * {@code sudo -E}, in containers and for a player who set {@code HOME}); Java's own only when
     * {@code HOME} is unset or empty (Windows).
     */
    static String home(java.util.function.Function<String, String> env, java.util.function.Function<String, String> properties) {
        String home = env.apply("HOME");
        return home == null || home.isEmpty() ? properties.apply("user.home") : home;
    }

    public static Optional<Path> parse(String text, String home) {
        try {
            boolean inHome = home != null && !home.isEmpty() && (text.equals("~") || text.startsWith("~/")
                    || text.startsWith("~" + java.io.File.separator));
            return Optional.of(inHome ? Path.of(home).resolve(text.substring(Math.min(2, text.length()))) : Path.of(text));
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
