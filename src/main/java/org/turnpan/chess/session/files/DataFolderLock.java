package org.turnpan.chess.session.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.Set;

/**
 * One copy of the program at a time on a data folder: a lock on the file {@value #NAME} inside it
 * ({@link FileChannel#tryLock()}: the system frees it when the program ends, even when it is
 * killed, so a stale lock cannot outlive its copy). The file stays in the folder, holding the
 * process number of the last copy that took it; only the lock counts.
 *
 * <p>Within one program, a second session on a locked folder is refused from a list of the
 * folders this program holds, without opening the file again: closing any channel to a locked
 * file would release the program's lock on POSIX systems.
 */
public final class DataFolderLock implements AutoCloseable {

    public static final String NAME = "turnpan-chess.lock";

    /** The folders locked by this program (real paths). */
    private static final Set<Path> HELD_HERE = new HashSet<>();

    private final Path folder;
    private final FileChannel channel;
    private final FileLock lock;

    /** The lock file's identity (device and inode on POSIX), to see that it is still in its place. */
    private final Object fileKey;

    private DataFolderLock(Path folder, FileChannel channel, FileLock lock, Object fileKey) {
        this.folder = folder;
        this.channel = channel;
        this.lock = lock;
        this.fileKey = fileKey;
    }

    /**
     * True while the folder is still the one locked: it was not deleted, renamed, or replaced by a
     * link to another folder, and its lock file is still the file this copy locked (issue 21,
     * item 4). When false, another copy may now hold a folder at this path, so nothing may be
     * written or deleted there. Asked before every autosave: two file lookups.
     */
    boolean stillHeld() {
        try {
            Path now = folder.toRealPath();
            Path file = now.resolve(NAME);
            return now.equals(folder) && java.util.Objects.equals(fileKey,
                    Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey());
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /**
     * A lock file of ours: a regular file (not a link, folder, pipe or device), with one name only
     * (a hard link shares its data with a file elsewhere), owned by this user. Where the system has
     * no link counts or owners (Windows), a regular file.
     */
    public static boolean ours(Path file) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!a.isRegularFile()) {
            return false;
        }
        if (!file.getFileSystem().supportedFileAttributeViews().contains("unix")) {
            return true;
        }
        Object links = Files.getAttribute(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS);
        Object owner = Files.getAttribute(file, "unix:uid", LinkOption.NOFOLLOW_LINKS);
        return Integer.valueOf(1).equals(links) && owner.equals(currentUid());
    }

    /** This process's user number: the owner of /proc/self on Linux; else of a file this process just made. */
    private static Object currentUid() throws IOException {
        Path self = Path.of("/proc/self");
        if (Files.exists(self)) {
            return Files.getAttribute(self, "unix:uid");
        }
        Path probe = Files.createTempFile("turnpan-uid", ".tmp");
        try {
            return Files.getAttribute(probe, "unix:uid");
        } finally {
            Files.deleteIfExists(probe);
        }
    }

    /** What taking the lock gave. */
    public sealed interface Taken {
    }

    /** This copy holds the folder until {@link DataFolderLock#close()}. */
    public record Held(DataFolderLock lock) implements Taken {
    }

    /** Another copy (another program, or another session of this one) holds the folder. */
    public record HeldElsewhere(Path folder) implements Taken {
    }

    /**
     * The lock cannot be taken: the lock file is not ours (a folder, a pipe, a device, a hard link,
     * another user's file), cannot be made (a read-only folder), or the system has no locks there.
     * Another copy may then be running unseen, so this copy keeps no autosave and says so.
     */
    record Unavailable(Path folder) implements Taken {
    }

    /** Tries to take the lock of {@code folder}, which must exist; never waits. */
    public static Taken tryLock(Path folder) {
        Path key;
        try {
            key = folder.toRealPath();
        } catch (IOException | SecurityException e) {
            return new Unavailable(folder);
        }
        synchronized (HELD_HERE) {
            if (HELD_HERE.contains(key)) {
                return new HeldElsewhere(folder);
            }
            FileChannel channel = null;
            try {
                FileAttribute<?>[] mode = AtomicTextFile.posix(key) ? new FileAttribute<?>[] {
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))} : new FileAttribute<?>[0];
                Path file = key.resolve(NAME);
                if (Files.isSymbolicLink(file)) {
                    // a link here (planted in a shared folder, or left by accident) would make the lock
                    // truncate the file it names: the link goes, never that file
                    Files.delete(file);
                }
                try {
                    channel = FileChannel.open(file, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                            StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS), mode);
                } catch (FileAlreadyExistsException e) {
                    // never opened unless it is a lock file of ours: a regular file with one link (a hard
                    // link would make us write into the file it shares), owned by this user; a folder, a
                    // pipe or a device is left as it is. Opened without truncating or following a link.
                    if (!ours(file)) {
                        return new Unavailable(folder);
                    }
                    channel = FileChannel.open(file, Set.of(StandardOpenOption.READ, StandardOpenOption.WRITE,
                            LinkOption.NOFOLLOW_LINKS));
                }
                // checked again once open, before anything is written: a file swapped in between is caught here
                Object fileKey = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
                if (!ours(file)) {
                    channel.close();
                    return new Unavailable(folder);
                }
                FileLock lock = channel.tryLock();
                if (lock == null) {
                    channel.close();
                    return new HeldElsewhere(folder);
                }
                channel.truncate(0);
                channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)));
                HELD_HERE.add(key);
                return new Held(new DataFolderLock(key, channel, lock, fileKey));
            } catch (OverlappingFileLockException e) {
                // held by this program through a path the list did not know; do not close the channel
                return new HeldElsewhere(folder);
            } catch (IOException | SecurityException e) {
                closeQuietly(channel);
                return new Unavailable(folder);
            }
        }
    }

    /** Frees the folder for another copy. */
    @Override
    public void close() {
        synchronized (HELD_HERE) {
            if (HELD_HERE.remove(folder)) {
                try {
                    lock.release();
                } catch (IOException e) {
                    // closing the channel below frees it too
                }
                closeQuietly(channel);
            }
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing more to free
            }
        }
    }
}
