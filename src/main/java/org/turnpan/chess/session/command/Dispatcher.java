package org.turnpan.chess.session.command;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.Confirmation;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;

/**
 * The one way an {@link Intent} is done, whether a menu, a dialog, a key or a typed command meant
 * it: the current activity is asked whether it accepts the intent's command (lichess's
 * {@code invalid}: a review refuses resign with how to play on), then the intent is done. A typed
 * command has been asked about already ({@link CommandInterpreter}) and calls {@link #act}.
 */
public final class Dispatcher {
    private Dispatcher() {
    }

    /** The typed command an intent is: the activity accepts or refuses the one and the other alike. */
    public static Command command(Intent intent) {
        if (intent instanceof Intent.NewGame) {
            return GameCommands.NEW;
        } else if (intent instanceof Intent.Open) {
            return FileCommands.OPEN;
        } else if (intent instanceof Intent.Save) {
            return FileCommands.SAVE;
        } else if (intent instanceof Intent.Resign) {
            return GameCommands.RESIGN;
        } else if (intent instanceof Intent.OfferDraw) {
            return GameCommands.DRAW;
        } else if (intent instanceof Intent.Takeback) {
            return GameCommands.TAKEBACK;
        } else if (intent instanceof Intent.Resume) {
            return FileCommands.RESUME;
        }
        return GameCommands.PLAYER;
    }

    /** The activity's refusal of the intent, or the intent done. */
    public static List<Announcement> dispatch(Helm core, Intent intent) {
        Optional<Announcement> refused = OwnedCommands.refusalNow(core, command(intent));
        return refused.map(List::of).orElseGet(() -> act(core, intent));
    }

    /** Does the intent (the activity accepts it): what is said, or the question asked first. */
    public static List<Announcement> act(Helm core, Intent intent) {
        if (intent instanceof Intent.NewGame g) {
            remember(core, g.white());
            remember(core, g.black());
            SessionSettings chosen = core.settings().withPlayers(g.white(), g.black()).withTimeControl(g.control());
            return core.confirmations().replaceGame(core, g.chess960().isPresent()
                    ? new Confirmation.NewChess960(chosen, g.chess960().getAsInt())
                    : new Confirmation.NewGame(chosen));
        } else if (intent instanceof Intent.Open o) {
            return o.number().isPresent()
                    ? core.confirmations().replaceGame(core, new Confirmation.OpenGame(o.file(), o.number().getAsInt()))
                    : FileCommands.openFile(core, o.file());
        } else if (intent instanceof Intent.Save s) {
            return s.replaceAgreed() ? core.archive().save(s.file()).said() : core.confirmations().save(core, s.file());
        } else if (intent instanceof Intent.Resign) {
            return core.confirmations().resign(core);
        } else if (intent instanceof Intent.OfferDraw) {
            return core.match().offerDraw(core.playerSide());
        } else if (intent instanceof Intent.Takeback t) {
            return core.match().takeback(t.count());
        } else if (intent instanceof Intent.Resume) {
            return core.archive().resume();
        }
        Intent.ChangePlayer c = (Intent.ChangePlayer) intent;
        List<Announcement> said = core.match().changePlayer(c.side(), c.player());
        core.apply(core.settings().withPlayer(c.side(), core.record().player(c.side())));
        return said;
    }

    /** An engine chosen for a new game is the one the next New game dialog offers, in this run and the next. */
    private static void remember(Helm core, Player player) {
        Preferences p = core.settings().preferences();
        if (player instanceof Player.Engine e && e.spec() instanceof EngineSpec.Builtin b) {
            p = p.withLevel(b.level());
        } else if (player instanceof Player.Engine e && e.spec() instanceof EngineSpec.Uci u) {
            p = p.withEnginePath(u.path());
        } else {
            return;
        }
        core.apply(core.settings().withPreferences(p));
    }
}
