package org.turnpan.chess.session;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * The games on disk: the autosave after every change of the game (cleared when a game ends), the
 * unfinished game offered at start ({@code resume} / {@code discard}), and the PGN files the player
 * saves and opens. Not thread-safe by itself; the session calls it under its lock.
 */
final class GameArchive {

    /** What the archive needs from the session: the game as it stands, and starting another. */
    interface Host {
        GameRecord record();

        SessionSettings settings();

        /** Plays {@code record} from now on, with {@code settings} (players, clock); says {@code first} first. */
        List<Announcement> begin(GameRecord record, SessionSettings settings, Optional<Message> first);
    }

    private final GameStore store;
    private final Supplier<SessionWords> words;
    private final Host host;
    /** The unfinished game found at start, until the player resumes or discards it. */
    private SavedGame resumable;
    /** Whether the last autosave was written (false after a failed write). */
    private boolean lastSaveWritten = true;

    GameArchive(GameStore store, Supplier<SessionWords> words, Host host) {
        this.store = store;
        this.words = words;
        this.host = host;
    }

    /** True while an unfinished saved game waits for "resume" or "discard". */
    boolean resumeOffered() {
        return resumable != null;
    }

    /**
     * The unfinished game left by the last run, offered for resuming (the sentence that offers it),
     * or empty when there is none (the caller starts a new game).
     */
    Optional<List<Announcement>> offerUnfinished() {
        Optional<SavedGame> saved = store.load().flatMap(text -> PgnRecord.read(text, 1).game());
        if (saved.isEmpty() || saved.get().game().isOver()) {
            return Optional.empty();
        }
        resumable = saved.get();
        SessionWords w = words.get();
        return Optional.of(List.of(Announcement.queued(Kind.EVENT, Message.of("session.resume.offer",
                "moves", w.halfMoves(resumable.game().plyCount()),
                "white", w.player(resumable.white()), "black", w.player(resumable.black())))));
    }

    /** Continues the unfinished game offered at start. */
    List<Announcement> resume() {
        if (resumable == null) {
            return List.of(Announcement.answer(Message.of("session.resume.nothing")));
        }
        SavedGame g = resumable;
        resumable = null;
        SessionSettings s = host.settings().withPlayers(g.white(), g.black())
                .withTimeControl(g.timeControl().orElse(host.settings().timeControl()));
        return host.begin(GameRecord.of(g.game(), g.clocks(), s.white(), s.black(), s.timeControl()), s,
                Optional.of(Message.of("session.resume.done", "moves", words.get().halfMoves(g.game().plyCount()))));
    }

    /** Forgets the unfinished game offered at start (the caller begins a new one). */
    void discard() {
        if (resumable != null) {
            resumable = null;
            store.clear();
        }
    }

    /** A new game replaces whatever was offered. */
    void forgetOffer() {
        resumable = null;
    }

    /** Keeps the game after a change: the whole game as PGN, or nothing once it is over (or empty). */
    List<Announcement> keep(GameRecord record) {
        if (record.game().isOver() || (record.game().plyCount() == 0 && resumable == null)) {
            store.clear();
            return List.of();
        }
        lastSaveWritten = store.save(pgnText(record));
        return lastSaveWritten ? List.of()
                : List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.autosave.failed")));
    }

    /** Writes the game as PGN (with %clk comments in timed games). */
    List<Announcement> save(Path file) {
        SaveResult saved = files(file).save(file, pgnText(host.record()));
        if (saved instanceof SaveResult.Failed failed) {
            return List.of(Announcement.queued(Kind.REFUSAL, StoreProblemSentence.of(failed.problem())));
        }
        return List.of(Announcement.answer(Message.of("session.pgn.saved", "file", String.valueOf(file.getFileName()))));
    }

    /**
     * Opens game {@code number} (from 1) of a PGN file and says which game of how many it was; a
     * file without games, a game that cannot be read (with its line and reason) or a number past
     * the last game is refused with a sentence.
     */
    List<Announcement> open(Path file, int number) {
        LoadResult load = files(file).load(file);
        if (load instanceof LoadResult.Failed failed) {
            return refusal(StoreProblemSentence.of(failed.problem()));
        }
        String name = file.getFileName().toString();
        PgnRecord.Read read = PgnRecord.read(((LoadResult.Loaded) load).text(), number);
        Message games = Message.of("session.pgn.games", "count", read.games());
        if (read.games() == 0) {
            return refusal(Message.of("session.pgn.empty", "file", name));
        }
        if (read.problem().isPresent()) {
            return refusal(Message.of("session.pgn.bad", "file", name,
                    "problem", new PgnProblemWords(words.get().phraser()).of(read.problem().get())));
        }
        if (read.game().isEmpty()) {
            return refusal(Message.of("session.pgn.no.game", "file", name, "games", games, "number", number));
        }
        SavedGame g = read.game().get();
        resumable = null;
        // a file without a TimeControl tag keeps the clock already chosen (console --clock 3+2 --pgn FILE)
        SessionSettings s = host.settings().withTimeControl(g.timeControl().orElse(host.settings().timeControl()));
        Message halfMoves = words.get().halfMoves(g.game().plyCount());
        Message opened = read.games() == 1
                ? Message.of("session.pgn.opened", "file", name, "moves", halfMoves)
                : Message.of("session.pgn.opened.one.of", "file", name, "moves", halfMoves, "number", number,
                        "games", games);
        return host.begin(GameRecord.of(g.game(), g.clocks(), s.white(), s.black(), s.timeControl()), s,
                Optional.of(opened));
    }

    private static List<Announcement> refusal(Message m) {
        return new ArrayList<>(List.of(Announcement.queued(Kind.REFUSAL, m)));
    }

    /** Atomic writes and tolerant reads of the player's own PGN files. */
    private static SaveStore files(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return new SaveStore(parent == null ? Path.of(".") : parent);
    }

    /** The game as PGN text, the same text the autosave keeps. */
    static String pgnText(GameRecord record) {
        return PgnRecord.write(new SavedGame(record.game(), record.white(), record.black(),
                Optional.of(record.timeControl()), record.timeControl().isTimed() ? record.clockAfterPly() : List.of()));
    }

    /**
     * The goodbye that tells the truth about the game: saved, could not be saved, finished (a
     * finished game is not kept as the unfinished game), the found game still kept, or nothing to keep.
     */
    Message farewell() {
        Game game = host.record().game();
        String state;
        if (resumable != null) {
            state = "kept";
        } else if (game.isOver()) {
            state = "finished";
        } else if (game.plyCount() == 0) {
            state = "empty";
        } else {
            state = lastSaveWritten ? "saved" : "unsaved";
        }
        return Message.of("session.console.bye." + state);
    }
}
