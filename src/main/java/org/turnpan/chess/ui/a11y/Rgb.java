package org.turnpan.chess.ui.a11y;

import java.util.Locale;

/**
 * A colour as the screen shows it: sRGB channels from 0 to 255 and an opacity from 0 to 1, with
 * the WCAG 2 arithmetic low-vision checks need (relative luminance, contrast ratio) and painting
 * one colour over another (as JavaFX blends: channel by channel in sRGB).
 */
public record Rgb(double red, double green, double blue, double alpha) {

    public Rgb {
        check(red, 255, "red");
        check(green, 255, "green");
        check(blue, 255, "blue");
        check(alpha, 1, "alpha");
    }

    public static Rgb opaque(int red, int green, int blue) {
        return new Rgb(red, green, blue, 1);
    }

    /** "#rrggbb" or "#rgb". */
    public static Rgb hex(String text) {
        String h = text.strip();
        if (!h.startsWith("#") || (h.length() != 7 && h.length() != 4)) {
            throw new IllegalArgumentException("not a hex colour: " + text);
        }
        if (h.length() == 4) {
            h = "#" + h.charAt(1) + h.charAt(1) + h.charAt(2) + h.charAt(2) + h.charAt(3) + h.charAt(3);
        }
        int v = Integer.parseInt(h.substring(1), 16);
        return opaque(v >> 16 & 0xff, v >> 8 & 0xff, v & 0xff);
    }

    /** WCAG 2 relative luminance of the colour's channels (opacity ignored), 0 for black, 1 for white. */
    public double luminance() {
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    }

    /** WCAG 2 contrast ratio of two opaque colours, from 1 (the same) to 21 (black and white). */
    public static double contrast(Rgb a, Rgb b) {
        double la = a.luminance();
        double lb = b.luminance();
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** This colour painted over {@code below} (which is taken as opaque). */
    public Rgb over(Rgb below) {
        return new Rgb(mix(red, below.red), mix(green, below.green), mix(blue, below.blue), 1);
    }

    /** The same colour at {@code opacity} times its own opacity (a node faded by its opacity). */
    public Rgb faded(double opacity) {
        return new Rgb(red, green, blue, alpha * opacity);
    }

    private double mix(double top, double bottom) {
        return top * alpha + bottom * (1 - alpha);
    }

    private static double linear(double channel) {
        double c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static void check(double v, double max, String what) {
        if (!(v >= 0 && v <= max)) {
            throw new IllegalArgumentException(what + " out of range: " + v);
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "rgba(%.0f, %.0f, %.0f, %.2f)", red, green, blue, alpha);
    }
}
