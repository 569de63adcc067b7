package org.turnpan.chess.rules;

/** A piece together with the square it stands on: "the bishop on b5". */
public record PlacedPiece(Piece piece, Square square) {
}
