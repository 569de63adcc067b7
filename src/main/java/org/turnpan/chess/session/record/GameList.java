package org.turnpan.chess.session.record;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.review.GameEntry;
import org.turnpan.chess.review.GameIndex;
import org.turnpan.chess.review.GamesPage;

/**
 * The games of the file the player listed ({@code open} of a file of several games): the index
 * (read on its own thread, see {@link GameIndex}), the last search's results, and where the next
 * page starts. {@code games} pages through the search results after a search, else through the
 * file; past the last page it starts again at the first. Not thread-safe by itself.
 */
public final class GameList implements AutoCloseable {
    /** Games said on one page: about a minute of speech. */
    public static final int PAGE = 10;

    private GameIndex index;
    private List<GameEntry> found;
    private String foundName;
    private int next = 1;

    public Optional<GameIndex> index() {
        return Optional.ofNullable(index);
    }

    /** Lists another file (the one listed before is let go); the next page is the first. */
    public void list(GameIndex fresh) {
        close();
        index = fresh;
        found = null;
        next = 1;
    }

    /** A search for {@code name} found {@code results}: the next pages are theirs. */
    public void found(String name, List<GameEntry> results) {
        found = results; // not copied: a search's results read each entry from the file when asked (GameIndex)
        foundName = name;
        next = 1;
    }

    /** The name searched for, while its results are paged. */
    public Optional<String> searched() {
        return found == null ? Optional.empty() : Optional.of(foundName);
    }

    /** The page from game {@code first} of the file (the search results are left). */
    public GamesPage fileFrom(int first) throws InterruptedException {
        found = null;
        return advance(index.page(first, PAGE));
    }

    /** The next page of the search results, or of the file; the first again after the last. */
    public GamesPage nextPage() throws InterruptedException {
        GamesPage page = found != null ? GamesPage.of(found, next, PAGE) : index.page(next, PAGE);
        if (page.isEmpty() && next > 1) {
            page = found != null ? GamesPage.of(found, 1, PAGE) : index.page(1, PAGE);
        }
        return advance(page);
    }

    public int foundCount() {
        return found == null ? 0 : found.size();
    }

    private GamesPage advance(GamesPage page) {
        next = page.isEmpty() ? 1 : page.last() + 1;
        return page;
    }

    @Override
    public void close() {
        if (index != null) {
            index.close();
            index = null;
        }
    }
}
