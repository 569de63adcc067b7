package org.turnpan.chess.session;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.turnpan.chess.session.files.GameStore;

/** An autosave kept in memory, for tests: what a session saved, a second session finds. */
final class MemoryStore implements GameStore {
    private final AtomicReference<String> text = new AtomicReference<>();

    @Override
    public boolean save(String pgn) {
        text.set(pgn);
        return true;
    }

    @Override
    public Optional<String> load() {
        return Optional.ofNullable(text.get());
    }

    @Override
    public void clear() {
        text.set(null);
    }
}
