package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.game.Adviser;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.ClockErrorSentence;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/** The typed commands that run the game: a new game, players, resign, draws, takeback, advice, repeat, quit. */
public final class GameCommands {
    public static final Command NEW = Command.of("new", GameCommands::newGame);
    public static final Command PLAYER = Command.of("player", GameCommands::player);
    /** {@code resign} asks first (No the default); {@code resign yes} resigns at once (issue 23). */
    public static final Command RESIGN = Command.of("resign", (core, args) -> {
        if (args.rest().isEmpty()) {
            return Dispatcher.act(core, new Intent.Resign());
        }
        return core.confirmations().isYes(core.locale(), args.rest()) ? core.match().resign(core.playerSide())
                : args.usage();
    });
    public static final Command DRAW = Command.of("draw", (core, args) -> Dispatcher.act(core, new Intent.OfferDraw()));
    public static final Command ACCEPT = Command.of("accept", (core, args) -> core.match().acceptDraw());
    public static final Command DECLINE = Command.of("decline", (core, args) -> core.match().declineDraw());
    /** {@code takeback}, or {@code takeback N} for the last N moves (each with the engine's reply against an engine). */
    public static final Command TAKEBACK = Command.of("takeback", (core, args) -> {
        if (args.isEmpty()) {
            return Dispatcher.act(core, new Intent.Takeback(1));
        }
        boolean count = args.words().size() == 1 && args.words().get(0).matches("[1-9][0-9]{0,3}");
        return count ? Dispatcher.act(core, new Intent.Takeback(Integer.parseInt(args.words().get(0)))) : args.usage();
    });
    static final Command REPEAT = Command.of("repeat", (core, args) -> core.repeat());
    public static final Command QUIT = new Command("quit", "session", Submitted.QUIT, (core, args) -> {
        core.requestQuit();
        return List.of();
    });
    public static final Command HINT = new Command("hint", "engine", Submitted.HANDLED,
            (core, args) -> advise(core, Adviser.Advice.HINT));
    public static final Command EVALUATE = new Command("evaluate", "engine", Submitted.HANDLED,
            (core, args) -> advise(core, Adviser.Advice.EVALUATION));

    private GameCommands() {
    }

    /** "new" (or "new 960", "new 960 518" for Chess960), optionally with "white PLAYER", "black PLAYER" and "clock 3+2" in any order. */
    private static List<Announcement> newGame(Helm core, Arguments args) {
        List<String> typed = args.rest().isBlank() ? List.of() : List.of(args.rest().strip().split("\\s+"));
        Chess960Start.Chosen variant = Chess960Start.chosen(typed);
        if (variant instanceof Chess960Start.Refused refused) {
            return refused.said();
        }
        typed = variant.rest();
        if (typed.size() % 2 != 0) {
            return args.usage();
        }
        SessionSettings s = core.settings();
        List<Announcement> said = new ArrayList<>();
        for (int i = 0; i + 1 < typed.size(); i += 2) {
            String what = typed.get(i).toLowerCase(java.util.Locale.ROOT);
            String value = typed.get(i + 1);
            Optional<Side> side = args.vocabulary().side(what);
            if (side.isPresent()) {
                s = s.withPlayer(side.get(), player(core, args, side.get(), value, said));
            } else if (args.vocabulary().command(what).filter(QuestionCommands.CLOCK::equals).isPresent()) {
                // "giờ không", "orologio nessuno": the session's word for off is no clock
                TimeControl.Parsed tc = args.vocabulary().value(value.toLowerCase(java.util.Locale.ROOT))
                        .filter("off"::equals).isPresent() ? TimeControl.parse("untimed") : TimeControl.parse(value);
                if (tc instanceof TimeControl.Invalid bad) {
                    return List.of(Announcement.queued(Kind.REFUSAL, ClockErrorSentence.of(bad.error())));
                }
                s = s.withTimeControl(((TimeControl.Valid) tc).control());
            } else {
                return args.usage();
            }
        }
        Intent.NewGame chosen = new Intent.NewGame(s.white(), s.black(), s.timeControl());
        said.addAll(Dispatcher.act(core, variant instanceof Chess960Start.Numbered n ? chosen.chess960(n.number()) : chosen));
        return said;
    }

    /** "player black builtin:2": another player for one side, keeping the game. */
    private static List<Announcement> player(Helm core, Arguments args) {
        Optional<Side> side = args.words().size() == 2 ? args.vocabulary().side(args.words().get(0)) : Optional.empty();
        if (side.isEmpty()) {
            return args.usage();
        }
        String[] typed = args.rest().split("\\s+");
        List<Announcement> said = new ArrayList<>();
        // the player as typed: an engine path keeps its capitals
        Player player = player(core, args, side.get(), typed[typed.length - 1], said);
        said.addAll(Dispatcher.act(core, new Intent.ChangePlayer(side.get(), player)));
        return said;
    }

    /**
     * The player a typed word names: "human" (or its word in the session language) or an engine
     * spec; a text that names none is refused (with its reason) and the side is played from this
     * keyboard.
     */
    private static Player player(Helm core, Arguments args, Side side, String text, List<Announcement> said) {
        if (args.vocabulary().meansHuman(text.toLowerCase(java.util.Locale.ROOT))) {
            return Player.HUMAN;
        }
        Player.Parsed parsed = Player.parse(text);
        if (parsed instanceof Player.Valid valid) {
            return valid.player();
        }
        EngineProblem problem = ((Player.Invalid) parsed).problem();
        if (!(problem instanceof EngineProblem.UnknownSpec)) {
            said.add(Announcement.queued(Kind.REFUSAL, EvaluationPhraser.problem(problem)));
        }
        said.add(Announcement.queued(Kind.REFUSAL, Message.of("session.player.unknown",
                "spec", Echo.of(text), "side", core.words().side(side))));
        return Player.HUMAN;
    }

    private static List<Announcement> advise(Helm core, Adviser.Advice advice) {
        // the board in view: a reviewed position is advised on as well as the game's
        Optional<org.turnpan.chess.rules.Outcome> over = core.boardInView().game().outcome();
        if (over.isPresent()) {
            return List.of(Announcement.queued(Kind.REFUSAL, core.words().phraser().reason(
                    new org.turnpan.chess.rules.IllegalMoveReason.GameIsOver(over.get()))));
        }
        return core.adviser().ask(advice);
    }
}
