package org.turnpan.chess.session.game;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.tts.Earcon;

/** The short sounds played with a move, before its sentence: a capture's knock, then a check's beeps. */
final class MoveSounds {
    private MoveSounds() {
    }

    /** The sounds of {@code move}, played from {@code before} and leading to {@code after}. */
    static List<Earcon> of(Position before, Move move, Position after) {
        List<Earcon> sounds = new ArrayList<>(2);
        if (before.isCapture(move)) {
            sounds.add(Earcon.CAPTURE);
        }
        if (after.isCheck()) {
            sounds.add(Earcon.CHECK);
        }
        return List.copyOf(sounds);
    }
}
