package org.turnpan.chess.session;

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

    private static Optional<PieceType> letter(String text, PieceLetters letters, Locale locale) {
        for (PieceType type : PieceType.values()) {
            if (type.isPromotionChoice() && letters.letter(type).toLowerCase(locale).equals(text)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
