package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --lang} takes what the typed {@code language} command takes, and every command reads it
 * alike: {@code --lang Italiano} and {@code --lang русский} were accepted and then played in
 * English; {@code --lang it_IT} (the form of {@code LANG}) was refused by the console and the window.
 */
class LanguageOptionTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "it, it", "IT, it", "Italiano, it", "italian, it", "it_IT, it", "it-IT, it", "it_IT.UTF-8, it",
        "русский, ru", "ru_RU.UTF-8, ru", "Bulgarian, bg", "български, bg", "bg-BG, bg",
        "Tiếng Việt, vi", "vi_VN, vi", "en_GB, en", "English, en",
    })
    void aLanguageNamedAsPeopleWriteItIsUsed(String given, String language) {
        GlobalOptions options = new GlobalOptions();
        options.lang = given;
        assertTrue(options.refusal().isEmpty(), given + " is refused");
        assertEquals(language, options.locale().getLanguage(), given);
        assertEquals(language, GlobalOptions.localeOf(given, Locale.ENGLISH).getLanguage(), "the data commands too");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"zz", "Klingon", "de_DE", "e"})
    void anotherLanguageIsRefused(String given) {
        GlobalOptions options = new GlobalOptions();
        options.lang = given;
        assertTrue(options.refusal().isPresent(), given + " is accepted");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Italiano, Cf3, Nf3", "русский, Кf3, Nf3", "bg_BG.UTF-8, Кf3, Nf3"})
    void theDataCommandsReadTheSameNames(String given, String typed, String san) {
        SayCommandTest.Run r = SayCommandTest.run("san", "--lang", given, "e4", "e5", typed);
        assertEquals(0, r.status(), r.out() + r.err());
        assertEquals(san, r.out().lines().reduce((a, b) -> b).orElseThrow());
    }
}
