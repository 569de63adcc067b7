package org.turnpan.chess.session;

import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Message;

/** The sentences that say who plays whom and whose move it is: at a new game, on opening a file, back in the game. */
final class TurnSentences {
    private TurnSentences() {
    }

    /** "New game. White is ..., and Black is .... There is no clock. You play white. Your move." */
    static Message newGame(Match match, SessionWords words) {
        return Message.of("session.start.first",
                "greeting", Message.of("session.new.game", "white", match.playerName(Side.WHITE),
                        "black", match.playerName(Side.BLACK), "clock", words.timeControl(match.record().timeControl())),
                "whose", whoseMove(match, words));
    }

    /** "You play white. Your move." with one player at the keyboard, "White to move." otherwise. */
    static Message whoseMove(Match match, SessionWords words) {
        Side toMove = match.game().position().sideToMove();
        boolean whiteHuman = match.isHuman(Side.WHITE);
        if (whiteHuman == match.isHuman(Side.BLACK)) {
            return Message.of("session.turn", "side", words.side(toMove));
        }
        Side you = whiteHuman ? Side.WHITE : Side.BLACK;
        return Message.of("session.start." + SessionWords.lower(you) + (you == toMove ? ".move" : ".wait"));
    }
}
