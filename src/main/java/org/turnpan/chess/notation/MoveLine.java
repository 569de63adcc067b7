package org.turnpan.chess.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * A typed line split into the moves it holds, the way players write them: "e4 e5 Nf3",
 * "1. e4 e5 2. Nf3", "12... Nf6", "12…Nf6", "1.e4". Move numbers and lone ellipses are dropped; a
 * word made only of check or annotation marks ("+", "!?"), an en-passant mark ("e.p.", "ep") or a
 * promotion ("=Q") belongs to the move before it, and a lone dash or capture sign joins its two
 * neighbours ("e2 - e4"). Two bare squares in a row ("e2 e4") are one move, from the first square to
 * the second, when a piece stands on the first square; otherwise they are two moves ("e4 e5"): a move
 * onto a square held by the mover's own piece is never legal, and a move from an empty square never
 * is, so the position decides without guessing. Immutable.
 */
public final class MoveLine {
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\s*(?:\\.+|…+)\\s*");
    private static final Pattern ONLY_DOTS = Pattern.compile("[.…]+");
    /** The check and annotation marks a word may be made of alone ("+", "!?"). */
    private static final String MARKS = "+#!?‼⁇⁈⁉";
    private static final Pattern GLUED_SUFFIX = Pattern.compile("e\\.p\\.|ep|=.+");
    /** What separates the words of a line: the spaces of {@code \\s}, commas and semicolons. */
    private static final String SEPARATORS = " \t\n\u000B\f\r,;";
    private static final Pattern JOINER = Pattern.compile("[-xX:×–—−]");
    private static final Pattern SQUARE_THEN_PROMOTION = Pattern.compile("(.+?)(?:=?[QRBNqrbnDTACФЛСКДТОКHXTMdtacфлскдток])?");

    /** The longest way of writing a square ("Жэ8", "e2"), with room to spare. */
    private static final int LONGEST_SQUARE = 8;

    private final List<String> words;

    private MoveLine(List<String> words) {
        this.words = words;
    }

    /** The moves of a typed line (cleaned by {@link TypedText#clean} first). */
    public static MoveLine of(String typed) {
        // each word grows in place: a line of a million marks after one move stays linear
        List<StringBuilder> words = new ArrayList<>();
        String[] raw = words(TypedText.clean(typed).strip());
        for (int i = 0; i < raw.length; i++) {
            // each pattern only where its first character can start it: a pasted page of words costs a
            // character test a word, not four regular expressions
            String w = Character.isDigit(raw[i].charAt(0)) ? stripNumber(raw[i]) : raw[i]; // words() gives no empty word
            if (w.isEmpty() || (".…".indexOf(w.charAt(0)) >= 0 && ONLY_DOTS.matcher(w).matches())) {
                continue;
            }
            int last = words.size() - 1;
            char first = w.charAt(0);
            boolean mark = onlyMarks(w);
            boolean glued = (first == 'e' || first == '=') && GLUED_SUFFIX.matcher(w).matches();
            if (last >= 0 && (mark || glued)) {
                words.get(last).append(w.equals("e.p.") ? " " : "").append(w);
            } else if (last >= 0 && i + 1 < raw.length && w.length() == 1 && JOINER.matcher(w).matches()) {
                words.get(last).append(w).append(raw[++i]);
            } else {
                words.add(new StringBuilder(w));
            }
        }
        return new MoveLine(words.stream().map(StringBuilder::toString).toList());
    }

    /** True when {@code word} is made only of check and annotation marks ({@link #MARKS}). */
    private static boolean onlyMarks(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (MARKS.indexOf(word.charAt(i)) < 0) {
                return false;
            }
        }
        return !word.isEmpty();
    }

    /**
     * The words of {@code text} between spaces, commas and semicolons, as {@code split("[\\s,;]+")}
     * gives them but for its empty first word, in one pass without a pattern: a pasted page of a megabyte costs a character test a
     * character.
     */
    static String[] words(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < text.length(); i++) {
            if (SEPARATORS.indexOf(text.charAt(i)) >= 0) {
                if (start >= 0) {
                    words.add(text.substring(start, i));
                    start = -1;
                }
            } else if (start < 0) {
                start = i;
            }
        }
        if (start >= 0) {
            words.add(text.substring(start));
        }
        return words.toArray(String[]::new);
    }

    /** The text without a move number in front ("1. e4", "12...Nf6", "12… Nf6" become "e4", "Nf6"). */
    static String stripNumber(String text) {
        return MOVE_NUMBER.matcher(text).replaceFirst("");
    }

    public boolean isEmpty() {
        return words.isEmpty();
    }

    /** The words as split (a pair of bare squares still two words; {@link #next} decides). */
    public List<String> words() {
        return words;
    }

    /** The next move's text in {@code position}, and the rest of the line. */
    public record Next(String text, MoveLine rest) {
    }

    /** The first move of the line as it reads in {@code position}; the line must not be empty. */
    public Next next(Position position) {
        if (words.isEmpty()) {
            throw new IllegalStateException("no move left on the line");
        }
        String first = words.get(0);
        if (words.size() > 1) {
            Optional<Square> from = square(first);
            if (from.isPresent() && position.pieceAt(from.get()).isPresent() && squareWithPromotion(words.get(1))) {
                return new Next(first + words.get(1), new MoveLine(words.subList(2, words.size())));
            }
        }
        return new Next(first, new MoveLine(words.subList(1, words.size())));
    }

    /** A bare square, in Latin or Cyrillic letters, any case ("e2", "E2", "е2", "дэ4"). */
    private static Optional<Square> square(String word) {
        if (word.length() > LONGEST_SQUARE) {
            return Optional.empty();
        }
        List<String> readings = CyrillicInput.readings(word, PieceLetters.ENGLISH);
        return readings.isEmpty() ? Optional.empty() : Square.parse(readings.get(0));
    }

    private static boolean squareWithPromotion(String word) {
        if (word.length() > LONGEST_SQUARE + 2) {
            return false;
        }
        var m = SQUARE_THEN_PROMOTION.matcher(word);
        return m.matches() && square(m.group(1)).isPresent();
    }

    @Override
    public String toString() {
        return String.join(" ", words);
    }
}
