package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * How the player enters a move, from the board (a square, then another) or typed (any notation):
 * the one selection and the one pending promotion both front ends share.
 *
 * <ul>
 * <li>On the board, the first square picks up a piece of the side to move; the second plays it
 * there, or picks up another own piece instead; the king onto its own rook castles (when that
 * right is intact); the selected square again drops the selection.</li>
 * <li>A pawn reaching the last rank without a piece waits for the choice ({@link #pending()}); the
 * answer is a piece word or letter in the session language or English ({@link PromotionAnswer}).</li>
 * <li>A refused move is said with its reason ({@code rules.MoveCheck}, the same sentence for the
 * board and for typing). After a refusal the board keeps the selection, so the player tries
 * another square; typed moves never need or change a selection.</li>
 * </ul>
 * Not thread-safe by itself; the session calls it under its lock.
 */
public final class MoveEntry {
    private static final Pattern COORDINATES = Pattern.compile("([a-h][1-8])\\s*[-x:]?\\s*([a-h][1-8])\\s*=?([qrbn])?");

    /** What move entry needs from the game being played. */
    public interface Table {
        Game game();

        /** Why the player at this keyboard may not move now (game over, opponent thinking...), if so. */
        Optional<Announcement> whyNoMove();

        /**
         * Plays a legal move for the player at this keyboard and says it; the cursor goes to
         * {@code lookAt} (the square the player chose on the board, or the target of a typed move).
         */
        List<Announcement> play(Move move, Square lookAt);
    }

    private final Table table;
    private final Supplier<SessionWords> words;
    private Square selected;
    private PendingPromotion pending;

    public MoveEntry(Table table, Supplier<SessionWords> words) {
        this.table = table;
        this.words = words;
    }

    public Optional<Square> selected() {
        return Optional.ofNullable(selected);
    }

    public Optional<PendingPromotion> pending() {
        return Optional.ofNullable(pending);
    }

    /** Forgets the selection and the promotion without a word (a move was played, a new game). */
    public void reset() {
        selected = null;
        pending = null;
    }

    /** Enter (or a click) on {@code square} of the board. */
    List<Announcement> activate(Square square) {
        Optional<Announcement> no = table.whyNoMove();
        if (no.isPresent()) {
            selected = null;
            return List.of(no.get());
        }
        Position p = table.game().position();
        Optional<Piece> here = p.pieceAt(square);
        if (selected == null) {
            return select(p, square, here);
        }
        if (square == selected) {
            return cancel();
        }
        Piece mover = p.pieceAt(selected).orElseThrow();
        Square target = square;
        if (here.isPresent() && here.get().side() == mover.side()) {
            Optional<Square> castling = castlingTargetByRook(p, selected, square);
            if (castling.isEmpty()) {
                return select(p, square, here);
            }
            target = castling.get();
        }
        return attempt(selected, target, null, square);
    }

    /** Escape: takes back a pending promotion, else drops the selection. */
    List<Announcement> cancel() {
        if (pending != null) {
            PendingPromotion p = pending;
            pending = null;
            return answer(Message.of("session.promotion.cancelled", "square", words.get().square(p.from())));
        }
        if (selected == null) {
            return answer(Message.of("session.select.nothing"));
        }
        selected = null;
        return answer(Message.of("session.select.cancelled"));
    }

    /** The piece for the pending promotion was chosen (the window's choice, or a typed answer). */
    public List<Announcement> promote(PieceType type) {
        if (pending == null) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.promotion.none")));
        }
        PendingPromotion p = pending;
        pending = null;
        return attempt(p.from(), p.to(), type, p.to());
    }

    /** A typed line while a promotion waits: a piece's word or letter completes it; anything else is not an answer. */
    public Optional<List<Announcement>> promotionAnswer(String text, CommandWords commandWords) {
        if (pending == null) {
            return Optional.empty();
        }
        Optional<List<Announcement>> piece = PromotionAnswer.read(text, words.get().locale(), commandWords).map(this::promote);
        if (piece.isPresent()) {
            return piece;
        }
        if (PromotionAnswer.cancels(text, words.get().locale())) {
            return Optional.of(cancel());
        }
        // "re", "король", "vua", "king": a pawn never becomes a king (nor a pawn); the question stays
        return PromotionAnswer.notAChoice(text, words.get().locale(), commandWords)
                .map(type -> refuse(new IllegalMoveReason.PromotionPieceNotAllowed(
                        new PlacedPiece(table.game().position().pieceAt(pending.from()).orElseThrow(), pending.from()),
                        pending.to(), type)));
    }

    /**
     * A typed move in any notation; empty when the text is no move at all (the caller says it did
     * not understand). Typing never touches the board's selection.
     */
    Optional<List<Announcement>> typed(String text) {
        Game game = table.game();
        MoveText.Parsed parsed = MoveText.read(game.position(), text, words.get().locale());
        if (parsed instanceof MoveText.Found found) {
            return Optional.of(attempt(found.move().from(), found.move().to(), found.move().promotion(),
                    found.move().to()));
        }
        NotationError error = ((MoveText.Refused) parsed).error();
        if (error instanceof NotationError.Illegal illegal
                && illegal.reason() instanceof IllegalMoveReason.PromotionPieceRequired needed) {
            return Optional.of(attempt(needed.pawn().square(), needed.to(), null, needed.to()));
        }
        Matcher m = COORDINATES.matcher(text.toLowerCase(java.util.Locale.ROOT));
        if (m.matches()) {
            PieceType promotion = m.group(3) == null ? null : PieceType.fromLetter(m.group(3).charAt(0)).orElse(null);
            Square to = Square.parse(m.group(2)).orElseThrow();
            return Optional.of(attempt(Square.parse(m.group(1)).orElseThrow(), to, promotion, to));
        }
        if (error instanceof NotationError.NotAMove || error instanceof NotationError.EmptyInput) {
            return Optional.empty();
        }
        Optional<Announcement> no = table.whyNoMove();
        return Optional.of(List.of(no.orElseGet(() -> Announcement.queued(Kind.REFUSAL,
                words.get().phraser().notationError(error)))));
    }

    private List<Announcement> select(Position p, Square square, Optional<Piece> here) {
        if (here.isEmpty()) {
            return refuse(new IllegalMoveReason.NoPieceThere(square));
        }
        if (here.get().side() != p.sideToMove()) {
            return refuse(new IllegalMoveReason.NotYourTurn(new PlacedPiece(here.get(), square), p.sideToMove()));
        }
        selected = square;
        Message who = words.get().placedWithColour(new PlacedPiece(here.get(), square));
        return answer(Message.of(p.legalMovesFrom(square).isEmpty() ? "session.select.stuck" : "session.select.done",
                "piece", who));
    }

    /** Plays from-to, or asks for the promotion piece, or says why not (the selection stays). */
    private List<Announcement> attempt(Square from, Square to, PieceType promotion, Square lookAt) {
        Optional<Announcement> no = table.whyNoMove();
        if (no.isPresent()) {
            return List.of(no.get());
        }
        Game game = table.game();
        if (promotion == null && game.position().legalMovesFrom(from).stream()
                .anyMatch(m -> m.to() == to && m.isPromotion())) {
            pending = new PendingPromotion(from, to);
            return List.of(Announcement.queued(Kind.EVENT, Message.of("session.promotion.ask",
                    "square", words.get().square(to))));
        }
        MoveCheck.Result r = MoveCheck.check(game, from, to, promotion);
        if (r instanceof MoveCheck.Legal legal) {
            reset();
            return table.play(legal.move(), lookAt);
        }
        return refuse(((MoveCheck.Illegal) r).reason());
    }

    private List<Announcement> refuse(IllegalMoveReason reason) {
        return List.of(Announcement.queued(Kind.REFUSAL, words.get().phraser().reason(reason)));
    }

    private static List<Announcement> answer(Message m) {
        return List.of(Announcement.answer(m));
    }

    /** The king's castling target when the king steps onto its own rook with that right intact (in Chess960 the rook's square). */
    private static Optional<Square> castlingTargetByRook(Position p, Square from, Square rookSquare) {
        Piece king = p.pieceAt(from).orElseThrow();
        Optional<Piece> rook = p.pieceAt(rookSquare);
        if (king.type() != PieceType.KING || rook.isEmpty() || rook.get().type() != PieceType.ROOK
                || rookSquare.rank() != from.rank()) {
            return Optional.empty();
        }
        CastlingSide side = rookSquare.file() > from.file() ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE;
        if (p.isChess960()) {
            // Chess960: the right's own rook, wherever it started; the move is the king onto it (b1a1)
            return p.castlingRook(king.side(), side).filter(rookSquare::equals);
        }
        if (!p.hasCastlingRight(king.side(), side) || rookSquare.file() != side.rookFile()) {
            return Optional.empty();
        }
        return Optional.of(Square.of(side.kingTargetFile(), from.rank()));
    }
}
