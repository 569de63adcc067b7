package org.turnpan.chess.speech;

import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.text.Echo;

/**
 * Engine output in words: evaluations ("White is better by about a pawn.", "Black mates in
 * three."), hints ("Hint: knight to f3."), best lines, engine problems and opponent names. Moves
 * are phrased by {@link Phraser#move} in {@link MoveStyle#WORDS}.
 */
public final class EvaluationPhraser {
    /** Upper bounds (centipawns, exclusive) of the spoken buckets; beyond the last: winning. */
    private static final int EQUAL = 25;
    private static final int SLIGHT = 70;
    private static final int PAWN = 150;
    private static final int TWO_PAWNS = 250;
    private static final int PIECE = 450;
    private static final int SPOKEN_MATES = 5;

    private final Phraser phraser;

    public EvaluationPhraser(Phraser phraser) {
        this.phraser = phraser;
    }

    public static EvaluationPhraser forLocale(Locale locale) {
        return new EvaluationPhraser(Phraser.forLocale(locale));
    }

    /** The evaluation of a score given from the side to move (as in {@link SearchResult}). */
    public Message evaluation(Score score, Side sideToMove) {
        return evaluationForWhite(score.forWhite(sideToMove));
    }

    /** The evaluation of a score given from White's point of view. */
    public Message evaluationForWhite(Score white) {
        if (white.mate()) {
            String side = white.value() >= 0 ? "white" : "black";
            int moves = Math.max(1, Math.abs(white.value()));
            if (moves <= SPOKEN_MATES) {
                return Message.of("engine.eval." + side + ".mate." + moves);
            }
            return Message.of("engine.eval." + side + ".mate.many", "moves", moves);
        }
        int cp = white.value();
        int size = Math.abs(cp);
        if (size < EQUAL) {
            return Message.of("engine.eval.equal");
        }
        String side = cp > 0 ? "white" : "black";
        String bucket = size < SLIGHT ? "slight" : size < PAWN ? "pawn" : size < TWO_PAWNS ? "twoPawns"
                : size < PIECE ? "piece" : "winning";
        return Message.of("engine.eval." + side + "." + bucket);
    }

    /** "Hint: knight to f3." */
    public Message hint(Position before, Move move) {
        return Message.of("engine.hint", "move", phraser.movePhrase(before, move, MoveStyle.WORDS));
    }

    /** "Hint: knight to f3. White is slightly better." */
    public Message hint(Position before, SearchResult result) {
        return Message.of("engine.hint.withEval", "move", phraser.movePhrase(before, result.bestMove(), MoveStyle.WORDS),
                "evaluation", evaluation(result.score(), before.sideToMove()));
    }

    /** "Best line: knight to f3, pawn to d5, pawn to d4." with at most {@code maxMoves} moves. */
    public Message line(Position before, List<Move> pv, int maxMoves) {
        int n = Math.min(maxMoves, pv.size());
        Message[] words = new Message[n];
        Position p = before;
        for (int i = 0; i < n; i++) {
            words[i] = phraser.movePhrase(p, pv.get(i), MoveStyle.WORDS);
            p = p.play(pv.get(i));
        }
        Object joined = n == 0 ? "" : words[n - 1];
        for (int i = n - 2; i >= 0; i--) {
            joined = Message.of("engine.line.join", "first", words[i], "rest", joined);
        }
        return Message.of("engine.line", "moves", joined);
    }

    /**
     * The sentence for a problem; slots are the record's components (durations in seconds). Texts
     * typed or written by the engine are said back cut short ({@link Echo}): a path keeps its end, a
     * name keeps up to eight words.
     */
    public static Message problem(EngineProblem problem) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (RecordComponent c : problem.getClass().getRecordComponents()) {
            try {
                Object v = c.getAccessor().invoke(problem);
                args.put(c.getName(), v instanceof Duration d ? d.toSeconds() : v instanceof String s ? echo(c.getName(), s) : v);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("record accessor not callable: " + c, e);
            }
        }
        return new Message(problem.key(), args);
    }

    private static String echo(String slot, String text) {
        return switch (slot) {
            case "path" -> Echo.path(text);
            case "name" -> Echo.name(text);
            default -> Echo.of(text);
        };
    }

    /** "the built-in engine at level 3" or "the engine Stockfish 17". */
    public Message player(EngineSpec spec, String engineName) {
        if (spec instanceof EngineSpec.Builtin b) {
            return Message.of("engine.player.builtin", "level", b.level());
        }
        return Message.of("engine.player.uci", "name", engineName);
    }
}
