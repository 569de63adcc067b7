package org.turnpan.chess.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.rules.Position;

/**
 * Perft reference data read from EPD lines ({@code FEN ;D1 20 ;D2 400 ;id "name"}) or from the
 * python-chess {@code .perft} format ({@code id}, {@code epd}, {@code perft d n} lines).
 */
record PerftSuite(List<Entry> entries) {

    /** One position with its expected leaf counts. */
    record Entry(String id, String fen, List<Expected> counts) {

        /** The position, or why it cannot be checked; Chess960 entries are read as Chess960. */
        Fen.Result parse() {
            return Fen.parse(fen, isChess960());
        }

        /**
         * Chess960 positions: Shredder-FEN or X-FEN file letters in the castling field, or an X-FEN
         * {@code KQkq} whose king or rooks are not on their standard squares.
         */
        boolean isChess960() {
            String[] fields = fen.trim().split("\\s+");
            if (fields.length >= 3 && fields[2].matches(".*[A-Ha-h].*")) {
                return true;
            }
            Optional<FenError> error = Fen.parse(fen).error();
            return error.isPresent() && error.get() instanceof FenError.CastlingRightWithoutPieces;
        }

        Optional<Position> position() {
            return parse().position();
        }
    }

    /** Expected number of leaves at one depth. */
    record Expected(int depth, long nodes) {

        /**
         * The count as written: a depth or a number too large for an int or a long is kept as the
         * largest one, which {@link #checkable()} refuses.
         */
        static Expected of(String depth, String nodes) {
            long d = PerftCommand.wholeNumber(depth).orElse(Long.MAX_VALUE);
            return new Expected((int) Math.min(d, Integer.MAX_VALUE), PerftCommand.wholeNumber(nodes).orElse(Long.MAX_VALUE));
        }

        /** At most {@link PerftCommand#MAX_DEPTH} plies and a count a long can hold: one perft can check. */
        boolean checkable() {
            return depth <= PerftCommand.MAX_DEPTH && nodes < Long.MAX_VALUE;
        }
    }

    private static final Pattern EPD_COUNT = Pattern.compile("^D(\\d+)\\s+(\\d+)$");
    private static final Pattern EPD_ID = Pattern.compile("^id\\s+\"?([^\"]*)\"?$");

    /** Reads either format; lines that are neither (comments, blanks) are ignored. */
    static PerftSuite parse(List<String> lines) {
        List<Entry> out = new ArrayList<>();
        String id = null;
        String fen = null;
        List<Expected> counts = new ArrayList<>();
        int lineNo = 0;
        for (String raw : lines) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("id ")) {
                if (fen != null) {
                    out.add(new Entry(id, fen, List.copyOf(counts)));
                }
                id = line.substring(3).strip();
                fen = null;
                counts.clear();
            } else if (line.startsWith("epd ")) {
                fen = line.substring(4).strip();
            } else if (line.startsWith("perft ")) {
                String[] f = line.split("\\s+");
                if (f.length == 3 && f[1].matches("\\d+") && f[2].matches("\\d+")) {
                    counts.add(Expected.of(f[1], f[2]));
                }
            } else if (line.contains(";")) {
                out.add(epdLine(line, lineNo));
            }
        }
        if (fen != null) {
            out.add(new Entry(id, fen, List.copyOf(counts)));
        }
        return new PerftSuite(List.copyOf(out));
    }

    private static Entry epdLine(String line, int lineNo) {
        String[] parts = line.split(";");
        String id = "line " + lineNo;
        List<Expected> counts = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            String op = parts[i].strip();
            Matcher count = EPD_COUNT.matcher(op);
            Matcher name = EPD_ID.matcher(op);
            if (count.matches()) {
                counts.add(Expected.of(count.group(1), count.group(2)));
            } else if (name.matches()) {
                id = name.group(1);
            }
        }
        return new Entry(id, parts[0].strip(), List.copyOf(counts));
    }

    /** The tally of a run over the suite; {@code chess960} counts the Chess960 checks run (passed or failed). */
    record Tally(int passed, int failed, int overBudget, int chess960) {
        int skipped() {
            return overBudget;
        }
    }
}
