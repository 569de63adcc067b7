package org.turnpan.chess.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.turnpan.chess.rules.Side.BLACK;
import static org.turnpan.chess.rules.Side.WHITE;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Side;

/** Every test drives time by hand through {@link ManualTimeSource}: nothing sleeps. */
class GameClockTest {

    private final ManualTimeSource time = new ManualTimeSource();

    private GameClock clock(String control) {
        return GameClock.of(TimeControlTest.valid(control), time);
    }

    private GameClock clock(String control, Duration... thresholds) {
        return GameClock.of(TimeControlTest.valid(control), WarningThresholds.of(thresholds), time);
    }

    private static Duration seconds(double s) {
        return Duration.ofMillis(Math.round(s * 1000));
    }

    private static ClockEvent.Warning warning(Side side, double thresholdSeconds, double remainingSeconds) {
        return new ClockEvent.Warning(side, seconds(thresholdSeconds), TimeReadout.of(seconds(remainingSeconds)));
    }

    @Test
    void onlyTheSideToMoveLosesTimeAndTheMoverGetsTheIncrement() {
        GameClock c = clock("3+2");
        c.start(WHITE);
        time.advanceSeconds(10);
        assertEquals(Optional.of(seconds(170)), c.remaining(WHITE));
        assertEquals(Optional.of(seconds(180)), c.remaining(BLACK));
        assertEquals(PressResult.ACCEPTED, c.press());
        assertEquals(Optional.of(seconds(172)), c.remaining(WHITE), "170 s left plus the 2 s increment");
        assertEquals(Optional.of(BLACK), c.running());
        time.advanceSeconds(5.5);
        assertEquals(Optional.of(seconds(172)), c.remaining(WHITE));
        assertEquals(Optional.of(seconds(174.5)), c.remaining(BLACK));
        assertEquals(PressResult.ACCEPTED, c.press());
        assertEquals(Optional.of(seconds(176.5)), c.remaining(BLACK));
        assertEquals(Optional.of(WHITE), c.running());
    }

    @Test
    void noTimeFlowsBeforeTheStart() {
        GameClock c = clock("10+0");
        time.advanceSeconds(100);
        assertEquals(Optional.of(seconds(600)), c.remaining(WHITE));
        assertEquals(Optional.empty(), c.running());
        assertEquals(Optional.empty(), c.untilNextEvent());
        assertThrows(IllegalStateException.class, c::press, "pressing a clock nobody started is a bug");
    }

    @Test
    void aResumedGameCanStartWithBlackToMove() {
        GameClock c = clock("5+3");
        c.start(BLACK);
        time.advanceSeconds(7);
        assertEquals(Optional.of(seconds(293)), c.remaining(BLACK));
        assertEquals(Optional.of(seconds(300)), c.remaining(WHITE));
    }

    @Test
    void theFlagFallsAtZeroAndIsReportedOnce() {
        GameClock c = clock("1+0");
        c.start(WHITE);
        time.advanceSeconds(59.9);
        assertEquals(Optional.empty(), c.flagged());
        time.advanceSeconds(0.1);
        assertEquals(Optional.of(WHITE), c.flagged());
        assertEquals(Optional.of(Duration.ZERO), c.remaining(WHITE));
        assertEquals(Optional.of(Duration.ZERO), c.untilNextEvent(), "the flag is due now");
        assertEquals(List.of(new ClockEvent.FlagFell(WHITE)), c.poll(),
                "warnings of the side that flagged are not read out with the flag");
        assertEquals(List.of(), c.poll());
        assertEquals(Optional.empty(), c.untilNextEvent());
        time.advanceSeconds(30);
        assertEquals(Optional.of(Duration.ZERO), c.remaining(WHITE), "time does not go below zero");
        assertEquals(Optional.of(seconds(60)), c.remaining(BLACK), "the opponent's clock never ran");
        assertEquals(Optional.empty(), c.running());
    }

