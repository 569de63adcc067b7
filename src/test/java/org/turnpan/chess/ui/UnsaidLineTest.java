package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.text.Echo;

/**
 * A muted online chat line (issue 25) reaches the window's log, where the player can read it later,
 * and is never said; a sentence said is both.
 */
class UnsaidLineTest {

    @Test
    void anUnsaidLineIsKeptInTheLogAndNotSpoken() throws Exception {
        AnnouncementLog log = new AnnouncementLog();
        try (SpeechSystem speech = SpeechSystem.loading(Locale.ENGLISH, List.of(log.display()), AudioDevice.none())) {
            WindowListener listener = new WindowListener(speech, () -> { }, () -> { }, () -> { }, log::keep);
            Message chat = Message.of("online.chat.line", "user", Echo.name("Ortensia Valli"), "text",
                    Echo.of("Good luck!"));
            listener.announce(Announcement.unsaid(chat));
            listener.announce(Announcement.answer(Message.of("online.chat.now.off")));
            // displays show a sentence as it is announced (FrontEnds reads them the same way)
            assertEquals(List.of("Ortensia Valli says: Good luck!", "Opponent's chat is off."), log.lines());
            assertEquals(List.of("Opponent's chat is off."), log.spoken());
        }
    }
}
