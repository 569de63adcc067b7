package org.turnpan.chess.session;

import java.util.Optional;

/**
 * Where the game in progress is kept between runs (the autosave). The session writes the whole
 * game as PGN text after every move; an implementation must replace the old text atomically so a
 * crash leaves either the old or the new game, never half of one.
 */
public interface GameStore {

    /** Replaces the saved game; false when it could not be written. */
    boolean save(String pgn);

    /** The saved game, if any. */
    Optional<String> load();

    /** Forgets the saved game (it finished, or the player discarded it). */
    void clear();

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

    /** The autosave file of a {@link SaveStore} (atomic writes in the data folder). */
    static GameStore of(SaveStore store) {
        return new GameStore() {
            @Override
            public boolean save(String pgn) {
                return store.autosave(pgn) instanceof SaveResult.Saved;
            }

            @Override
            public Optional<String> load() {
                return store.unfinishedGame();
            }

            @Override
            public void clear() {
                store.clearAutosave();
            }
        };
    }
}
