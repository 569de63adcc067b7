package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.turnpan.chess.session.GameStore;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Messages;

/** The window's first sentence tells the player their colour and whose move it is, in every language. */
class StartSentenceTest {

    @ParameterizedTest(name = "{0} vs {1} in {2}")
    @CsvFileSource(resources = "/ui/start-sentences.tsv", delimiter = '\t')
    void theFirstSentenceSaysYourColourAndWhoseMoveItIs(String white, String black, String lang, String expected) {
        Locale locale = Locale.forLanguageTag(lang);
        SessionServices services = new SessionServices(spec -> Optional.of(
                // thinks for ever: the position stays at the start while the sentence is made
                TestTables.opponent("thinker", CompletableFuture::new)), GameStore.none(), null);
        try (SessionTable table = new SessionTable(
                SessionSettings.defaults().withLocale(locale).withPlayers(white, black), services)) {
            List<Announcement> first = StartSentence.of(table.greeting(), table);
            String said = Messages.forLocale(locale).render(first.get(0).message());
            assertTrue(said.endsWith(expected), said);
            if (lang.equals("en")) {
                assertEquals(expected, said);
            }
        }
    }
}
