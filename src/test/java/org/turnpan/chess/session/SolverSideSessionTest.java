package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.PieceLetters;
import org.turnpan.chess.puzzle.Puzzle;
import org.turnpan.chess.puzzle.PuzzleSet;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.activity.MistakeDrill;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * Puzzles and the mistakes drill as the window's and the console's player meet them (issue 26):
 * the board is turned to the solver's side while a puzzle runs (Black's puzzle seen from Black,
 * the console's board too) and back to what the player had afterwards; the hints that end a
 * puzzle name F11, Shift+F11 and H to the window's player, in Italian Esc, and follow a key the
 * player rebound; the console's player still hears what to type.
 */
class SolverSideSessionTest {
    private static final PuzzleSet SET = PuzzleSet.standard();

    private static Puzzle firstFor(Side side) {
        return SET.puzzles().stream().filter(p -> p.start().sideToMove() == side).findFirst().orElseThrow();
    }

    /** A legal move of the solver that is not the solution's first. */
    private static String wrongMove(Puzzle p) {
        return wrongMove(p, Locale.ENGLISH);
    }

    private static String wrongMove(Puzzle p, Locale locale) {
        Position start = p.start();
        Move wrong = start.legalMoves().stream().filter(m -> !m.equals(p.solution().get(0)))
                .filter(m -> start.play(m).hasLegalMove() && !start.play(m).isCheckmate()).findFirst().orElseThrow();
        // long algebraic: the same in every language ("Rf7" is a rook in English, a king in Italian)
        return locale.equals(Locale.ENGLISH) ? MoveText.san(start, wrong, PieceLetters.forLocale(locale)) : wrong.uci();
    }

