package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code bench keystroke} once, against the real parts (FreeTTS, libespeak-ng, the espeak-ng
 * executable, a private speech-dispatcher heard through PulseAudio; CI installs them, and a missing
 * one fails here): every voice and language has its row with a figure. The speed is the bench's to
 * tell, not this test's.
 */
@Tag("slow")
class BenchKeystrokeTest {
    private static final Pattern ROW = Pattern.compile(
            "^(freetts kevin16|espeak-ng library|espeak-ng process|speech-dispatcher)\\s+(en|it|ru|bg|vi)\\s+"
                    + "first audible (\\d+\\.\\d+) ms \\(p90 (\\d+\\.\\d+) ms\\) after Enter", Pattern.MULTILINE);

    @Test
    void everyVoiceAndLanguageHasAFigure() {
        StringWriter out = new StringWriter();
        int status = Main.commandLine("bench").setOut(new PrintWriter(out)).execute("bench", "keystroke", "--runs", "2");
        String text = out.toString();
        System.out.println(text);
        List<String> rows = new ArrayList<>();
        Matcher m = ROW.matcher(text);
        while (m.find()) {
            rows.add(m.group(1) + " " + m.group(2));
            double median = Double.parseDouble(m.group(3));
            assertTrue(median > 0 && median < 5_000, m.group());
        }
        List<String> expected = new ArrayList<>(List.of("freetts kevin16 en"));
        for (String voice : List.of("espeak-ng library", "espeak-ng process", "speech-dispatcher")) {
            for (String lang : List.of("en", "it", "ru", "bg", "vi")) {
                expected.add(voice + " " + lang);
            }
        }
        assertEquals(expected, rows, text);
        assertTrue(!text.contains("not measured"), text);
        assertEquals(0, status, text);
    }
}
