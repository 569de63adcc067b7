package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * The words typed after a command word, lower case, with neighbouring words that make one known
 * word joined ("nước cuối"), and the text as typed after the command word (file names keep their
 * capitals). Words a reader does not know are skipped: "where are the knights" reads like
 * "pieces knights".
 *
 * @param command the command they belong to
 * @param words   the words after the command word
 * @param rest    the text after the command word, as typed
 * @param vocabulary the words of the session language and English
 */
public record Arguments(Command command, List<String> words, String rest, CommandWords vocabulary) {

    boolean isEmpty() {
        return words.isEmpty();
    }

    /** The first word that names a square ("what is on e4" works as well as "square e4"). */
    Optional<Square> square() {
        return words.stream().map(Square::parse).flatMap(Optional::stream).findFirst();
    }

    /** The first word that names a side. */
    Optional<Side> side() {
        return words.stream().map(vocabulary::side).flatMap(Optional::stream).findFirst();
    }

    /** The first word that says own or opponent. */
    Optional<Cursor.Whose> whose() {
        return words.stream().map(vocabulary::own).flatMap(Optional::stream).findFirst()
                .map(own -> own ? Cursor.Whose.OWN : Cursor.Whose.OPPONENT);
    }

    /** The first word that names a kind of piece. */
    Optional<PieceType> pieceType() {
        return words.stream().map(vocabulary::piece).flatMap(Optional::stream).findFirst();
    }

    /** "Not quite." and the command's help. */
    public List<Announcement> usage() {
        return List.of(new Announcement(Kind.HELP, Announcement.Priority.QUEUED,
                Message.of("session.hint.usage", "help", Message.of(command.helpKey()))));
    }
}
