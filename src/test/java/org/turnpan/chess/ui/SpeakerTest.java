package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.RecordingOutput;

/** What is said before the voice has loaded is shown at once and spoken, whole, once it has. */
class SpeakerTest {

    @Test
    void theFirstSentencesWaitForTheVoiceAndNothingIsLost() throws InterruptedException {
        AnnouncementLog log = new AnnouncementLog();
        try (Speaker speaker = new Speaker(Locale.ENGLISH, List.of(log.display()), AudioDevice.none())) {
            speaker.say(Announcement.queued(Announcement.Kind.EVENT, Message.of("ui.turn.white")));
            speaker.say(Announcement.queued(Announcement.Kind.EVENT, Message.of("ui.read.last.none")));
            assertEquals(List.of("White to move.", "No move has been played yet."), log.lines());

            RecordingOutput voice = RecordingOutput.instant();
            speaker.announcer().useVoice(voice);
            assertTrue(speaker.announcer().awaitIdle(Duration.ofSeconds(5)));
            assertEquals(List.of("White to move.", "No move has been played yet."),
                    voice.heard().stream().map(RecordingOutput.Heard::text).toList());

            speaker.repeat();
            assertTrue(speaker.announcer().awaitIdle(Duration.ofSeconds(5)));
            assertEquals("No move has been played yet.", log.last());
            assertEquals(3, voice.heard().size());
        }
    }
}
