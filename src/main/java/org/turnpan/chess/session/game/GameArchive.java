package org.turnpan.chess.session.game;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.activity.FileLanding;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.LoadResult;
import org.turnpan.chess.session.files.SaveResult;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.files.StoreProblemSentence;
import org.turnpan.chess.session.record.Autosaver;
import org.turnpan.chess.session.record.GameNotes;
import org.turnpan.chess.session.record.PgnProblemWords;
import org.turnpan.chess.session.record.PgnRecord;
import org.turnpan.chess.session.record.PlayerNames;
import org.turnpan.chess.session.record.SavedGame;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * The games on disk: the autosave ({@link Autosaver}: written after every change of the game and
 * before it is heard, cleared when a game ends, kept away from when another copy holds the folder
 * or the found file cannot be read), the unfinished game offered at start ({@code resume} /
 * {@code discard}), and the PGN files the player saves, appends to and opens (their tags and
 * comments kept in the record's {@link GameNotes}). Not thread-safe by itself; the session calls it
 * under its lock.
 */
public final class GameArchive implements AutoCloseable {

    /** What the archive needs from the session: the game as it stands, and starting another. */
    public interface Host {
        GameRecord record();

        SessionSettings settings();

        /** Plays {@code record} from now on, with {@code settings} (players, clock); says {@code first} first. */
        List<Announcement> begin(GameRecord record, SessionSettings settings, List<Message> first);

        /**
         * Begins a game read from a file: a finished one lands in a review at its start, an
         * unfinished one is ready to be played on (see {@link FileLanding}).
         */
        public List<Announcement> opened(GameRecord record, SessionSettings settings, List<Message> first);
    }

    /** What an archive action said, and whether it did what was asked (saved, opened). */
    public record Done(List<Announcement> said, boolean worked) {
    }

    private final Autosaver autosaver;
    private final Supplier<SessionWords> words;
    private final Host host;
    private final FileBytes reads;
    /** The unfinished game found at start, until the player resumes or discards it. */
    private SavedGame resumable;
    /** The game as opened from a file, while no move has been played or taken back since. */
    private Game openedFromFile;
    /** That game as read from its file, which the review walks while the game is untouched. */
    private PgnGame parsedFromFile;
    /** A finished game was written so that its last move is on the disk when heard; cleared once said. */
    private boolean clearWhenSaid;

    /** The archive of {@code store}, opening the player's files through {@code reads}. */
    public GameArchive(GameStore store, FileBytes reads, Supplier<SessionWords> words, Host host) {
        this.autosaver = new Autosaver(store);
        this.reads = reads;
        this.words = words;
        this.host = host;
    }

    /** True while an unfinished saved game waits for "resume" or "discard". */
    public boolean resumeOffered() {
        return resumable != null;
    }

    /**
     * True when replacing the game would lose moves: it has moves, has not ended, and is not the
     * game just opened from a file, untouched (that one is still in its file).
     */
    public boolean gameInProgress() {
        Game game = host.record().game();
        return game.plyCount() > 0 && !game.isOver() && game != openedFromFile;
    }

    /** True for the game just opened from a file, while no move has been played or taken back: it is in its file. */
    public boolean untouchedFromFile() {
        return host.record().game() == openedFromFile;
    }

    /** The game as read from its file, while the game on the board is that file's, untouched (see {@link #untouchedFromFile}). */
    public Optional<PgnGame> untouchedParsed() {
        return untouchedFromFile() ? Optional.ofNullable(parsedFromFile) : Optional.empty();
    }

    /** The data folder the games are kept in; empty when none is kept (no folder, or another copy holds it). */
    public Optional<Path> dataFolder() {
        return autosaver.folder();
    }

    /**
     * What the last run left: an unreadable autosave is moved aside (and said), the unfinished game
     * is offered for resuming. Empty game when there is none (the caller starts a new game).
     */
    public Autosaver.Start findUnfinished() {
        Autosaver.Start found = autosaver.start();
        Optional<SavedGame> over = found.game().filter(g -> g.game().isOver());
        if (over.isPresent()) {
            // killed after the last move was written and before the autosave was cleared: the player
            // may not have heard how the game ended; it is said, and the game is not offered
            List<Message> notices = new ArrayList<>(found.notices());
            notices.add(Message.of("session.autosave.found.finished",
                    "outcome", words.get().phraser().outcome(over.get().game().outcome().orElseThrow())));
            found = new Autosaver.Start(Optional.empty(), notices);
        }
        resumable = found.game().orElse(null);
        return found;
    }

    /** "An unfinished game was found, 3 half-moves, White: ..., Black: .... Type resume ..." */
    public Message offer() {
        SessionWords w = words.get();
        return Message.of("session.resume.offer", "moves", w.halfMoves(resumable.game().plyCount()),
                "white", PlayerNames.of(resumable.white(), resumable.notes(), Side.WHITE, w.player(resumable.white())),
                "black", PlayerNames.of(resumable.black(), resumable.notes(), Side.BLACK, w.player(resumable.black())));
    }

    /** Continues the unfinished game offered at start. */
    public List<Announcement> resume() {
        if (resumable == null) {
            return List.of(Announcement.answer(Message.of("session.resume.nothing")));
        }
        SavedGame g = resumable;
        resumable = null;
        SessionSettings s = host.settings().withPlayers(g.white(), g.black())
                .withTimeControl(g.timeControl().orElse(host.settings().timeControl()));
        return host.begin(GameRecord.of(g, s), s,
                List.of(Message.of("session.resume.done", "moves", words.get().halfMoves(g.game().plyCount()))));
    }

    /** Forgets the unfinished game offered at start (the caller begins a new one). */
    public void discard() {
        if (resumable != null) {
            resumable = null;
            autosaver.clear();
        }
    }

    /** A new game replaces whatever was offered. */
    public void forgetOffer() {
        resumable = null;
    }

    /**
     * Keeps the game after a change: the whole game as PGN (an empty game clears the autosave, a
     * finished one too). Called before the change is announced, so a kill after the announcement
     * never loses it.
     */
    public List<Announcement> keep(GameRecord record) {
        if (record.game() != openedFromFile) {
            openedFromFile = null;
            parsedFromFile = null;
        }
        if (record.game().plyCount() == 0 && resumable == null) {
            autosaver.clear();
            return List.of();
        }
        Optional<Message> lost = autosaver.lockLost();
        if (lost.isPresent()) {
            return List.of(Announcement.queued(Kind.REFUSAL, lost.get()));
        }
        // a finished game too, until its end has been said: a kill before then loses no move
        clearWhenSaid = record.game().isOver();
        return autosaver.write(pgnText(record, playerName())) || clearWhenSaid ? List.of()
                : List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.autosave.failed")));
    }

    /** Everything the last change caused has been said: a finished game leaves the autosave now. */
    public void said() {
        if (clearWhenSaid) {
            clearWhenSaid = false;
            autosaver.clear();
        }
    }

    /** Writes the game as PGN (with %clk comments in timed games) and says the full path written. */
    public Done save(Path file) {
        return said(files(file).save(file, pgnText(host.record(), playerName())), "session.pgn.saved");
    }

    /** Adds the game at the end of a PGN file (a new file when there is none) and says the full path. */
    public Done append(Path file) {
        return said(files(file).append(file, pgnText(host.record(), playerName())), "session.pgn.appended");
    }

    private static Done said(SaveResult result, String savedKey) {
        if (result instanceof SaveResult.Failed failed) {
            return new Done(List.of(Announcement.queued(Kind.REFUSAL, StoreProblemSentence.of(failed.problem()))),
                    false);
        }
        return new Done(List.of(Announcement.answer(Message.of(savedKey,
                "file", ((SaveResult.Saved) result).path().toString()))), true);
    }

    /**
     * Opens game {@code number} (from 1) of a PGN file and says which game of how many it was; a
     * file without games, a game that cannot be read (with its line and reason) or a number past
     * the last game is refused with a sentence.
     */
    public Done open(Path file, int number) {
        LoadResult load = files(file).load(file);
        if (load instanceof LoadResult.Failed failed) {
            return refused(StoreProblemSentence.of(failed.problem()));
        }
        String name = Echo.path(file.getFileName().toString());
        PgnRecord.Read read = PgnRecord.read(((LoadResult.Loaded) load).text(), number);
        Message games = Message.of("session.pgn.games", "count", read.games());
        if (read.games() == 0) {
            return refused(Message.of("session.pgn.empty", "file", name));
        }
        if (read.problem().isPresent()) {
            return refused(Message.of("session.pgn.bad", "file", name,
                    "problem", new PgnProblemWords(words.get().phraser()).of(read.problem().get())));
        }
        if (read.game().isEmpty()) {
            return refused(Message.of("session.pgn.no.game", "file", name, "games", games, "number", number));
        }
        SavedGame g = read.game().get();
        Message halfMoves = words.get().halfMoves(g.game().plyCount());
        Message opened = read.games() == 1 && g.game().plyCount() == 0
                ? Message.of("session.pgn.opened.no.moves", "file", name)
                : read.games() == 1 ? Message.of("session.pgn.opened", "file", name, "moves", halfMoves)
                : Message.of("session.pgn.opened.one.of", "file", name, "moves", halfMoves, "number", number,
                        "games", games);
        return opened(g, read.parsed().orElseThrow(), opened, read.unplayed());
    }

    /**
     * Plays a game read from a file from now on ({@code open}, or {@code game N} of a listed file),
     * saying {@code opened} first and how many half-moves of its file the rules left unplayed;
     * {@code parsed} is the game as read, which a review walks while no move is played or taken back.
     */
    public Done opened(SavedGame g, PgnGame parsed, Message opened, int unplayed) {
        resumable = null;
        parsedFromFile = parsed;
        // a file without a TimeControl tag keeps the clock already chosen (console --clock 3+2 --pgn FILE)
        SessionSettings s = host.settings().withTimeControl(g.timeControl().orElse(host.settings().timeControl()));
        openedFromFile = g.game();
        List<Message> first = new ArrayList<>(List.of(opened));
        if (unplayed > 0) {
            first.add(Message.of("session.pgn.unplayed", "moves", words.get().halfMoves(unplayed)));
        }
        // a finished game is only reviewed: its clock stays its own, the next new game keeps the player's
        SessionSettings next = g.game().isOver() ? host.settings() : s;
        return new Done(host.opened(GameRecord.of(g, s), next, first), true);
    }

    private static Done refused(Message m) {
        return new Done(List.of(Announcement.queued(Kind.REFUSAL, m)), false);
    }

    /** Atomic writes and tolerant reads of the player's own PGN files. */
    private SaveStore files(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return new SaveStore(parent == null ? Path.of(".") : parent, SaveStore.DEFAULT_READ_LIMIT, reads);
    }

    /** The game as PGN text, the same text the autosave keeps. */
    public static String pgnText(GameRecord record) {
        return PgnRecord.write(saved(record));
    }

    /** As {@link #pgnText(GameRecord)}, the side played at this keyboard named {@code playerName}. */
    public static String pgnText(GameRecord record, String playerName) {
        return PgnRecord.write(saved(record), playerName);
    }

    /** The player's name setting (empty: none). */
    private String playerName() {
        return host.settings().preferences().playerName();
    }

    /** The game as it is kept on disk: moves, seats, clock, the clocks of a timed game, the file's notes. */
    public static SavedGame saved(GameRecord record) {
        return new SavedGame(record.game(), record.white(), record.black(),
                Optional.of(record.timeControl()), record.timeControl().isTimed() ? record.clockAfterPly() : List.of(),
                record.notes());
    }

    /**
     * The goodbye that tells the truth about the game: saved, could not be saved, not saved
     * automatically (and why), could not be saved while an earlier save of it stays (offered next
     * time as it was then), finished (a finished game is not kept as the unfinished game), the
     * found game still kept, or nothing to keep.
     */
    public Message farewell() {
        Game game = host.record().game();
        if (resumable != null) {
            return Message.of("session.console.bye.kept");
        } else if (game.isOver()) {
            return Message.of("session.console.bye.finished");
        } else if (game.plyCount() == 0) {
            return Message.of("session.console.bye.empty");
        } else if (autosaver.off().isPresent()) {
            return Message.of(autosaver.off().get().farewellKey());
        }
        if (autosaver.lastWritten()) {
            return Message.of("session.console.bye.saved");
        }
        // a full or read-only disk keeps the game saved before: it will be offered, say which
        return autosaver.offeredNextTime()
                .map(plies -> Message.of("session.console.bye.unsaved.older", "moves", words.get().halfMoves(plies)))
                .orElse(Message.of("session.console.bye.unsaved"));
    }

    /** Lets the data folder go. */
    @Override
    public void close() {
        autosaver.close();
    }
}