    private static GameSession session(Locale locale, Controls controls, List<String> said) {
        Catalogue words = Catalogue.forLocale(locale);
        SessionListener listener = SessionListener.of(a -> said.add(words.render(a.message(), Medium.TEXT)));
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale),
                new SessionServices(null, GameStore.none(), () -> 0L).withControls(controls), listener);
        s.start();
        return s;
    }

    @Test
    void aPuzzleForBlackIsSeenFromBlackAndTheBoardTurnsBackAfter() {
        Puzzle black = firstFor(Side.BLACK);
        Puzzle white = firstFor(Side.WHITE);
        List<String> said = new ArrayList<>();
        try (GameSession s = session(Locale.ENGLISH, Controls.TYPED, said)) {
            assertEquals(Side.WHITE, s.orientation(), "a new game is seen from White");
            s.submit("puzzle " + black.number());
            assertEquals(Side.BLACK, s.orientation(), "Black's puzzle is seen from Black");
            assertEquals(Side.BLACK, s.boardInView().orientation());
            said.clear();
            s.submit("board");
            assertTrue(said.get(0).startsWith("1  "), "the console's board starts at rank 1: " + said);
            // own pieces are the solver's
            said.clear();
            s.submit("pieces own");
            assertTrue(String.join(" ", said).contains("Black"), "own pieces are Black's: " + said);

            s.submit("puzzle " + white.number());
            assertEquals(Side.WHITE, s.orientation(), "the next puzzle, for White, turns the board back to White");
            s.submit("puzzle " + black.number());
            assertEquals(Side.BLACK, s.orientation());
            said.clear();
            s.submit("stop");
            assertEquals(Side.WHITE, s.orientation(), "back to the game: the board the player had: " + said);
            said.clear();
            s.submit("board");
            assertTrue(said.get(0).startsWith("8  "), "the console's board starts at rank 8 again: " + said);
        }
    }

    @Test
    void aPlayerWhoLooksFromBlackGetsBlackBackAfterAPuzzleForWhite() {
        Puzzle white = firstFor(Side.WHITE);
        List<String> said = new ArrayList<>();
        try (GameSession s = session(Locale.ENGLISH, Controls.KEYS, said)) {
            s.perform(new BoardAction.Flip());
            assertEquals(Side.BLACK, s.orientation());
            s.submit("puzzle " + white.number());
            assertEquals(Side.WHITE, s.orientation(), "White's puzzle is seen from White");
            assertEquals(white.opponentMove().to(), s.cursor().square(), "the cursor is on the opponent's move");
            s.submit("solution");
            s.perform(new BoardAction.Cancel());
            assertEquals(Side.BLACK, s.orientation(), "Escape: back to the game as the player had it");
        }
    }

    @Test
    void theWindowHearsTheKeysItsPlayerHasTheConsoleWhatToType() {
        Puzzle black = firstFor(Side.BLACK);
        List<String> said = new ArrayList<>();
        try (GameSession s = session(Locale.ENGLISH, Controls.KEYS, said)) {
            s.submit("solution");
            assertTrue(last(said).endsWith("No puzzle is open. Press F11 to start one."), last(said));
            s.submit("puzzle " + black.number());
            s.submit(wrongMove(black));
            assertTrue(last(said).contains("Try another move, or press H for a hint or Shift+F11 for the solution."),
                    last(said));
            s.submit("solution");
            assertTrue(last(said).endsWith("Press F11 for the next one."), last(said));
            s.submit(MoveText.san(black.start(), black.solution().get(0), PieceLetters.forLocale(Locale.ENGLISH)));
            assertTrue(last(said).endsWith("This puzzle is over. Press F11 for the next one, or Escape to go back to the game."),
                    last(said));
            s.submit("keys bind F11 F12");
            s.submit("puzzle");
            s.submit("solution");
            assertTrue(last(said).endsWith("Press F12 for the next one."), "the player's own key: " + last(said));
            assertTrue(said.stream().noneMatch(l -> l.contains("Type puzzle") || l.contains("type hint")),
                    "a typed hint in the window: " + said);
        }
        said.clear();
        try (GameSession s = session(Locale.ITALIAN, Controls.KEYS, said)) {
            s.submit("problema " + black.number());
            assertTrue(last(said).contains("Il Nero muove e "), last(said));
            s.submit(wrongMove(black, Locale.ITALIAN));
            assertTrue(last(said).contains("non funziona, perché il Bianco risponde"), last(said));
            s.submit("soluzione");
            assertTrue(said.stream().noneMatch(l -> l.toLowerCase(Locale.ROOT).contains("il il ")),
                    "the side's article said once: " + said);
            assertTrue(last(said).endsWith("Premi F11 per il prossimo."), last(said));
            s.submit("soluzione");
            assertTrue(last(said).endsWith("Premi F11 per il prossimo, o Esc per tornare alla partita."), last(said));
        }
        said.clear();
        try (GameSession s = session(Locale.ENGLISH, Controls.TYPED, said)) {
            s.submit("puzzle " + black.number());
            s.submit(wrongMove(black));
            assertTrue(last(said).contains("Try another move, or type hint or solution."), last(said));
            s.submit("solution");
            assertTrue(last(said).endsWith("Type puzzle for the next one."), last(said));
        }
    }

    @Test
    void blacksMistakesAreDrilledFromBlacksSide(@TempDir Path dir) throws IOException, InterruptedException {
        Path pgn = dir.resolve("blunder.pgn");
        Files.writeString(pgn, "[Event \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                + "1. e4 e5 2. Nf3 Qh4 3. Nxh4 *\n", StandardCharsets.UTF_8);
        List<String> said = new ArrayList<>();
        try (GameSession s = session(Locale.ENGLISH, Controls.KEYS, said)) {
            s.perform(Intent.Open.file(pgn));
            assertEquals(5, s.game().plyCount(), "the game is open: " + said);
            Side before = s.orientation();
            s.submit("mistakes black");
            long until = System.nanoTime() + 60_000_000_000L;
            while (!(s.activity() instanceof MistakeDrill) && System.nanoTime() < until) {
                Thread.sleep(50);
            }
            assertInstanceOf(MistakeDrill.class, s.activity(), "the drill: " + said);
            assertEquals(Side.BLACK, s.orientation(), "Black's mistakes are seen from Black");
            assertTrue(said.stream().anyMatch(l -> l.contains("Find a better move for Black.")), String.join("\n", said));
            assertTrue(s.boardInView().highlighted().contains(Square.D8), "the queen that blundered");
            s.submit("better");
            s.submit("skip");
            assertTrue(last(said).endsWith("That was the last mistake found. Press Escape to go back to the game."),
                    last(said));
            s.perform(new BoardAction.Cancel());
            assertFalse(s.activity() instanceof MistakeDrill, "Escape left the drill: " + said);
            assertEquals(before, s.orientation(), "and the board is as the player had it");
        }
    }

    private static String last(List<String> said) {
        return said.isEmpty() ? "" : said.get(said.size() - 1);
    }
}
