package org.turnpan.chess.ui;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * Moving by keys: select a piece, then its target; castling by the king's two-square target or
 * its own rook; a pawn reaching the last rank asks which piece it becomes. A refused target says
 * why and keeps the selection.
 */
public final class BoardInteraction {

    /** A pawn move waiting for the choice of piece. */
    public record PendingPromotion(Square from, Square to) {
    }

    private final Table table;
    private final Phraser phraser;
    private Square selected;
    private PendingPromotion pending;

    public BoardInteraction(Table table, Phraser phraser) {
        this.table = table;
        this.phraser = phraser;
    }

    public Optional<Square> selected() {
        return Optional.ofNullable(selected);
    }

    public Optional<PendingPromotion> pendingPromotion() {
        return Optional.ofNullable(pending);
    }

    /** Enter or Space on {@code square}. */
    public List<Announcement> activate(Square square) {
        Game game = table.game();
        if (game.outcome().isPresent()) {
            selected = null;
            return refuse(new IllegalMoveReason.GameIsOver(game.outcome().get()));
        }
        if (!table.humanToMove()) {
            return List.of(Announcement.answer(Message.of("ui.wait.opponent")));
        }
        Position p = game.position();
        Optional<Piece> here = p.pieceAt(square);
        if (selected == null) {
            return select(p, square, here);
        }
        if (square == selected) {
            return cancel();
        }
        Piece mover = p.pieceAt(selected).orElseThrow();
        boolean ownPieceHere = here.isPresent() && here.get().side() == mover.side();
        Square target = square;
        if (ownPieceHere) {
            Optional<Square> castling = castlingTargetByRook(p, selected, square);
            if (castling.isEmpty()) {
                return select(p, square, here);
            }
            target = castling.get();
        }
        if (needsPromotionChoice(p, selected, target)) {
            pending = new PendingPromotion(selected, target);
            return List.of(Announcement.answer(Message.of("ui.promotion.ask", "square", BoardWords.name(target))));
        }
        return attempt(selected, target, null);
    }

    /** Escape: drops the selection (or takes back a pending promotion). */
    public List<Announcement> cancel() {
        if (pending != null) {
            return cancelPromotion();
        }
        if (selected == null) {
            return List.of(Announcement.answer(Message.of("ui.select.nothing")));
        }
        selected = null;
        return List.of(Announcement.answer(Message.of("ui.select.cancelled")));
    }

    /** The promotion choice was made. */
    public List<Announcement> promote(PieceType type) {
        if (pending == null) {
            return List.of();
        }
        PendingPromotion p = pending;
        pending = null;
        return attempt(p.from(), p.to(), type);
    }

    /** Escape on the promotion choice: the pawn goes back, the selection stays. */
    public List<Announcement> cancelPromotion() {
        if (pending == null) {
            return List.of();
        }
        PendingPromotion p = pending;
        pending = null;
        return List.of(Announcement.answer(Message.of("ui.promotion.cancelled", "square", BoardWords.name(p.from()))));
    }

    /** Forgets the selection without a word (a new game, a move typed in the command field). */
    public void reset() {
        selected = null;
        pending = null;
    }

    private List<Announcement> select(Position p, Square square, Optional<Piece> here) {
        if (here.isEmpty()) {
            return refuse(new IllegalMoveReason.NoPieceThere(square));
        }
        if (here.get().side() != p.sideToMove()) {
            return refuse(new IllegalMoveReason.NotYourTurn(new PlacedPiece(here.get(), square), p.sideToMove()));
        }
        selected = square;
        Message who = BoardWords.placed(new PlacedPiece(here.get(), square));
        String key = p.legalMovesFrom(square).isEmpty() ? "ui.select.stuck" : "ui.select.done";
        return List.of(Announcement.answer(Message.of(key, "piece", who)));
    }

    private List<Announcement> attempt(Square from, Square to, PieceType promotion) {
        MoveCheck.Result r = MoveCheck.check(table.game(), from, to, promotion);
        if (r instanceof MoveCheck.Legal legal) {
            selected = null;
            return table.play(legal.move());
        }
        return refuse(((MoveCheck.Illegal) r).reason());
    }

    private List<Announcement> refuse(IllegalMoveReason reason) {
        return List.of(Announcement.queued(Kind.REFUSAL, phraser.reason(reason)));
    }

    /** The king's castling target when the king steps onto its own rook with that right intact. */
    private static Optional<Square> castlingTargetByRook(Position p, Square from, Square rookSquare) {
        Piece king = p.pieceAt(from).orElseThrow();
        Optional<Piece> rook = p.pieceAt(rookSquare);
        if (king.type() != PieceType.KING || rook.isEmpty() || rook.get().type() != PieceType.ROOK
                || rookSquare.rank() != from.rank()) {
            return Optional.empty();
        }
        CastlingSide side = rookSquare.file() > from.file() ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE;
        if (!p.hasCastlingRight(king.side(), side) || rookSquare.file() != side.rookFile()) {
            return Optional.empty();
        }
        return Optional.of(Square.of(side.kingTargetFile(), from.rank()));
    }

    private static boolean needsPromotionChoice(Position p, Square from, Square to) {
        return p.legalMovesFrom(from).stream().anyMatch(m -> m.to() == to && m.isPromotion());
    }
}
