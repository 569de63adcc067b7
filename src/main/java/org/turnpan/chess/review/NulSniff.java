package org.turnpan.chess.review;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The bytes of a file, looked at as they pass for a NUL in the first {@value #BYTES} (as git tells
 * binary files from text: no text file has one; an image, an archive or a sparse file of zeros
 * does). A NUL there ends the stream, so nothing of a binary file is read as games. Never waits for
 * more bytes than a read brings, so a stream that comes slowly is listed as it comes.
 */
public final class NulSniff extends FilterInputStream {
    /** Bytes looked at for a NUL. */
    public static final int BYTES = 8_000;

    private long seen;
    private boolean nul;
    private boolean ended;

    public NulSniff(InputStream in) {
        super(in);
    }

    /** True once a NUL was found in the first {@value #BYTES} bytes. */
    public boolean foundNul() {
        return nul;
    }

    /** True once the answer is known: {@value #BYTES} bytes passed, a NUL was found, or the stream ended. */
    public boolean decided() {
        return nul || ended || seen >= BYTES;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (nul) {
            return -1;
        }
        int n = super.read(b, off, len);
        if (n < 0) {
            ended = true;
            return n;
        }
        for (int i = 0; i < n && seen + i < BYTES; i++) {
            if (b[off + i] == 0) {
                nul = true;
                return -1;
            }
        }
        seen += n;
        return n;
    }
}
