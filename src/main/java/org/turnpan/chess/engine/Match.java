package org.turnpan.chess.engine;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Side;

/**
 * Plays games between two engines under the rules of {@link Game} (automatic draws included), for
 * benches and tests. A game longer than {@code maxPlies} is scored a draw; an engine that fails
 * (crash, hang, illegal move) loses that game.
 */
public final class Match {
    private final Limit limit;
    private final int maxPlies;

    public Match(Limit limit, int maxPlies) {
        this.limit = limit;
        this.maxPlies = maxPlies;
    }

    /** How one game ended: the outcome when the rules decided it, the failing side otherwise. */
    public record GameRecord(Game game, Optional<Outcome> outcome, Optional<Side> failed,
                             Optional<EngineProblem> problem) {
        /** Points for White: 1, 0.5 or 0. */
        public double whitePoints() {
            if (failed.isPresent()) {
                return failed.get() == Side.WHITE ? 0 : 1;
            }
            if (outcome.isEmpty() || outcome.get().winner().isEmpty()) {
                return 0.5;
            }
            return outcome.get().winner().get() == Side.WHITE ? 1 : 0;
        }
    }

    /** Plays one game from the opening moves (UCI texts from the initial position). */
    public GameRecord play(Engine white, Engine black, List<Move> opening) {
        return play(white, black, Game.newGame(), opening);
    }

    /** Plays one game from {@code start} (a Chess960 start, say) and the opening moves. */
    public GameRecord play(Engine white, Engine black, Game start, List<Move> opening) {
        Game game = start;
        for (Move m : opening) {
            game = game.play(m);
        }
        while (!game.isOver() && game.plyCount() < maxPlies) {
            Side toMove = game.position().sideToMove();
            Engine engine = toMove == Side.WHITE ? white : black;
            try {
                SearchResult r = engine.search(SearchRequest.of(game, limit)).get();
                game = game.play(r.bestMove());
            } catch (ExecutionException e) {
                Optional<EngineProblem> p = EngineFailure.problemOf(e.getCause());
                return new GameRecord(game, Optional.empty(), Optional.of(toMove), p);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new GameRecord(game, Optional.empty(), Optional.of(toMove), Optional.empty());
            }
        }
        return new GameRecord(game, game.outcome(), Optional.empty(), Optional.empty());
    }

    /** Totals from the first engine's point of view. */
    public record Tally(int wins, int draws, int losses) {
        public double points() {
            return wins + draws / 2.0;
        }

        public int games() {
            return wins + draws + losses;
        }

        public double percent() {
            return games() == 0 ? 0 : 100.0 * points() / games();
        }
    }

    /**
     * Plays every opening twice, {@code first} taking White then Black; reports each game to
     * {@code progress} and returns the tally for {@code first}.
     */
    public Tally series(Engine first, Engine second, List<List<Move>> openings, int games,
                        Consumer<GameRecord> progress) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (int i = 0; i < games; i++) {
            List<Move> opening = openings.get((i / 2) % openings.size());
            boolean firstIsWhite = i % 2 == 0;
            GameRecord r = firstIsWhite ? play(first, second, opening) : play(second, first, opening);
            double p = firstIsWhite ? r.whitePoints() : 1 - r.whitePoints();
            if (p == 1) {
                wins++;
            } else if (p == 0) {
                losses++;
            } else {
                draws++;
            }
            progress.accept(r);
        }
        return new Tally(wins, draws, losses);
    }
}
