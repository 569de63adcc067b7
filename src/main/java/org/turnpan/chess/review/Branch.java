package org.turnpan.chess.review;

/**
 * One step into a variation on the way from the main line to a place of the game tree: variation
 * {@code variation} (1-based) of move {@code move} (1-based, in the line it branches from).
 */
public record Branch(int move, int variation) {
    public Branch {
        if (move < 1 || variation < 1) {
            throw new IllegalArgumentException("move and variation count from 1: " + move + ", " + variation);
        }
    }
}
