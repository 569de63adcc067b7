package org.turnpan.chess.session.settings;

import java.nio.file.Path;
import java.util.Set;
import org.turnpan.chess.session.command.Confirmations;
import org.turnpan.chess.session.command.PlayFromHere;
import org.turnpan.chess.session.record.GameList;
import org.turnpan.chess.speech.Message;

/**
 * A question the session asked before doing something that cannot be undone; the next typed line
 * answers it (see {@link Confirmations}). Data only: what was asked and what yes would do.
 */
public sealed interface Confirmation {

    /** The answers the question takes; any other line drops the question and changes nothing. */
    Set<Answer> answers();

    /** The question, as said. */
    Message question();

    /** The words a player may answer with: key {@code session.answer.<name in lower case>}. */
    enum Answer {
        YES, NO, OVERWRITE, APPEND, CANCEL
    }

    /** What would take the place of the game: a new game, or game {@code number} of a file. */
    sealed interface Replacement {
    }

    record NewGame(SessionSettings settings) implements Replacement {
    }

    /** {@code new 960} or {@code new 960 518}: a Chess960 game from start position {@code number} (0-959). */
    record NewChess960(SessionSettings settings, int number) implements Replacement {
    }

    /** {@code discard}: the found game forgotten (its autosave cleared) and a new game begun. */
    record Discard(SessionSettings settings) implements Replacement {
    }

    record OpenGame(Path file, int number) implements Replacement {
    }

    /** Game {@code number} of the file whose games are listed ({@code game N}, {@link GameList}). */
    record OpenListed(int number) implements Replacement {
    }

    /** A new game from a reviewed position ({@link PlayFromHere}), the old one not kept. */
    record PlayFrom(org.turnpan.chess.rules.Game from) implements Replacement {
    }

    /**
     * Replace the game in progress ({@code found}: the unfinished game found at start, not resumed
     * yet)? Yes or no.
     */
    record ReplaceGame(Replacement replacement, boolean found) implements Confirmation {
        @Override
        public Set<Answer> answers() {
            return Set.of(Answer.YES, Answer.NO);
        }

        @Override
        public Message question() {
            return Message.of(found ? "session.confirm.replace.found" : "session.confirm.replace");
        }
    }

    /** Resign the game (asked when a key chord or a menu resigns, so a slip of the finger never ends a game)? */
    record Resign() implements Confirmation {
        @Override
        public Set<Answer> answers() {
            return Set.of(Answer.YES, Answer.NO);
        }

        @Override
        public Message question() {
            return Message.of("session.confirm.resign");
        }
    }

    /** Save onto a file that exists: overwrite it, append the game to it, or cancel. */
    record ExistingFile(Path file) implements Confirmation {
        @Override
        public Set<Answer> answers() {
            return Set.of(Answer.OVERWRITE, Answer.APPEND, Answer.CANCEL);
        }

        @Override
        public Message question() {
            Path name = file.getFileName();
            Path folder = file.getParent();
            return Message.of("session.confirm.overwrite", "file", name == null ? file.toString() : name.toString(),
                    "folder", folder == null ? "" : folder.toString());
        }
    }
}
