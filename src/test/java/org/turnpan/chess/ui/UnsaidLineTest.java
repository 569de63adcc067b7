package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.Utterance;
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

    /**
     * A line kept unsaid between a sentence shown and its spoken form (the chat arrives on the
     * stream's thread while the announcer speaks): the spoken form stays with the sentence's row.
     * Before, it went to the last row, the chat line's.
     */
    @Test
    void aLineKeptWhileASentenceIsSpokenLeavesItsSpokenFormOnItsRow() {
        AnnouncementLog log = new AnnouncementLog();
        log.display().speak(Utterance.of("Pawn to e4.", Locale.ENGLISH)).join();
        log.keep("Ortensia Valli says: Good luck!");
        log.heard("Pawn to e-four.");
        Catalogue english = Catalogue.forLocale(Locale.ENGLISH);
        assertEquals("Pawn to e-four.", english.render(log.row(0), Medium.SPEECH));
        assertEquals("Pawn to e4.", english.render(log.row(0), Medium.TEXT));
        assertEquals("Ortensia Valli says: Good luck!", english.render(log.row(1), Medium.SPEECH));
    }
}
