package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnTag;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.Verbosity;

/** The game just played, reviewed without changing it: its moves, its clocks, its players and its end. */
class PlayedGamesTest {

    @Test
    void aTimedGameJustPlayedIsReviewedWithItsClocksAndPlayers() {
        Game game = Game.newGame();
        for (String uci : List.of("f2f3", "e7e5", "g2g4", "d8h4")) {
            game = game.play(Move.parseUci(uci).orElseThrow());
        }
        List<Duration> clocks = List.of(Duration.ofSeconds(178), Duration.ofSeconds(179), Duration.ofSeconds(170),
                Duration.ofMillis(175_500));
        PgnGame pgn = PlayedGames.toPgn(game, List.of(new PgnTag("White", "Anna"), new PgnTag("Black", "builtin:3")), clocks);
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        Review review = Review.of(pgn, ReviewSettings.of(en, MoveStyle.WORDS, Verbosity.NORMAL));
        assertEquals("Anna against builtin:3; Black won.", en.messages().render(review.header(), Medium.TEXT));
        ReviewAnswer last = review.toLineEnd();
        assertEquals("2, Black: queen to h4, checkmate. Black has 2 minutes 55 seconds left."
                + " End of the game. Checkmate, Black won.", en.messages().render(last.said(), Medium.TEXT));
        assertEquals(Optional.of(Duration.ofSeconds(170)), last.review().recordedClock(Side.WHITE));
        assertEquals(Optional.of(Duration.ofMillis(175_500)), last.review().recordedClock(Side.BLACK));
        assertEquals(Optional.empty(), review.recordedClock(Side.WHITE), "no clock before the first move");
        assertEquals(4, last.review().cursor().movesSoFar().size());
    }

    @Test
    void aGameInProgressHasNoResultAndClocksMustMatchItsPlies() {
        Game game = Game.newGame().play(Move.parseUci("e2e4").orElseThrow());
        PgnGame pgn = PlayedGames.toPgn(game, List.of(), List.of());
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        assertEquals("1, White: pawn to e4. End of the recorded moves. The game has no result.",
                en.messages().render(Review.of(pgn, ReviewSettings.of(en, MoveStyle.WORDS, Verbosity.NORMAL)).forward().said(), Medium.TEXT));
        assertThrows(IllegalArgumentException.class, () -> PlayedGames.toPgn(game, List.of(), List.of(Duration.ZERO,
                Duration.ZERO)));
    }
}
