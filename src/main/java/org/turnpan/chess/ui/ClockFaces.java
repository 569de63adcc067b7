package org.turnpan.chess.ui;

import java.time.Duration;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Catalogue;

/**
 * The two clock faces beside the board: the time as a clock shows it ("3:00", "0:09.5", from the
 * clock's own {@code TimeReadout}), red under 30 seconds and pulsing under 10 ({@link ClockUrgency}).
 * They only show the session's {@link ClockReading}; the session's alarm, not these faces, says
 * warnings and ends the game on time.
 */
final class ClockFaces {
    private final Label white = new Label();
    private final Label black = new Label();

    ClockFaces() {
        for (Label l : new Label[] {black, white}) {
            l.getStyleClass().add("clock");
            l.setAccessibleRole(AccessibleRole.TEXT);
        }
    }

    Label white() {
        return white;
    }

    Label black() {
        return black;
    }

    void show(ClockReading clocks, Catalogue m) {
        if (!clocks.timed()) {
            white.setText(m.text("ui.clock.white", "time", "—"));
            black.setText(m.text("ui.clock.black", "time", "—"));
            return;
        }
        show(white, m.text("ui.clock.white", "time", clocks.readout(Side.WHITE).digital()), clocks.white());
        show(black, m.text("ui.clock.black", "time", clocks.readout(Side.BLACK).digital()), clocks.black());
    }

    private static void show(Label label, String text, Duration left) {
        label.setText(text);
        label.setAccessibleText(text);
        ClockUrgency u = ClockUrgency.of(left);
        label.getStyleClass().removeAll("clock-low", "clock-critical");
        if (u == ClockUrgency.LOW) {
            label.getStyleClass().add("clock-low");
        } else if (u == ClockUrgency.CRITICAL) {
            label.getStyleClass().addAll("clock-low", "clock-critical");
        }
        boolean pulsing = label.getProperties().containsKey("pulse");
        if (u == ClockUrgency.CRITICAL && !pulsing) {
            FadeTransition f = new FadeTransition(javafx.util.Duration.millis(500), label);
            f.setFromValue(1);
            f.setToValue(0.35);
            f.setAutoReverse(true);
            f.setCycleCount(Animation.INDEFINITE);
            f.play();
            label.getProperties().put("pulse", f);
        } else if (u != ClockUrgency.CRITICAL && pulsing) {
            ((FadeTransition) label.getProperties().remove("pulse")).stop();
            label.setOpacity(1);
        }
    }
}
