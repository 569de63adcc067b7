package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The pulse of a clock under ten seconds never fades its digits below 4.5:1, in either theme. */
class ClockPulseTest {

    private static ClockPulse forTheme(String theme) throws IOException {
        ThemeCss css = ThemeCss.window();
        Rgb digits = css.colour(".theme-" + theme + " .clock.clock-low", "-fx-text-fill");
        Rgb fill = css.colour(".clock.clock-low", "-fx-background-color");
        Rgb panel = css.colour(".theme-" + theme, "-fx-background-color");
        return ClockPulse.of(digits, fill, panel, ClockPulse.READABLE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"light", "dark"})
    void thePulseIsVisibleAndTheDigitsStayReadable(String theme) throws IOException {
        ThemeCss css = ThemeCss.window();
        Rgb digits = css.colour(".theme-" + theme + " .clock.clock-low", "-fx-text-fill");
        Rgb fill = css.colour(".clock.clock-low", "-fx-background-color");
        Rgb panel = css.colour(".theme-" + theme, "-fx-background-color");
        ClockPulse pulse = forTheme(theme);
        assertTrue(pulse.pulses(), theme + ": " + pulse);
        assertEquals(1, pulse.highest());
        for (int step = (int) Math.round(pulse.lowest() * 100); step <= 100; step++) {
            double o = step / 100.0;
            assertTrue(ClockPulse.contrastAt(o, digits, fill, panel) >= ClockPulse.READABLE, theme + " at " + o);
        }
        assertTrue(ClockPulse.contrastAt(pulse.lowest() - 0.02, digits, fill, panel) < ClockPulse.READABLE,
                theme + ": the range is as deep as it may be, " + pulse);
    }

    @Test
    void theOldFadeToAThirdWasUnreadableOnTheLightTheme() throws IOException {
        ClockPulse pulse = forTheme("light");
        assertTrue(pulse.lowest() > 0.35, pulse.toString());
        assertTrue(ClockPulse.contrastAt(0.35, Rgb.hex("#ffffff"), Rgb.hex("#c40000"), Rgb.hex("#ffffff")) < 2);
    }

    @Test
    void aClockAlreadyTooFaintMustNotPulse() {
        ClockPulse p = ClockPulse.of(Rgb.hex("#ffffff"), Rgb.hex("#ff6666"), Rgb.hex("#ffffff"), ClockPulse.READABLE);
        assertFalse(p.pulses());
        assertEquals(new ClockPulse(1, 1), p);
    }

    @Test
    void whiteOnBlackFadesOnlyAsFarAsItMay() {
        ClockPulse p = ClockPulse.of(Rgb.hex("#ffffff"), Rgb.hex("#000000"), Rgb.hex("#000000"), ClockPulse.READABLE);
        assertTrue(p.pulses());
        assertTrue(ClockPulse.contrastAt(p.lowest(), Rgb.hex("#ffffff"), Rgb.hex("#000000"), Rgb.hex("#000000"))
                >= ClockPulse.READABLE);
    }
}
