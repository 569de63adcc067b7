package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.turnpan.chess.ui.a11y.ReaderEvidence.NOT_RUNNING;
import static org.turnpan.chess.ui.a11y.ReaderEvidence.RUNNING;
import static org.turnpan.chess.ui.a11y.ReaderEvidence.UNKNOWN;
import static org.turnpan.chess.ui.a11y.ScreenReaderPresence.State.ABSENT;
import static org.turnpan.chess.ui.a11y.ScreenReaderPresence.State.PRESENT;
import static org.turnpan.chess.ui.a11y.ScreenReaderPresence.State.UNDECIDED;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The decision "is a screen reader reading the window", step by step with a manual clock. */
class ScreenReaderPresenceTest {
    private final ManualClock clock = new ManualClock();

    private ScreenReaderPresence on(DesktopSystem system) {
        return new ScreenReaderPresence(system, Duration.ofSeconds(3), Duration.ofSeconds(1), clock);
    }

    @Test
    void linuxHasNoBridgeSoOurVoiceSpeaksWhateverTheSigns() {
        ScreenReaderPresence p = on(DesktopSystem.LINUX);
        assertEquals(ABSENT, p.state());
        assertEquals(ABSENT, p.accessibilityActive(true));
        assertEquals(ABSENT, p.evidence(RUNNING));
        clock.advanceMillis(5000);
        assertEquals(ABSENT, p.tick());
        assertFalse(p.wantsEvidence(), "nothing to look for on Linux");
    }

    @ParameterizedTest
    @EnumSource(value = DesktopSystem.class, names = {"WINDOWS", "MAC"})
    void aReaderThatAsksForTheWindowAtOnceIsPresentAtOnce(DesktopSystem system) {
        ScreenReaderPresence p = on(system);
        assertEquals(UNDECIDED, p.state(), "nothing is said before the first sign");
        assertEquals(UNDECIDED, p.evidence(RUNNING), "running but not yet reading this window");
        assertEquals(PRESENT, p.accessibilityActive(true));
    }

    @Test
    void theFlagAloneIsTrustedUntilTheProgramsAreSeen() {
        ScreenReaderPresence p = on(DesktopSystem.WINDOWS);
        assertEquals(PRESENT, p.accessibilityActive(true), "evidence not sampled yet: JavaFX's sign decides");
    }

    @Test
    void anotherAutomationClientWithoutAScreenReaderLeavesOurVoice() {
        ScreenReaderPresence p = on(DesktopSystem.WINDOWS);
        p.evidence(NOT_RUNNING);
        assertEquals(ABSENT, p.state(), "decided at the first look: no reader runs");
        assertEquals(ABSENT, p.accessibilityActive(true), "a UI Automation client that is not a reader");
        clock.advanceMillis(10_000);
        assertEquals(ABSENT, p.tick());
    }

    @Test
    void noReaderAtStartIsDecidedAtTheFirstLookWithoutWaiting() {
        ScreenReaderPresence p = on(DesktopSystem.MAC);
        assertEquals(ABSENT, p.evidence(NOT_RUNNING));
    }

    @Test
    void aReaderThatNeverAsksForTheWindowGivesWayAfterTheGrace() {
        ScreenReaderPresence p = on(DesktopSystem.WINDOWS);
        p.evidence(RUNNING);
        clock.advanceMillis(2999);
        assertEquals(UNDECIDED, p.tick(), "sentences are held, not lost, while waiting");
        clock.advanceMillis(1);
        assertEquals(ABSENT, p.tick());
    }

    @Test
    void withoutAnyEvidenceTheGraceEndsInOurOwnVoice() {
        ScreenReaderPresence p = on(DesktopSystem.MAC);
        p.evidence(UNKNOWN);
        clock.advanceMillis(3000);
        assertEquals(ABSENT, p.tick());
    }

    @Test
    void aReaderAppearingLateIsTakenOnceItHasHeld() {
        ScreenReaderPresence p = on(DesktopSystem.WINDOWS);
        p.evidence(NOT_RUNNING);
        assertEquals(ABSENT, p.state());
        clock.advanceMillis(60_000);
        assertEquals(ABSENT, p.evidence(RUNNING), "started, but has not asked for the window yet");
        assertEquals(ABSENT, p.accessibilityActive(true), "asked now: the change must hold first");
        clock.advanceMillis(999);
        assertEquals(ABSENT, p.tick());
        clock.advanceMillis(1);
        assertEquals(PRESENT, p.tick());
    }

    @Test
    void aReaderLeavingGivesTheVoiceBackOnceItHasHeld() {
        ScreenReaderPresence p = on(DesktopSystem.MAC);
        p.evidence(RUNNING);
        p.accessibilityActive(true);
        assertEquals(PRESENT, p.state());
        assertTrue(p.wantsEvidence(), "the reader may leave: keep looking");
        clock.advanceMillis(30_000);
        assertEquals(PRESENT, p.evidence(NOT_RUNNING), "JavaFX keeps its flag set: only the programs tell");
        clock.advanceMillis(1000);
        assertEquals(ABSENT, p.evidence(NOT_RUNNING));
    }

    @Test
    void aFlappingSignNeverSwitchesTheVoice() {
        ScreenReaderPresence p = on(DesktopSystem.WINDOWS);
        p.evidence(RUNNING);
        p.accessibilityActive(true);
        assertEquals(PRESENT, p.state());
        for (int i = 0; i < 20; i++) {
            clock.advanceMillis(400);
            assertEquals(PRESENT, p.evidence(i % 2 == 0 ? NOT_RUNNING : RUNNING), "step " + i);
        }
        clock.advanceMillis(400);
        assertEquals(PRESENT, p.evidence(NOT_RUNNING));
        clock.advanceMillis(600);
        assertEquals(PRESENT, p.evidence(NOT_RUNNING), "0.6 s is not yet a settled change");
        clock.advanceMillis(400);
        assertEquals(ABSENT, p.evidence(NOT_RUNNING), "held for a whole second: it has left");
    }

    @Test
    void aFlagThatComesAndGoesAfterTheStartIsSmoothedToo() {
        ScreenReaderPresence p = on(DesktopSystem.WINDOWS);
        p.evidence(RUNNING);
        p.accessibilityActive(true);
        clock.advanceMillis(500);
        p.accessibilityActive(false);
        clock.advanceMillis(500);
        assertEquals(PRESENT, p.accessibilityActive(true));
        clock.advanceMillis(5000);
        assertEquals(PRESENT, p.tick());
    }

    @Test
    void evidenceIsWantedWhileUndecidedOrOnceTheWindowWasAskedFor() {
        ScreenReaderPresence p = on(DesktopSystem.WINDOWS);
        assertTrue(p.wantsEvidence());
        p.evidence(NOT_RUNNING);
        assertFalse(p.wantsEvidence(), "absent and never asked: JavaFX's flag will tell us first");
        p.accessibilityActive(true);
        assertTrue(p.wantsEvidence());
    }
}
