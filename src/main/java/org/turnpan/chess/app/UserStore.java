package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.List;
import org.turnpan.chess.session.files.DataFolder;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.speech.Message;

/**
 * The store the window and the console open: games in the data folder, preferences in the config
 * folder (moved there once by {@link PreferencesMove}, what was done said at start). A folder named
 * on the command line ({@code --data}) holds everything, as before.
 */
final class UserStore {
    private UserStore() {
    }

    /** The store for {@code named} ({@code --data}), or for this user's folders when it is null. */
    static GameStore open(Path named) {
        if (named != null) {
            return GameStore.of(new SaveStore(named));
        }
        return open(DataFolder.forUser(), ConfigFolder.forUser());
    }

    static GameStore open(Path data, Path config) {
        List<Message> said = PreferencesMove.between(data, config);
        return GameStore.of(new SaveStore(data), config, said);
    }
}
