package org.turnpan.chess.session.activity;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.review.HeaderWords;
import org.turnpan.chess.session.reading.Question;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * Where a game read from a file ({@code open}, {@code --pgn}, {@code game N}) lands, after "Opened
 * the file, 24 half-moves.": its header (when the file names anything), then
 * <ul>
 * <li>a finished game: how it ended ("Game over. Checkmate. Black wins."), then a review at its
 * start, saying how to step; no clock runs;</li>
 * <li>an unfinished game: ready to be played on from its last move, which is said with whose move it
 * is; an untimed one can be reviewed first ({@code review}).</li>
 * </ul>
 */
public final class FileLanding {
    private FileLanding() {
    }

    public static List<Announcement> land(Stage core, List<Announcement> begun) {
        Reviewing atEnd = Reviewing.ofGame(core);
        PgnGame pgn = atEnd.review().game();
        Message header = new HeaderWords().header(pgn);
        boolean over = core.game().isOver();
        // "Game over. Draw by threefold repetition." stays: the header says only who won
        List<Announcement> said = new ArrayList<>(begun);
        if (!header.key().equals("review.header.none")) {
            said.add(Announcement.queued(Kind.EVENT, header));
        }
        if (over) {
            Reviewing atStart = atEnd.with(atEnd.review().toGameStart().review());
            core.become(atStart);
            said.add(Announcement.queued(Kind.EVENT, Message.of("session.review.opened", "here",
                    atStart.review().here())));
        } else if (core.game().plyCount() > 0) {
            boolean timed = core.record().timeControl().isTimed();
            said.add(Announcement.queued(Kind.EVENT, Message.of(timed ? "session.review.opened.timed"
                    : "session.review.opened.unfinished", "last", core.reader().sentence(new Question.LastMove()),
                    "whose", core.whoseMove())));
        } else {
            // a file with no moves (a position to play from) says whose move it is, as one with moves does
            said.add(Announcement.queued(Kind.EVENT, core.whoseMove()));
        }
        return said;
    }
}
