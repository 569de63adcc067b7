package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.ui.a11y.VoicePlan.Origin;
import org.turnpan.chess.ui.a11y.VoicePlan.Speaker;

/** Every plan gives every kind of sentence exactly one speaker; the table covers every plan and origin. */
class VoicePlanTest {
    private record Row(ScreenReaderPresence.State state, boolean channel, VoicePlan plan, Speaker focus,
                       Speaker announcement) {
    }

    private static final List<Row> TABLE = List.of(
            new Row(ScreenReaderPresence.State.UNDECIDED, true, VoicePlan.HOLD, Speaker.LATER, Speaker.LATER),
            new Row(ScreenReaderPresence.State.UNDECIDED, false, VoicePlan.HOLD, Speaker.LATER, Speaker.LATER),
            new Row(ScreenReaderPresence.State.PRESENT, true, VoicePlan.SCREEN_READER,
                    Speaker.SCREEN_READER, Speaker.SCREEN_READER),
            new Row(ScreenReaderPresence.State.PRESENT, false, VoicePlan.SCREEN_READER_AND_OWN_VOICE,
                    Speaker.SCREEN_READER, Speaker.OWN_VOICE),
            new Row(ScreenReaderPresence.State.ABSENT, true, VoicePlan.OWN_VOICE, Speaker.OWN_VOICE, Speaker.OWN_VOICE),
            new Row(ScreenReaderPresence.State.ABSENT, false, VoicePlan.OWN_VOICE, Speaker.OWN_VOICE, Speaker.OWN_VOICE));

    @Test
    void whoSpeaksWhat() {
        Set<VoicePlan> seen = EnumSet.noneOf(VoicePlan.class);
        Set<ScreenReaderPresence.State> states = EnumSet.noneOf(ScreenReaderPresence.State.class);
        for (Row r : TABLE) {
            VoicePlan plan = VoicePlan.of(r.state(), r.channel());
            assertEquals(r.plan(), plan, r.toString());
            assertEquals(r.focus(), plan.speaker(Origin.FOCUS), r.toString());
            assertEquals(r.announcement(), plan.speaker(Origin.ANNOUNCEMENT), r.toString());
            seen.add(plan);
            states.add(r.state());
        }
        assertEquals(EnumSet.allOf(VoicePlan.class), seen, "the table covers every plan");
        assertEquals(EnumSet.allOf(ScreenReaderPresence.State.class), states, "and every state");
    }

    @Test
    void withAScreenReaderOurVoiceNeverSaysTheFocus() {
        for (VoicePlan p : List.of(VoicePlan.SCREEN_READER, VoicePlan.SCREEN_READER_AND_OWN_VOICE)) {
            assertEquals(Speaker.SCREEN_READER, p.speaker(Origin.FOCUS), p.name());
        }
    }
}
