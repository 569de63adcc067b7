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

    /** A ( is never closed: the rest of the game was read as a variation. */
    record UnclosedVariation() implements PgnProblem {
    }

    /** Text without a break runs on past {@link PgnLimits#SYMBOL_CHARS}: no move or tag name is that long. */
    record SymbolTooLong(int limit) implements PgnProblem {
    }

    /** A tag value is longer than {@link PgnLimits#TAG_VALUE_CHARS}. */
    record TagValueTooLong(int limit) implements PgnProblem {
    }

    /** A comment is longer than {@link PgnLimits#COMMENT_CHARS}. */
    record CommentTooLong(int limit) implements PgnProblem {
    }

    /** Variations are nested deeper than {@link PgnLimits#NESTING}. */
    record VariationsTooDeep(int limit) implements PgnProblem {
    }

    /** The game's text is longer than {@link PgnLimits#GAME_CHARS}. */
    record GameTooLong(int limit) implements PgnProblem {
    }

    /**
     * A NUL or another control character in the moves: the file is damaged or binary from here on
     * (it was read as an empty move, "Nothing was typed").
     */
    record BinaryContent() implements PgnProblem {
    }
}
