package org.turnpan.chess.notation.pgn;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a game already has a tag of some name (a repeated name starts the next game). A few tags
 * are searched in place, which is fastest for the usual dozen; past {@link #SCAN} names they go
 * into a set, so a game of a million tags is read in linear time, not quadratic.
 */
final class TagNames {
    private static final int SCAN = 32;
    private Set<String> names;

    boolean contains(List<String> tags, String name) {
        if (names != null) {
            return names.contains(name);
        }
        int hash = name.hashCode();
        for (String t : tags) {
            if (t.hashCode() == hash && t.equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** Called after each name added to {@code tags}. */
    void added(List<String> tags) {
        if (names != null) {
            names.add(tags.get(tags.size() - 1));
        } else if (tags.size() > SCAN) {
            names = new HashSet<>(tags);
        }
    }
}
