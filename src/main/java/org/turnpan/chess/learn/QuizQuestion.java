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

    /** "Which pieces attack e4?": the squares of every piece of either side that attacks it, or none. */
    record AttackersOf(Position position, Square square) implements QuizQuestion {
        public List<Square> attackers() {
            List<Square> out = new ArrayList<>(position.attackers(square, Side.WHITE));
            out.addAll(position.attackers(square, Side.BLACK));
            return out;
        }
    }
}
