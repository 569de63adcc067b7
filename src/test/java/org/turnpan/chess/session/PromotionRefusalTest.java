package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * Issue 23: at "which piece?", a king asked for gets the reason (a pawn never becomes a king), not
 * "I do not understand", and the question stays; the words for cancel and Escape leave the question
 * without playing the move. Rows: language, typed, what is shown (its start), whether the question
 * is left.
 */
class PromotionRefusalTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "en|king|A pawn can't become a king.|false",
        "en|K|A pawn can't become a king.|false",
        "it|re|Il pedone non può diventare re.|false",
        "ru|король|Пешка не может превратиться в короля.|false",
        "ru|кр|Пешка не может превратиться в короля.|false",
        "bg|цар|Пешката не може да стане цар.|false",
        "vi|vua|Tốt không thể phong thành vua.|false",
        "en|pawn|A pawn can't become a pawn.|false",
        "en|cancel|Promotion cancelled. The pawn stays on a7.|true",
        "en|escape|Promotion cancelled. The pawn stays on a7.|true",
        "it|annulla|Promozione annullata.|true",
        "ru|отмена|Превращение отменено.|true",
        "bg|отказ|Промоцията е отменена.|true",
        "vi|hủy||true",
        "vi|esc||true",
    })
    void aKingIsRefusedWithTheReasonAndCancelLeaves(String lang, String typed, String shown, boolean left)
            throws IOException {
        Recorder heard = new Recorder();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                SessionServices.basic(), heard)) {
            s.start();
            Path file = dir.resolve("promotion.pgn");
            Files.writeString(file, "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*\n", StandardCharsets.UTF_8);
            s.perform(Intent.Open.file(file));
            s.submit("a8");
            assertTrue(s.pendingPromotion().isPresent());
            heard.clear();
            s.submit(typed);
            String said = Catalogue.forLocale(Locale.forLanguageTag(lang)).render(heard.announcements().get(0).message(),
                    Medium.TEXT);
            if (shown != null && !shown.isBlank()) {
                assertTrue(said.startsWith(shown), said);
            }
            assertFalse(said.contains("understand"), said);
            assertEquals(!left, s.pendingPromotion().isPresent(), said);
            assertEquals(0, s.game().plyCount(), "the move is not played");
        }
    }
}
