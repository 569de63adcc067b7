package org.turnpan.chess.review;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnResult;
import org.turnpan.chess.notation.pgn.PgnTag;

/**
 * One game of a file's list: what the list says of it (players, place, year, result), where it
 * starts in the file, and a fingerprint of its tags to notice a file changed under the list.
 */
public record GameEntry(int number, Optional<PlayerName> white, Optional<PlayerName> black, Optional<String> place,
                        Optional<PgnDate> date, PgnResult result, long offset, int line, int column, int tagsHash,
                        String foldedNames) {

    /** The entry of a game a reader of headers found. */
    static GameEntry of(PgnEntry.Header h) {
        return of(h, h.tags().hashCode());
    }

    /** The entry of a game whose header was read again from its place, with the fingerprint its tags had when listed. */
    static GameEntry of(PgnEntry.Header h, int tagsHash) {
        String white = tag(h.tags(), "White");
        String black = tag(h.tags(), "Black");
        String site = tag(h.tags(), "Site").strip();
        String event = tag(h.tags(), "Event").strip();
        Optional<String> place = HeaderWords.isPlace(site) ? Optional.of(site)
                : PlayerName.isUnknown(event) ? Optional.empty() : Optional.of(event);
        return new GameEntry(h.number(), PlayerName.fromTag(white), PlayerName.fromTag(black), place,
                PgnDate.parse(tag(h.tags(), "Date")), PgnResult.parse(tag(h.tags(), "Result")), h.offset(), h.line(),
                h.column(), tagsHash, NameFold.fold(white) + "\n" + NameFold.fold(black));
    }

    /** True when a player's name holds every word of the folded query. */
    boolean hasPlayer(List<String> queryWords) {
        int newline = foldedNames.indexOf('\n');
        return NameFold.matches(foldedNames.substring(0, newline), queryWords)
                || NameFold.matches(foldedNames.substring(newline + 1), queryWords);
    }

    private static String tag(List<PgnTag> tags, String name) {
        for (PgnTag t : tags) {
            if (t.name().equals(name)) {
                return t.value();
            }
        }
        return "";
    }
}
