package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The WCAG arithmetic against values published with the guideline and common tools. */
class RgbTest {

    @Test
    void blackOnWhiteIsTwentyOneToOne() {
        assertEquals(21.0, Rgb.contrast(Rgb.hex("#000000"), Rgb.hex("#ffffff")), 1e-9);
        assertEquals(1.0, Rgb.contrast(Rgb.hex("#abcdef"), Rgb.hex("#ABCDEF")), 1e-9);
    }

    @Test
    void theGreyAtTheAaLine() {
        assertEquals(4.48, Rgb.contrast(Rgb.hex("#777777"), Rgb.hex("#ffffff")), 0.01);
        assertEquals(4.54, Rgb.contrast(Rgb.hex("#767676"), Rgb.hex("#ffffff")), 0.01);
        assertEquals(3.99, Rgb.contrast(Rgb.hex("#f00"), Rgb.hex("#fff")), 0.01);
    }

    @Test
    void paintingHalfWhiteOverBlackGivesMiddleGreyInSrgb() {
        Rgb grey = new Rgb(255, 255, 255, 0.5).over(Rgb.hex("#000000"));
        assertEquals(127.5, grey.red(), 1e-9);
        assertEquals(1.0, grey.alpha());
        assertEquals(0.5, Rgb.hex("#ffffff").faded(0.5).alpha());
    }

    @Test
    void nonsenseIsAProgrammerError() {
        assertThrows(IllegalArgumentException.class, () -> Rgb.hex("red"));
        assertThrows(IllegalArgumentException.class, () -> new Rgb(256, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new Rgb(0, 0, 0, 1.5));
    }
}
