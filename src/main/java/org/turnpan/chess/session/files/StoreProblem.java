package org.turnpan.chess.session.files;

import java.nio.file.Path;

/**
 * Why the {@link SaveStore} could not read or write a file. Data only: the session phrases each
 * record (key {@code store.problem.<record name in kebab case>} in the {@code session} bundle).
 * Problems caused by the user's files or disk are never exceptions.
 */
public sealed interface StoreProblem {

    /** The file the problem is about. */
    Path path();

    /** No file (or no folder) at that path. */
    record NotFound(Path path) implements StoreProblem {
    }

    /** The path names a folder, not a file. */
    record IsAFolder(Path path) implements StoreProblem {
    }

    /** The file exists but cannot be read (permissions, a device error). */
    record NotReadable(Path path) implements StoreProblem {
    }

    /** The file is bigger than the store accepts (PGN collections over the limit, or not a game at all). */
    record TooLarge(Path path, long sizeBytes, long limitBytes) implements StoreProblem {
    }

    /** The file holds binary data (a zip, an image), not text. */
    record NotText(Path path) implements StoreProblem {
    }

    /** The file or its folder cannot be written (permissions, a read-only or full disk). */
    record NotWritable(Path path) implements StoreProblem {
    }

    /**
     * The path names a device, a pipe (FIFO) or a socket: never opened (reading a pipe can wait
     * for ever) and never replaced by a save.
     */
    record NotAFile(Path path) implements StoreProblem {
    }

    /** The folder a save would write in does not exist ({@code save} never creates folders). */
    record NoFolder(Path path) implements StoreProblem {
    }

    /**
     * The file's name is longer than a disk keeps (255 bytes in UTF-8 on Linux and macOS): the
     * write failed, and nothing else about the path explains it.
     */
    record NameTooLong(Path path) implements StoreProblem {
    }

    /** The path is a symbolic link that leads round to itself (or through too many links). */
    record LinkLoop(Path path) implements StoreProblem {
    }

    /**
     * A regular file of a system filesystem ({@code /proc}, {@code /sys}...): reading one can block
     * for ever ({@code /proc/kmsg}) or never end, and none holds a game (issue 21).
     */
    record SystemFile(Path path) implements StoreProblem {
    }

    /** Reading stopped: nothing came from the file for {@link TimedRead#STALL} (a file that blocks). */
    record ReadStalled(Path path) implements StoreProblem {
    }
}
