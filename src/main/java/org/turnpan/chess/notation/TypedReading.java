package org.turnpan.chess.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * One move a player typed, read as players write it (the PGN path is {@link MoveText#step}). The text
 * is cleaned ({@link TypedText}), a move number in front is dropped, and every reading of its letters
 * is tried against the legal moves:
 * <ul>
 *   <li>the letters as written, with the session's national piece letters and the English ones
 *       (Italian R is the king and the rook); Cyrillic text read as {@link CyrillicInput} says;</li>
 *   <li>a reading that does not parse is tried again with its capital file letters in lower case
 *       ("E4", "E2E4", "NF3"): a capital is read as a file only where it cannot be a piece.</li>
 * </ul>
 * One legal move among all readings is played. Two different legal moves are never guessed between:
 * the answer is {@link NotationError.TwoReadings}, asking which. No legal move: the refusal of the
 * first reading that parses, so the piece the player named is the one refused (never another piece's
 * move). Text that is no move at all may still be a legal move in another language's letters
 * ({@link NotationError.OtherLanguageLetters}) or name a square off the board
 * ({@link NotationError.OffTheBoard}). Stateless.
 */
final class TypedReading {
    /**
     * More characters than any typed move holds, however written ("Кр бэ1 - цэ2 +!?", "exd6 e.p.", "1... e8=Ф#"
     * are under twenty); a longer text is no move.
     */
    static final int LONGEST_MOVE = 64;
    private static final Pattern SQUARE_LIKE = Pattern.compile("(?<![A-Za-z]{2})([A-Za-z])(\\d+)");

    private TypedReading() {
    }

    static MoveText.Parsed read(Position position, String text, Locale locale) {
        String typed = MoveLine.stripNumber(TypedText.clean(text).strip()).strip();
        if (typed.isEmpty()) {
            return new MoveText.Refused(new NotationError.EmptyInput());
        }
        if (typed.length() > LONGEST_MOVE) {
            // no way of writing a move is this long: answered at once, no reader runs over a pasted page
            return new MoveText.Refused(new NotationError.NotAMove(typed, LONGEST_MOVE));
        }
        PieceLetters letters = PieceLetters.forLocale(locale);
        int[] legal = new int[256];
        int count = position.generate(legal, 0, false);
        MoveText.Parsed parsed = read(position, legal, count, typed, letters);
        if (parsed instanceof MoveText.Refused r && !(r.error() instanceof NotationError.NotAMove)) {
            MoveText.Parsed alone = squareAlone(position, legal, count, typed, letters);
            if (alone != null) {
                return alone;
            }
        }
        if (parsed instanceof MoveText.Refused r && r.error() instanceof NotationError.NotAMove) {
            NotationError other = otherLanguage(position, legal, count, typed, letters);
            if (other == null) {
                other = offTheBoard(typed);
            }
            return other == null ? parsed : new MoveText.Refused(other);
        }
        return parsed;
    }

    /**
     * A square typed alone that no pawn move reaches (SAN reads "d6" as a pawn's step), resolved by
     * the legal moves like everything else: the one legal move that lands there (the en passant
     * capture exd6, the king's Ke2), the promotion question when that move is a pawn's onto its last
     * rank, or, when several pieces can go there, a question naming them. Null when the text is not
     * a square alone or no legal move lands there (the pawn reading's refusal stands).
     */
    private static MoveText.Parsed squareAlone(Position position, int[] legal, int count, String typed,
                                               PieceLetters letters) {
        java.util.Optional<Square> to = bareSquare(typed, letters);
        if (to.isEmpty()) {
            return null;
        }
        List<Integer> moves = new ArrayList<>();
        List<PlacedPiece> pieces = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (PackedMove.to(legal[i]) == to.get().index() && !PackedMove.isCastle(legal[i])) {
                moves.add(legal[i]);
                Square from = Square.of(PackedMove.from(legal[i]));
                PlacedPiece placed = new PlacedPiece(position.pieceAt(from).orElseThrow(), from);
                if (!pieces.contains(placed)) {
                    pieces.add(placed);
                }
            }
        }
        if (pieces.isEmpty()) {
            return null;
        }
        if (pieces.size() > 1) {
            pieces.sort(java.util.Comparator.comparingInt(p -> p.square().index()));
            return refused(new NotationError.SeveralCanGo(typed, to.get(), List.copyOf(pieces)));
        }
        if (moves.size() > 1) {
            return refused(new NotationError.Illegal(typed,
                    new IllegalMoveReason.PromotionPieceRequired(pieces.get(0), to.get())));
        }
        return new MoveText.Found(PackedMove.toMove(moves.get(0)));
    }

    /**
     * The square {@code typed} names when every reading of it is a square alone ("d6", "е2"); empty
     * when a reading names a piece (Bulgarian "Де4" is the queen, "де4" the d-pawn or the queen).
     */
    private static java.util.Optional<Square> bareSquare(String typed, PieceLetters letters) {
        Square found = null;
        for (String reading : readings(typed, letters)) {
            MoveSyntax.Result syntax = MoveSyntax.parse(reading, 0, reading.length(), letters);
            if (!syntax.ok()) {
                continue;
            }
            MoveShape shape = syntax.shape();
            boolean bare = shape.pieces().equals(List.of(org.turnpan.chess.rules.PieceType.PAWN))
                    && shape.fromFile() < 0 && shape.fromRank() < 0 && !shape.capture() && shape.promotion() == null
                    && shape.castling() == null;
            Square to = bare ? Square.of(shape.toFile(), shape.toRank()) : null;
            if (to == null || (found != null && found != to)) {
                return java.util.Optional.empty();
            }
            found = to;
        }
        return java.util.Optional.ofNullable(found);
    }

    /** The move {@code typed} names with {@code letters}, or why not. */
    private static MoveText.Parsed read(Position position, int[] legal, int count, String typed, PieceLetters letters) {
        List<Integer> found = new ArrayList<>();
        MoveShape named = null;
        MoveShape ambiguous = null;
        int failColumn = -1;
        for (String reading : readings(typed, letters)) {
            MoveSyntax.Result syntax = MoveSyntax.parse(reading, 0, reading.length(), letters);
            if (!syntax.ok()) {
                failColumn = failColumn < 0 ? syntax.errorColumn() : failColumn;
                continue;
            }
            MoveShape shape = syntax.shape();
            named = named == null ? shape : named;
            for (MoveShape one : eachPiece(shape)) {
                int index = MoveResolver.find(position, legal, count, one);
                if (index >= 0 && !found.contains(legal[index])) {
                    found.add(legal[index]);
                } else if (index == MoveResolver.AMBIGUOUS && ambiguous == null) {
                    ambiguous = one;
                }
            }
        }
        if (found.size() == 1 && ambiguous == null) {
            return new MoveText.Found(PackedMove.toMove(found.get(0)));
        }
        if (found.size() >= 2) {
            return refused(twoReadings(position, typed, PackedMove.toMove(found.get(0)), PackedMove.toMove(found.get(1))));
        }
        if (ambiguous != null) {
            NotationError.Ambiguous a = (NotationError.Ambiguous) MoveResolver.explain(position, legal, count, ambiguous,
                    typed);
            if (found.isEmpty()) {
                return refused(a);
            }
            PlacedPiece other = a.candidates().get(0);
            return refused(twoReadings(position, typed, PackedMove.toMove(found.get(0)),
                    Move.of(other.square(), a.to())));
        }
        if (named != null) {
            return refused(MoveResolver.explain(position, legal, count, named, typed));
        }
        return refused(new NotationError.NotAMove(typed, Math.max(0, Math.min(failColumn, typed.length()))));
    }

    /**
     * The Latin readings to try, in order: {@link CyrillicInput}'s, each followed, when it does not
     * parse, by the same text with its capital file letters before a digit in lower case.
     */
    static List<String> readings(String typed, PieceLetters letters) {
        List<String> out = new ArrayList<>(3);
        for (String r : CyrillicInput.readings(typed, letters)) {
            out.add(r);
            String lower = lowerCaseFiles(r);
            if (!lower.equals(r) && !MoveSyntax.parse(r, 0, r.length(), letters).ok()) {
                out.add(lower);
            }
        }
        return out;
    }

    /** "E2E4" becomes "e2e4", "NF3" "Nf3": a capital A to H followed by a digit is a file. */
    private static String lowerCaseFiles(String text) {
        char[] c = text.toCharArray();
        for (int i = 0; i + 1 < c.length; i++) {
            if (c[i] >= 'A' && c[i] <= 'H' && c[i + 1] >= '0' && c[i + 1] <= '9') {
                c[i] = Character.toLowerCase(c[i]);
            }
        }
        return new String(c);
    }

    /** The shape once per kind of piece its letter may mean (Italian R: the king, then the rook). */
    private static List<MoveShape> eachPiece(MoveShape shape) {
        if (shape.pieces().size() < 2) {
            return List.of(shape);
        }
        return shape.pieces().stream().map(t -> new MoveShape(List.of(t), shape.fromFile(), shape.fromRank(),
                shape.toFile(), shape.toRank(), shape.capture(), shape.promotion(), shape.castling())).toList();
    }

    private static NotationError twoReadings(Position position, String typed, Move first, Move second) {
        return new NotationError.TwoReadings(typed, mover(position, first), first.from(), first.to(),
                mover(position, second), second.from(), second.to());
    }

    private static Piece mover(Position position, Move move) {
        return position.pieceAt(move.from()).orElseThrow();
    }

    /** The first other language (not English, not the session's) whose letters make {@code typed} a legal move. */
    private static NotationError otherLanguage(Position position, int[] legal, int count, String typed,
                                               PieceLetters session) {
        for (PieceLetters other : PieceLetters.all()) {
            if (other == PieceLetters.ENGLISH || other == session) {
                continue;
            }
            if (read(position, legal, count, typed, other) instanceof MoveText.Found f) {
                Move m = f.move();
                return new NotationError.OtherLanguageLetters(typed, Locale.forLanguageTag(other.language()),
                        mover(position, m), m.from(), m.to(), withoutCheckMark(MoveText.san(position, m, session)));
            }
        }
        return null;
    }

    private static String withoutCheckMark(String san) {
        return san.endsWith("+") || san.endsWith("#") ? san.substring(0, san.length() - 1) : san;
    }

    /** A letter and a number that are no square of the board ("i9", "a0", "z3", "e10"), or null. */
    private static NotationError offTheBoard(String typed) {
        Matcher m = SQUARE_LIKE.matcher(typed);
        while (m.find()) {
            char file = Character.toLowerCase(m.group(1).charAt(0));
            String rank = m.group(2);
            boolean onBoard = file >= 'a' && file <= 'h' && rank.length() == 1 && rank.charAt(0) >= '1'
                    && rank.charAt(0) <= '8';
            if (!onBoard) {
                return new NotationError.OffTheBoard(typed, file + rank);
            }
        }
        return null;
    }

    private static MoveText.Refused refused(NotationError error) {
        return new MoveText.Refused(error);
    }
}
