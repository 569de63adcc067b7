package org.turnpan.chess.session.game;

import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Message;

/** The sentences that say who plays whom and whose move it is: at a new game, on opening a file, back in the game. */
public final class TurnSentences {
    private TurnSentences() {
    }

    /** "New game. White is ..., and Black is .... There is no clock. You play white. Your move." */
    public static Message newGame(Match match, SessionWords words) {
        return Message.of("session.start.first",
                "greeting", players("session.new.game", match, "clock", words.timeControl(match.record().timeControl())),
                "whose", whoseMove(match, words));
    }

    /**
     * Who plays which side, under {@code key}; when both sides are played at this keyboard, said once
     * ({@code key.both-here}: "Both sides are played at this keyboard.") instead of naming the same
     * player twice.
     */
    public static Message players(String key, Match match, Object... more) {
        boolean bothHere = match.isHuman(Side.WHITE) && match.isHuman(Side.BLACK);
        Object[] args = new Object[more.length + (bothHere ? 0 : 4)];
        System.arraycopy(more, 0, args, 0, more.length);
        if (!bothHere) {
            args[more.length] = "white";
            args[more.length + 1] = match.playerName(Side.WHITE);
            args[more.length + 2] = "black";
            args[more.length + 3] = match.playerName(Side.BLACK);
        }
        return Message.of(bothHere ? key + ".both-here" : key, args);
    }

    /** "You play white. Your move." with one player at the keyboard, "White to move." otherwise. */
    public static Message whoseMove(Match match, SessionWords words) {
        Side toMove = match.game().position().sideToMove();
        boolean whiteHuman = match.isHuman(Side.WHITE);
        if (whiteHuman == match.isHuman(Side.BLACK)) {
            return Message.of("session.turn", "side", words.side(toMove));
        }
        Side you = whiteHuman ? Side.WHITE : Side.BLACK;
        return Message.of("session.start." + SessionWords.lower(you) + (you == toMove ? ".move" : ".wait"));
    }
}
