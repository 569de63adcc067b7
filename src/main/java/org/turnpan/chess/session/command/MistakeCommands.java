package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.engine.analysis.GameAnalysis;
import org.turnpan.chess.engine.analysis.Mistake;
import org.turnpan.chess.engine.analysis.MistakeRules;
import org.turnpan.chess.engine.analysis.PositionScore;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.activity.MistakeDrill;
import org.turnpan.chess.session.game.MistakeWords;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * The typed commands of "learn from your mistakes" and per-move scores (issue 26), words and help
 * in the {@code mistakes} catalogue: {@code mistakes} (the player's side; {@code mistakes black}
 * for the other; {@code mistakes cancel} stops the search), {@code better} (the engine's move for
 * the mistake on the board), {@code skip} (the next mistake) and {@code score} (the engine's score
 * of the position in view, from the analysis of the game: "Plus one point two for White.").
 */
public final class MistakeCommands {
    public static final Command MISTAKES = command("mistakes", MistakeCommands::mistakes);
    public static final Command BETTER = command("better", (core, args) -> core.activity() instanceof MistakeDrill d
            ? d.better(core) : notInDrill());
    public static final Command SKIP = command("skip", (core, args) -> core.activity() instanceof MistakeDrill d
            ? d.next(core, Optional.empty()) : notInDrill());
    public static final Command SCORE = command("score", (core, args) -> score(core));

    private MistakeCommands() {
    }

    private static Command command(String name, Command.Action action) {
        return new Command(name, "mistakes", Submitted.HANDLED, action);
    }

    private static List<Announcement> notInDrill() {
        return List.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.not.drilling")));
    }

    private static List<Announcement> mistakes(Helm core, Arguments args) {
        if (isCancel(core, args.rest())) {
            return List.of(Announcement.answer(Message.of(core.mistakes().cancel()
                    ? "mistakes.cancelled" : "mistakes.nothing.running")));
        }
        if (core.mistakes().pending()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.busy",
                    "done", core.mistakes().done(), "total", core.mistakes().total())));
        }
        Optional<Announcement> no = core.whyNoActivity();
        if (no.isPresent()) {
            return List.of(no.get());
        }
        Game game = core.game();
        if (game.plyCount() == 0) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.no.moves")));
        }
        Side side = args.side().orElse(core.playerSide());
        Optional<GameAnalysis> kept = core.mistakes().analysisOf(game);
        if (kept.isPresent()) {
            return drill(core, game, side, kept.get());
        }
        List<Announcement> refused = core.mistakes().analyse(game, a -> drill(core, game, side, a));
        if (!refused.isEmpty()) {
            return refused;
        }
        return List.of(Announcement.answer(Message.of("mistakes.looking." + SessionWords.lower(side),
                "moves", game.plyCount(), "pawns", MistakeWords.pawns(core.mistakes().rules().threshold()))));
    }

    /** The drill over {@code side}'s mistakes, or that there are none. */
    private static List<Announcement> drill(Helm core, Game game, Side side, GameAnalysis analysis) {
        if (!game.equals(core.game())) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.moved.on")));
        }
        MistakeRules rules = core.mistakes().rules();
        List<Mistake> found = analysis.mistakes(side, rules);
        Object pawns = MistakeWords.pawns(rules.threshold());
        if (found.isEmpty()) {
            return List.of(Announcement.answer(Message.of("mistakes.none." + SessionWords.lower(side), "pawns", pawns)));
        }
        MistakeDrill drill = new MistakeDrill(game, side, found, 0);
        Message opening = Message.of("mistakes.found." + SessionWords.lower(side), "count", found.size(),
                "pawns", pawns);
        List<Announcement> said = core.takeOver(drill, List.of(Announcement.answer(
                org.turnpan.chess.speech.Joined.sentences(opening, drill.prompt(core)))));
        if (core.activity() == drill) {
            // the board is seen from the side whose mistakes these are, and turns back after
            core.turnBoardTo(side);
        }
        return said;
    }

    /** The engine's score of the position in view, from the game's analysis (made now when there is none). */
    private static List<Announcement> score(Helm core) {
        Game game = core.game();
        Game shown = core.boardInView().game();
        Optional<GameAnalysis> kept = core.mistakes().analysisOf(game);
        if (kept.isPresent()) {
            return scoreOf(core, kept.get(), shown);
        }
        if (core.mistakes().pending()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.busy",
                    "done", core.mistakes().done(), "total", core.mistakes().total())));
        }
        List<Announcement> refused = core.mistakes().analyse(game,
                a -> scoreOf(core, a, core.boardInView().game()));
        if (!refused.isEmpty()) {
            return refused;
        }
        return List.of(Announcement.answer(Message.of("mistakes.scoring", "moves", game.plyCount())));
    }

    private static List<Announcement> scoreOf(Helm core, GameAnalysis analysis, Game shown) {
        int ply = shown.plyCount();
        boolean onTheLine = shown.startPosition().equals(analysis.start()) && ply <= analysis.moves().size()
                && analysis.moves().subList(0, ply).equals(shown.moves());
        if (!onTheLine) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.score.off.line")));
        }
        PositionScore s = analysis.scores().get(ply);
        org.turnpan.chess.rules.Position p = shown.position();
        if (s.best().isEmpty() && p.isCheckmate()) {
            return List.of(Announcement.answer(Message.of("mistakes.score.mated." + SessionWords.lower(p.sideToMove()))));
        }
        return List.of(Announcement.answer(new MistakeWords(core.words()).score(s.white())));
    }

    /** "mistakes cancel" (or the word for cancel in the session language). */
    private static boolean isCancel(Helm core, String rest) {
        String typed = rest.strip().toLowerCase(Locale.ROOT);
        if (typed.isEmpty()) {
            return false;
        }
        for (Catalogue m : List.of(Catalogue.forLocale(Locale.ENGLISH), Catalogue.forLocale(core.locale()))) {
            if (CommandWords.words(m, "mistakes.word.cancel").contains(typed)) {
                return true;
            }
        }
        return false;
    }
}
