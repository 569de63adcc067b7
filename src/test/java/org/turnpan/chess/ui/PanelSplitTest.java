package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The side panel shrinks before the board; the board keeps its share; the window fits the screen. */
class PanelSplitTest {

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({
        // width, height, panel wanted, panel least -> board, panel
        "1180, 700, 360, 208, 820, 360",   // room for both: the panel as it likes
        "1000, 700, 360, 208, 700, 300",   // the board takes the height; the panel what is left
        "800, 520, 360, 208, 520, 280",    // 800 x 600: the panel gives way first
        "640, 520, 360, 208, 432, 208",    // the panel at its least
        "400, 520, 360, 208, 220, 180",    // even its least would squeeze the board under its share
        "0, 0, 360, 208, 0, 0"})
    void thePanelGivesWayFirst(double w, double h, double pref, double least, double board, double panel) {
        PanelSplit s = PanelSplit.of(w, h, pref, least);
        assertEquals(board, s.board(), 1e-9);
        assertEquals(panel, s.panel(), 1e-9);
    }

    @Test
    void theBoardKeepsItsShareWhateverThePanelWants() {
        for (int w = 100; w <= 3000; w += 37) {
            PanelSplit s = PanelSplit.of(w, 600, 2000, 1500);
            assertTrue(s.board() >= w * PanelSplit.BOARD_SHARE - 1e-9, w + ": " + s);
            assertEquals(w, s.board() + s.panel(), 1e-9);
        }
    }

    @ParameterizedTest(name = "zoom {0} on {1} x {2}")
    @CsvSource({
        "100, 1920, 1040, 1000, 660",      // a large screen: as designed
        "100, 1366, 768, 1000, 660",       // 1366 x 768 at 100 %: room left for the zoom to grow (issue 23)
        "125, 1366, 768, 1250, 768",       // ... which it uses at 125 %
        "100, 1280, 620, 1000, 620",       // 1366 x 768 with a task bar and a title bar
        "150, 1920, 1040, 1500, 990",      // zoom 150 grows the window up to the screen
        "100, 960, 510, 960, 510",         // 1920 x 1080 at 200 % scale is 960 x 540 units
        "100, 600, 400, 600, 400"})        // smaller than the least size: the screen wins
    void theWindowFitsTheScreenAtStart(int zoom, double sw, double sh, double w, double h) {
        assertEquals(new WindowSize(w, h), WindowSize.atStart(zoom, sw, sh));
    }

    @Test
    void zoomingScalesTheWindowAlike() {
        assertEquals(new WindowSize(1000, 750), new WindowSize(800, 600).zoomed(100, 125));
        assertEquals(new WindowSize(800, 600), new WindowSize(1000, 750).zoomed(125, 100));
    }
}
