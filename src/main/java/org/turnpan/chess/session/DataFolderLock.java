package org.turnpan.chess.session;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
final class DataFolderLock implements AutoCloseable {

    static final String NAME = "turnpan-chess.lock";

    /** The folders locked by this program (real paths). */
    private static final Set<Path> HELD_HERE = new HashSet<>();

    private final Path folder;
    private final FileChannel channel;
    private final FileLock lock;

    private DataFolderLock(Path folder, FileChannel channel, FileLock lock) {
        this.folder = folder;
        this.channel = channel;
        this.lock = lock;
    }

    /** What taking the lock gave. */
    sealed interface Taken {
    }

    /** This copy holds the folder until {@link DataFolderLock#close()}. */
    record Held(DataFolderLock lock) implements Taken {
    }

    /** Another copy (another program, or another session of this one) holds the folder. */
    record HeldElsewhere(Path folder) implements Taken {
    }

    /** The lock file cannot be made (a read-only folder...): the autosave will meet the same problem and say so. */
    record Unavailable(Path folder) implements Taken {
    }

    /** Tries to take the lock of {@code folder}, which must exist; never waits. */
    static Taken tryLock(Path folder) {
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
                channel = FileChannel.open(file, Set.of(StandardOpenOption.CREATE, StandardOpenOption.READ,
                        StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS), mode);
                if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    // a pipe or a device in its place is left as it is: no lock, the autosave goes on
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
                return new Held(new DataFolderLock(key, channel, lock));
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
