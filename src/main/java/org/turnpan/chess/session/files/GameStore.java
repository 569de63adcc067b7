package org.turnpan.chess.session.files;

import java.util.Optional;

/**
 * Where the game in progress is kept between runs (the autosave). The session writes the whole
 * game as PGN text after every move; an implementation must replace the old text atomically so a
 * crash leaves either the old or the new game, never half of one.
 */
public interface GameStore extends AutoCloseable {

    /** Replaces the saved game; false when it could not be written. */
    boolean save(String pgn);

    /** The saved game, if any. */
    Optional<String> load();

    /** Forgets the saved game (it finished, or the player discarded it). */
    void clear();

    /** What a store may hold at start: nothing, a text, or a file it cannot read. */
    sealed interface Found {
    }

    record Nothing() implements Found {
    }

    record Text(String text) implements Found {
    }

    /** The saved game is there but cannot be read (too large, not text, not readable...). */
    record Unreadable(StoreProblem problem) implements Found {
    }

    /** What the store holds at start; never deletes or changes it. */
    default Found find() {
        return load().<Found>map(Text::new).orElse(new Nothing());
    }

    /**
     * Moves a saved game that cannot be read aside, under a name that says so, so that the next
     * save does not write over it; where it is now, or empty when it cannot be moved (it then stays,
     * untouched, and the session must not save over it).
     */
    default Optional<java.nio.file.Path> keepAside() {
        return Optional.empty();
    }

    /** The file the game is kept in, when there is one (for what the player is told). */
    default Optional<java.nio.file.Path> file() {
        return Optional.empty();
    }

    /**
     * The file the finished lessons are kept in ({@link LessonShelf#FILE_NAME} in the data folder),
     * when this store keeps files and holds the folder; empty: the lessons are kept for this run only.
     */
    default Optional<java.nio.file.Path> lessonsFile() {
        return Optional.empty();
    }

    /** The data folder, when another copy of the program holds it: this store then keeps nothing. */
    default Optional<java.nio.file.Path> heldElsewhere() {
        return Optional.empty();
    }

    /**
     * The data folder, when this store could not lock it (or lost the lock while running: the folder
     * deleted or replaced): another copy may be using it unseen, so this store keeps nothing.
     */
    default Optional<java.nio.file.Path> unlocked() {
        return Optional.empty();
    }

    /** The player's preferences file ({@code preferences.txt} beside the autosave): nothing, its text, or unreadable. */
    default Found findPreferences() {
        return new Nothing();
    }

    /** Replaces the preferences file with {@code text}, atomically; false when it could not be written. */
    default boolean savePreferences(String text) {
        return true;
    }

    /**
     * Moves a preferences file that could not be read in full aside (as an unreadable autosave is),
     * before new preferences are written over it; where it is now, or empty.
     */
    default Optional<java.nio.file.Path> keepPreferencesAside() {
        return Optional.empty();
    }

    /** Sentences to say at start about what was done before the store opened (files moved to their folders). */
    default java.util.List<org.turnpan.chess.speech.Message> startNotices() {
        return java.util.List.of();
    }

    /** Lets the data folder go (the session ends). */
    @Override
    default void close() {
    }

    /** Keeps nothing. */
    static GameStore none() {
        return new GameStore() {
            @Override
            public boolean save(String pgn) {
                return true;
            }

            @Override
            public Optional<String> load() {
                return Optional.empty();
            }

            @Override
            public void clear() {
            }
        };
    }

    /**
     * The autosave file of a {@link SaveStore} (atomic writes in the data folder), locked for this
     * copy of the program (see {@link FolderGameStore}).
     */
    static GameStore of(SaveStore store) {
        return FolderGameStore.open(store);
    }

    /** As {@link #of(SaveStore)}, with the preferences kept in {@code preferencesFolder} and {@code notices} said at start. */
    static GameStore of(SaveStore store, java.nio.file.Path preferencesFolder,
            java.util.List<org.turnpan.chess.speech.Message> notices) {
        return FolderGameStore.open(store, preferencesFolder, notices);
    }
}
