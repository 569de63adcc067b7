package org.turnpan.chess.review;

import java.util.Optional;

/**
 * A player's name as a PGN tag gives it ("Carlsen, Magnus", "Carlsen,M", "DrDrunkenstein", "?"),
 * turned the way it is said: {@link #spoken()} "Magnus Carlsen", {@link #shortName()} "Carlsen" for
 * lists. Empty for an unknown player.
 */
public record PlayerName(String spoken, String shortName) {

    public static Optional<PlayerName> fromTag(String value) {
        String v = value == null ? "" : value.strip().replaceAll("\\s+", " ");
        if (isUnknown(v)) {
            return Optional.empty();
        }
        int comma = v.indexOf(',');
        if (comma < 0 || v.indexOf(',', comma + 1) >= 0) {
            return Optional.of(new PlayerName(v, v));
        }
        String last = v.substring(0, comma).strip();
        String first = v.substring(comma + 1).strip();
        if (last.isEmpty()) {
            return Optional.of(new PlayerName(first, first));
        }
        return Optional.of(new PlayerName(first.isEmpty() ? last : first + " " + last, last));
    }

    /** "?", "-", "NN" and empty values mean nobody is named. */
    static boolean isUnknown(String v) {
        return v.isEmpty() || v.chars().allMatch(c -> c == '?' || c == '-') || v.equalsIgnoreCase("NN");
    }
}
