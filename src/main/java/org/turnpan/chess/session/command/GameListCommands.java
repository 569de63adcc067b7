package org.turnpan.chess.session.command;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.review.GameIndex;
import org.turnpan.chess.review.GameOpening;
import org.turnpan.chess.review.GamesPage;
import org.turnpan.chess.review.IndexWords;
import org.turnpan.chess.session.files.ReadableFile;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.record.GameList;
import org.turnpan.chess.session.record.PgnProblemWords;
import org.turnpan.chess.session.record.PgnRecord;
import org.turnpan.chess.session.record.SavedGame;
import org.turnpan.chess.session.settings.Confirmation;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * A file of several games: {@code open FILE} lists its first page instead of opening its first
 * game (a file of 17,557 games is read on a thread of its own and its first page said at once),
 * {@code games} pages on, {@code games N} lists from game N, {@code search NAME} finds a player's
 * games, {@code game N} opens one (asked first when it would replace a game in progress).
 */
public final class GameListCommands {
    static final Command GAMES = ReviewCommands.review("games", GameListCommands::games);
    public static final Command GAME = ReviewCommands.review("game", (core, args) -> ReviewCommands.number(args)
            .map(n -> listed(core).orElseGet(() -> core.confirmations().replaceGame(core,
                    new Confirmation.OpenListed(n)))).orElseGet(args::usage));
    static final Command SEARCH = ReviewCommands.review("search", (core, args) -> args.rest().isBlank() ? args.usage()
            : listed(core).orElseGet(() -> search(core, args.rest().strip())));

    private static final IndexWords WORDS = new IndexWords();

    private GameListCommands() {
    }

    /**
     * {@code open FILE}: when the file holds more than one game, lists them (nothing is replaced);
     * empty when it holds one game or none, or cannot be listed (then it is opened, or refused, as before).
     */
    public static Optional<List<Announcement>> listIfSeveral(Helm core, Path file) {
        if (ReadableFile.problem(file).isPresent()
                || !(GameIndex.open(file, core.reads()) instanceof GameIndex.Listing.Listed l)) {
            return Optional.empty();
        }
        GameIndex index = l.index();
        try {
            if (!severalSoon(index, file)) {
                index.close();
                return Optional.empty();
            }
            GamesPage first = index.page(1, GameList.PAGE);
            if (first.entries().size() < 2 || !index.isText()) {
                index.close();
                return Optional.empty();
            }
            core.gameList().list(index);
            core.gameList().fileFrom(1);
            return Optional.of(List.of(Announcement.queued(Kind.EVENT, Message.of("session.games.listed",
                    "file", Echo.path(name(file)), "page", WORDS.page(first)))));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            index.close();
            return Optional.empty();
        }
    }

    /**
     * False when a file over the read limit shows no second game within a second: a single huge
     * game, refused at once by the open that follows, before it is read (a 1 GB game was read for
     * 13 s before the refusal). A file within the limit is read to its second game or its end.
     */
    private static boolean severalSoon(GameIndex index, Path file) throws InterruptedException {
        long size;
        try {
            size = java.nio.file.Files.size(file);
        } catch (java.io.IOException e) {
            return true;
        }
        if (size <= SaveStore.DEFAULT_READ_LIMIT) {
            return true;
        }
        long until = System.nanoTime() + 1_000_000_000L;
        while (index.countSoFar() < 2 && index.total().isEmpty() && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        return index.countSoFar() >= 2;
    }

    /** "games": the next page; "games 40": the page from game 40 of the file. */
    private static List<Announcement> games(Helm core, Arguments args) {
        Optional<List<Announcement>> none = listed(core);
        if (none.isPresent()) {
            return none.get();
        }
        GameList list = core.gameList();
        Optional<Integer> from = ReviewCommands.number(args);
        return waiting(() -> {
            GamesPage page = from.isPresent() ? list.fileFrom(from.get()) : list.nextPage();
            Optional<String> name = list.searched();
            return name.isPresent() ? WORDS.found(Echo.of(name.get()), list.foundCount(), page) : pageSaid(core, page);
        });
    }

    /** A page of the file, and what stopped the reading when the file could not be read to its end. */
    private static Message pageSaid(Helm core, GamesPage page) {
        GameIndex index = core.gameList().index().orElseThrow();
        if (index.readProblem().isPresent() && page.total().isPresent()) {
            return Joined.sentences(WORDS.page(page), WORDS.readStopped(index.countSoFar()));
        }
        return WORDS.page(page);
    }

    private static List<Announcement> search(Helm core, String name) {
        GameList list = core.gameList();
        return waiting(() -> {
            GameIndex index = list.index().orElseThrow();
            var found = index.search(name);
            list.found(name, found);
            GamesPage page = list.nextPage();
            return WORDS.found(Echo.of(name), found.size(), page);
        });
    }

    /** {@code game N} after the player agreed (or nothing was in progress): reads it from its place in the file. */
    static List<Announcement> open(Helm core, int number) {
        Optional<GameIndex> index = core.gameList().index();
        if (index.isEmpty()) {
            return listed(core).orElseThrow();
        }
        try {
            GameOpening g = index.get().open(number);
            String file = Echo.path(name(index.get().file()));
            if (g instanceof GameOpening.Opened o) {
                PgnGame pgn = o.game();
                SavedGame saved = PgnRecord.saved(pgn);
                Message opened = Message.of("session.games.opened", "number", number, "file", file,
                        "moves", core.words().halfMoves(saved.game().plyCount()));
                return core.archive().opened(saved, pgn, opened, pgn.mainline().moves().size() - saved.game().plyCount())
                        .said();
            }
            if (g instanceof GameOpening.Unreadable u) {
                return refused(Message.of("session.pgn.bad", "file", file,
                        "problem", new PgnProblemWords(core.words().phraser()).of(u.problem())));
            }
            return refused(WORDS.notOpened(g));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }

    /** The refusal when no file's games are listed; empty when some are. */
    private static Optional<List<Announcement>> listed(Helm core) {
        return core.gameList().index().isPresent() ? Optional.empty()
                : Optional.of(refused(Message.of("session.games.none")));
    }

    /** Work that waits for the file's reading thread (never long: the whole corpus is listed in under a second). */
    private interface Waiting {
        Message said() throws InterruptedException;
    }

    private static List<Announcement> waiting(Waiting work) {
        try {
            return List.of(Announcement.answer(work.said()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }

    private static List<Announcement> refused(Message m) {
        return List.of(Announcement.queued(Kind.REFUSAL, m));
    }

    private static String name(Path file) {
        Path n = file.getFileName();
        return n == null ? file.toString() : n.toString();
    }
}
