package org.turnpan.chess.engine.builtin;

/**
 * Fixed-size hash table of search results keyed by Zobrist hash: best move, score, depth and bound
 * packed into one long. Always-replace; owned by one engine and used by one thread at a time.
 */
final class TranspositionTable {
    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;

    private final long[] keys;
    private final long[] data;
    private final int mask;

    TranspositionTable(int log2Entries) {
        keys = new long[1 << log2Entries];
        data = new long[1 << log2Entries];
        mask = (1 << log2Entries) - 1;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0L);
        java.util.Arrays.fill(data, 0L);
    }

    /** The packed entry for this hash, or 0 when absent. */
    long probe(long hash) {
        int i = (int) hash & mask;
        return keys[i] == hash ? data[i] : 0L;
    }

    void store(long hash, int move, int score, int depth, int bound) {
        int i = (int) hash & mask;
        if (keys[i] == hash && depth < depth(data[i]) && bound != EXACT) {
            return;
        }
        keys[i] = hash;
        data[i] = (move & 0x3FFFFL) | ((long) (score + 32768) << 18) | ((long) (depth + 1) << 34)
                | ((long) bound << 42) | (1L << 44);
    }

    static int move(long entry) {
        return (int) (entry & 0x3FFFFL);
    }

    static int score(long entry) {
        return (int) ((entry >>> 18) & 0xFFFF) - 32768;
    }

    static int depth(long entry) {
        return (int) ((entry >>> 34) & 0xFF) - 1;
    }

    static int bound(long entry) {
        return (int) ((entry >>> 42) & 3);
    }
}
