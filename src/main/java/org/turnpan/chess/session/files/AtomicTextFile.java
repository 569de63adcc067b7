package org.turnpan.chess.session.files;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a text file so that, whatever happens (a crash, a kill, a full disk), the file holds
 * either its old text or its whole new text, never a mix or a part: the text goes to a temporary
 * file in the same folder, is forced to the disk, and is then renamed over the target in one
 * atomic step.
 */
public final class AtomicTextFile {

    static final String TEMP_SUFFIX = ".tmp";
    /** Bytes of the target's name a temporary name keeps: 255, less the 22 the temporary name adds. */
    private static final int TEMP_NAME_BYTES = SafeWriteTarget.LONGEST_NAME_BYTES - 22;

    private AtomicTextFile() {
    }

    /** Writes {@code text} (UTF-8) to {@code target} atomically. On failure the target is untouched. */
    static void write(Path target, String text) throws IOException {
        write(target, text, Optional.empty());
    }

    /**
     * Writes {@code text} to {@code target} atomically; the new file gets the permissions, owner and
     * group of the file it replaces ({@code existing}; the owner only where the system lets this
     * user give a file away), and is private to the user (0600) when it is new.
     */
    static void write(Path target, String text, Optional<SafeWriteTarget.Existing> existing) throws IOException {
        Path temp = writeTemp(target, text);
        try {
            existing.ifPresent(e -> keep(temp, e));
            commit(temp, target);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /**
     * Writes what {@code content} writes (a WAV, any bytes) to {@code target} atomically, as
     * {@link #write(Path, String, Optional)} does text: the one writer of every file the program
     * writes (issue 21, item 2). On failure (a full disk, a kill) the target is untouched.
     */
    static void write(Path target, SaveStore.Content content, Optional<SafeWriteTarget.Existing> existing)
            throws IOException {
        Path temp = writeTemp(target, content);
        try {
            existing.ifPresent(e -> keep(temp, e));
            commit(temp, target);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /** First step: the whole text in a fresh temporary file beside the target, on the disk. */
    static Path writeTemp(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return writeTemp(target, out -> out.write(bytes));
    }

    /** First step: all that {@code content} writes, in a fresh temporary file beside the target, on the disk. */
    static Path writeTemp(Path target, SaveStore.Content content) throws IOException {
        Path temp = target.resolveSibling(tempPrefix(target) + Long.toHexString(ThreadLocalRandom.current().nextLong()) + TEMP_SUFFIX);
        Set<OpenOption> options = Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        FileAttribute<?>[] privateFile = posix(temp) ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rw-------"))} : new FileAttribute<?>[0];
        try (FileChannel out = FileChannel.open(temp, options, privateFile)) {
            OutputStream stream = new BufferedOutputStream(Channels.newOutputStream(out), 1 << 16);
            content.writeTo(stream);
            stream.flush();
            out.force(true);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        return temp;
    }

    /** Second step: the temporary file takes the target's name in one atomic rename. */
    static void commit(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            // a file system without atomic rename (rare): the best it offers
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        forceFolder(target.toAbsolutePath().getParent());
    }

    public static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    /** Gives the new file the mode, group and owner of the old one, as far as this user may. */
    private static void keep(Path temp, SafeWriteTarget.Existing existing) {
        PosixFileAttributeView view = Files.getFileAttributeView(temp, PosixFileAttributeView.class);
        if (view == null || existing.permissions() == null) {
            return;
        }
        for (IoAction change : new IoAction[] {
            () -> view.setGroup(existing.group()),
            () -> view.setOwner(existing.owner()),
            () -> view.setPermissions(existing.permissions()),
        }) {
            try {
                change.run();
            } catch (IOException | RuntimeException e) {
                // not allowed here (only root may give a file away): the file stays this user's
            }
        }
    }

    @FunctionalInterface
    private interface IoAction {
        void run() throws IOException;
    }

    /** The names temporary files of {@code target} start with: hidden, and tied to the target. */
    static String tempPrefix(Path target) {
        return "." + fitting(target.getFileName().toString(), TEMP_NAME_BYTES) + ".";
    }

    /**
     * The target's name as far as it fits a temporary name: "." + name + "." + 16 hex digits +
     * {@value #TEMP_SUFFIX} adds 22 bytes, so a name the disk keeps (255 bytes) would make a
     * temporary name it refuses. Cut at a whole character; two long names alike in their first
     * 233 bytes share a prefix, which only lets one's stale temporary files be swept with the other's.
     */
    private static String fitting(String name, int maxBytes) {
        if (name.getBytes(StandardCharsets.UTF_8).length <= maxBytes) {
            return name;
        }
        int bytes = 0;
        int end = 0;
        while (end < name.length()) {
            int cp = name.codePointAt(end);
            int size = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
            if (bytes + size > maxBytes) {
                break;
            }
            bytes += size;
            end += Character.charCount(cp);
        }
        return name.substring(0, end);
    }

    /** Makes the rename itself durable where the system allows it (POSIX); elsewhere a no-op. */
    private static void forceFolder(Path folder) {
        if (folder == null) {
            return;
        }
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | RuntimeException e) {
            // Windows cannot open a folder as a channel; NTFS journals the rename itself
        }
    }
}
