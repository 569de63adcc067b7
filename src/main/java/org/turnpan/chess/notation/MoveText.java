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
 * Cyrillic look-alikes and the Russian/Bulgarian file names the program prints ({@link CyrillicInput});
 * a move number in front ({@code 1. e4}, {@code 12...Nf6}); capital files where no piece is meant
 * ({@code E4}). When the letters read two ways and both readings are legal (Italian {@code Rb5}: the
 * king or the rook), nothing is played and the refusal asks which ({@link TypedReading}). A refusal says the rules' reason where one piece is meant: castling after the king has moved, a
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

    /**
     * Reads what a player typed, with the piece letters of {@code locale} as well as the English ones
     * (see {@link TypedReading}: two legal readings are asked about, never guessed).
     */
    public static Parsed read(Position position, String text, Locale locale) {
        return TypedReading.read(position, text, locale);
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
