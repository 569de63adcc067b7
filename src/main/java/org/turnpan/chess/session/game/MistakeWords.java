package org.turnpan.chess.session.game;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.analysis.Judgement;
import org.turnpan.chess.engine.analysis.Mistake;
import org.turnpan.chess.engine.analysis.MistakeRules;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;

/** The sentences of "learn from your mistakes" and of per-move scores (keys {@code mistakes.*}). */
public final class MistakeWords {
    private final SessionWords words;

    public MistakeWords(SessionWords words) {
        this.words = words;
    }

    /**
     * A score from White's view as a player says it: "Plus one point two for White.", "The position
     * is level.", "White mates in three."; shown "+1.2 for White".
     */
    public Message score(Score white) {
        if (white.mate()) {
            String side = white.value() > 0 ? "white" : "black";
            int moves = Math.abs(white.value());
            return moves == 0 ? Message.of("mistakes.score.mated." + (white.value() >= 0 ? "black" : "white"))
                    : Message.of("mistakes.score.mate." + side, "moves", moves);
        }
        int cp = white.value();
        BigDecimal pawns = pawns(Math.abs(cp));
        if (pawns.signum() == 0) {
            return Message.of("mistakes.score.level");
        }
        return Message.of("mistakes.score." + (cp > 0 ? "white" : "black"), "pawns", pawns);
    }

    /** "Mistake 1 of 3: at move 12 White played knight to e5, which lost two point three pawns. Find a better move for White." */
    public Message prompt(Mistake m, int index, int count, Position before) {
        Message played = move(before, m.played());
        String mover = SessionWords.lower(m.mover());
        Message what;
        if (m.after().mate() && (m.after().value() > 0) != (m.mover() == Side.WHITE)) {
            what = Message.of("mistakes.what.mated." + mover, "moves", Math.max(1, Math.abs(m.after().value())));
        } else if (m.before().mate() && (m.before().value() > 0) == (m.mover() == Side.WHITE)) {
            what = Message.of("mistakes.what.missed", "moves", Math.max(1, Math.abs(m.before().value())));
        } else {
            what = Message.of("mistakes.what.lost", "pawns", pawns(Math.min(m.loss(), 2 * MistakeRules.CAP)));
        }
        return Message.of("mistakes.prompt." + mover, "index", index, "count", count, "number", m.moveNumber(),
                "move", played, "what", what);
    }

    public Message move(Position before, Move move) {
        return words.phraser().movePhrase(before, move, MoveStyle.WORDS);
    }

    /** The verdict on an answer. */
    public Message verdict(Judgement j, Position before) {
        Message move = move(before, j.answer());
        if (j.accepted()) {
            return Message.of("mistakes.right", "move", move);
        }
        return Message.of("mistakes.wrong", "move", move, "pawns", pawns(Math.min(j.loss(), 2 * MistakeRules.CAP)));
    }

    /** Centipawns as pawns to one decimal (1.2), never "1.0" (said "one"). */
    public static BigDecimal pawns(int centipawns) {
        BigDecimal p = BigDecimal.valueOf(centipawns).divide(BigDecimal.valueOf(100), 1, RoundingMode.HALF_UP);
        return p.signum() == 0 ? BigDecimal.ZERO : p.stripTrailingZeros().scale() < 0 ? p.setScale(0) : p.stripTrailingZeros();
    }
}
