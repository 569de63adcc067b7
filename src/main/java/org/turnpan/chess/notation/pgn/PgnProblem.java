package org.turnpan.chess.notation.pgn;

import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.FenError;

/**
 * Why a game of a PGN file could not be read. Data only; the words are in the {@code notation}
 * bundle under {@code pgn.problem.<record name in kebab case>}.
 */
public sealed interface PgnProblem {

    /** A move that cannot be played: {@code moveNumber} is "12." or "12..." and {@code text} what was written. */
    record BadMove(String moveNumber, String text, NotationError error) implements PgnProblem {
    }

    /** The game is of a chess variant we do not play (crazyhouse, antichess, chess960...). */
    record UnsupportedVariant(String variant) implements PgnProblem {
    }

    /** The [FEN] tag does not describe a legal position. */
    record BadFen(String fen, FenError error) implements PgnProblem {
    }

    /** A { comment is never closed: the rest of the file was swallowed by it. */
    record UnclosedComment() implements PgnProblem {
    }

    /** A variation opens before any move it could be an alternative to. */
    record VariationWithoutMove() implements PgnProblem {
    }
}
