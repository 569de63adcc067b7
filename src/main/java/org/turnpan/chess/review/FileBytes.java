package org.turnpan.chess.review;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * How the program reads a file the player names: each call is one read of the file, from a byte
 * offset. The session's reads are bounded in time ({@code session.files.TimedRead}); a test counts
 * them, so that opening a file is known to read it once for its list and once for the game opened.
 */
@FunctionalInterface
public interface FileBytes {

    /** The bytes of {@code file} from byte {@code from} on. */
    InputStream open(Path file, long from) throws IOException;
}
