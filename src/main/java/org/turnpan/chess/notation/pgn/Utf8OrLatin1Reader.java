package org.turnpan.chess.notation.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * Characters of PGN bytes: UTF-8 where the bytes are UTF-8, and every byte that is not (an old
 * Latin-1 file, where ½ is the single byte BD) read as its Latin-1 character, so "½-½" and accented
 * names read the same in both encodings. A leading byte-order mark is kept for the lexer to skip.
 */
final class Utf8OrLatin1Reader extends Reader {
    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private char pendingLow;
    /** Bytes dropped from the front of {@link #buf} so far: the offset in the stream of {@code buf[0]}. */
    private long dropped;
    /** Characters returned before the last {@link #read} call, and the stream offset of its first byte. */
    private long charsBeforeChunk;
    private long chunkFirstByte;
    /**
     * Characters of the last chunk whose width in bytes is not one: their index in the chunk, and the
     * sum of (width - 1) over them and every such character before them.
     */
    private int[] wideAt = new int[16];
    private long[] wideExtra = new long[16];
    private int wide;
    private int lastChunk;

    Utf8OrLatin1Reader(InputStream in) {
        this.in = in;
    }

    /**
     * The offset in the byte stream of the character at {@code charOffset} (counted from the first
     * character read), which must lie in the characters returned by the last {@link #read} call
     * (or just after them). Reading the stream again from that byte gives the same characters.
     */
    long byteOffset(long charOffset) {
        long index = charOffset - charsBeforeChunk;
        if (index < 0) {
            throw new IllegalArgumentException("character " + charOffset + " is before the last chunk");
        }
        if (wide == 0) {
            return chunkFirstByte + index; // a chunk of ASCII, the usual one
        }
        int before = java.util.Arrays.binarySearch(wideAt, 0, wide, (int) Math.min(index, Integer.MAX_VALUE));
        int count = before >= 0 ? before : -before - 1; // the wide characters before index
        return chunkFirstByte + index + (count == 0 ? 0 : wideExtra[count - 1]);
    }

    /** Notes that the character at {@code index} of the chunk took {@code width} bytes. */
    private void width(int index, int width) {
        if (wide == wideAt.length) {
            wideAt = java.util.Arrays.copyOf(wideAt, wide * 2);
            wideExtra = java.util.Arrays.copyOf(wideExtra, wide * 2);
        }
        wideAt[wide] = index;
        wideExtra[wide] = (wide == 0 ? 0 : wideExtra[wide - 1]) + width - 1;
        wide++;
    }

    @Override
    public int read(char[] out, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        int n = 0;
        charsBeforeChunk += lastChunk;
        chunkFirstByte = dropped + pos;
        wide = 0;
        if (pendingLow != 0) {
            width(n, 0); // its bytes were counted with the high surrogate, in the chunk before
            out[off + n++] = pendingLow;
            pendingLow = 0;
        }
        while (n < len) {
            // a run of ASCII, the bulk of any PGN file
            int run = Math.min(len - n, limit - 4 - pos);
            int stop = pos + run;
            while (pos < stop && buf[pos] >= 0) {
                out[off + n++] = (char) buf[pos++];
            }
            if (n == len) {
                break;
            }
            if (limit - pos < 4 && n > 0 && in.available() <= 0) {
                break; // return what is read rather than wait for more (a pipe, a slow stream)
            }
            if (limit - pos < 4 && !fill()) {
                if (pos == limit) {
                    break;
                }
            }
            int b = buf[pos] & 0xFF;
            if (b < 0x80) {
                out[off + n++] = (char) b;
                pos++;
                continue;
            }
            int at = pos;
            int cp = sequence(b);
            if (cp < 0) {
                out[off + n++] = (char) b;
                pos++;
            } else if (cp >= 0x10000) {
                width(n, pos - at - 1); // the low surrogate after it takes no byte of its own
                out[off + n++] = Character.highSurrogate(cp);
                char low = Character.lowSurrogate(cp);
                if (n < len) {
                    out[off + n++] = low;
                } else {
                    pendingLow = low;
                }
            } else {
                width(n, pos - at);
                out[off + n++] = (char) cp;
            }
        }
        lastChunk = n;
        return n == 0 ? -1 : n;
    }

    /** The code point of the well-formed UTF-8 sequence at {@code pos} (and moves past it), or -1. */
    private int sequence(int b) {
        int length;
        int cp;
        int min;
        if (b >= 0xC2 && b <= 0xDF) {
            length = 2;
            cp = b & 0x1F;
            min = 0x80;
        } else if (b >= 0xE0 && b <= 0xEF) {
            length = 3;
            cp = b & 0x0F;
            min = 0x800;
        } else if (b >= 0xF0 && b <= 0xF4) {
            length = 4;
            cp = b & 0x07;
            min = 0x10000;
        } else {
            return -1;
        }
        if (pos + length > limit) {
            return -1;
        }
        for (int k = 1; k < length; k++) {
            int c = buf[pos + k] & 0xFF;
            if ((c & 0xC0) != 0x80) {
                return -1;
            }
            cp = (cp << 6) | (c & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            return -1;
        }
        pos += length;
        return cp;
    }

    /** Moves the unread bytes to the front and reads more; false at the end of the stream. */
    private boolean fill() throws IOException {
        int left = limit - pos;
        dropped += pos;
        System.arraycopy(buf, pos, buf, 0, left);
        pos = 0;
        limit = left;
        boolean more = false;
        while (limit < buf.length) {
            int r = in.read(buf, limit, buf.length - limit);
            if (r < 0) {
                break;
            }
            limit += r;
            more = true;
            if (limit >= 4) {
                break;
            }
        }
        return more;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
