package org.turnpan.chess.session.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.text.Echo;

/**
 * The values a voice or language setting may take, and the sentence that refuses anything else
 * while listing them: used by the typed commands and by the console's command-line options.
 */
public final class SettingChoices {
    private SettingChoices() {
    }

    /** The voice named by {@code text} ("auto", "espeak", "none"...). */
    public static Optional<VoiceSetting> voice(String text) {
        return VoiceSetting.parse(text);
    }

    /**
     * The language named by a code ("ru"), a code with its country as systems write it ("ru-RU",
     * "ru_RU", "ru_RU.UTF-8", the form of {@code LANG}), or its name in English or in itself
     * ("Russian", "русский").
     */
    public static Optional<Locale> language(String word) {
        if (word == null) {
            return Optional.empty();
        }
        String code = LOCALE_TAG.matcher(word).matches() ? word.split("[-_.@]", 2)[0] : word;
        for (Locale l : Catalogue.LANGUAGES) {
            if (code.equalsIgnoreCase(l.getLanguage()) || word.equalsIgnoreCase(l.getDisplayLanguage(Locale.ENGLISH))
                    || word.equalsIgnoreCase(l.getDisplayLanguage(l))) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** A language code with a country, a script or an encoding: "en-US", "it_IT", "ru_RU.UTF-8", "sr-Latn". */
    private static final Pattern LOCALE_TAG = Pattern.compile("[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*(\\.[A-Za-z0-9-]+)?(@[A-Za-z]+)?");

    /** "There is no voice called foo. The voices are: auto, speechd, ...". */
    public static Message badVoice(String text) {
        List<String> names = new ArrayList<>();
        names.add(VoiceSetting.AUTO_WORD);
        for (VoiceKind k : VoiceKind.values()) {
            names.add(k.key());
        }
        return Message.of("session.voice.bad", "text", Echo.of(text), "choices", String.join(", ", names));
    }

    /** "There is no language xx. The languages are: en (English), it (Italian), ...", in {@code in}. */
    public static Message badLanguage(String text, Locale in) {
        Catalogue m = Catalogue.forLocale(in);
        List<String> names = new ArrayList<>();
        for (Locale l : Catalogue.LANGUAGES) {
            names.add(l.getLanguage() + " (" + m.render(Message.of("session.language." + l.getLanguage())) + ")");
        }
        return Message.of("session.language.bad", "text", Echo.of(text), "choices", String.join(", ", names));
    }
}
