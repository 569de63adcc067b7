package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcer;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.SpeechSettings;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.RecordingOutput;

/**
 * A row of the announcements list read back is said as the voice first said it: the list shows
 * "e4" in Latin letters, and a Russian or Bulgarian voice re-reading the shown row said it as English.
 */
class AnnouncementLogRowsTest {

    @Test
    void aRowReadBackIsSaidInTheVoicesAlphabetAndShownAsShown() {
        Locale ru = Locale.forLanguageTag("ru");
        AnnouncementLog log = new AnnouncementLog();
        try (Announcer a = Announcer.start(RecordingOutput.instant(), List.of(log.display()),
                new EarconPlayer(AudioDevice.none()), SpeechSettings.defaults(ru))) {
            a.onSaid(log::heard);
            Message square = Phraser.forLocale(ru).square(Square.parse("e4").orElseThrow());
            a.announce(Announcement.answer(Message.of("board.attacks.empty-square", "square", square)));
            Catalogue cat = Catalogue.forLocale(ru);
            String shown = log.lines().get(0);
            assertTrue(shown.contains("e4"), shown);
            assertEquals(shown, cat.render(log.row(0), Medium.TEXT));
            String said = cat.render(log.row(0), Medium.SPEECH);
            assertTrue(said.contains("е4") && !said.contains("e4"), said);
        }
    }
}
