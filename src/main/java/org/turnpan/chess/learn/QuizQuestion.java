package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/** A question of the mental-board quiz about a position, with the answer it expects. */
public sealed interface QuizQuestion {

    Position position();

    /** "What stands on f7?": a piece with its colour, or nothing. */
    record WhatStandsOn(Position position, Square square) implements QuizQuestion {
    }

    /** "Where is the black queen?": every square with that piece, in any order, or none. */
    record WhereIs(Position position, Piece piece) implements QuizQuestion {
        public List<Square> squares() {
            return position.squaresOf(piece);
        }
    }

    /** "Is d5 a light or a dark square?". */
    record ColourOf(Position position, Square square) implements QuizQuestion {
        public SquareColour colour() {
            return SquareColour.of(square);
        }
    }

    /**
     * "Which pieces attack e4?": the squares of every piece that attacks it, or none. On an empty
     * square both sides attack it; a piece standing there is attacked only by the other side (its own
     * side defends it: a white queen on d1 is not attacked by the king on e1).
     */
    record AttackersOf(Position position, Square square) implements QuizQuestion {
        public List<Square> attackers() {
            List<Square> out = new ArrayList<>();
            for (Side side : attackingSides()) {
                out.addAll(position.attackers(square, side));
            }
            return out;
        }

        /** Both sides for an empty square, the opponent of the piece standing on it otherwise. */
        public List<Side> attackingSides() {
            return position.pieceAt(square).map(p -> List.of(p.side().opposite())).orElse(List.of(Side.values()));
        }
    }
}
