package org.turnpan.chess.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TimeReadoutTest {

    @ParameterizedTest(name = "{0} ms reads {1}h {2}m {3}s {4} tenths, shown {5}")
    @CsvSource({
            "180000, 0, 3, 0, 0, 3:00",
            "5400000, 1, 30, 0, 0, 1:30:00",
            "3723400, 1, 2, 3, 4, 1:02:03",
            "42999, 0, 0, 42, 9, 0:42",
            "9960, 0, 0, 9, 9, 0:09.9",
            "99, 0, 0, 0, 0, 0:00.0",
            "0, 0, 0, 0, 0, 0:00.0",
            "-500, 0, 0, 0, 0, 0:00.0",
    })
    void splitsLikeAClockFaceTruncating(long millis, int h, int m, int s, int tenths, String digital) {
        TimeReadout r = TimeReadout.of(Duration.ofMillis(millis));
        assertEquals(new TimeReadout(h, m, s, tenths), r);
        assertEquals(digital, r.digital());
    }

    @Test
    void tenthsMatterOnlyUnderTenSeconds() {
        assertTrue(TimeReadout.of(Duration.ofMillis(9_900)).tenthsMatter());
        assertFalse(TimeReadout.of(Duration.ofSeconds(10)).tenthsMatter());
    }

    @ParameterizedTest(name = "{0} ms is [%clk {1}]")
    @CsvSource({
            "180000, 0:03:00",
            "5400000, 1:30:00",
            "9500, 0:00:09.5",
            "0, 0:00:00",
    })
    void pgnClockValuesRoundTrip(long millis, String clk) {
        assertEquals(clk, PgnClock.format(Duration.ofMillis(millis)));
        assertEquals(Optional.of(Duration.ofMillis(millis)), PgnClock.parse(clk));
    }

    @Test
    void pgnClockReadsOtherWritersAndRefusesJunk() {
        assertEquals(Optional.of(Duration.ofMillis(177_120)), PgnClock.parse(" 0:02:57.12 "));
        assertEquals(Optional.empty(), PgnClock.parse("2:57"));
        assertEquals(Optional.empty(), PgnClock.parse("0:61:00"));
        assertEquals(Optional.empty(), PgnClock.parse(null));
    }
}
