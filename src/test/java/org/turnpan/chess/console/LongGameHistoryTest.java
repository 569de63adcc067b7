package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Issue 21, item 5: {@code history 4000} on a legal game of more than 4,000 half-moves crashed
 * (a recursion per move). The game is built here by the rules themselves: quiet piece moves that
 * never repeat a position, a pawn move or a capture before the 50-move count runs out, never a
 * mate, stalemate or a draw the rules end by themselves. The console opens it from a PGN file and
 * answers {@code history 4000} with the last 4,000 half-moves, numbered to the end.
 */
class LongGameHistoryTest {
    private static final int PLIES = 4_200;

    @TempDir
    Path dir;

    @Test
    void historyOfFourThousandHalfMovesAnswers() throws Exception {
        Game game = longGame();
        assertTrue(game.plyCount() >= PLIES, "built " + game.plyCount() + " plies");
        Path pgn = dir.resolve("long.pgn");
        Files.writeString(pgn, pgn(game), StandardCharsets.UTF_8);
        Path data = Files.createDirectory(dir.resolve("data"));
        List<String> out = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(data, pgn, "history 4000\nturn\n"));
        String all = String.join("\n", out);
        assertFalse(all.contains("Exception") || all.contains("Error"), all.substring(0, Math.min(all.length(), 2000)));
        // the last 4,000 of 4,200 half-moves: from move 101 (ply 201) to move 2100, said in words
        int first = (game.plyCount() - 4000) / 2 + 1;
        int moveNumber = (game.plyCount() + 1) / 2;
        assertTrue(out.stream().anyMatch(l -> l.startsWith(first + ". ") && l.contains("; " + moveNumber + ". ")
                && l.length() > 20_000), "the history runs from move " + first + " to move " + moveNumber + ": "
                        + out.stream().map(l -> l.length() > 300 ? l.substring(0, 150) + " … " + l.substring(l.length() - 150) : l).toList());
        assertTrue(out.stream().anyMatch(l -> l.contains("to move") || l.contains("turn")), all.substring(all.length() - 500));
    }

    /** A legal game of {@link #PLIES} half-moves that the rules never end by themselves. */
    static Game longGame() {
        Random random = new Random(21);
        Game g = Game.newGame();
        while (g.plyCount() < PLIES) {
            Position p = g.position();
            boolean reset = p.halfmoveClock() >= 80;
            List<Game> quiet = new ArrayList<>();
            List<Game> pawn = new ArrayList<>();
            List<Game> capture = new ArrayList<>();
            for (Move m : p.legalMoves()) {
                Game next = g.play(m);
                if (next.isOver() || next.repetitionCount() > 1 || !next.position().hasLegalMove()) {
                    continue;
                }
                boolean took = next.position().occupiedSquares().size() < p.occupiedSquares().size();
                (took ? capture : next.position().halfmoveClock() == 0 ? pawn : quiet).add(next);
            }
            List<Game> pick = reset ? (!pawn.isEmpty() ? pawn : !capture.isEmpty() ? capture : quiet)
                    : (!quiet.isEmpty() ? quiet : !pawn.isEmpty() ? pawn : capture);
            assertFalse(pick.isEmpty(), "no move to go on with at ply " + g.plyCount() + ": " + p.toFen());
            g = pick.get(random.nextInt(pick.size()));
        }
        return g;
    }

    private static String pgn(Game game) {
        StringBuilder sb = new StringBuilder("[Event \"Long\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n");
        List<Position> positions = game.positions();
        for (int i = 0; i < game.plyCount(); i++) {
            if (i % 2 == 0) {
                sb.append(i / 2 + 1).append(". ");
            }
            sb.append(MoveText.san(positions.get(i), game.moves().get(i))).append(i % 12 == 11 ? "\n" : " ");
        }
        return sb.append("*\n").toString();
    }

    private static List<String> run(Path data, Path pgn, String input) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8), Voice.silent())
                .run(new Console.Options(SessionSettings.defaults(), pgn, Console.StartedAs.ASKED_FOR, true),
                        new SessionServices(null, GameStore.of(new SaveStore(data)), null));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theBuiltGameIsLegalAndOpen() {
        Game g = longGame();
        assertEquals(PLIES, g.plyCount());
        assertFalse(g.isOver());
    }
}
