package org.turnpan.chess.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.CsvSource;

class TimeControlTest {

    @ParameterizedTest(name = "\"{0}\" is {1} ms + {2} ms")
    @CsvFileSource(resources = "/clock/time-controls-valid.csv")
    void readsWhatPlayersType(String text, long initialMillis, long incrementMillis, String canonical, String pgnTag) {
        TimeControl control = valid(text);
        if (initialMillis < 0) {
            assertFalse(control.isTimed());
        } else {
            assertTrue(control.isTimed());
            assertEquals(Duration.ofMillis(initialMillis), control.initial());
            assertEquals(Duration.ofMillis(incrementMillis), control.increment());
        }
        assertEquals(canonical, control.text());
        assertEquals(control, valid(control.text()), "the canonical text reads back to the same control");
        assertEquals(pgnTag, control.pgnTag());
        assertEquals(Optional.of(control), TimeControl.fromPgnTag(pgnTag), "a saved game gets its clock back");
    }

    @ParameterizedTest(name = "\"{0}\" is refused: {1}")
    @CsvFileSource(resources = "/clock/time-controls-invalid.csv")
    void refusesBadTextWithAReason(String text, String errorRecord) {
        TimeControl.Parsed parsed = TimeControl.parse(text);
        TimeControl.Invalid invalid = assertInstanceOf(TimeControl.Invalid.class, parsed, () -> "accepted " + text);
        assertEquals(errorRecord, invalid.error().getClass().getSimpleName());
    }

    @ParameterizedTest(name = "PGN TimeControl \"{0}\" is not a clock we can play")
    @CsvSource({"?", "40/7200", "*60", "0", "0+5", "36001", "60+601", "''", "abc", "1e3"})
    void pgnTagsWeCannotPlayAreEmpty(String tag) {
        assertEquals(Optional.empty(), TimeControl.fromPgnTag(tag));
    }

    @Test
    void nullIsEmptyNotACrash() {
        assertInstanceOf(TimeControlError.Empty.class, ((TimeControl.Invalid) TimeControl.parse(null)).error());
    }

    @Test
    void tooLongErrorsCarryTheLimitForTheSentence() {
        TimeControlError error = ((TimeControl.Invalid) TimeControl.parse("900+0")).error();
        assertEquals(new TimeControlError.StartingTimeTooLong(Duration.ofMinutes(900), TimeControl.MAX_INITIAL), error);
        TimeControlError inc = ((TimeControl.Invalid) TimeControl.parse("5+700")).error();
        assertEquals(new TimeControlError.IncrementTooLong(Duration.ofSeconds(700), TimeControl.MAX_INCREMENT), inc);
    }

    @Test
    void errorsQuoteTheUsersOwnText() {
        assertEquals(new TimeControlError.BadIncrement("two"), ((TimeControl.Invalid) TimeControl.parse("3+two")).error());
        assertEquals(new TimeControlError.BadMinutes("x"), ((TimeControl.Invalid) TimeControl.parse("x+2")).error());
    }

    @Test
    void untimedHasNoTime() {
        TimeControl untimed = TimeControl.untimed();
        assertFalse(untimed.isTimed());
        assertEquals(Duration.ZERO, untimed.initial());
        assertEquals(Duration.ZERO, untimed.increment());
    }

    @Test
    void programmaticConstructionRejectsNonsense() {
        assertEquals("3+2", TimeControl.ofMinutes(3, 2).text());
        assertThrows(IllegalArgumentException.class, () -> TimeControl.of(Duration.ZERO, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.of(Duration.ofMinutes(1), Duration.ofSeconds(-1)));
    }

    static TimeControl valid(String text) {
        TimeControl.Parsed parsed = TimeControl.parse(text);
        return assertInstanceOf(TimeControl.Valid.class, parsed, () -> "refused " + text + ": " + parsed).control();
    }
}
