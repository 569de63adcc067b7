package org.turnpan.chess.review;

import java.util.List;
import java.util.OptionalInt;

/**
 * A page of a file's list of games (or of the games a search found): the entries, the position of
 * the first one in the list (1-based), and the length of the whole list when it is known (a file
 * still being read has no total yet).
 */
public record GamesPage(List<GameEntry> entries, int first, OptionalInt total) {
    public GamesPage {
        entries = List.copyOf(entries);
    }

    /** Up to {@code size} entries of a whole list (search results) from position {@code first} (1-based). */
    public static GamesPage of(List<GameEntry> list, int first, int size) {
        if (first < 1 || size < 1) {
            throw new IllegalArgumentException("pages start at 1 and hold at least one game");
        }
        int from = Math.min(first - 1, list.size());
        return new GamesPage(list.subList(from, Math.min(from + size, list.size())), first, OptionalInt.of(list.size()));
    }

    /** The position of the last entry of the page in the list. */
    public int last() {
        return first + entries.size() - 1;
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }
}
