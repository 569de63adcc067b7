package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * One puzzle, as a row of lichess's puzzle CSV: the position before the opponent's move
 * ({@code fen}), then {@code moves}: the opponent's move first, then the solution, the player's
 * moves and the opponent's replies in turn, ending with the player's move.
 *
 * @param number   its place in the set, from 1
 * @param id       the CSV's PuzzleId
 * @param before   the position before the opponent's move
 * @param moves    the opponent's move and the solution line
 * @param rating   its rating (lichess's Rating column)
 * @param themes   its themes, as found by {@link ThemeDetector}
 * @param gameUrl  the game it comes from, when the game has an address (else empty)
 * @param opening  the CSV's OpeningTags, space-separated (often empty)
 */
public record Puzzle(int number, String id, Position before, List<Move> moves, int rating, List<Theme> themes,
                     String gameUrl, String opening) {

    public Puzzle {
        moves = List.copyOf(moves);
        themes = List.copyOf(themes);
        if (moves.size() < 2 || moves.size() % 2 != 0) {
            throw new IllegalArgumentException("a puzzle is the opponent's move and a line ending with the player's: "
                    + moves);
        }
    }

    /** The opponent's move that sets the puzzle. */
    public Move opponentMove() {
        return moves.get(0);
    }

    /** The position the player solves: after the opponent's move. */
    public Position start() {
        return before.play(moves.get(0));
    }

    /** The solution: the player's moves and the replies between them. */
    public List<Move> solution() {
        return moves.subList(1, moves.size());
    }

    /** How many moves the player makes. */
    public int playerMoves() {
        return moves.size() / 2;
    }

    /** The number of moves to mate, when the puzzle is a mate in one to three. */
    public Optional<Integer> mateIn() {
        for (int n = 1; n <= 3; n++) {
            if (themes.contains(Theme.mateIn(n))) {
                return Optional.of(n);
            }
        }
        return Optional.empty();
    }

    /** The positions along the line: after the opponent's move, after each solution move. */
    public List<Position> positions() {
        List<Position> out = new ArrayList<>();
        Position p = start();
        out.add(p);
        for (Move m : solution()) {
            p = p.play(m);
            out.add(p);
        }
        return out;
    }
}
