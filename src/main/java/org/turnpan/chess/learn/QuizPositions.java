package org.turnpan.chess.learn;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;

/**
 * The prepared positions of the mental-board quiz, numbered from 1, read from
 * {@code learn/quiz-positions.tsv} (a FEN and a note for people a row). The file ships with the
 * program, so a row that is not a legal position is a programmer error (QuizPositionsTest reads
 * them all). Immutable.
 */
public final class QuizPositions {
    public static final String RESOURCE = "learn/quiz-positions.tsv";

    private static final QuizPositions STANDARD = load(RESOURCE);

    private final List<Position> positions;

    private QuizPositions(List<Position> positions) {
        this.positions = List.copyOf(positions);
    }

    /** The prepared positions that ship with the program. */
    public static QuizPositions standard() {
        return STANDARD;
    }

    public List<Position> positions() {
        return positions;
    }

    /** Position {@code number}, counted from 1. */
    public Optional<Position> byNumber(int number) {
        return number >= 1 && number <= positions.size() ? Optional.of(positions.get(number - 1)) : Optional.empty();
    }

    static QuizPositions load(String resource) {
        try (InputStream in = QuizPositions.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the program");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static QuizPositions parse(String text) {
        List<Position> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String fen = line.split("\t", 2)[0];
            out.add(Fen.parse(fen).position()
                    .orElseThrow(() -> new IllegalArgumentException("not a position: " + fen)));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no prepared positions");
        }
        return new QuizPositions(out);
    }
}
