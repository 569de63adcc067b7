package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What we write in export format, we read back to the same games. */
class PgnRoundTripTest {

    @ParameterizedTest
    @ValueSource(strings = {"chessops-kasparov-deep-blue-1997.pgn", "scalachess-uzchesscup.pgn",
        "python-chess-stockfish-learning.pgn", "python-chess-molinari-bordais-1979.pgn",
        "python-chess-nepomniachtchi-liren-game1.pgn", "python-chess-utf8-bom.pgn",
        "pychess-debian/lichess_study_beautiful-chess-studies-1_by_thijscom_2018.03.05.pgn",
        "pychess-debian/mate_in_3.pgn", "notnil-fixtures/0003.pgn", "notnil-fixtures/0010.pgn",
        "python-chess-testpy-inline/007-PgnTestCase.test_variation_stack-1.pgn",
        "python-chess-testpy-inline/012-PgnTestCase.test_annotation_symbols-1.pgn",
        "scalachess-fixtures/overflow.pgn", "scalachess-FWWRC.pgn",
        "pgn-extract-debian-eco.pgn"})
    void exportReadsBackToTheSameGames(String file) {
        List<PgnGame> games = Fixtures.games(Fixtures.entries(file));
        assertTrue(!games.isEmpty());
        StringBuilder out = new StringBuilder();
        PgnWriter writer = new PgnWriter(out);
        games.forEach(writer::write);
        for (String line : out.toString().split("\n")) {
            assertTrue(line.startsWith("[") || line.length() < 80 || !line.contains(" "), "line too long: " + line);
        }
        List<PgnEntry> back = Fixtures.parse(out.toString());
        assertEquals(games.size(), back.size());
        for (int i = 0; i < games.size(); i++) {
            PgnEntry.Read read = (PgnEntry.Read) back.get(i);
            assertEquals(games.get(i).inExportForm(), read.game(), file + " game " + (i + 1));
        }
        StringBuilder again = new StringBuilder();
        Fixtures.games(back).forEach(new PgnWriter(again)::write);
        assertEquals(out.toString(), again.toString(), "writing is stable");
    }
}
