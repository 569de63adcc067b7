package org.turnpan.chess.session.command;

import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.notation.PieceLetters;
import org.turnpan.chess.rules.PieceType;

/**
 * Reads the answer to "which piece?" when a pawn promotes: a piece's word or letter in the session
 * language ("cavallo", "c"; "tượng", "t"; "конь", "к"), or in English ("knight", "n"), with or
 * without "=" ("=N"). Only a queen, rook, bishop or knight is an answer. The session language is
 * asked first, so a letter that means two pieces (Italian "t" torre, Vietnamese "t" tượng) means
 * what it means in the language being spoken.
 */
final class PromotionAnswer {
    private PromotionAnswer() {
    }

    static Optional<PieceType> read(String text, Locale locale, CommandWords words) {
        String t = text.strip().toLowerCase(locale);
        if (t.startsWith("=")) {
            t = t.substring(1).strip();
        }
        if (t.isEmpty()) {
            return Optional.empty();
        }
        Optional<PieceType> local = letter(t, PieceLetters.forLocale(locale), locale);
        if (local.isPresent()) {
            return local;
        }
        Optional<PieceType> word = words.piece(t).filter(PieceType::isPromotionChoice);
        if (word.isPresent()) {
            return word;
        }
        return letter(t, PieceLetters.ENGLISH, Locale.ENGLISH);
    }

    /**
     * A king or a pawn asked for ("re", "король", "vua", "цар", "king", "K"): no promotion choice,
     * but a clear request that gets the rules' reason rather than "I do not understand".
     */
    static Optional<PieceType> notAChoice(String text, Locale locale, CommandWords words) {
        String t = text.strip().toLowerCase(locale);
        if (t.startsWith("=")) {
            t = t.substring(1).strip();
        }
        Optional<PieceType> word = words.piece(t).filter(p -> !p.isPromotionChoice());
        if (word.isPresent()) {
            return word;
        }
        for (PieceLetters letters : java.util.List.of(PieceLetters.forLocale(locale), PieceLetters.ENGLISH)) {
            if (!t.isEmpty() && letters.letter(PieceType.KING).toLowerCase(locale).equals(t)) {
                return Optional.of(PieceType.KING);
            }
        }
        return Optional.empty();
    }

    /** Escape typed: the words that leave the promotion question without playing ({@code session.promotion.cancel.words}). */
    static boolean cancels(String text, Locale locale) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Locale l : java.util.List.of(locale, Locale.ENGLISH)) {
            if (CommandWords.words(org.turnpan.chess.speech.Catalogue.forLocale(l), "session.promotion.cancel.words")
                    .contains(org.turnpan.chess.notation.TypedText.clean(t))) {
                return true;
            }
        }
        return false;
    }

    private static Optional<PieceType> letter(String text, PieceLetters letters, Locale locale) {
        for (PieceType type : PieceType.values()) {
            if (type.isPromotionChoice() && letters.letter(type).toLowerCase(locale).equals(text)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
