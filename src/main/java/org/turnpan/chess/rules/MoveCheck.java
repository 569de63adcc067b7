package org.turnpan.chess.rules;

import java.util.List;

/** Checks a move a user entered: the legal move, or the reason it is refused, in data. */
public final class MoveCheck {

    private MoveCheck() {
    }

    /** The outcome of a check. */
    public sealed interface Result {
        boolean isLegal();
    }

    /** The move is legal; {@code after} is the position it leads to. */
    public record Legal(Move move, Position after) implements Result {
        @Override
        public boolean isLegal() {
            return true;
        }
    }

    /** The move is refused for {@code reason}. */
    public record Illegal(IllegalMoveReason reason) implements Result {
        @Override
        public boolean isLegal() {
            return false;
        }
    }

    /**
     * Checks a move given as start square, target square and optional promotion piece (null when
     * none was given). Castling may be given as the king's two-square move or as the king moving onto
     * its own rook; the returned legal move is always the king's two-square move.
     */
    public static Result check(Position position, Square from, Square to, PieceType promotion) {
        // PROVISIONAL (issue 2 helper replaces with the full explaining checker)
        Move m = new Move(from, to, promotion != null && promotion.isPromotionChoice() ? promotion : null);
        if (position.isLegal(m)) {
            return new Legal(m, position.play(m));
        }
        return position.pieceAt(from)
                .<Result>map(p -> new Illegal(new IllegalMoveReason.PieceDoesNotMoveThatWay(new PlacedPiece(p, from), to)))
                .orElseGet(() -> new Illegal(new IllegalMoveReason.NoPieceThere(from)));
    }

    /** As {@link #check(Position, Square, Square, PieceType)}, refusing every move once the game is over. */
    public static Result check(Game game, Square from, Square to, PieceType promotion) {
        if (game.outcome().isPresent()) {
            return new Illegal(new IllegalMoveReason.GameIsOver(game.outcome().get()));
        }
        return check(game.position(), from, to, promotion);
    }

    static List<PlacedPiece> placed(Position p, List<Square> squares) {
        return squares.stream().map(s -> new PlacedPiece(p.pieceAt(s).orElseThrow(), s)).toList();
    }
}
