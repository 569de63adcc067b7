package org.turnpan.chess.engine.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.engine.Score;

/**
 * The parts of a UCI {@code info} line this program uses: depth, score, nodes and the principal
 * variation (as UCI move texts, checked for legality by the caller).
 */
record InfoLine(int depth, Score score, long nodes, List<String> pv) {

    /** Reads an info line; empty when it carries no score (currmove, string, hashfull ...). */
    static Optional<InfoLine> parse(String line) {
        String[] t = line.trim().split("\\s+");
        if (t.length == 0 || !t[0].equals("info")) {
            return Optional.empty();
        }
        int depth = 0;
        long nodes = 0;
        Score score = null;
        List<String> pv = new ArrayList<>();
        try {
            for (int i = 1; i < t.length; i++) {
                switch (t[i]) {
                    case "depth":
                        depth = Integer.parseInt(t[++i]);
                        break;
                    case "nodes":
                        nodes = Long.parseLong(t[++i]);
                        break;
                    case "score":
                        String kind = t[++i];
                        int value = Integer.parseInt(t[++i]);
                        score = kind.equals("mate") ? Score.mateIn(value) : Score.centipawns(value);
                        break;
                    case "pv":
                        for (i++; i < t.length; i++) {
                            pv.add(t[i]);
                        }
                        break;
                    case "string":
                        i = t.length;
                        break;
                    default:
                        break;
                }
            }
        } catch (RuntimeException e) {
            return Optional.empty();
        }
        return score == null ? Optional.empty() : Optional.of(new InfoLine(depth, score, nodes, List.copyOf(pv)));
    }
}
