package org.turnpan.chess.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WarningThresholdsTest {

    @ParameterizedTest(name = "\"{0}\" warns at {1} seconds")
    @CsvSource(delimiter = '|', value = {
            "2:00 30 10     | 120 30 10",
            "30, 10         | 30 10",
            "10;30;2m       | 120 30 10",
            "45s            | 45",
            "' 0:05  '      | 5",
            "10 10 30       | 30 10",
            "none           | ''",
            "OFF            | ''",
    })
    void readsWhatPlayersType(String text, String secondsDescending) {
        WarningThresholds.Parsed parsed = WarningThresholds.parse(text);
        WarningThresholds t = assertInstanceOf(WarningThresholds.Valid.class, parsed, () -> text + ": " + parsed).thresholds();
        List<Duration> expected = new ArrayList<>();
        for (String s : secondsDescending.isBlank() ? new String[0] : secondsDescending.split(" ")) {
            expected.add(Duration.ofSeconds(Long.parseLong(s)));
        }
        assertEquals(expected, t.descending());
        assertEquals(parsed, WarningThresholds.parse(t.text()), "the canonical text reads back: " + t.text());
    }

    @ParameterizedTest(name = "\"{0}\" is refused: {1}")
    @CsvSource(delimiter = '|', value = {
            "''          | Empty",
            "thirty      | BadTime",
            "30 ten      | BadTime",
            "0           | BadTime",
            "0:00        | BadTime",
            "-5          | BadTime",
            "1:75        | BadTime",
            "700m        | BadTime",
            "1 2 3 4 5 6 7 | TooMany",
    })
    void refusesBadTextWithAReason(String text, String errorRecord) {
        WarningThresholds.Parsed parsed = WarningThresholds.parse(text);
        WarningThresholds.Invalid invalid = assertInstanceOf(WarningThresholds.Invalid.class, parsed, () -> "accepted " + text);
        assertEquals(errorRecord, invalid.error().getClass().getSimpleName());
    }

    @Test
    void errorsNameTheBadPartAndTheLimit() {
        assertEquals(new WarningThresholdsError.BadTime("ten"), ((WarningThresholds.Invalid) WarningThresholds.parse("30 ten")).error());
        assertEquals(new WarningThresholdsError.TooMany(7, WarningThresholds.MAX_COUNT),
                ((WarningThresholds.Invalid) WarningThresholds.parse("1 2 3 4 5 6 7")).error());
        assertInstanceOf(WarningThresholdsError.Empty.class, ((WarningThresholds.Invalid) WarningThresholds.parse(null)).error());
    }

    @Test
    void theDefaultsAreThirtyAndTenSeconds() {
        assertEquals("0:30 0:10", WarningThresholds.defaults().text());
    }
}
