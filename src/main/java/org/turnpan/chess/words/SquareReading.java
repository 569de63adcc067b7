package org.turnpan.chess.words;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.turnpan.chess.speech.Message;

/**
 * What a square says to a screen reader: short ("e4, white knight", then its marks: "e4, white
 * knight, selected"), because the screen reader reads it at every arrow press. In the session, so
 * that the window builds no sentence of its own (it shows what this gives). The help sentence
 * ("Arrows move. Enter selects...") is not read after every square: it is on the square only when
 * the focus has just come to the board from elsewhere, and otherwise on request.
 */
public final class SquareReading {
    /** The help sentence of the board's keys. */
    public static final String HELP_KEY = "ui.square.help";

    private SquareReading() {
    }

    /** How the focus came to the square. */
    public enum Arrival {
        /** From another part of the window (the command field, a menu, a dialog): the first square heard. */
        ENTERED_BOARD,
        /** By a key on the board (arrows, jumps): one square after another. */
        MOVED_ON_BOARD
    }

    /**
     * The square's accessible text: the board reader's words for the square ({@code squareWords},
     * "e4, white knight" or "d5, empty, light square") followed by its marks, in
     * {@link SquareMark} order, each as a whole phrase of its language.
     */
    public static Message text(Message squareWords, Set<SquareMark> marks) {
        Message reading = squareWords;
        for (SquareMark m : List.of(SquareMark.values())) {
            if (marks.contains(m)) {
                reading = Message.of(m.key(), "reading", reading);
            }
        }
        return reading;
    }

    /** The square's reading with no marks. */
    public static Message text(Message squareWords) {
        return text(squareWords, EnumSet.noneOf(SquareMark.class));
    }

    /** The accessible help to put on the square: only for the first square after entering the board. */
    public static Optional<Message> help(Arrival arrival) {
        return arrival == Arrival.ENTERED_BOARD ? Optional.of(helpOnRequest()) : Optional.empty();
    }

    /** The help sentence, said when the user asks for it. */
    public static Message helpOnRequest() {
        return Message.of(HELP_KEY);
    }
}
