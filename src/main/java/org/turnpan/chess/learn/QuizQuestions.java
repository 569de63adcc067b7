package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * Makes quiz questions about a position, drawing with the {@link Random} it is given (seed it in
 * tests). Each kind of question is equally likely; most questions are about squares that hold a
 * piece or are attacked, so that the answer is seldom "nothing". Not thread-safe (the random is not).
 */
public final class QuizQuestions {
    private final Random random;

    public QuizQuestions(Random random) {
        this.random = random;
    }

    /** A question about {@code position}. */
    public QuizQuestion next(Position position) {
        return draw(position);
    }

    /**
     * A question about {@code position} that is not {@code previous} again: the same question twice
     * in a row sounds like the answer was not heard. A position with a single possible question (none
     * here: there are always 64 squares to ask the colour of) would still end after a few draws.
     */
    public QuizQuestion next(Position position, QuizQuestion previous) {
        QuizQuestion q = draw(position);
        for (int tries = 0; tries < 32 && q.equals(previous); tries++) {
            q = draw(position);
        }
        return q;
    }

    private QuizQuestion draw(Position position) {
        return switch (random.nextInt(4)) {
            case 0 -> new QuizQuestion.WhatStandsOn(position, mostly(position.occupiedSquares()));
            case 1 -> new QuizQuestion.WhereIs(position, pieceToFind(position));
            case 2 -> new QuizQuestion.ColourOf(position, anySquare());
            default -> new QuizQuestion.AttackersOf(position, mostly(attackedSquares(position)));
        };
    }

    /** Three times in four a square from {@code likely} (when there is one), otherwise any square. */
    private Square mostly(List<Square> likely) {
        if (!likely.isEmpty() && random.nextInt(4) != 0) {
            return likely.get(random.nextInt(likely.size()));
        }
        return anySquare();
    }

    private Square anySquare() {
        return Square.of(random.nextInt(64));
    }

    /** Usually a piece on the board; one time in six any piece, which may be missing. */
    private Piece pieceToFind(Position position) {
        List<Piece> present = new ArrayList<>();
        for (Square s : position.occupiedSquares()) {
            position.pieceAt(s).filter(p -> !present.contains(p)).ifPresent(present::add);
        }
        if (present.isEmpty() || random.nextInt(6) == 0) {
            return Piece.of(Side.values()[random.nextInt(2)], PieceType.values()[random.nextInt(PieceType.values().length)]);
        }
        return present.get(random.nextInt(present.size()));
    }

    /** Squares with an attacker: an empty square attacked by either side, a piece attacked by the other side. */
    private static List<Square> attackedSquares(Position position) {
        List<Square> out = new ArrayList<>();
        for (Square s : Square.values()) {
            if (!new QuizQuestion.AttackersOf(position, s).attackers().isEmpty()) {
                out.add(s);
            }
        }
        return out;
    }
}
