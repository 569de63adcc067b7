package org.turnpan.chess.session.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.turnpan.chess.review.FileBytes;

/**
 * Reads of files from outside the program, bounded in time: a read that gets nothing for
 * {@link #STALL} is stopped (the channel is closed under it, which wakes a read blocked in the
 * system) and ends in {@link Stalled}. A regular file can block for ever ({@code /proc/kmsg}, a
 * network disk that hangs) where a pipe or a device is refused before it is opened. Also tells
 * the files of a system filesystem ({@code /proc}, {@code /sys}), which are refused up front.
 */
public final class TimedRead {
    /** How long a read may wait with nothing coming: far longer than any disk, even a slow network one. */
    public static final Duration STALL = Duration.ofSeconds(10);

    /** Filesystems of the kernel's own files, never a player's game (Linux {@code statfs} names). */
    private static final Set<String> SYSTEM_FILESYSTEMS = Set.of("proc", "sysfs", "debugfs", "tracefs", "securityfs",
            "configfs", "cgroup", "cgroup2", "pstore", "efivarfs", "bpf", "fusectl", "devpts", "mqueue", "binfmt_misc",
            "autofs", "rpc_pipefs", "nsfs");

    private static final ScheduledExecutorService WATCH = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "timed-read watch");
        t.setDaemon(true);
        return t;
    });

    /** The reads of the files a player names, each read bounded by {@link #STALL}: the session's {@link FileBytes}. */
    public static final FileBytes FILES = TimedRead::from;

    private TimedRead() {
    }

    /** The bytes of {@code file} from byte {@code offset} on, each read bounded by {@link #STALL}. */
    private static InputStream from(Path file, long offset) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            channel.position(offset);
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        return new Watched(file, channel, STALL);
    }

    /** Thrown when nothing came for the stall time. */
    public static final class Stalled extends IOException {
        private static final long serialVersionUID = 1L;

        Stalled(Path file) {
            super("nothing came from " + file);
        }
    }

    /** True when {@code file} lies on a filesystem of the kernel's own files. */
    static boolean onSystemFilesystem(Path file) {
        try {
            FileStore store = Files.getFileStore(file);
            return SYSTEM_FILESYSTEMS.contains(store.type().toLowerCase(Locale.ROOT));
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** Up to {@code max} bytes from the start of {@code file}, each read bounded by {@code stall}. */
    static byte[] readNBytes(Path file, int max, Duration stall) throws IOException {
        try (InputStream in = open(file, stall)) {
            return in.readNBytes(max);
        }
    }

    /** Up to {@code max} bytes from the start of {@code file}, each read bounded by {@link #STALL}. */
    public static byte[] readNBytes(Path file, int max) throws IOException {
        return readNBytes(file, max, STALL);
    }

    /** The bytes of {@code file} as a stream whose every read is bounded by {@link #STALL}. */
    public static InputStream open(Path file) throws IOException {
        return open(file, STALL);
    }

    static InputStream open(Path file, Duration stall) throws IOException {
        return new Watched(file, FileChannel.open(file, StandardOpenOption.READ), stall);
    }

    /** A channel's bytes; a read that takes longer than the stall time has the channel closed under it. */
    private static final class Watched extends InputStream {
        private final Path file;
        private final FileChannel channel;
        private final Duration stall;
        private volatile boolean stalled;

        Watched(Path file, FileChannel channel, Duration stall) {
            this.file = file;
            this.channel = channel;
            this.stall = stall;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            ScheduledFuture<?> watch = WATCH.schedule(this::stop, stall.toNanos(), TimeUnit.NANOSECONDS);
            try {
                return channel.read(ByteBuffer.wrap(b, off, len));
            } catch (java.nio.channels.ClosedChannelException e) {
                if (stalled) {
                    throw new Stalled(file);
                }
                throw e;
            } finally {
                watch.cancel(false);
            }
        }

        private void stop() {
            stalled = true;
            try {
                channel.close();
            } catch (IOException e) {
                // closing is all that could be done
            }
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
