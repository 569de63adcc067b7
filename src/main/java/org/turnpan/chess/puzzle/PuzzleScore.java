package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The player's puzzle record, kept between runs: an Elo rating (start {@value #START_RATING}, K =
 * {@value #K}, against the puzzle's rating: a puzzle solved without help scores 1, solved after a
 * hint 0.5, failed 0), puzzles solved and failed, the current and best streak of puzzles solved in a
 * row without help, the last puzzle played and which have been solved. Immutable.
 *
 * @param rating   the player's puzzle rating
 * @param solved   puzzles solved (with or without a hint)
 * @param failed   puzzles failed (a wrong move, or the solution asked for)
 * @param streak   puzzles solved in a row without a hint or a wrong move
 * @param best     the longest such streak
 * @param last     the number of the last puzzle started (0: none)
 * @param done     the numbers of the puzzles solved
 */
public record PuzzleScore(int rating, int solved, int failed, int streak, int best, int last, BitSet done) {
    public static final int START_RATING = 1500;
    public static final int K = 32;
    public static final int LOWEST = 100;
    public static final int HIGHEST = 3500;

    public PuzzleScore {
        done = (BitSet) done.clone();
        if (rating < LOWEST || rating > HIGHEST || solved < 0 || failed < 0 || streak < 0 || best < streak
                || last < 0) {
            throw new IllegalArgumentException("not a puzzle score: " + rating + " " + solved + " " + failed + " "
                    + streak + " " + best + " " + last);
        }
    }

    public static PuzzleScore start() {
        return new PuzzleScore(START_RATING, 0, 0, 0, 0, 0, new BitSet());
    }

    @Override
    public BitSet done() {
        return (BitSet) done.clone();
    }

    /** How a finished puzzle went. */
    public enum Result {
        SOLVED(1.0), SOLVED_WITH_HINT(0.5), FAILED(0.0);

        private final double points;

        Result(double points) {
            this.points = points;
        }
    }

    /** The rating change a result against a puzzle of {@code puzzleRating} brings (Elo, K = 32). */
    public int change(int puzzleRating, Result result) {
        double expected = 1.0 / (1.0 + Math.pow(10, (puzzleRating - rating) / 400.0));
        int next = (int) Math.round(rating + K * (result.points - expected));
        return Math.max(LOWEST, Math.min(HIGHEST, next)) - rating;
    }

    /** The record after puzzle {@code number} of {@code puzzleRating} finished with {@code result}. */
    public PuzzleScore after(int number, int puzzleRating, Result result) {
        int next = rating + change(puzzleRating, result);
        BitSet d = done();
        if (result != Result.FAILED) {
            d.set(number);
        }
        int s = result == Result.SOLVED ? streak + 1 : result == Result.FAILED ? 0 : streak;
        return new PuzzleScore(next, solved + (result == Result.FAILED ? 0 : 1),
                failed + (result == Result.FAILED ? 1 : 0), s, Math.max(best, s), number, d);
    }

    /** The same record with puzzle {@code number} as the last one started. */
    public PuzzleScore started(int number) {
        return new PuzzleScore(rating, solved, failed, streak, best, number, done);
    }

    public boolean isDone(int number) {
        return done.get(number);
    }

    // ------------------------------------------------------------------------- the file

    /** The file's text: a comment line, then {@code key=value} lines. */
    public String format() {
        StringBuilder ids = new StringBuilder();
        for (int i = done.nextSetBit(0); i >= 0; i = done.nextSetBit(i + 1)) {
            ids.append(ids.isEmpty() ? "" : ",").append(i);
        }
        return "# Turnpan Chess puzzle record\nrating=" + rating + "\nsolved=" + solved + "\nfailed=" + failed
                + "\nstreak=" + streak + "\nbest=" + best + "\nlast=" + last + "\ndone=" + ids + "\n";
    }

    /** What a file held: the record, and whether some of it could not be read (then the rest is kept). */
    public record Read(PuzzleScore score, List<String> badLines) {
        public Read {
            badLines = List.copyOf(badLines);
        }

        public boolean damaged() {
            return !badLines.isEmpty();
        }
    }

    /** Reads {@link #format}'s text; a line that does not read is listed and left out, never guessed. */
    public static Read parse(String text) {
        int[] v = {START_RATING, 0, 0, 0, 0, 0};
        String[] names = {"rating", "solved", "failed", "streak", "best", "last"};
        BitSet d = new BitSet();
        List<String> bad = new ArrayList<>();
        for (String raw : text.split("\r?\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            String key = eq < 0 ? line : line.substring(0, eq).strip();
            String value = eq < 0 ? "" : line.substring(eq + 1).strip();
            boolean read = false;
            try {
                if (key.equals("done")) {
                    for (String n : value.split(",")) {
                        if (!n.isBlank()) {
                            int i = Integer.parseInt(n.strip());
                            if (i < 1 || i > 1_000_000) {
                                throw new NumberFormatException(n);
                            }
                            d.set(i);
                        }
                    }
                    read = true;
                }
                for (int i = 0; i < names.length; i++) {
                    if (key.equals(names[i])) {
                        int x = Integer.parseInt(value);
                        if (x >= 0 && x <= 10_000_000) {
                            v[i] = x;
                            read = true;
                        }
                    }
                }
            } catch (NumberFormatException e) {
                read = false;
            }
            if (!read) {
                bad.add(line);
            }
        }
        int rating = Math.max(LOWEST, Math.min(HIGHEST, v[0]));
        if (rating != v[0]) {
            bad.add("rating=" + v[0]);
        }
        int best = Math.max(v[4], v[3]);
        return new Read(new PuzzleScore(rating, v[1], v[2], v[3], best, v[5], d), bad);
    }
}
