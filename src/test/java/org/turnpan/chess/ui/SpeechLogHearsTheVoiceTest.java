package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's speech log ({@code -Dturnpan.speech.log=FILE}, read by the package test, the
 * start-up bench and the training run) records what the voice says, not what the screen shows: in
 * Russian the square is spoken in Cyrillic ("Пешка на е4") while the list of announcements shows
 * it in standard notation ("Ход белых — пешка на e4.").
 */
@ExtendWith(ApplicationExtension.class)
class SpeechLogHearsTheVoiceTest {
    private static final Pattern LATIN_SQUARE = Pattern.compile("(?<![\\p{L}\\d])[a-h][1-8](?![\\p{L}\\d])");
    @TempDir
    static Path folder;
    private ChessWindow window;

    private static Path file() {
        return folder.resolve("speech.log");
    }

    @Start
    void start(Stage stage) {
        String before = System.getProperty(SpeechTimes.PROPERTY);
        System.setProperty(SpeechTimes.PROPERTY, file().toString());
        try {
            window = TestTables.window(stage, Locale.forLanguageTag("ru"), Theme.LIGHT);
        } finally {
            if (before == null) {
                System.clearProperty(SpeechTimes.PROPERTY);
            } else {
                System.setProperty(SpeechTimes.PROPERTY, before);
            }
        }
        window.start();
    }

    @Test
    void aRussianMoveIsLoggedWithTheSquareTheVoiceSays(FxRobot robot) throws IOException {
        robot.interact(() -> window.control().command("e4"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Ход белых — пешка на e4.", window.log().last(), "shown in standard notation");
        List<String> heard = Files.readAllLines(file(), StandardCharsets.UTF_8).stream()
                .map(l -> l.substring(l.indexOf('\t') + 1)).toList();
        assertEquals("Ход белых — пешка на е4.", heard.get(heard.size() - 1), heard::toString);
        assertTrue(heard.get(0).startsWith("Новая партия."), heard::toString);
        assertEquals(window.log().spoken().size(), heard.size(), "one line for each sentence said");
        for (String line : heard) {
            assertFalse(LATIN_SQUARE.matcher(line).find(), "a Latin square in what the voice says: " + line);
        }
    }
}
