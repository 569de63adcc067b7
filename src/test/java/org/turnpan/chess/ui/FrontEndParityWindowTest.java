package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.keys.KeyChord;

/**
 * The steps of frontends/steps.tsv pressed as real keys in a real (headless) window, in Italian:
 * the window says the golden sentences, the same the console prints (FrontEndParityTest).
 */
@ExtendWith(ApplicationExtension.class)
class FrontEndParityWindowTest {
    private static final Locale ITALIAN = Locale.ITALIAN;
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = ChessWindow.open(stage, FrontEnds.settings(ITALIAN), FrontEnds.services(), Theme.LIGHT);
        window.start();
    }

    @Test
    void realKeysSayTheGoldenSentences(FxRobot robot) {
        Map<String, List<String>> golden = FrontEnds.golden(ITALIAN);
        List<String> expected = new ArrayList<>();
        List<String> heard = new ArrayList<>();
        for (FrontEnds.Step step : FrontEnds.steps()) {
            List<KeyChord> keys = step.keys();
            keys.subList(0, keys.size() - 1).forEach(k -> press(robot, k));
            int before = window.log().lines().size();
            press(robot, keys.get(keys.size() - 1));
            WaitForAsyncUtils.waitForFxEvents();
            List<String> lines = window.log().lines();
            expected.add(step.id() + ": " + golden.get(step.id()));
            heard.add(step.id() + ": " + lines.subList(before, lines.size()));
        }
        assertEquals(String.join("\n", expected), String.join("\n", heard));
    }

    private static void press(FxRobot robot, KeyChord k) {
        List<KeyCode> held = new ArrayList<>();
        if (k.shift()) {
            held.add(KeyCode.SHIFT);
        }
        if (k.ctrl()) {
            held.add(KeyCode.CONTROL);
        }
        if (k.alt()) {
            held.add(KeyCode.ALT);
        }
        held.forEach(robot::press);
        robot.type(KeyCode.valueOf(k.code()));
        held.forEach(robot::release);
    }
}