    @Test
    void aMoveAfterTheFlagFellIsTooLateAndTheFlagIsNotReportedTwice() {
        GameClock c = clock("1+5");
        c.start(WHITE);
        time.advanceSeconds(61);
        assertEquals(PressResult.FLAG_FELL, c.press());
        assertEquals(Optional.of(Duration.ZERO), c.remaining(WHITE), "no increment for a move that came too late");
        assertEquals(Optional.of(WHITE), c.sideToMove());
        assertEquals(List.of(), c.poll(), "the press already told the session");
    }

    @Test
    void defaultWarningsAtThirtyAndTenSecondsEachOnce() {
        GameClock c = clock("1+0");
        c.start(WHITE);
        time.advanceSeconds(29.9);
        assertEquals(List.of(), c.poll());
        time.advanceSeconds(0.1);
        assertEquals(List.of(warning(WHITE, 30, 30)), c.poll());
        time.advanceSeconds(5);
        assertEquals(List.of(), c.poll(), "once per crossing, not once per poll");
        time.advanceSeconds(15);
        assertEquals(List.of(warning(WHITE, 10, 10)), c.poll());
        time.advanceSeconds(5);
        assertEquals(List.of(), c.poll());
    }

    @Test
    void aLatePollReportsEveryCrossingInOrder() {
        GameClock c = clock("1+0");
        c.start(WHITE);
        time.advanceSeconds(55);
        assertEquals(List.of(warning(WHITE, 30, 5), warning(WHITE, 10, 5)), c.poll());
    }

    @Test
    void anIncrementThatLiftsTheTimeAboveAThresholdRearmsIt() {
        GameClock c = clock("1+15", seconds(30), seconds(10));
        c.start(WHITE);
        time.advanceSeconds(31);
        assertEquals(List.of(warning(WHITE, 30, 29)), c.poll());
        c.press(); // 29 + 15 = 44 s: above 30 again
        c.press(); // Black moves at once
        time.advanceSeconds(13);
        assertEquals(List.of(), c.poll());
        time.advanceSeconds(2);
        assertEquals(List.of(warning(WHITE, 30, 29)), c.poll(), "a second crossing warns again");
        time.advanceSeconds(20); // 9 s left
        assertEquals(List.of(warning(WHITE, 10, 9)), c.poll());
        c.press(); // 9 + 15 = 24 s: above 10, still below 30
        c.press();
        time.advanceSeconds(13);
        assertEquals(List.of(), c.poll());
        time.advanceSeconds(1);
        assertEquals(List.of(warning(WHITE, 10, 10)), c.poll(), "only the threshold the increment lifted it over warns again");
    }

    @Test
    void warningsMissedDuringAMoveAreDroppedOnceThePlayerHasMoved() {
        GameClock c = clock("1+0");
        c.start(WHITE);
        time.advanceSeconds(35); // crossed 30 s, nobody polled
        c.press();
        assertEquals(List.of(), c.poll(), "White has already moved: a warning now would be noise");
        time.advanceSeconds(5);
        c.press();
        time.advanceSeconds(15);
        assertEquals(List.of(warning(WHITE, 10, 10)), c.poll(), "the lower threshold was still armed");
    }

    @Test
    void eachSideHasItsOwnWarnings() {
        GameClock c = clock("0:40+0", seconds(30));
        c.start(WHITE);
        time.advanceSeconds(12);
        assertEquals(List.of(warning(WHITE, 30, 28)), c.poll());
        c.press();
        time.advanceSeconds(10);
        assertEquals(List.of(warning(BLACK, 30, 30)), c.poll());
    }

    @Test
    void aPlayerAskingForTwoMinutesGetsThatWarningToo() {
        GameClock c = clock("10+0", Duration.ofMinutes(2), seconds(30), seconds(10));
        c.start(WHITE);
        assertEquals(Optional.of(Duration.ofMinutes(8)), c.untilNextEvent());
        time.advance(Duration.ofMinutes(8));
        assertEquals(List.of(warning(WHITE, 120, 120)), c.poll());
    }

    @Test
    void thresholdsAtOrAboveTheStartingTimeNeverWarn() {
        GameClock c = clock("0:20+0");
        c.start(WHITE);
        assertEquals(Optional.of(seconds(10)), c.untilNextEvent(), "the 30 s warning is already behind us");
        time.advanceSeconds(10);
        assertEquals(List.of(warning(WHITE, 10, 10)), c.poll());
    }

