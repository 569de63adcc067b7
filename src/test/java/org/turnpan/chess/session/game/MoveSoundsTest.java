package org.turnpan.chess.session.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.tts.Earcon;

/** Which short sounds a move is said with: a capture (en passant too), a check, both, or none. */
class MoveSoundsTest {

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', textBlock = """
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | e2e4 |
            rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e4d5 | CAPTURE
            rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | e5f6 | CAPTURE
            rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | d1h5 | CHECK
            rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 3 | h5f7 | CAPTURE CHECK
            3k4/8/8/8/8/8/8/R3K3 w Q - 0 1                               | e1c1 | CHECK
            """)
    void soundsOfAMove(String fen, String uci, String sounds) {
        Position before = Fen.parse(fen.strip()).position().orElseThrow();
        Move move = before.legalMoves().stream().filter(m -> m.uci().equals(uci)).findFirst().orElseThrow();
        List<Earcon> expected = sounds == null ? List.of() : Arrays.stream(sounds.strip().split(" ")).map(Earcon::valueOf).toList();
        assertEquals(expected, MoveSounds.of(before, move, before.play(move)));
    }
}
