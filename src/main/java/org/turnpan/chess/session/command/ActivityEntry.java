package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.Activity.Plays;
import org.turnpan.chess.speech.Announcement;

/** Move entry reads and plays moves through the core's activity: in the game, a lesson's checker, or refused. */
public final class ActivityEntry implements MoveEntry.Table {
    private final Helm core;

    public ActivityEntry(Helm core) {
        this.core = core;
    }

    @Override
    public Game game() {
        return core.activity().moveGame(core);
    }

    @Override
    public Optional<Announcement> whyNoMove() {
        return core.activity().whyNoMove(core);
    }

    @Override
    public List<Announcement> play(Move move, Square lookAt) {
        // an activity that plays no move refuses every one in whyNoMove; its refusal is the answer
        Activity now = core.activity();
        return now instanceof Plays p ? p.play(core, move, lookAt) : now.whyNoMove(core).stream().toList();
    }
}
