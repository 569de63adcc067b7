package org.turnpan.chess.ui.a11y;

/**
 * How far a clock under ten seconds may fade while it pulses: the whole clock (digits and red
 * background) is faded by its opacity over the panel behind it, and the digits must keep
 * {@code minimum} contrast against the clock's own background at every point of the pulse.
 *
 * @param highest the opacity at the top of the pulse (1: as drawn)
 * @param lowest  the lowest opacity that keeps the digits readable; equal to {@code highest}
 *                when even the unfaded clock is below {@code minimum} (then it must not pulse)
 */
public record ClockPulse(double highest, double lowest) {
    /** WCAG 1.4.3 level AA for text of any size. */
    public static final double READABLE = 4.5;
    private static final double STEP = 0.01;

    /** Whether there is a visible pulse at all. */
    public boolean pulses() {
        return highest - lowest >= 0.1;
    }

    /**
     * The pulse range for digits of colour {@code digits} on a clock filled with {@code fill},
     * standing on {@code behind} (the panel), keeping at least {@code minimum} contrast.
     */
    public static ClockPulse of(Rgb digits, Rgb fill, Rgb behind, double minimum) {
        if (contrastAt(1, digits, fill, behind) < minimum) {
            return new ClockPulse(1, 1);
        }
        double lowest = 1;
        for (double o = 1 - STEP; o >= 0; o -= STEP) {
            if (contrastAt(o, digits, fill, behind) < minimum) {
                break;
            }
            lowest = o;
        }
        return new ClockPulse(1, Math.round(lowest * 100) / 100.0);
    }

    /**
     * The contrast of the digits against the clock's background when the clock is at {@code opacity}:
     * the lower of the two ways a renderer may fade it (the clock painted whole and then faded, or
     * its background and its digits faded one after the other), so the answer holds for both.
     */
    public static double contrastAt(double opacity, Rgb digits, Rgb fill, Rgb behind) {
        Rgb shownFill = fill.faded(opacity).over(behind);
        Rgb wholeFaded = digits.faded(opacity).over(behind);
        Rgb layerFaded = digits.faded(opacity).over(shownFill);
        return Math.min(Rgb.contrast(wholeFaded, shownFill), Rgb.contrast(layerFaded, shownFill));
    }
}
