package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.words.SquareMark;

/**
 * WCAG 1.4.11 (non-text contrast) for the board, read from the window's own stylesheet: the
 * cursor ring, the selection, the target dots and the last-move mark each reach 3:1 against both
 * square colours, wherever they are drawn, in both themes; in the dark theme they also look
 * different from each other. The square coordinates, being text, reach 4.5:1 (WCAG 1.4.3).
 */
class MarkContrastTest {
    private static final double NON_TEXT = 3.0;
    private static final double TEXT = 4.5;
    /** A CIELAB distance two marks must keep to be told apart at a glance. */
    private static final double DIFFERENT = 25;
    /** Where each mark's colours are written: the mark's style class, and the property that draws it. */
    private static final Map<String, List<String>> MARKS = new LinkedHashMap<>();

    static {
        MARKS.put(".square.cursor", List.of("-fx-border-color"));
        MARKS.put(".square." + SquareMark.SELECTED.styleClass(), List.of("-fx-border-color", "-fx-background-color"));
        MARKS.put(".square." + SquareMark.TARGET.styleClass(), List.of("-fx-border-color", "-fx-background-color"));
        MARKS.put(".square." + SquareMark.LAST_MOVE.styleClass(), List.of("-fx-border-color", "-fx-background-color"));
        MARKS.put(".square.lesson", List.of("-fx-border-color"));
    }

    private static List<Rgb> squares(ThemeCss css, String theme) {
        return List.of(css.colour(".theme-" + theme + " .light-square", "-fx-background-color"),
                css.colour(".theme-" + theme + " .dark-square", "-fx-background-color"));
    }

    /** Every colour a mark is drawn in, in this theme (none found is a failure: the mark vanished). */
    private static List<Rgb> markColours(ThemeCss css, String theme, String mark) {
        List<Rgb> out = new ArrayList<>();
        for (ThemeCss.Rule r : css.rulesFor(theme, mark)) {
            for (String property : MARKS.get(mark)) {
                String v = r.properties().get(property);
                if (v != null) {
                    out.addAll(ThemeCss.colours(v));
                }
            }
        }
        assertFalse(out.isEmpty(), theme + " theme draws " + mark);
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"light", "dark"})
    void everyMarkStandsOutFromBothSquareColours(String theme) throws IOException {
        ThemeCss css = ThemeCss.window();
        List<Rgb> squares = squares(css, theme);
        List<String> failures = new ArrayList<>();
        for (String mark : MARKS.keySet()) {
            for (Rgb c : markColours(css, theme, mark)) {
                for (Rgb below : squares) {
                    Rgb shown = c.over(below);
                    for (Rgb square : squares) {
                        double ratio = Rgb.contrast(shown, square);
                        if (ratio < NON_TEXT) {
                            failures.add(String.format("%s %s %s on %s against %s: %.2f", theme, mark, c, below,
                                    square, ratio));
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), failures);
    }

    /**
     * Issue 23: the last-move mark was two thin triangles, missed on the darker squares. Each
     * triangle now reaches a third of the way along the square's diagonal, and its colour keeps a
     * margin over 3:1 against both squares, so antialiased edges still reach it.
     */
    @ParameterizedTest
    @ValueSource(strings = {"light", "dark"})
    void theLastMoveMarkIsLargeAndClear(String theme) throws IOException {
        ThemeCss css = ThemeCss.window();
        String mark = ".square." + SquareMark.LAST_MOVE.styleClass();
        for (ThemeCss.Rule r : css.rulesFor(theme, mark)) {
            String v = r.properties().get("-fx-background-color");
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("linear-gradient\\([^)]*?transparent (\\d+)%").matcher(v);
            int triangles = 0;
            while (m.find()) {
                triangles++;
                assertTrue(Integer.parseInt(m.group(1)) >= 30, theme + " " + r + ": a triangle of " + m.group(1) + " %");
            }
            assertEquals(2, triangles, theme + " " + v);
        }
        for (Rgb c : markColours(css, theme, mark)) {
            for (Rgb square : squares(css, theme)) {
                if (c.alpha() >= 1 && !c.equals(markColours(css, theme, ".square." + SquareMark.TARGET.styleClass()).get(0))) {
                    assertTrue(Rgb.contrast(c, square) >= 3.4, theme + " " + c + " on " + square + ": " + Rgb.contrast(c, square));
                }
            }
        }
    }

    @Test
    void inTheDarkThemeTheMarksDifferFromEachOther() throws IOException {
        ThemeCss css = ThemeCss.window();
        Map<String, Rgb> first = new LinkedHashMap<>();
        for (String mark : MARKS.keySet()) {
            first.put(mark, markColours(css, "dark", mark).get(0));
        }
        List<String> marks = new ArrayList<>(first.keySet());
        for (int i = 0; i < marks.size(); i++) {
            for (int j = i + 1; j < marks.size(); j++) {
                double d = Lab.distance(first.get(marks.get(i)), first.get(marks.get(j)));
                assertTrue(d >= DIFFERENT, marks.get(i) + " and " + marks.get(j) + " look alike: " + d);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"light", "dark"})
    void theCoordinatesAreReadableOnTheirSquares(String theme) throws IOException {
        ThemeCss css = ThemeCss.window();
        for (String square : List.of("light-square", "dark-square")) {
            Rgb background = css.colour(".theme-" + theme + " ." + square, "-fx-background-color");
            Rgb text = css.colour(".theme-" + theme + " ." + square + " .coordinate", "-fx-fill");
            double ratio = Rgb.contrast(text, background);
            assertTrue(ratio >= TEXT, theme + " " + square + " coordinates: " + ratio);
        }
    }

    @Test
    void theTestWouldCatchTheOldColours() {
        Rgb lightSquare = Rgb.hex("#f3e3c3");
        Rgb darkSquare = Rgb.hex("#9c6b3c");
        assertTrue(Rgb.contrast(Rgb.hex("#0047ff"), darkSquare) < NON_TEXT, "the old blue ring on brown");
        Rgb oldLastMove = new Rgb(255, 214, 0, 0.55);
        assertTrue(Rgb.contrast(oldLastMove.over(lightSquare), lightSquare) < NON_TEXT, "the old yellow wash");
        assertTrue(Rgb.contrast(Rgb.hex("#ffd400"), Rgb.hex("#8aa0b8")) < NON_TEXT, "old dark theme: yellow on blue-grey");
    }

    /** CIELAB (D65) and the CIE76 distance, to tell colours apart. */
    static final class Lab {
        private Lab() {
        }

        static double distance(Rgb a, Rgb b) {
            double[] x = lab(a);
            double[] y = lab(b);
            return Math.sqrt(Math.pow(x[0] - y[0], 2) + Math.pow(x[1] - y[1], 2) + Math.pow(x[2] - y[2], 2));
        }

        private static double[] lab(Rgb c) {
            double r = linear(c.red());
            double g = linear(c.green());
            double b = linear(c.blue());
            double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
            double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
            double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
            double fx = f(x);
            double fy = f(y);
            double fz = f(z);
            return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
        }

        private static double linear(double channel) {
            double v = channel / 255;
            return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }

        private static double f(double t) {
            return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
        }
    }
}
