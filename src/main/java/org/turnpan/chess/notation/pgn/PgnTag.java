package org.turnpan.chess.notation.pgn;

/** One tag pair: {@code [White "Carlsen, Magnus"]}. */
public record PgnTag(String name, String value) {
    public PgnTag {
        if (name == null || value == null) {
            throw new IllegalArgumentException("name and value are required");
        }
    }
}
