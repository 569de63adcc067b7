package org.turnpan.chess.session.command;

import org.turnpan.chess.rules.Square;

/** A pawn move to the last rank waiting for the player to choose the new piece. */
public record PendingPromotion(Square from, Square to) {
}
