package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * Lichess's puzzle CSV ({@code PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,
 * GameUrl,OpeningTags}), read and written. A row whose FEN does not read, whose moves are not legal
 * in turn, or whose numbers are not numbers is left out, never guessed at; {@link #read} says how
 * many were.
 */
public final class PuzzleCsv {
    /** The header row lichess's file starts with. */
    public static final String HEADER = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,"
            + "OpeningTags";

    private PuzzleCsv() {
    }

    /** The puzzles read, numbered from 1 in file order, and how many rows were left out. */
    public record Read(List<Puzzle> puzzles, int leftOut) {
        public Read {
            puzzles = List.copyOf(puzzles);
        }
    }

    public static Read read(String text) {
        List<Puzzle> out = new ArrayList<>();
        int leftOut = 0;
        for (String line : text.split("\r?\n")) {
            if (line.isBlank() || line.startsWith("PuzzleId,")) {
                continue;
            }
            Optional<Puzzle> p = row(line, out.size() + 1);
            if (p.isPresent()) {
                out.add(p.get());
            } else {
                leftOut++;
            }
        }
        return new Read(out, leftOut);
    }

    /** One row (no quoting: none of lichess's fields holds a comma). */
    static Optional<Puzzle> row(String line, int number) {
        String[] f = line.split(",", -1);
        if (f.length != 10) {
            return Optional.empty();
        }
        Optional<Position> start = Fen.parse(f[1]).position();
        if (start.isEmpty()) {
            return Optional.empty();
        }
        Position p = start.get();
        List<Move> moves = new ArrayList<>();
        for (String uci : f[2].trim().split(" ")) {
            Optional<Move> m = Move.parseUci(uci);
            if (m.isEmpty() || !p.isLegal(m.get())) {
                return Optional.empty();
            }
            moves.add(m.get());
            p = p.play(m.get());
        }
        if (moves.size() < 2 || moves.size() % 2 != 0) {
            return Optional.empty();
        }
        int rating;
        try {
            rating = Integer.parseInt(f[3].trim());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        List<Theme> themes = new ArrayList<>();
        for (String t : f[7].trim().split(" ")) {
            Theme.byLichessName(t).ifPresent(themes::add);
        }
        return Optional.of(new Puzzle(number, f[0], start.get(), moves, rating, themes, f[8], f[9]));
    }

    /** One row in lichess's column order. */
    public static String row(String id, Position before, List<Move> moves, int rating, int deviation,
                             List<Theme> themes, String gameUrl, String opening) {
        StringBuilder m = new StringBuilder();
        for (Move move : moves) {
            m.append(m.isEmpty() ? "" : " ").append(move.uci());
        }
        StringBuilder t = new StringBuilder();
        for (Theme theme : themes) {
            t.append(t.isEmpty() ? "" : " ").append(theme.lichessName());
        }
        return String.join(",", id, before.toFen(), m, Integer.toString(rating), Integer.toString(deviation), "0", "0",
                t, clean(gameUrl), clean(opening));
    }

    private static String clean(String field) {
        return field.replace(',', ' ').replace('\n', ' ').replace('\r', ' ').strip();
    }
}
