package org.turnpan.chess.notation.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * A game as read from PGN: the tags in file order, the start position ([SetUp]/[FEN] or the usual
 * one), the main line with its comments, NAGs and variations, and the result. Immutable.
 */
public record PgnGame(List<PgnTag> tags, Position start, PgnLine mainline, PgnResult result) {

    /** The seven-tag roster, in export order. */
    public static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    public PgnGame {
        tags = List.copyOf(tags);
        if (start == null || mainline == null || result == null) {
            throw new IllegalArgumentException("start, mainline and result are required");
        }
    }

    /** The value of the first tag of that name. */
    public Optional<String> tag(String name) {
        for (PgnTag t : tags) {
            if (t.name().equals(name)) {
                return Optional.of(t.value());
            }
        }
        return Optional.empty();
    }

    /** The main-line moves, in order. */
    public List<Move> moves() {
        List<Move> out = new ArrayList<>(mainline.moves().size());
        for (PgnMove m : mainline.moves()) {
            out.add(m.move());
        }
        return out;
    }

    /**
     * The main line replayed as a rules game. The rules end a game by themselves (mate, stalemate,
     * threefold repetition, fifty moves...); moves written after that point are not played.
     */
    public Game toGame() {
        Game g = Game.from(start);
        for (PgnMove m : mainline.moves()) {
            if (g.isOver()) {
                break;
            }
            g = g.play(m.move());
        }
        return g;
    }

    /**
     * The tags as export format writes them: the seven-tag roster first in its order (a missing one
     * as "?", "????.??.??" for the date, the result for Result), then every other tag in file order.
     */
    public List<PgnTag> exportTags() {
        List<PgnTag> out = new ArrayList<>(tags.size() + 7);
        for (String name : ROSTER) {
            String value = tag(name).orElse(switch (name) {
                case "Date" -> "????.??.??";
                case "Result" -> result.token();
                default -> "?";
            });
            out.add(new PgnTag(name, value));
        }
        for (PgnTag t : tags) {
            if (!ROSTER.contains(t.name())) {
                out.add(t);
            }
        }
        return out;
    }

    /** This game with {@link #exportTags()}: what writing it in export format and reading it back gives. */
    public PgnGame inExportForm() {
        return new PgnGame(exportTags(), start, mainline, result);
    }
}
