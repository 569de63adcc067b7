package org.turnpan.chess.speech;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Termination;

/** Game events: whose turn, check, results with their reasons, draw offers and clock readouts. */
final class EventPhraser {
    private final Nouns nouns;

    EventPhraser(Nouns nouns) {
        this.nouns = nouns;
    }

    /** "Checkmate. White wins." / "Draw by threefold repetition." (key {@code outcome.<termination>}). */
    Message outcome(Outcome outcome) {
        String key = outcomeKey(outcome.termination());
        return outcome.winner()
                .map(w -> Message.of(key, "winner", nouns.side(w), "loser", nouns.side(w.opposite())))
                .orElseGet(() -> Message.of(key));
    }

    /** The key of each way a game ends, for tests and tools that list them. */
    static String outcomeKey(Termination termination) {
        return "outcome." + Nouns.name(termination).replace('_', '-');
    }

    Message turn(Side side) {
        return Message.of("event.turn", "side", nouns.side(side));
    }

    Message check() {
        return Message.of("event.check");
    }

    Message drawOffered(Side by) {
        return Message.of("event.draw-offered", "side", nouns.side(by));
    }

    Message drawAccepted(Side by) {
        return Message.of("event.draw-accepted", "side", nouns.side(by));
    }

    Message drawDeclined(Side by) {
        return Message.of("event.draw-declined", "side", nouns.side(by));
    }

    /**
     * "2 minutes 5 seconds": hours, minutes and seconds (whole seconds, rounded down), leaving out
     * the zero parts; zero is "0 seconds".
     */
    Message clock(Duration remaining) {
        long total = Math.max(0, remaining.getSeconds());
        List<Message> parts = new ArrayList<>(3);
        addPart(parts, "clock.hours", total / 3600);
        addPart(parts, "clock.minutes", total / 60 % 60);
        addPart(parts, "clock.seconds", total % 60);
        return switch (parts.size()) {
            case 0 -> Message.of("clock.seconds", Messages.COUNT, 0L);
            case 1 -> parts.get(0);
            case 2 -> Message.of("clock.two", "first", parts.get(0), "second", parts.get(1));
            default -> Message.of("clock.three", "first", parts.get(0), "second", parts.get(1), "third", parts.get(2));
        };
    }

    /** "White: 2 minutes 5 seconds". */
    Message clock(Side side, Duration remaining) {
        return Message.of("clock.side", "side", nouns.side(side), "time", clock(remaining));
    }

    /**
     * A time control in words: "3 minutes plus 2 seconds per move", "6 seconds, no increment"
     * (times in whole seconds, as {@link #clock(Duration)} says them).
     */
    Message timeControl(Duration initial, Duration increment) {
        return increment.getSeconds() <= 0 ? Message.of("time-control.no-increment", "time", clock(initial))
                : Message.of("time-control", "time", clock(initial), "increment", clock(increment));
    }

    private static void addPart(List<Message> parts, String key, long count) {
        if (count > 0) {
            parts.add(Message.of(key, Messages.COUNT, count));
        }
    }
}
