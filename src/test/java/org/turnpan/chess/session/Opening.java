package org.turnpan.chess.session;
import java.nio.file.Path;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.session.intent.Intent;

/** Tests' way to open a PGN file as the window's Open menu does (the {@link Intent}), and see whether it landed. */
final class Opening {
    private Opening() {
    }

    /** Opens {@code file} through the dispatcher; true when a game of it is on the board and nothing was asked. */
    static boolean open(GameSession session, Path file) {
        Game before = session.game();
        session.perform(Intent.Open.file(file));
        return session.game() != before && session.question().isEmpty();
    }
}
