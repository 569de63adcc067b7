package org.turnpan.chess.puzzle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The puzzles shipped with the program ({@value #RESOURCE}, lichess's CSV format; how it was built:
 * docs/puzzles.md), numbered from 1 in file order. Read once, when first asked for.
 */
public final class PuzzleSet {
    /** The class-path resource of the shipped set. */
    public static final String RESOURCE = "puzzles/puzzles.csv";

    private final List<Puzzle> puzzles;

    public PuzzleSet(List<Puzzle> puzzles) {
        this.puzzles = List.copyOf(puzzles);
    }

    private static final class Shipped {
        static final PuzzleSet SET = load();
    }

    /** The shipped set. */
    public static PuzzleSet standard() {
        return Shipped.SET;
    }

    private static PuzzleSet load() {
        try (InputStream in = PuzzleSet.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the puzzle set is missing from the class path: " + RESOURCE);
            }
            return new PuzzleSet(PuzzleCsv.read(new String(in.readAllBytes(), StandardCharsets.UTF_8)).puzzles());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public List<Puzzle> puzzles() {
        return puzzles;
    }

    public int size() {
        return puzzles.size();
    }

    /** Puzzle {@code number}, from 1. */
    public Optional<Puzzle> byNumber(int number) {
        return number >= 1 && number <= puzzles.size() ? Optional.of(puzzles.get(number - 1)) : Optional.empty();
    }

    /** The number of the puzzle whose PuzzleId is {@code id}; 0 when the set has none (an id since dropped). */
    public int numberOf(String id) {
        for (Puzzle p : puzzles) {
            if (p.id().equals(id)) {
                return p.number();
            }
        }
        return 0;
    }

    /**
     * The next puzzle after number {@code after} (wrapping round), with {@code theme} when given:
     * the first one not yet solved whose rating is within {@value #NEAR} of the player's, else the
     * first one not yet solved, else the next one.
     */
    public Optional<Puzzle> next(int after, PuzzleScore score, Optional<Theme> theme) {
        Optional<Puzzle> unsolved = Optional.empty();
        Optional<Puzzle> any = Optional.empty();
        for (int i = 1; i <= puzzles.size(); i++) {
            Puzzle p = puzzles.get((after + i - 1) % puzzles.size());
            if (theme.isPresent() && !p.themes().contains(theme.get())) {
                continue;
            }
            any = any.or(() -> Optional.of(p));
            if (score.isDone(p.id())) {
                continue;
            }
            unsolved = unsolved.or(() -> Optional.of(p));
            if (Math.abs(p.rating() - score.rating()) <= NEAR) {
                return Optional.of(p);
            }
        }
        Optional<Puzzle> fallback = any;
        return unsolved.or(() -> fallback);
    }

    /** How close to the player's rating a next puzzle is sought. */
    static final int NEAR = 200;

    /** How many puzzles have {@code theme}. */
    public long count(Theme theme) {
        return puzzles.stream().filter(p -> p.themes().contains(theme)).count();
    }
}
