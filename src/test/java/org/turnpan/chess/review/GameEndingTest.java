package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Phraser;

/** How a recorded game ended, from its last position, its result and its Termination tag; and the sentence. */
class GameEndingTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            mate on the board, result missing     | 1. f3 e5 2. g4 Qh4# *                                                   | CHECKMATE | BLACK | End of the game. Checkmate, Black won.
            mate beats a wrong result              | [Result "1-0"] 1. f3 e5 2. g4 Qh4# 1-0                                 | CHECKMATE | BLACK | End of the game. Checkmate, Black won.
            decisive without mate is resignation   | 1. e4 e5 2. Qh5 Nc6 1-0                                                 | RESIGNATION | WHITE | End of the game. White won, Black resigned.
            lichess Normal is resignation          | [Termination "Normal"] 1. e4 e5 0-1                                     | RESIGNATION | BLACK | End of the game. Black won, White resigned.
            lichess time forfeit                   | [Termination "Time forfeit"] 1. e4 e5 0-1                               | TIME_FORFEIT | BLACK | End of the game. Black won, White lost on time.
            chess.com won on time                  | [Termination "Carlsen won on time"] 1. e4 e5 1-0                        | TIME_FORFEIT | WHITE | End of the game. White won, Black lost on time.
            abandoned                              | [Termination "Abandoned"] 1. e4 1-0                                     | ABANDONED | WHITE | End of the game. White won, Black abandoned the game.
            rules infraction                       | [Termination "Rules infraction"] 1. e4 1-0                              | WIN | WHITE | End of the game. White won.
            stalemate on the board                 | [FEN "7k/8/8/8/8/8/8/5KQ1 w - - 0 1"] 1. Qg6 1/2-1/2                    | STALEMATE | - | End of the game. Stalemate, a draw.
            bare kings                             | [FEN "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"] 1. Kxd2 1/2-1/2                 | INSUFFICIENT_MATERIAL | - | End of the game. A draw, neither side can checkmate.
            third repetition on the board          | 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2                     | THREEFOLD_REPETITION | - | End of the game. A draw by threefold repetition.
            repetition said by the tag             | [Termination "Game drawn by repetition"] 1. e4 e5 1/2-1/2               | THREEFOLD_REPETITION | - | End of the game. A draw by threefold repetition.
            fifty moves by the counter             | [FEN "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"] 80. Ra2 1/2-1/2                | FIFTY_MOVES | - | End of the game. A draw by the fifty-move rule.
            agreement                              | [Termination "Game drawn by agreement"] 1. e4 e5 1/2-1/2                | AGREEMENT | - | End of the game. A draw by agreement.
            timeout against bare material          | [Termination "Game drawn by timeout vs insufficient material"] 1. e4 1/2-1/2 | TIME_FORFEIT_DRAW | - | End of the game. A draw, time ran out but the other side could not checkmate.
            a draw and nothing more                | 1. e4 e5 1/2-1/2                                                        | DRAW | - | End of the game. A draw.
            unfinished                             | 1. e4 e5 *                                                              | UNFINISHED | - | End of the recorded moves. The game has no result.
            no moves at all                        | [Result "1-0"]                                                          | RESIGNATION | WHITE | End of the game. White won, Black resigned.
            """)
    void endingAndSentence(String name, String pgn, GameEnding.Kind kind, String winner, String english) {
        PgnGame game = ReviewCursorTest.read(pgn);
        ReviewCursor start = ReviewCursor.start(game);
        GameEnding ending = GameEnding.of(game, start.lineFromStart());
        assertEquals(kind, ending.kind());
        assertEquals(winner.equals("-") ? Optional.empty() : Optional.of(Side.valueOf(winner)), ending.winner());
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        assertEquals(english, en.messages().render(new StepWords(en, org.turnpan.chess.speech.MoveStyle.WORDS).end(start.toLineEnd())));
    }
}
