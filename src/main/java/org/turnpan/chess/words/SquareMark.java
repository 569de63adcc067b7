package org.turnpan.chess.words;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * What a square shows besides its piece, the same for the eye (a style class) and the ear (a few
 * words after the square's reading), in the order they are said.
 */
public enum SquareMark {
    /** The piece picked up to move. */
    SELECTED,
    /** The king of the side to move, in check. */
    CHECK,
    /** Where the picked-up piece can go. */
    TARGET,
    /** Where the last move came from or went to. */
    LAST_MOVE;

    /** The style class of the mark in turnpan.css: "selected", "check", "target", "last-move". */
    public String styleClass() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The catalogue key that adds this mark to a square's reading. */
    public String key() {
        return "ui.square.mark." + styleClass();
    }

    /** The marks of every square that has any, for this game and this picked-up piece. */
    public static Map<Square, Set<SquareMark>> of(Game game, Optional<Square> selected) {
        Map<Square, Set<SquareMark>> marks = new EnumMap<>(Square.class);
        Position p = game.position();
        selected.ifPresent(s -> {
            add(marks, s, SELECTED);
            p.legalMovesFrom(s).forEach(m -> add(marks, m.to(), TARGET));
        });
        if (p.isCheck()) {
            add(marks, p.kingSquare(p.sideToMove()), CHECK);
        }
        Optional<Move> last = game.lastMove();
        last.ifPresent(m -> {
            add(marks, m.from(), LAST_MOVE);
            add(marks, m.to(), LAST_MOVE);
        });
        marks.replaceAll((s, set) -> Collections.unmodifiableSet(set));
        return Collections.unmodifiableMap(marks);
    }

    private static void add(Map<Square, Set<SquareMark>> marks, Square s, SquareMark m) {
        marks.computeIfAbsent(s, k -> EnumSet.noneOf(SquareMark.class)).add(m);
    }
}
