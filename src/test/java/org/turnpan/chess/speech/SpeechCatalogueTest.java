package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.VoiceChoice.Notice;
import org.turnpan.chess.speech.tts.VoiceKind;

/** The speech catalogue: every sentence in every language, with the same slots, really translated. */
class SpeechCatalogueTest {
    private static final Pattern SLOT = Pattern.compile("\\{([a-z]+)}");
    private static final Map<String, String> ENGLISH = Catalogue.read("i18n/speech.properties");

    private static Set<String> slots(String template) {
        Set<String> s = new TreeSet<>();
        Matcher m = SLOT.matcher(template);
        while (m.find()) {
            s.add(m.group(1));
        }
        return s;
    }

    /** Whether {@code template} has a letter outside its slots. */
    private static boolean hasWords(String template) {
        return SLOT.matcher(template).replaceAll("").codePoints().anyMatch(Character::isLetter);
    }

    @ParameterizedTest
    @ValueSource(strings = {"it", "ru", "bg", "vi"})
    void everySentenceIsTranslatedWithTheSameSlots(String lang) {
        Map<String, String> other = Catalogue.read("i18n/speech_" + lang + ".properties");
        assertEquals(new TreeSet<>(ENGLISH.keySet()), new TreeSet<>(other.keySet()), lang + " has every key, no more");
        int same = 0;
        for (var e : ENGLISH.entrySet()) {
            String t = other.get(e.getKey());
            assertFalse(t.isBlank(), e.getKey());
            assertEquals(slots(e.getValue()), slots(t), lang + " " + e.getKey());
            if (t.equals(e.getValue()) && hasWords(t)) {
                same++;
            }
        }
        // only names that stay the same everywhere (eSpeak NG, the verbatim slot, Italian "Volume") may match
        // English; templates of slots and punctuation alone (speech.join.*) have no words to translate
        assertTrue(same <= 3, lang + ": " + same + " sentences left in English");
    }

    @Test
    void everyVoiceNoticeAndEarconHasASentence() {
        for (VoiceKind k : VoiceKind.values()) {
            assertTrue(ENGLISH.containsKey("speech.voice." + k.key()), k.toString());
        }
        for (Notice.Kind k : Notice.Kind.values()) {
            assertTrue(ENGLISH.containsKey(k.key()), k.toString());
        }
        for (Earcon e : Earcon.values()) {
            assertTrue(Catalogue.forLocale(java.util.Locale.ENGLISH).has(VoiceMessages.earconName(e).key()), e.toString());
        }
        for (Verbosity v : Verbosity.values()) {
            assertTrue(Catalogue.forLocale(java.util.Locale.ENGLISH).has(VoiceMessages.verbosityChanged(v).key()),
                    v.toString());
        }
    }

    @ParameterizedTest
    @EnumSource(Notice.Kind.class)
    void noticesNameTheVoiceAndLanguageInTheUsersLanguage(Notice.Kind kind) {
        Catalogue ru = Catalogue.forLocale(java.util.Locale.forLanguageTag("ru"));
        String s = ru.render(VoiceMessages.notice(new Notice(kind, VoiceKind.FREETTS, java.util.Locale.forLanguageTag("it"))));
        assertFalse(s.contains("{"), s);
        assertNotEquals(Catalogue.forLocale(java.util.Locale.ENGLISH).render(
                VoiceMessages.notice(new Notice(kind, VoiceKind.FREETTS, java.util.Locale.forLanguageTag("it")))), s);
        if (kind == Notice.Kind.VOICE_LACKS_LANGUAGE) {
            assertTrue(s.contains("итальянский") && s.contains("FreeTTS"), s);
        }
    }
}
