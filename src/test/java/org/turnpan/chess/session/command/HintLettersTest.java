package org.turnpan.chess.session.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.notation.PieceLetters;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 23: a hint names the keys that work in the player's language. Italian R is the king, so
 * "scegli la torre con R" sent a player to the wrong piece; Russian, Bulgarian and Vietnamese hints
 * named English keys ("клавишей N", "bằng phím R"). Every sentence of the learn catalogue and the
 * promotion chooser's help is scanned: a lone capital K, Q, R, B or N (not a FEN or SAN letter after
 * "=") must be that language's letter for the same piece. Then each promotion hint names the
 * language's letter, and that letter chooses the piece.
 */
class HintLettersTest {
    private static final Pattern LONE_LETTER = Pattern.compile("(?<![\\p{L}=+\\-])([KQRBN])(?![\\p{L}\\d=])");

    @ParameterizedTest
    @ValueSource(strings = {"it", "ru", "bg", "vi"})
    void noHintNamesAnotherLanguagesPieceLetter(String lang) {
        Locale locale = Locale.forLanguageTag(lang);
        Catalogue c = Catalogue.forLocale(locale);
        PieceLetters local = PieceLetters.forLocale(locale);
        List<String> keys = new ArrayList<>(Catalogue.read("i18n/learn_" + lang + ".properties").keySet());
        keys.add("ui.promotion.help");
        List<String> wrong = new ArrayList<>();
        for (String key : keys) {
            Matcher m = LONE_LETTER.matcher(c.template(key));
            while (m.find()) {
                PieceType meant = PieceType.fromLetter(m.group(1).charAt(0)).orElseThrow();
                if (!local.letter(meant).equals(m.group(1))) {
                    wrong.add(key + ": " + m.group(1) + " is " + meant + " in English, " + local.letter(meant) + " here");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** language, hint key, the piece it asks for. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "it, learn.lesson.promotion.1.hint, QUEEN", "it, learn.lesson.promotion.2.hint, KNIGHT",
        "it, learn.lesson.promotion.3.hint, ROOK",
        "ru, learn.lesson.promotion.1.hint, QUEEN", "ru, learn.lesson.promotion.2.hint, KNIGHT",
        "ru, learn.lesson.promotion.3.hint, ROOK",
        "bg, learn.lesson.promotion.1.hint, QUEEN", "bg, learn.lesson.promotion.2.hint, KNIGHT",
        "bg, learn.lesson.promotion.3.hint, ROOK",
        "vi, learn.lesson.promotion.1.hint, QUEEN", "vi, learn.lesson.promotion.2.hint, KNIGHT",
        "vi, learn.lesson.promotion.3.hint, ROOK",
        "en, learn.lesson.promotion.3.hint, ROOK",
    })
    void thePromotionHintNamesTheLetterThatChoosesThePiece(String lang, String key, PieceType piece) {
        Locale locale = Locale.forLanguageTag(lang);
        String letter = PieceLetters.forLocale(locale).letter(piece);
        String hint = Catalogue.forLocale(locale).template(key);
        assertTrue(Pattern.compile("(?<![\\p{L}=])" + letter + "(?![\\p{L}\\d])").matcher(hint).find(), hint);
        assertEquals(Optional.of(piece), PromotionAnswer.read(letter, locale, new CommandWords(locale, CommandTable.ALL)),
                "typed " + letter);
        assertEquals(Optional.of(piece), PromotionAnswer.read(letter.toLowerCase(locale), locale,
                new CommandWords(locale, CommandTable.ALL)), "typed in lower case");
    }
}
