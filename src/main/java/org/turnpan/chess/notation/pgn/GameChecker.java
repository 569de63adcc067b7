package org.turnpan.chess.notation.pgn;

import java.util.Optional;
import org.turnpan.chess.rules.Position;

/**
 * Checks the games a walk reports ({@code pgn check}): every move is played, so the problems are
 * the ones {@link GameBuilder} meets, at the same places, but nothing of a sound game is kept (no
 * move objects, comments skipped unread). Its value is {@link PgnEntry.Checked} or the problem.
 */
public final class GameChecker implements PgnVisitor<PgnEntry> {
    private int number;

    @Override
    public void begin(int gameNumber, long offset, int line, int column) {
        number = gameNumber;
    }

    @Override
    public Movetext headersEnd(Position start) {
        return Movetext.CHECK;
    }

    @Override
    public PgnEntry end(Optional<PgnEntry.Problem> problem) {
        return problem.<PgnEntry>map(p -> p).orElseGet(() -> new PgnEntry.Checked(number));
    }
}
