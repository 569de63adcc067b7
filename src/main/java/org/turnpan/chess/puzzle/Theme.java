package org.turnpan.chess.puzzle;

import java.util.Locale;
import java.util.Optional;

/**
 * The motifs a puzzle is tagged with, by the names lichess's puzzle database uses (its CSV's
 * {@code Themes} column). Our own rules find them ({@link ThemeDetector}); their spoken names are
 * keys {@code puzzle.theme.<lichess name>} of the {@code puzzle} catalogue.
 */
public enum Theme {
    MATE("mate"), MATE_IN_1("mateIn1"), MATE_IN_2("mateIn2"), MATE_IN_3("mateIn3"),
    BACK_RANK_MATE("backRankMate"), SMOTHERED_MATE("smotheredMate"), FORK("fork"), PIN("pin"),
    SKEWER("skewer"), DISCOVERED_ATTACK("discoveredAttack"), DOUBLE_CHECK("doubleCheck"),
    PROMOTION("promotion"), ONE_MOVE("oneMove"), SHORT("short"), LONG("long");

    private final String lichessName;

    Theme(String lichessName) {
        this.lichessName = lichessName;
    }

    /** The name in lichess's CSV ("discoveredAttack"). */
    public String lichessName() {
        return lichessName;
    }

    /** The catalogue key of its spoken name. */
    public String key() {
        return "puzzle.theme." + lichessName;
    }

    /** The theme with this lichess name, any case. */
    public static Optional<Theme> byLichessName(String name) {
        for (Theme t : values()) {
            if (t.lichessName.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The mate theme of a mate in {@code moves} (1 to 3). */
    public static Theme mateIn(int moves) {
        return switch (moves) {
            case 1 -> MATE_IN_1;
            case 2 -> MATE_IN_2;
            case 3 -> MATE_IN_3;
            default -> throw new IllegalArgumentException("mate in " + moves);
        };
    }
}
