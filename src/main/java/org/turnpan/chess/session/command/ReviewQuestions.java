package org.turnpan.chess.session.command;

import java.util.List;
import org.turnpan.chess.review.HeaderWords;
import org.turnpan.chess.review.Review;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.activity.Reviewing;
import org.turnpan.chess.session.game.TurnSentences;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * The typed questions about the game as a record: its header, the comment and what changed at the
 * reviewed move, a square's history, the FEN of the board in view. They work in a review (about
 * the reviewed point) and in play (about the game as it stands), and never start a review.
 */
public final class ReviewQuestions {
    public static final Command COMMENT = ReviewCommands.review("comment", (core, args) -> comment(core));
    public static final Command CHANGES = ReviewCommands.review("changes", (core, args) -> changes(core));
    public static final Command HEADER = ReviewCommands.review("header", (core, args) -> header(core));
    static final Command FEN = ReviewCommands.review("fen", (core, args) -> fen(core));

    private ReviewQuestions() {
    }

    /** The review looked at: the one running, or the game as it stands. */
    private static Review looked(Helm core) {
        return core.activity() instanceof Reviewing r ? r.review() : Reviewing.ofGame(core).review();
    }

    static List<Announcement> comment(Helm core) {
        return answer(looked(core).comment());
    }

    static List<Announcement> changes(Helm core) {
        return answer(looked(core).changes());
    }

    /** "history e5": every move to or from the square, from the start to the end of the line looked at. */
    static List<Announcement> history(Helm core, Square square) {
        return answer(looked(core).history(square));
    }

    /**
     * The players, event, place, date, round, result and opening in one sentence; for a game played
     * here (no file gave it tags), who plays each side as the new game said it.
     */
    static List<Announcement> header(Helm core) {
        Message header = new HeaderWords().header(looked(core).game());
        if (!core.record().notes().tags().isEmpty()) {
            return answer(header);
        }
        Message players = TurnSentences.players("session.review.header.played", core.match());
        return answer(header.key().equals("review.header.none") ? players
                : Joined.sentences(players, header));
    }

    /** "White is a player at this keyboard, and Black is Turnpan level 2.": who plays each side (lichess's {@code o}). */
    static List<Announcement> players(Helm core) {
        return answer(TurnSentences.players("session.review.header.played", core.match()));
    }

    /** The FEN of the board in view: the reviewed position, or the game's. */
    static List<Announcement> fen(Helm core) {
        return answer(Message.of("session.review.fen", "fen", Fen.write(core.boardInView().game().position())));
    }

    private static List<Announcement> answer(Message m) {
        return List.of(Announcement.answer(m));
    }
}
