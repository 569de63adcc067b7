package org.turnpan.chess.app;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * Moves the preferences file once from the data folder, where versions before issue 27 kept it, to
 * the config folder, where each system's rules put settings: copied, forced to the disk, read back
 * and compared, and only then removed from the old place. Whatever fails leaves the old file where
 * it was, and says so; a file already in the new place is never written over (the old one is then
 * renamed beside itself, so the next start says nothing). Says nothing when there is nothing to move.
 */
final class PreferencesMove {
    /** The preferences file's name, in both folders. */
    static final String FILE_NAME = "preferences.txt";
    /** The name an old file gets when the new place already holds one. */
    static final String KEPT_NAME = "preferences-before-move.txt";
    /** Larger than any preferences file the program writes: such a file is left where it is. */
    static final long SIZE_LIMIT = 1024 * 1024;

    private PreferencesMove() {
    }

    /** Reads a file's bytes (the file system's own reading; tests give one that fails). */
    @FunctionalInterface
    interface Reading {
        byte[] bytes(Path file) throws IOException;
    }

    /** Moves {@code oldFolder}'s preferences into {@code newFolder}; the sentences to say at start. */
    static List<Message> between(Path oldFolder, Path newFolder) {
        return between(oldFolder, newFolder, Files::readAllBytes);
    }

    static List<Message> between(Path oldFolder, Path newFolder, Reading reading) {
        Path from = oldFolder.toAbsolutePath().normalize().resolve(FILE_NAME);
        Path to = newFolder.toAbsolutePath().normalize().resolve(FILE_NAME);
        if (from.equals(to) || !Files.exists(from, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        if (!Files.isRegularFile(from, LinkOption.NOFOLLOW_LINKS)) {
            return List.of(failed(from, to, Message.of("app.move.not-a-file")));
        }
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
            return List.of(alreadyThere(from, to));
        }
        try {
            if (Files.size(from) > SIZE_LIMIT) {
                return List.of(failed(from, to, Message.of("app.move.too-large")));
            }
            byte[] bytes = reading.bytes(from);
            Files.createDirectories(newFolder, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------")));
            writeNew(to, bytes);
            if (!Arrays.equals(bytes, reading.bytes(to))) {
                Files.deleteIfExists(to);
                return List.of(failed(from, to, Message.of("app.move.differs")));
            }
            Files.delete(from);
        } catch (FileAlreadyExistsException e) {
            return List.of(alreadyThere(from, to));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return List.of(failed(from, to, Message.of("app.move.io")));
        }
        return List.of(Message.of("app.move.done", "folder", Echo.path(to.getParent().toString())));
    }

    /**
     * Writes {@code bytes} to a temporary file beside {@code to}, forces it to the disk, then links
     * it in under its name: a link fails when the name is taken, so nothing is ever written over.
     */
    private static void writeNew(Path to, byte[] bytes) throws IOException {
        Path temp = Files.createTempFile(to.getParent(), ".preferences-", ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            try {
                Files.createLink(to, temp);
            } catch (UnsupportedOperationException e) {
                // a file system without hard links: the name is checked just before
                if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
                    throw new FileAlreadyExistsException(to.toString());
                }
                Files.move(temp, to, StandardCopyOption.ATOMIC_MOVE);
            }
            forceFolder(to.getParent());
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Forces the folder's entry to the disk where the system allows it (Linux does; Windows refuses). */
    private static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // not every system opens a folder: the file's own data is already on the disk
        }
    }

    /** Both places hold a file: the new one stays in use; the old one is renamed beside itself, kept. */
    private static Message alreadyThere(Path from, Path to) {
        Path kept = from.resolveSibling(KEPT_NAME);
        Optional<Path> renamed = Optional.empty();
        try {
            if (!Files.exists(kept, LinkOption.NOFOLLOW_LINKS)) {
                renamed = Optional.of(Files.move(from, kept));
            }
        } catch (IOException e) {
            renamed = Optional.empty();
        }
        return Message.of(renamed.isPresent() ? "app.move.both" : "app.move.both-stays",
                "new", Echo.path(to.toString()), "old", Echo.path(renamed.orElse(from).toString()));
    }

    private static Message failed(Path from, Path to, Message why) {
        return Message.of("app.move.failed", "folder", Echo.path(to.getParent().toString()), "reason", why,
                "old", Echo.path(from.toString()));
    }
}
