package org.turnpan.chess.notation;

import java.util.Locale;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.Position;

/**
 * Typed move text in and out. Reading happens in two steps, like scalachess: the text becomes a
 * {@link MoveShape} (syntax only), then the shape is resolved against the position's legal moves.
 *
 * <p>Reading policy: SAN; long algebraic ({@code e2e4 e2-e4 Ng1f3 Bg5xf6 e7e8q e7e8=Q});
 * castling as {@code O-O 0-0 o-o}, as the king's two-square move ({@code Kg1 e1g1}) or as the king
 * onto its own rook ({@code e1h1}); promotion with or without '='; {@code exf6ep}/{@code exf6 e.p.};
 * glued check marks and annotations (missing or extra ones are ignored); more disambiguation than
 * needed when it still names one move; English letters always, the locale's national letters too;
 * lower-case piece letters where they cannot be a file ({@code nf3}, but {@code b4} is a pawn);
 * Cyrillic look-alikes and the Russian/Bulgarian file names the program prints ({@link CyrillicInput}).
 * A refusal says the rules' reason where one piece is meant: castling after the king has moved, a
 * piece onto its own square, a pawn asked to become a king, or the other side's piece (whose turn).
 */
public final class MoveText {

    private MoveText() {
    }

    /** Either the move the text means or why it was refused. */
    public sealed interface Parsed {
    }

    public record Found(Move move) implements Parsed {
    }

    public record Refused(NotationError error) implements Parsed {
    }

    /** Reads what a player typed, with the piece letters of {@code locale} as well as the English ones. */
    public static Parsed read(Position position, String text, Locale locale) {
        if (text == null) {
            return new Refused(new NotationError.EmptyInput());
        }
        int start = 0;
        int end = text.length();
        while (start < end && isBlank(text.charAt(start))) {
            start++;
        }
        while (end > start && isBlank(text.charAt(end - 1))) {
            end--;
        }
        if (start == end) {
            return new Refused(new NotationError.EmptyInput());
        }
        PieceLetters letters = PieceLetters.forLocale(locale);
        String typed = text.substring(start, end);
        if (!CyrillicInput.hasCyrillic(typed)) {
            return readLatin(position, text, start, end, letters, typed);
        }
        Refused first = null;
        for (String reading : CyrillicInput.readings(typed, letters)) {
            Parsed p = readLatin(position, reading, 0, reading.length(), letters, typed);
            if (p instanceof Found) {
                return p;
            }
            Refused r = (Refused) p;
            if (first == null || first.error() instanceof NotationError.NotAMove
                    && !(r.error() instanceof NotationError.NotAMove)) {
                first = r;
            }
        }
        if (first.error() instanceof NotationError.NotAMove n) {
            return new Refused(new NotationError.NotAMove(text, Math.min(n.column() + start, text.length())));
        }
        return first;
    }

    /** Reads {@code text[start, end)} in Latin letters (national piece letters allowed); errors quote {@code typed}. */
    private static Parsed readLatin(Position position, String text, int start, int end, PieceLetters letters,
                                    String typed) {
        MoveSyntax.Result syntax = MoveSyntax.parse(text, start, end, letters);
        if (!syntax.ok()) {
            return new Refused(new NotationError.NotAMove(text, syntax.errorColumn()));
        }
        int[] legal = new int[256];
        int count = position.generate(legal, 0, false);
        int index = MoveResolver.find(position, legal, count, syntax.shape());
        if (index >= 0) {
            return new Found(PackedMove.toMove(legal[index]));
        }
        return new Refused(MoveResolver.explain(position, legal, count, syntax.shape(), typed));
    }

    /** A move read by {@link #step}: its packed form (see {@link PackedMove}) and the position after it. */
    public record Step(int packed, Position after) {
        public Move move() {
            return PackedMove.toMove(packed);
        }
    }

    /**
     * Fastest path for readers of many moves (PGN): the move {@code text} names with English letters
     * and the position after it, or null (then {@link #refusal} says why). {@code scratch} is a
     * buffer of at least 256 ints the caller reuses.
     */
    public static Step step(Position position, CharSequence text, int[] scratch) {
        MoveSyntax.Result syntax = MoveSyntax.parse(text, 0, text.length(), PieceLetters.ENGLISH);
        if (!syntax.ok()) {
            return null;
        }
        Position[] after = new Position[1];
        int packed = MoveResolver.fastFind(position, syntax.shape(), after);
        if (packed != MoveResolver.NONE) {
            return new Step(packed, after[0]);
        }
        int count = position.generate(scratch, 0, false);
        int index = MoveResolver.find(position, scratch, count, syntax.shape());
        return index < 0 ? null : new Step(scratch[index], position.playPacked(scratch[index]));
    }

    /** Why {@code text} (English letters) names no single legal move of {@code position}; null when it does. */
    public static NotationError refusal(Position position, String text) {
        Parsed p = read(position, text, Locale.ENGLISH);
        return p instanceof Refused r ? r.error() : null;
    }

    /** SAN of a move of {@code legal[0..count)} (every legal move of {@code position}), English letters. */
    public static String san(Position position, int[] legal, int count, int index) {
        return SanWriter.san(position, legal, count, index, PieceLetters.ENGLISH);
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    /** Standard algebraic notation of a legal move, English letters. */
    public static String san(Position position, Move move) {
        return san(position, move, PieceLetters.ENGLISH);
    }

    /** SAN with a language's national piece letters (Italian "Cf3", Russian "Кf3"). */
    public static String san(Position position, Move move, PieceLetters letters) {
        int[] legal = new int[256];
        int count = position.generate(legal, 0, false);
        return SanWriter.san(position, legal, count, indexOf(position, legal, count, move), letters);
    }

    /** Long algebraic notation of a legal move ("Ng1-f3", "e7xd8=Q+"), English letters. */
    public static String lan(Position position, Move move) {
        return lan(position, move, PieceLetters.ENGLISH);
    }

    public static String lan(Position position, Move move, PieceLetters letters) {
        int[] legal = new int[256];
        int count = position.generate(legal, 0, false);
        return SanWriter.lan(position, legal[indexOf(position, legal, count, move)], letters);
    }

    private static int indexOf(Position position, int[] legal, int count, Move move) {
        int i = SanWriter.find(legal, count, move.from(), move.to(), move.promotion());
        if (i < 0) {
            throw new IllegalArgumentException("not a legal move: " + move + " in " + position.toFen());
        }
        return i;
    }
}
