package org.turnpan.chess.session.command;

import java.util.Locale;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.speech.Catalogue;

/**
 * The words typed after the rules, learn and quiz commands that are not numbers or headings:
 * "next", "previous", "list" and their words in the session language ({@code learn.arg.*}, comma
 * lists), compared as whole phrases without case, in the session language and in English.
 */
final class LearnArguments {
    private LearnArguments() {
    }

    /** True when {@code typed} is one of the words of {@code learn.arg.<name>}. */
    static boolean is(Locale locale, String name, String typed) {
        String text = TypedText.clean(typed).strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        String key = "learn.arg." + name;
        return CommandWords.words(Catalogue.forLocale(locale), key).contains(text)
                || CommandWords.words(Catalogue.forLocale(Locale.ENGLISH), key).contains(text);
    }
}