    @Test
    void oneTimerIsEnoughTheNextEventTellsWhenToWakeUp() {
        GameClock c = clock("3+2");
        c.start(WHITE);
        List<String> heard = new ArrayList<>();
        long startNanos = time.nanos();
        for (Optional<Duration> next = c.untilNextEvent(); next.isPresent(); next = c.untilNextEvent()) {
            time.advance(next.get());
            for (ClockEvent e : c.poll()) {
                heard.add((time.nanos() - startNanos) / 1_000_000_000L + "s " + e);
            }
        }
        assertEquals(List.of(
                "150s " + warning(WHITE, 30, 30),
                "170s " + warning(WHITE, 10, 10),
                "180s " + new ClockEvent.FlagFell(WHITE)), heard);
    }

    @Test
    void theNextEventFollowsTheSideToMove() {
        GameClock c = clock("1+0");
        c.start(WHITE);
        time.advanceSeconds(25);
        c.press(); // White 35 s, Black 60 s
        assertEquals(Optional.of(seconds(30)), c.untilNextEvent(), "Black reaches 30 s first");
        c.press();
        assertEquals(Optional.of(seconds(5)), c.untilNextEvent(), "White reaches 30 s in 5 s");
    }

    @Test
    void pauseFreezesTheClockAndResumeRestartsIt() {
        GameClock c = clock("3+2");
        c.start(WHITE);
        time.advanceSeconds(20);
        c.pause();
        assertTrue(c.isPaused());
        assertEquals(Optional.empty(), c.running());
        assertEquals(Optional.empty(), c.untilNextEvent(), "nothing can fall due while paused");
        time.advance(Duration.ofHours(1));
        assertEquals(Optional.of(seconds(160)), c.remaining(WHITE));
        assertEquals(Optional.empty(), c.flagged());
        c.resume();
        assertFalse(c.isPaused());
        time.advanceSeconds(10);
        assertEquals(Optional.of(seconds(150)), c.remaining(WHITE));
        assertEquals(Optional.of(WHITE), c.running());
    }

    @Test
    void pauseBeforeTheStartOrAfterTheFlagChangesNothing() {
        GameClock c = clock("1+0");
        c.pause();
        assertFalse(c.isPaused());
        c.start(WHITE);
        time.advanceSeconds(5);
        assertEquals(Optional.of(seconds(55)), c.remaining(WHITE), "the clock runs from the start");
        time.advanceSeconds(60);
        c.pause();
        assertFalse(c.isPaused());
        assertEquals(List.of(new ClockEvent.FlagFell(WHITE)), c.poll());
    }

    @Test
    void pressingWhilePausedSwitchesSidesAndStaysPaused() {
        GameClock c = clock("3+2");
        c.start(WHITE);
        time.advanceSeconds(20);
        c.pause();
        assertEquals(PressResult.ACCEPTED, c.press());
        time.advanceSeconds(20);
        assertEquals(Optional.of(seconds(162)), c.remaining(WHITE));
        assertEquals(Optional.of(seconds(180)), c.remaining(BLACK));
        c.resume();
        time.advanceSeconds(20);
        assertEquals(Optional.of(seconds(160)), c.remaining(BLACK));
    }

    @Test
    void stopFreezesTheFinalTimesForGood() {
        GameClock c = clock("3+2");
        c.start(WHITE);
        time.advanceSeconds(170);
        c.stop();
        time.advanceSeconds(100);
        assertEquals(Optional.empty(), c.flagged());
        assertEquals(List.of(), c.poll());
        assertEquals(Optional.of(seconds(10)), c.remaining(WHITE));
        assertThrows(IllegalStateException.class, c::press);
    }

