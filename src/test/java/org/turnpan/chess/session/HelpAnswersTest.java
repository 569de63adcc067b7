package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * What {@code help} says, from {@code session/help-answers.tsv}, as the console prints it: help
 * alone, help and a group (in the language and in English), help and a command, and help and an
 * unknown word, in all five languages.
 */
class HelpAnswersTest {

    static List<String[]> rows() {
        try (InputStream in = HelpAnswersTest.class.getResourceAsStream("/session/help-answers.tsv")) {
            if (in == null) {
                throw new IllegalStateException("session/help-answers.tsv is missing");
            }
            List<String[]> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t")).toList();
            if (rows.size() < 25) {
                throw new IllegalStateException("help-answers.tsv lost its rows");
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<String[]> typed() {
        return rows().stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("typed")
    void helpIsHeardInGroups(String lang, String typed, String said) {
        assertEquals(said, answer(Locale.forLanguageTag(lang), typed));
    }

    /** What a new session in {@code locale} answers to one typed line, as the console prints it. */
    static String answer(Locale locale, String typed) {
        Recorder heard = new Recorder();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale), SessionServices.basic(),
                heard)) {
            s.start();
            heard.clear();
            s.submit(typed);
            Catalogue m = Catalogue.forLocale(locale);
            return heard.announcements().stream().map(Announcement::message)
                    .map(msg -> m.render(msg, Medium.TEXT)).collect(Collectors.joining(" "));
        }
    }

    @Test
    void theTableCoversEveryLanguage() {
        Set<String> languages = Catalogue.LANGUAGES.stream().map(Locale::getLanguage)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(languages, rows().stream().map(r -> r[0]).collect(Collectors.toCollection(TreeSet::new)));
    }
}
