package org.turnpan.chess.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * The list of a file's games in sentences: "Games 1 to 10 of 120." then one sentence a game,
 * "3 of 120: Carlsen against Kasparov, Wijk aan Zee 2004, White won."; search results ("2 games
 * have a player called Carlsen."), and why a file or a game cannot be opened.
 */
public final class IndexWords {

    /** The page's heading and one sentence for each of its games. */
    public Message page(GamesPage page) {
        if (page.isEmpty()) {
            return page.first() == 1 ? Message.of("review.games.empty")
                    : Message.of("review.games.past-end", "number", page.first(), "count", page.total().orElse(0));
        }
        List<Message> parts = new ArrayList<>();
        parts.add(page.total().isPresent()
                ? Message.of("review.games.page", "from", page.first(), "to", page.last(), "total", page.total().getAsInt())
                : Message.of("review.games.page.counting", "from", page.first(), "to", page.last()));
        for (GameEntry e : page.entries()) {
            parts.add(page.total().isPresent()
                    ? Message.of("review.games.entry", "number", e.number(), "total", page.total().getAsInt(),
                            "game", details(e))
                    : Message.of("review.games.entry.counting", "number", e.number(), "game", details(e)));
        }
        return Joined.sentences(parts);
    }

    /**
     * What a search found: "2 games have a player called Carlsen." and the first page of them
     * ({@code results} is that page, positions counted in the results).
     */
    public Message found(String name, int count, GamesPage results) {
        if (count == 0) {
            return Message.of("review.games.found.none", "name", name);
        }
        List<Message> parts = new ArrayList<>();
        parts.add(Message.of("review.games.found", "count", count, "name", name));
        if (results.first() > 1 || results.last() < count) {
            parts.add(Message.of("review.games.results", "from", results.first(), "to", results.last(), "count", count));
        }
        for (GameEntry e : results.entries()) {
            parts.add(Message.of("review.games.entry.found", "number", e.number(), "game", details(e)));
        }
        return Joined.sentences(parts);
    }

    /** "Carlsen against Kasparov, Wijk aan Zee 2004, White won". */
    Message details(GameEntry e) {
        List<Message> parts = new ArrayList<>();
        parts.add(Message.of("review.header.players", "white", shortName(e.white()), "black", shortName(e.black())));
        Optional<Integer> year = e.date().map(PgnDate::year);
        if (e.place().isPresent()) {
            parts.add(year.map(y -> Message.of("review.games.place-year", "place", e.place().get(), "year", y))
                    .orElse(Message.of("review.text", "text", e.place().get())));
        } else {
            year.ifPresent(y -> parts.add(Message.of("review.date.year", "year", y)));
        }
        HeaderWords.result(e.result()).ifPresent(parts::add);
        return Joined.commas(parts);
    }

    /** Why a file cannot be listed or read. */
    public Message problem(FileProblem problem) {
        String key = problem instanceof FileProblem.NotFound ? "review.file.not-found"
                : problem instanceof FileProblem.IsAFolder ? "review.file.folder" : "review.file.unreadable";
        return Message.of(key, "file", problem.file().toString());
    }

    /** "The file could not be read to its end; 1200 games were listed." */
    public Message readStopped(int listed) {
        return Message.of("review.games.read-stopped", "count", listed);
    }

    /** What to say when opening a game gave no game: no such number, or a changed file (a problem of the game itself is worded by the caller). */
    public Message notOpened(GameOpening opening) {
        if (opening instanceof GameOpening.NoSuchGame n) {
            return Message.of(n.complete() ? "review.games.past-end" : "review.games.not-yet", "number", n.number(),
                    "count", n.total());
        }
        if (opening instanceof GameOpening.FileChanged) {
            return Message.of("review.games.changed");
        }
        if (opening instanceof GameOpening.Failed f) {
            return problem(f.problem());
        }
        throw new IllegalArgumentException("a game was opened or has its own problem to word: " + opening);
    }

    private static Message shortName(Optional<PlayerName> name) {
        return name.map(n -> Message.of("review.text", "text", n.shortName())).orElse(Message.of("review.player.unknown"));
    }
}
