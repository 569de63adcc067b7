package org.turnpan.chess.ui;

import java.time.Duration;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.ui.a11y.ClockPulse;
import org.turnpan.chess.ui.a11y.Rgb;

/**
 * The two clock faces beside the board: the time as a clock shows it ("3:00", "0:09.5", from the
 * clock's own {@code TimeReadout}), the top face for the side at the top of the board (they follow
 * a flip). The running clock is marked by a frame and an arrow, not only by its changing digits,
 * and its accessible text says "running". Red under 30 seconds; under 10 it pulses, never fading
 * its digits below 4.5:1 ({@link ClockPulse}), and only while it runs: a finished game's clock is
 * still. They only show the session's {@link ClockReading}; the session's alarm says warnings.
 */
final class ClockFaces {
    private final Label white = face();
    private final Label black = face();
    private final VBox faces = new VBox(6, black, white);
    private Side bottom = Side.WHITE;

    ClockFaces() {
        faces.getStyleClass().add("clocks");
    }

    private static Label face() {
        Label l = new Label();
        l.getStyleClass().add("clock");
        l.setAccessibleRole(AccessibleRole.TEXT);
        l.setMaxWidth(Double.MAX_VALUE);
        Region mark = new Region();
        mark.getStyleClass().add("running-mark");
        l.setGraphic(mark);
        return l;
    }

    /** Both faces, the top one first. */
    VBox faces() {
        return faces;
    }

    Label face(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /**
     * Shows {@code clocks}, with {@code bottom} the side at the bottom of the board; {@code over}
     * when the game has ended (nothing runs, nothing pulses).
     */
    void show(ClockReading clocks, Catalogue m, Side bottom, boolean over) {
        if (bottom != this.bottom) {
            this.bottom = bottom;
            faces.getChildren().setAll(face(bottom.opposite()), face(bottom));
        }
        for (Side side : Side.values()) {
            boolean running = !over && clocks.timed() && clocks.running().filter(side::equals).isPresent();
            String key = side == Side.WHITE ? "ui.clock.white" : "ui.clock.black";
            String time = clocks.timed() ? clocks.readout(side).digital() : "—";
            show(face(side), m.text(key, "time", time), running ? m.text("ui.clock.running", "clock",
                    m.text(key, "time", time)) : m.text(key, "time", time), clocks.timed() ? clocks.remaining(side)
                    : Duration.ofHours(1), running);
        }
    }

    private void show(Label label, String text, String accessible, Duration left, boolean running) {
        label.setText(text);
        label.setAccessibleText(accessible);
        mark(label, "clock-running", running);
        ClockUrgency u = ClockUrgency.of(left);
        mark(label, "clock-low", u != ClockUrgency.NORMAL);
        mark(label, "clock-critical", u == ClockUrgency.CRITICAL);
        boolean pulsing = label.getProperties().containsKey("pulse");
        boolean pulse = u == ClockUrgency.CRITICAL && running;
        if (pulse && !pulsing) {
            label.applyCss();
            ClockPulse range = ClockPulse.of(rgb(label.getTextFill()), fill(label), fill(faces), ClockPulse.READABLE);
            if (range.pulses()) {
                FadeTransition f = new FadeTransition(javafx.util.Duration.millis(500), label);
                f.setFromValue(range.highest());
                f.setToValue(range.lowest());
                f.setAutoReverse(true);
                f.setCycleCount(Animation.INDEFINITE);
                f.play();
                label.getProperties().put("pulse", f);
            }
        } else if (!pulse && pulsing) {
            ((FadeTransition) label.getProperties().remove("pulse")).stop();
            label.setOpacity(1);
        }
    }

    /** Whether {@code side}'s face is pulsing now (tests). */
    boolean pulsing(Side side) {
        return face(side).getProperties().containsKey("pulse");
    }

    private static void mark(Label label, String styleClass, boolean on) {
        List<String> classes = label.getStyleClass();
        if (on && !classes.contains(styleClass)) {
            classes.add(styleClass);
        } else if (!on) {
            classes.remove(styleClass);
        }
    }

    /** The colour a region is filled with, looking through transparent parents to the window's background. */
    private static Rgb fill(Region r) {
        for (javafx.scene.Node n = r; n != null; n = n.getParent()) {
            if (n instanceof Region region) {
                Background b = region.getBackground();
                if (b != null && !b.getFills().isEmpty()) {
                    Paint p = b.getFills().get(b.getFills().size() - 1).getFill();
                    if (p instanceof Color c && c.getOpacity() > 0.99) {
                        return rgb(c);
                    }
                }
            }
        }
        return Rgb.opaque(255, 255, 255);
    }

    private static Rgb rgb(Paint p) {
        Color c = p instanceof Color color ? color : Color.BLACK;
        return new Rgb(c.getRed() * 255, c.getGreen() * 255, c.getBlue() * 255, 1);
    }
}
