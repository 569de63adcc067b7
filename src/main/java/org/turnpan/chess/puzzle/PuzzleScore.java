package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The player's puzzle record, kept between runs: an Elo rating (start {@value #START_RATING}, K =
 * {@value #K}, against the puzzle's rating: a puzzle solved without help scores 1, solved after a
 * hint 0.5, failed 0), puzzles solved and failed, the current and best streak of puzzles solved in a
 * row without help, the last puzzle played and which have been solved. Immutable.
 *
 * <p>Puzzles are named by their {@code PuzzleId} (the CSV's first column), which stays with a puzzle
 * when the set is rebuilt (docs/puzzles.md); their place in the file may change. The first set's
 * record files named them by number (file order): {@code done=3,17} and {@code last=17} still read,
 * as the ids the first set gave those numbers ({@code T0003}, {@code T0017}).
 *
 * @param rating   the player's puzzle rating
 * @param solved   puzzles solved (with or without a hint)
 * @param failed   puzzles failed (a wrong move, or the solution asked for)
 * @param streak   puzzles solved in a row without a hint or a wrong move
 * @param best     the longest such streak
 * @param last     the id of the last puzzle started (empty: none)
 * @param done     the ids of the puzzles solved
 */
public record PuzzleScore(int rating, int solved, int failed, int streak, int best, String last, Set<String> done) {
    public static final int START_RATING = 1500;
    public static final int K = 32;
    public static final int LOWEST = 100;
    public static final int HIGHEST = 3500;

    /** What an id may be: letters and digits (lichess's ids, ours {@code T0001}). */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9]{1,16}");
    private static final Pattern OLD_NUMBER = Pattern.compile("[0-9]{1,7}");

    public PuzzleScore {
        done = Collections.unmodifiableSortedSet(new TreeSet<>(done));
        if (rating < LOWEST || rating > HIGHEST || solved < 0 || failed < 0 || streak < 0 || best < streak
                || !(last.isEmpty() || ID.matcher(last).matches())
                || !done.stream().allMatch(d -> ID.matcher(d).matches())) {
            throw new IllegalArgumentException("not a puzzle score: " + rating + " " + solved + " " + failed + " "
                    + streak + " " + best + " " + last);
        }
    }

    public static PuzzleScore start() {
        return new PuzzleScore(START_RATING, 0, 0, 0, 0, "", Set.of());
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

    /** The record after puzzle {@code id} of {@code puzzleRating} finished with {@code result}. */
    public PuzzleScore after(String id, int puzzleRating, Result result) {
        int next = rating + change(puzzleRating, result);
        SortedSet<String> d = new TreeSet<>(done);
        if (result != Result.FAILED) {
            d.add(id);
        }
        int s = result == Result.SOLVED ? streak + 1 : result == Result.FAILED ? 0 : streak;
        return new PuzzleScore(next, solved + (result == Result.FAILED ? 0 : 1),
                failed + (result == Result.FAILED ? 1 : 0), s, Math.max(best, s), id, d);
    }

    /** The same record with puzzle {@code id} as the last one started. */
    public PuzzleScore started(String id) {
        return new PuzzleScore(rating, solved, failed, streak, best, id, done);
    }

    public boolean isDone(String id) {
        return done.contains(id);
    }

    // ------------------------------------------------------------------------- the file

    /** The file's text: a comment line, then {@code key=value} lines. */
    public String format() {
        String ids = String.join(",", done);
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
        int[] v = {START_RATING, 0, 0, 0, 0};
        String[] names = {"rating", "solved", "failed", "streak", "best"};
        SortedSet<String> d = new TreeSet<>();
        String last = "";
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
                    SortedSet<String> ids = new TreeSet<>();
                    for (String n : value.split(",")) {
                        if (!n.isBlank()) {
                            ids.add(id(n.strip()));
                        }
                    }
                    d.addAll(ids);
                    read = true;
                } else if (key.equals("last")) {
                    last = value.equals("0") ? "" : id(value);
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
        return new Read(new PuzzleScore(rating, v[1], v[2], v[3], best, last, d), bad);
    }

    /**
     * A puzzle's id as a record file names it: an id, or the first set's number (1 to 1,000,000,
     * file order), which was the id {@code T} and four digits.
     */
    private static String id(String text) {
        if (OLD_NUMBER.matcher(text).matches()) {
            int n = Integer.parseInt(text);
            if (n < 1 || n > 1_000_000) {
                throw new NumberFormatException(text);
            }
            return String.format(Locale.ROOT, "T%04d", n);
        }
        if (!ID.matcher(text).matches()) {
            throw new NumberFormatException(text);
        }
        return text;
    }
}
