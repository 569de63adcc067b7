package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.MistakeDrill;
import org.turnpan.chess.session.activity.Puzzling;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * The commands that belong to one activity or to one kind of game, refused everywhere else with
 * the sentence that says where they work (lichess's {@code invalid}): {@code better} and
 * {@code skip} work in the mistakes drill, {@code solution} on a puzzle, {@code chat},
 * {@code claim} and {@code abort} in an online game; and an online game refuses what would replace
 * it or bring an engine's advice into it (lichess allows no outside help). Whatever the activity on
 * the board, {@link #refusalNow} asks this after the activity's own refusal.
 */
public final class OwnedCommands {
    /** The mistakes drill's own steps. */
    private static final List<Command> DRILL = List.of(MistakeCommands.BETTER, MistakeCommands.SKIP);
    /** What only an online game does. */
    private static final List<Command> ONLINE_GAME = List.of(OnlineCommands.CHAT, OnlineCommands.CLAIM,
            OnlineCommands.ABORT);
    /** An engine's advice, which an online game refuses. */
    private static final List<Command> ENGINE_ADVICE = List.of(GameCommands.HINT, GameCommands.EVALUATE,
            MistakeCommands.MISTAKES, MistakeCommands.BETTER, MistakeCommands.SCORE);
    /** What would replace the online game on this board, or unseat the opponent on lichess. */
    private static final List<Command> REPLACE_THE_GAME = List.of(GameCommands.NEW, GameCommands.PLAYER,
            FileCommands.OPEN, GameListCommands.GAME, FileCommands.RESUME, FileCommands.DISCARD, PlayFromHere.PLAY);

    private OwnedCommands() {
    }

    /**
     * Why {@code command} is not accepted now: the refusal of the activity on the board, else the
     * command works only in another activity or kind of game (these: {@code better}
     * outside the mistakes drill, {@code hint} in an online game). The one fact asked before any
     * command runs, typed or meant by a menu or a key ({@link Dispatcher}), and by {@code help},
     * which lists only what is accepted and says this sentence for a command that is not.
     */
    public static Optional<Announcement> refusalNow(Helm core, Command command) {
        return core.activity().refusal(core, command).or(() -> refusal(core, command));
    }

    /** Whether {@code command} is accepted now ({@link #refusalNow} has nothing to say): what {@code help} lists. */
    public static boolean acceptsNow(Helm core, Command command) {
        return refusalNow(core, command).isEmpty();
    }

    /** Why {@code command} does not work here and now; empty when nothing but the activity decides. */
    static Optional<Announcement> refusal(Helm core, Command command) {
        Activity now = core.activity();
        boolean online = core.online().playing();
        // a puzzle's hint is the puzzle's own, no engine's
        if (online && ENGINE_ADVICE.contains(command) && !(now instanceof Puzzling && command == GameCommands.HINT)) {
            return refused("online.no.engine");
        }
        if (DRILL.contains(command) && !(now instanceof MistakeDrill)) {
            return refused("mistakes.not.drilling");
        }
        if (command == PuzzleCommands.SOLUTION && !(now instanceof Puzzling)) {
            return refused("puzzle.none.open");
        }
        if (ONLINE_GAME.contains(command) && !online) {
            return refused("online.no.game");
        }
        if (online && REPLACE_THE_GAME.contains(command)) {
            return refused("online.game.command");
        }
        return Optional.empty();
    }

    private static Optional<Announcement> refused(String key) {
        return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of(key)));
    }
}
