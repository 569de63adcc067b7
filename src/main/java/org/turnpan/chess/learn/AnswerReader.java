package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.notation.SquareText;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;

/**
 * Reads what a player types as an answer to a lesson or quiz question, in the session's language
 * and in English: square names (Cyrillic too, as {@link SquareText} reads them), a piece with its
 * colour ("black pawn", "pedone nero", "чёрная пешка"), the colour of a square ("light", "scura",
 * "светлое") and "nothing". The words are comma-separated lists in the {@code learn} catalogue
 * ({@code learn.word.*}); they are compared without case or accents, as whole words. Immutable.
 */
public final class AnswerReader {
    private final Map<PieceType, List<String>> pieces = new EnumMap<>(PieceType.class);
    private final Map<Side, List<String>> sides = new EnumMap<>(Side.class);
    private final Map<SquareColour, List<String>> colours = new EnumMap<>(SquareColour.class);
    private final List<String> nothing;

    private AnswerReader(Catalogue language, Catalogue english) {
        for (PieceType t : PieceType.values()) {
            pieces.put(t, words(language, english, "learn.word." + name(t)));
        }
        for (Side s : Side.values()) {
            sides.put(s, words(language, english, "learn.word." + name(s)));
        }
        colours.put(SquareColour.LIGHT, words(language, english, "learn.word.light"));
        colours.put(SquareColour.DARK, words(language, english, "learn.word.dark"));
        nothing = words(language, english, "learn.word.nothing");
    }

    /** The reader for a language (English words are always understood too). */
    public static AnswerReader forLocale(Locale locale) {
        return new AnswerReader(Catalogue.forLocale(locale), Catalogue.forLocale(Locale.ENGLISH));
    }

    /** A piece as named in an answer; either part may be missing ("pawn" has no side). */
    public record NamedPiece(Optional<Side> side, Optional<PieceType> type) {
        public Optional<Piece> piece() {
            return side.isPresent() && type.isPresent() ? Optional.of(Piece.of(side.get(), type.get())) : Optional.empty();
        }
    }

    /** Every square the answer names, in order, each once. */
    public List<Square> squares(String typed) {
        return SquareText.findAll(typed);
    }

    /** The one square colour the answer names; empty when it names none or both. */
    public Optional<SquareColour> colour(String typed) {
        return only(colours, folded(typed));
    }

    /** The side and the kind of piece the answer names; a part named twice differently is missing. */
    public NamedPiece piece(String typed) {
        String text = folded(typed);
        return new NamedPiece(only(sides, text), only(pieces, text));
    }

    /** Whether the answer says that there is nothing ("nothing", "empty", "niente", "пусто", "trống"). */
    public boolean saysNothing(String typed) {
        String text = folded(typed);
        return nothing.stream().anyMatch(w -> contains(text, w));
    }

    private static <K> Optional<K> only(Map<K, List<String>> words, String text) {
        List<K> found = new ArrayList<>();
        words.forEach((k, list) -> {
            if (list.stream().anyMatch(w -> contains(text, w))) {
                found.add(k);
            }
        });
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    private static boolean contains(String foldedText, String foldedWord) {
        return Folding.containsWords(foldedText, foldedWord);
    }

    private static List<String> words(Catalogue language, Catalogue english, String key) {
        List<String> out = new ArrayList<>();
        for (Catalogue m : List.of(language, english)) {
            Arrays.stream(m.template(key).split(",")).map(AnswerReader::folded).filter(w -> !w.isEmpty())
                    .filter(w -> !out.contains(w)).forEach(out::add);
        }
        return out;
    }

    private static String folded(String text) {
        return Folding.folded(text);
    }

    private static String name(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }
}
