package org.turnpan.chess.session.reading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

class CursorTest {

    @ParameterizedTest(name = "{1} at the bottom: {0} {2} -> {3}")
    @CsvSource({
        "E4, WHITE, UP, E5", "E4, WHITE, RIGHT, F4", "E4, BLACK, UP, E3", "E4, BLACK, RIGHT, D4",
        "A1, WHITE, LEFT, none", "A1, WHITE, DOWN, none", "A1, BLACK, UP, none", "H8, BLACK, DOWN, none",
        "H8, WHITE, UP, none", "H1, BLACK, RIGHT, G1", "H1, BLACK, LEFT, none"})
    void arrowsFollowTheScreen(Square from, Side bottom, Direction d, String expected) {
        Optional<Cursor> next = new Cursor(from, bottom).step(d);
        assertEquals(expected, next.map(c -> c.square().name()).orElse("none"));
    }

    @ParameterizedTest
    @CsvSource({"C3, WHITE, LEFT, A3", "C3, WHITE, UP, C8", "C3, BLACK, LEFT, H3", "C3, BLACK, DOWN, C8"})
    void edgesOfRankAndFile(Square from, Side bottom, Direction d, Square expected) {
        assertEquals(expected, new Cursor(from, bottom).toEdge(d).square());
    }

    @ParameterizedTest
    @CsvSource({"A1, WHITE, 0, 7", "A1, BLACK, 7, 0", "H8, WHITE, 7, 0", "E2, BLACK, 3, 1"})
    void screenPlaces(Square s, Side bottom, int column, int row) {
        assertEquals(column, Cursor.screenColumn(s, bottom));
        assertEquals(row, Cursor.screenRow(s, bottom));
    }
}
