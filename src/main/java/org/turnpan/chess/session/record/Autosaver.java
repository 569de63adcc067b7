package org.turnpan.chess.session.record;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.speech.Message;

/**
 * The session's side of the autosave: what it finds at start, writing after each move, clearing
 * when a game ends, and when it must keep its hands off.
 *
 * <p>At start: an autosave that cannot be read (a {@link GameStore.Unreadable} file; a text that
 * is not PGN, has an illegal move, or is cut short, without the result token the writer always
 * puts last) is never taken for "no game": it is moved aside ({@link GameStore#keepAside()}) and
 * the player is told where it is; when it cannot be moved, it is left alone and this session
 * saves nothing automatically ({@link Off.UnreadableKept}). When another copy of the program holds
 * the data folder, nothing is read or written either ({@link Off.AnotherCopy}). Either is said
 * once, at start, and again in the goodbye.
 */
public final class Autosaver {

    /** The end of every text the PGN writer makes: a result token. A text without one was cut. */
    private static final Pattern ENDS_WITH_RESULT = Pattern.compile("(?s).*(\\*|1-0|0-1|1/2-1/2)\\s*");

    /** Why this session saves nothing automatically. */
    public sealed interface Off {
        /** The farewell's key (the game was not saved automatically, and why). */
        String farewellKey();

        record AnotherCopy(Path folder) implements Off {
            @Override
            public String farewellKey() {
                return "session.console.bye.another.copy";
            }
        }

        /** The data folder's lock could not be taken, or was lost while running (issue 21, item 4). */
        record NoLock(Path folder, boolean isAFile) implements Off {
            NoLock(Path folder) {
                this(folder, java.nio.file.Files.isRegularFile(folder));
            }

            @Override
            public String farewellKey() {
                return isAFile ? "session.console.bye.unsaved" : "session.console.bye.no.lock";
            }
        }

        record UnreadableKept(Path file) implements Off {
            @Override
            public String farewellKey() {
                return "session.console.bye.unreadable";
            }
        }
    }

    /** What start found: the unfinished game to offer, if any, and what to tell the player first. */
    public record Start(Optional<SavedGame> game, List<Message> notices) {
    }

    private final GameStore store;
    private Off off;
    private boolean lastWritten = true;

    public Autosaver(GameStore store) {
        this.store = store;
    }

    /** Reads what the last run left; moves an unreadable autosave aside. */
    public Start start() {
        Optional<Path> elsewhere = store.heldElsewhere();
        if (elsewhere.isPresent()) {
            off = new Off.AnotherCopy(elsewhere.get());
            return new Start(Optional.empty(), List.of(Message.of("session.autosave.another.copy",
                    "folder", elsewhere.get().toString())));
        }
        Optional<Path> unlocked = store.unlocked();
        if (unlocked.isPresent()) {
            off = new Off.NoLock(unlocked.get());
            return new Start(Optional.empty(), List.of(noLock(unlocked.get())));
        }
        GameStore.Found found = store.find();
        if (found instanceof GameStore.Nothing) {
            return new Start(Optional.empty(), List.of());
        }
        if (found instanceof GameStore.Text text) {
            Optional<SavedGame> game = readable(text.text());
            if (game.isPresent()) {
                return new Start(game, List.of());
            }
        }
        return new Start(Optional.empty(), List.of(keepAside()));
    }

    /** The game of an autosave text, or empty when it is not a whole game the reader accepts. */
    static Optional<SavedGame> readable(String text) {
        if (!ENDS_WITH_RESULT.matcher(text).matches()) {
            return Optional.empty();
        }
        PgnRecord.Read read = PgnRecord.read(text, 1);
        return read.problem().isPresent() ? Optional.empty() : read.game();
    }

    private Message keepAside() {
        Optional<Path> aside = store.keepAside();
        if (aside.isPresent()) {
            return placed("session.autosave.unreadable.kept", aside.get());
        }
        Path file = store.file().orElse(Path.of(SaveStore.AUTOSAVE_NAME));
        off = new Off.UnreadableKept(file);
        return placed("session.autosave.unreadable.stuck", file);
    }

    private static Message placed(String key, Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return Message.of(key, "file", String.valueOf(file.getFileName()), "folder", parent == null ? "" : parent.toString());
    }

    /** The sentence of a data folder this copy cannot lock, or no longer holds. */
    private static Message noLock(Path folder) {
        // --data /etc/passwd: said as what it is, not as a lock or a preferences file problem
        return Message.of(java.nio.file.Files.isRegularFile(folder) ? "session.autosave.folder.is.file"
                : "session.autosave.no.lock", "folder", folder.toString());
    }

    /** Writes the game; false when it could not be written (not when saving is off: nothing is tried then). */
    public boolean write(String pgn) {
        if (off != null) {
            return true;
        }
        lastWritten = store.save(pgn);
        return lastWritten;
    }

    /**
     * Once, when the data folder's lock was lost since start (the folder deleted or replaced while
     * running): saving turns off, and this says why. Empty otherwise.
     */
    public Optional<Message> lockLost() {
        if (off != null) {
            return Optional.empty();
        }
        Optional<Path> unlocked = store.unlocked();
        unlocked.ifPresent(folder -> off = new Off.NoLock(folder));
        return unlocked.map(folder -> Message.of("session.autosave.lock.lost", "folder", folder.toString()));
    }

    /** Forgets the saved game (it ended, or was discarded); nothing when saving is off. */
    public void clear() {
        if (off == null) {
            store.clear();
        }
    }

    /** Why nothing is saved automatically, when it is not. */
    public Optional<Off> off() {
        return Optional.ofNullable(off);
    }

    /**
     * The half-moves of the unfinished game the next start will offer, read from the disk now: after
     * a write failed, the game saved before it is still there (an atomic write leaves the old file
     * whole). Empty when there is none, it cannot be read, or saving is off.
     */
    public Optional<Integer> offeredNextTime() {
        if (off != null || !(store.find() instanceof GameStore.Text text)) {
            return Optional.empty();
        }
        return readable(text.text()).filter(g -> !g.game().isOver()).map(g -> g.game().plyCount());
    }

    /** The data folder this copy of the program keeps its games in; empty when it keeps none (or another copy holds it). */
    public Optional<Path> folder() {
        return off == null ? store.file().map(f -> f.toAbsolutePath().getParent()) : Optional.empty();
    }

    /** Whether the last write worked. */
    public boolean lastWritten() {
        return lastWritten;
    }

    public void close() {
        store.close();
    }
}