    @Test
    void anUntimedGameNeverFlagsNorWarns() {
        GameClock c = GameClock.of(TimeControl.untimed(), time);
        c.start(WHITE);
        time.advance(Duration.ofDays(3));
        assertEquals(Optional.empty(), c.flagged());
        assertEquals(List.of(), c.poll());
        assertEquals(Optional.empty(), c.untilNextEvent());
        assertEquals(Optional.empty(), c.remaining(WHITE));
        assertEquals(Optional.empty(), c.readout(BLACK));
        assertEquals(PressResult.ACCEPTED, c.press());
        assertEquals(Optional.of(BLACK), c.sideToMove());
        assertFalse(c.reading().timed());
    }

    @Test
    void setRestoresSavedTimesAndTheirWarnings() {
        GameClock c = clock("3+2");
        c.set(seconds(25), seconds(200));
        c.start(WHITE);
        assertEquals(Optional.of(seconds(15)), c.untilNextEvent(), "30 s was crossed before the save; 10 s was not");
        time.advanceSeconds(15);
        assertEquals(List.of(warning(WHITE, 10, 10)), c.poll());
        assertEquals(Optional.of(seconds(200)), c.remaining(BLACK));
    }

    @Test
    void restoredFactoryMatchesSet() {
        GameClock c = GameClock.restored(TimeControlTest.valid("3+2"), WarningThresholds.defaults(), time,
                seconds(25), seconds(200));
        c.start(WHITE);
        assertEquals(Optional.of(seconds(15)), c.untilNextEvent());
        assertEquals(Optional.of(seconds(200)), c.remaining(BLACK));
    }

    @Test
    void readingAndReadoutForTheClockQuery() {
        GameClock c = clock("90+30");
        c.start(WHITE);
        time.advanceSeconds(61.25);
        ClockReading s = c.reading();
        assertTrue(s.timed());
        assertEquals(Optional.of(WHITE), s.running());
        assertEquals(new TimeReadout(1, 28, 58, 7), s.readout(WHITE));
        assertEquals(Duration.ofSeconds(30), s.increment());
        assertEquals(Optional.of(new TimeReadout(1, 30, 0, 0)), c.readout(BLACK));
        assertEquals(Optional.empty(), s.flagged());
        assertFalse(s.paused());
    }

    @Test
    void thresholdsAreSortedAndDistinct() {
        WarningThresholds t = WarningThresholds.of(seconds(10), Duration.ofMinutes(2), seconds(30), seconds(10));
        assertEquals(List.of(Duration.ofMinutes(2), seconds(30), seconds(10)), t.descending());
        assertThrows(IllegalArgumentException.class, () -> WarningThresholds.of(Duration.ZERO));
        assertEquals(0, WarningThresholds.none().size());
    }

    @Test
    void concurrentPollersReportEveryEventExactlyOnce() throws InterruptedException {
        GameClock c = clock("1+0", seconds(50), seconds(40), seconds(30), seconds(20), seconds(10));
        c.start(WHITE);
        ConcurrentLinkedQueue<ClockEvent> heard = new ConcurrentLinkedQueue<>();
        AtomicBoolean done = new AtomicBoolean();
        List<Thread> pollers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Thread t = new Thread(() -> {
                do {
                    heard.addAll(c.poll());
                } while (!done.get());
            });
            t.start();
            pollers.add(t);
        }
        // cross one threshold at a time and let the pollers find it before the next, so that no
        // crossing is merged with the next one; duplicates would show in the count below
        for (int crossing = 1; crossing <= 5; crossing++) {
            time.advance(Duration.ofSeconds(10));
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (heard.size() < crossing && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
        }
        time.advance(Duration.ofMillis(9_500));
        done.set(true);
        for (Thread t : pollers) {
            t.join();
        }
        assertEquals(5, heard.size(), "five warnings, none twice: " + heard);
        assertEquals(5, heard.stream().map(e -> ((ClockEvent.Warning) e).threshold()).distinct().count());

        time.advanceSeconds(1);
        heard.clear();
        pollers.clear();
        for (int i = 0; i < 3; i++) {
            Thread t = new Thread(() -> heard.addAll(c.poll()));
            t.start();
            pollers.add(t);
        }
        for (Thread t : pollers) {
            t.join();
        }
        assertEquals(List.of(new ClockEvent.FlagFell(WHITE)), List.copyOf(heard), "the flag falls once for three pollers");
    }
}
