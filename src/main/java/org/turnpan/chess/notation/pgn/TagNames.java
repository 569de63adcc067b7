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

    boolean contains(List<PgnTag> tags, String name) {
        if (names != null) {
            return names.contains(name);
        }
        int hash = name.hashCode();
        for (PgnTag t : tags) {
            if (t.name().hashCode() == hash && t.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** Called after each tag added to {@code tags}. */
    void added(List<PgnTag> tags) {
        if (names != null) {
            names.add(tags.get(tags.size() - 1).name());
        } else if (tags.size() > SCAN) {
            names = new HashSet<>(2 * tags.size());
            for (PgnTag t : tags) {
                names.add(t.name());
            }
        }
    }
}
