package org.turnpan.chess.session.settings;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.StoreProblem;
import org.turnpan.chess.session.files.StoreProblemSentence;
import org.turnpan.chess.speech.Message;

/**
 * Keeps the player's {@link Preferences} in the data folder between runs: read once at start
 * (what cannot be read is told, and the defaults stand in for it), written atomically after each
 * change. A file that could not be read in full is never written over: it is moved aside first,
 * as an unreadable autosave is, so nothing the player wrote is lost.
 */
public final class PreferencesKeeper {
    private final GameStore store;
    private boolean loaded;
    private boolean damagedFileThere;
    /** What the file holds now, as far as this run knows. */
    private Preferences inFile = Preferences.DEFAULTS;

    public PreferencesKeeper(GameStore store) {
        this.store = store;
    }

    /** What the file gave: the preferences, and the sentences that say what could not be read. */
    public record Loaded(Preferences preferences, List<Message> notices) {
    }

    public Loaded load() {
        Loaded fromFile = loadFile();
        if (store.startNotices().isEmpty()) {
            return fromFile;
        }
        List<Message> all = new java.util.ArrayList<>(store.startNotices());
        all.addAll(fromFile.notices());
        return new Loaded(fromFile.preferences(), List.copyOf(all));
    }

    private Loaded loadFile() {
        loaded = true;
        GameStore.Found found = store.findPreferences();
        if (found instanceof GameStore.Text text) {
            Preferences.Read read = Preferences.parse(text.text());
            inFile = read.preferences();
            if (!read.damaged()) {
                return new Loaded(read.preferences(), List.of());
            }
            return new Loaded(read.preferences(), List.of(setAside(read.preferences())));
        }
        if (found instanceof GameStore.Unreadable unreadable) {
            damagedFileThere = true;
            return new Loaded(Preferences.DEFAULTS, List.of(Message.of("session.preferences.unreadable",
                    "problem", problemSentence(unreadable.problem()))));
        }
        return new Loaded(Preferences.DEFAULTS, List.of());
    }

    /**
     * A file with lines that cannot be read is moved aside at once, whatever their number, and said
     * in one short sentence (a list of 1,000 line numbers made a 5,000-character one); what could be
     * read is written back, so the next start has it too. When it cannot be moved, it stays as it is
     * and nothing is written over it.
     */
    private Message setAside(Preferences readable) {
        Optional<Path> aside = store.keepPreferencesAside();
        if (aside.isEmpty()) {
            damagedFileThere = true;
            return Message.of("session.preferences.stuck");
        }
        inFile = Preferences.DEFAULTS;
        if (!readable.equals(Preferences.DEFAULTS) && store.savePreferences(readable.format())) {
            inFile = readable;
        }
        return Message.of("session.preferences.set-aside", "file", String.valueOf(aside.get().getFileName()));
    }

    /** The store's sentence, except that a file of settings is not said to be unable to hold a chess game. */
    private static Message problemSentence(StoreProblem problem) {
        if (problem instanceof StoreProblem.NotText) {
            return Message.of("session.preferences.not-text");
        }
        return StoreProblemSentence.of(problem);
    }

    /** Writes {@code p} (only once the file has been read: the settings given at start are not the player's). */
    public void keep(Preferences p) {
        if (!loaded || p.equals(inFile)) {
            return;
        }
        if (damagedFileThere) {
            if (store.keepPreferencesAside().isEmpty()) {
                return; // it could not be moved: it stays as it is, and this run's changes are not kept
            }
            damagedFileThere = false;
        }
        if (store.savePreferences(p.format())) {
            inFile = p;
        }
    }
}
