package org.turnpan.chess.session.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Optional;

/**
 * The autosave in the data folder, for one copy of the program: the folder is created (0700) and
 * locked ({@link DataFolderLock}) when the store opens. When another copy holds it, this store
 * reads, writes and deletes nothing and says so through {@link #heldElsewhere()}.
 */
public final class FolderGameStore implements GameStore {
    /** The player's preferences, beside the autosave. */
    static final String PREFERENCES_NAME = "preferences.txt";
    private final SaveStore store;
    /** Where the preferences file is kept: the config folder, or the data folder itself. */
    private final Path preferencesFolder;
    /** What was done before the store opened (preferences moved to the config folder), said at start. */
    private final java.util.List<org.turnpan.chess.speech.Message> startNotices;
    private final DataFolderLock lock;
    private final Clock clock;
    private final boolean heldElsewhere;
    /** The lock could not be taken, or was lost while running (the folder deleted or replaced). */
    private boolean unlocked;

    private FolderGameStore(SaveStore store, DataFolderLock lock, Clock clock, boolean heldElsewhere) {
        this(store, store.folder(), java.util.List.of(), lock, clock, heldElsewhere);
    }

    private FolderGameStore(SaveStore store, Path preferencesFolder, java.util.List<org.turnpan.chess.speech.Message> notices,
            DataFolderLock lock, Clock clock, boolean heldElsewhere) {
        this.store = store;
        this.preferencesFolder = preferencesFolder.toAbsolutePath();
        this.startNotices = java.util.List.copyOf(notices);
        this.lock = lock;
        this.clock = clock;
        this.heldElsewhere = heldElsewhere;
        this.unlocked = lock == null && !heldElsewhere;
    }

    /** Opens the store, taking the data folder's lock when it is free. */
    public static FolderGameStore open(SaveStore store) {
        return open(store, Clock.system(ZoneId.systemDefault()));
    }

    /** Opens the store with the preferences in {@code preferencesFolder} and {@code notices} to say at start. */
    public static FolderGameStore open(SaveStore store, Path preferencesFolder, java.util.List<org.turnpan.chess.speech.Message> notices) {
        FolderGameStore opened = open(store);
        return new FolderGameStore(store, preferencesFolder, notices, opened.lock, opened.clock, opened.heldElsewhere);
    }

    @Override
    public java.util.List<org.turnpan.chess.speech.Message> startNotices() {
        return startNotices;
    }

    public static FolderGameStore open(SaveStore store, Clock clock) {
        store.createFolder();
        DataFolderLock.Taken taken = DataFolderLock.tryLock(store.folder());
        return new FolderGameStore(store, taken instanceof DataFolderLock.Held held ? held.lock() : null, clock,
                taken instanceof DataFolderLock.HeldElsewhere);
    }

    /**
     * True while this copy holds the folder's lock, checked again each time (issue 21, item 4): a
     * folder deleted, renamed or replaced by a link while running may now be another copy's, so
     * nothing is written or deleted in it from then on.
     */
    private boolean mine() {
        if (!unlocked && !heldElsewhere && !lock.stillHeld()) {
            unlocked = true;
        }
        return !heldElsewhere && !unlocked;
    }

    @Override
    public Optional<Path> heldElsewhere() {
        return heldElsewhere ? Optional.of(store.folder()) : Optional.empty();
    }

    @Override
    public Optional<Path> unlocked() {
        mine();
        return unlocked ? Optional.of(store.folder()) : Optional.empty();
    }

    @Override
    public boolean save(String pgn) {
        return mine() && store.autosave(pgn) instanceof SaveResult.Saved;
    }

    @Override
    public Optional<String> load() {
        return find() instanceof Text text ? Optional.of(text.text()) : Optional.empty();
    }

    @Override
    public Found find() {
        // a file (or /dev/null) named as the data folder holds no saved game: nothing to set aside
        // or to tell about; the first autosave fails and says so
        if (!mine() || !Files.isDirectory(store.folder())) {
            return new Nothing();
        }
        LoadResult loaded = store.findAutosave();
        if (loaded instanceof LoadResult.Loaded text) {
            return text.text().isBlank() ? new Nothing() : new Text(text.text());
        }
        StoreProblem problem = ((LoadResult.Failed) loaded).problem();
        return problem instanceof StoreProblem.NotFound ? new Nothing() : new Unreadable(problem);
    }

    @Override
    public void clear() {
        if (mine()) {
            store.clearAutosave();
        }
    }

    @Override
    public Optional<Path> keepAside() {
        return mine() ? UnreadableAutosave.keepAside(store.autosaveFile(), clock) : Optional.empty();
    }

    @Override
    public Optional<Path> file() {
        return Optional.of(store.autosaveFile());
    }

    @Override
    public Optional<Path> lessonsFile() {
        return mine() ? Optional.of(store.folder().resolve(LessonShelf.FILE_NAME)) : Optional.empty();
    }

    @Override
    public Found findPreferences() {
        if (!mine()) {
            return new Nothing();
        }
        LoadResult loaded = store.load(preferencesFile());
        if (loaded instanceof LoadResult.Loaded text) {
            return new Text(text.text());
        }
        StoreProblem problem = ((LoadResult.Failed) loaded).problem();
        return problem instanceof StoreProblem.NotFound ? new Nothing() : new Unreadable(problem);
    }

    @Override
    public boolean savePreferences(String text) {
        return mine() && store.createFolder().isEmpty() && new SaveStore(preferencesFolder).createFolder().isEmpty()
                && store.save(preferencesFile(), text) instanceof SaveResult.Saved;
    }

    @Override
    public Optional<Path> keepPreferencesAside() {
        return mine() ? UnreadableAutosave.keepAside(preferencesFile(), clock) : Optional.empty();
    }

    private Path preferencesFile() {
        return preferencesFolder.resolve(PREFERENCES_NAME);
    }

    @Override
    public void close() {
        if (lock != null) {
            lock.close();
        }
    }
}
