package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.notation.PieceLetters;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.speech.Catalogue;

/**
 * A move written in words, as lichess's blind mode lets players type it: "knight f3", "knight to f
 * 3", "knight takes e 5", the file as a NATO word ("foxtrot 3") or an Anna/IBCA name ("knight felix
 * 3": Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector), the piece in English or in the
 * session language ("cavallo f3", "конь эф3" is left to notation, "mã f3"). Read into SAN with
 * English letters ("Nf3", "Nxe5", "f3"), which the notation then resolves like any typed move, so
 * nothing is guessed. Empty when the line is not such a move. Stateless.
 */
final class LiterateMove {
    /**
     * More characters than any move in words holds, in any language ("cavallo prende foxtrot 3", "tượng ăn
     * hotel 7" are under thirty); a longer line is no such move.
     */
    private static final int LONGEST = 80;
    /** NATO and Anna/IBCA names of the files a to h. */
    private static final Map<String, Character> FILE_WORDS = Map.ofEntries(
            Map.entry("alfa", 'a'), Map.entry("alpha", 'a'), Map.entry("bravo", 'b'), Map.entry("charlie", 'c'),
            Map.entry("delta", 'd'), Map.entry("echo", 'e'), Map.entry("foxtrot", 'f'), Map.entry("golf", 'g'),
            Map.entry("hotel", 'h'), Map.entry("anna", 'a'), Map.entry("bella", 'b'), Map.entry("cesar", 'c'),
            Map.entry("caesar", 'c'), Map.entry("david", 'd'), Map.entry("eva", 'e'), Map.entry("felix", 'f'),
            Map.entry("gustav", 'g'), Map.entry("hector", 'h'));

    private LiterateMove() {
    }

    /** SAN for {@code text} when it is a move in words; empty otherwise (the line is read as usual). */
    static Optional<String> read(String text, CommandWords words) {
        if (text.length() > LONGEST) {
            return Optional.empty(); // a pasted page is no move in words: no split, no lookups
        }
        List<String> tokens = words.phrases(List.of(text.toLowerCase(Locale.ROOT).strip().split("\\s+")));
        Optional<PieceType> piece = Optional.empty();
        boolean takes = false;
        StringBuilder square = new StringBuilder();
        boolean spelled = false; // a word the notation alone would not read: a piece word or a file name
        for (String t : tokens) {
            Optional<PieceType> named = words.piece(t);
            if (named.isPresent() && piece.isEmpty() && square.length() == 0 && t.length() > 1) {
                piece = named;
                spelled = true;
            } else if (FILE_WORDS.containsKey(t) && square.length() == 0) {
                square.append(FILE_WORDS.get(t));
                spelled = true;
            } else if (t.matches("[a-h]") && square.length() == 0) {
                square.append(t);
            } else if (t.matches("[1-8]") && square.length() == 1) {
                square.append(t);
            } else if (t.matches("[a-h][1-8]") && square.length() == 0) {
                square.append(t);
            } else if (takesWords(words.locale()).contains(t)) {
                takes = true;
            } else if (!toWords(words.locale()).contains(t)) {
                return Optional.empty();
            }
        }
        if (square.length() != 2 || (!spelled && tokens.size() == 1)) {
            return Optional.empty();
        }
        String letter = piece.filter(p -> p != PieceType.PAWN).map(PieceLetters.ENGLISH::letter).orElse("");
        return Optional.of(letter + (takes && !letter.isEmpty() ? "x" : "") + square);
    }

    private static List<String> takesWords(Locale locale) {
        return wordsOf(locale, "session.literate.takes");
    }

    private static List<String> toWords(Locale locale) {
        return wordsOf(locale, "session.literate.to");
    }

    private static List<String> wordsOf(Locale locale, String key) {
        List<String> out = new ArrayList<>(CommandWords.words(Catalogue.forLocale(Locale.ENGLISH), key));
        out.addAll(CommandWords.words(Catalogue.forLocale(locale), key));
        return out;
    }
}
