package org.turnpan.chess.speech;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Termination;

/** Game events: results with their reasons, and remaining times in words. */
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

    /**
     * "2 minutes 5 seconds": hours, minutes and seconds (whole seconds, rounded down), leaving out
     * the zero parts; zero is "0 seconds".
     */
    Message clock(Duration remaining) {
        long total = Math.max(0, remaining.toSeconds());
        List<Message> parts = new ArrayList<>(3);
        addPart(parts, "clock.hours", total / 3600);
        addPart(parts, "clock.minutes", total / 60 % 60);
        addPart(parts, "clock.seconds", total % 60);
        return switch (parts.size()) {
            case 0 -> Message.of("clock.seconds", Catalogue.COUNT, 0L);
            case 1 -> parts.get(0);
            case 2 -> Message.of("clock.two", "first", parts.get(0), "second", parts.get(1));
            default -> Message.of("clock.three", "first", parts.get(0), "second", parts.get(1), "third", parts.get(2));
        };
    }

    private static void addPart(List<Message> parts, String key, long count) {
        if (count > 0) {
            parts.add(Message.of(key, Catalogue.COUNT, count));
        }
    }
}
