package org.turnpan.chess.session.command;

import java.util.List;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.EvaluationPhraser;

/**
 * {@code analyser uci:/usr/games/stockfish} or {@code analyser builtin}: which engine answers
 * {@code hint} and {@code evaluate} (the built-in one at full strength until another is set), in a
 * game and in a review alike.
 */
final class AnalyserCommand {
    static final Command ANALYSER = ReviewCommands.review("analyser", (core, args) -> {
        if (args.rest().isBlank()) {
            return args.usage();
        }
        String typed = args.rest().strip();
        if (typed.equalsIgnoreCase("builtin")) {
            // the built-in engine as advice uses it: at full strength
            return core.adviser().use(new EngineSpec.Builtin(EngineSpec.MAX_LEVEL));
        }
        EngineSpec.Parsed parsed = EngineSpec.parse(typed);
        if (parsed instanceof EngineSpec.Invalid invalid) {
            return List.of(Announcement.queued(Kind.REFUSAL, EvaluationPhraser.problem(invalid.problem())));
        }
        return core.adviser().use(((EngineSpec.Valid) parsed).spec());
    });

    private AnalyserCommand() {
    }
}
