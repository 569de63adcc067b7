package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

/**
 * The window's first sentence: the session's greeting ("New game. White: ... Black: ...") followed,
 * in the same sentence, by the player's colour and whose move it is ("You play black. White is
 * thinking."). An offer to resume a saved game is left as it is: it asks a question first.
 */
final class StartSentence {
    private static final String RESUME_OFFER = "session.resume.offer";

    private StartSentence() {
    }

    static List<Announcement> of(List<Announcement> greeting, Table table) {
        if (greeting.isEmpty() || RESUME_OFFER.equals(greeting.get(0).message().key())
                || table.game().isOver()) {
            return greeting;
        }
        List<Announcement> all = new ArrayList<>(greeting);
        Announcement first = all.get(0);
        Message whose = whoseMove(table.soleHumanSide(), table.game().position().sideToMove());
        all.set(0, new Announcement(first.kind(), first.priority(),
                Message.of("ui.start.first", "greeting", first.message(), "whose", whose)));
        return List.copyOf(all);
    }

    /** "You play white. Your move." with one player at the keyboard, "White to move." otherwise. */
    static Message whoseMove(Optional<Side> player, Side toMove) {
        String mover = toMove == Side.WHITE ? "white" : "black";
        return player.map(you -> Message.of("ui.start." + (you == Side.WHITE ? "white" : "black")
                        + (you == toMove ? ".move" : ".wait")))
                .orElse(Message.of("ui.turn." + mover));
    }
}
