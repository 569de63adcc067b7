package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.tts.Earcon;

/**
 * The {@code sounds} command in five languages, from {@code session/sound-commands.tsv}: what is
 * said for each line typed, and which short sounds are on afterwards; the table switches every
 * sound in every language.
 */
class SoundCommandTest {

    static List<String[]> rows() {
        try (InputStream in = SoundCommandTest.class.getResourceAsStream("/session/sound-commands.tsv")) {
            if (in == null) {
                throw new IllegalStateException("session/sound-commands.tsv is missing");
            }
            List<String[]> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t")).toList();
            if (rows.size() < 40) {
                throw new IllegalStateException("sound-commands.tsv lost its rows");
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<String[]> typed() {
        return rows().stream();
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("typed")
    void typedInEveryLanguage(String lang, String offBefore, String typed, String said, String offAfter) {
        Locale locale = Locale.forLanguageTag(lang);
        Recorder heard = new Recorder();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale), SessionServices.basic(),
                heard)) {
            s.start();
            s.applySettings(s.settings().withPreferences(s.settings().preferences().withSounds(on(offBefore))));
            heard.clear();
            s.submit(typed);
            Catalogue m = Catalogue.forLocale(locale);
            String lines = heard.announcements().stream().map(Announcement::message).map(m::render)
                    .collect(Collectors.joining(" "));
            assertEquals(said, lines);
            assertEquals(on(offAfter), s.settings().preferences().sounds());
        }
    }

    @Test
    void everySoundIsSwitchedInEveryLanguage() {
        Map<String, Set<Earcon>> switched = new HashMap<>();
        for (String[] row : rows()) {
            Set<Earcon> changed = EnumSet.allOf(Earcon.class);
            changed.removeIf(e -> on(row[1]).contains(e) == on(row[4]).contains(e));
            switched.computeIfAbsent(row[0], l -> EnumSet.noneOf(Earcon.class)).addAll(changed);
        }
        for (Locale l : Catalogue.LANGUAGES) {
            assertEquals(EnumSet.allOf(Earcon.class), switched.get(l.getLanguage()), l.getLanguage());
        }
    }

    /** "-" (none off), "all", or a list of sounds switched off, as the sounds left on. */
    private static Set<Earcon> on(String off) {
        if (off.equals("all")) {
            return EnumSet.noneOf(Earcon.class);
        }
        Set<Earcon> on = EnumSet.allOf(Earcon.class);
        if (!off.equals("-")) {
            for (String name : off.split(",")) {
                on.remove(Earcon.valueOf(name.strip().toUpperCase(Locale.ROOT)));
            }
        }
        return on;
    }
}
