package org.turnpan.chess.session.command;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.session.activity.Reviewing;
import org.turnpan.chess.session.files.SaveResult;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.GameArchive;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.record.GameNotes;
import org.turnpan.chess.session.settings.Confirmation;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * "play from here": a new game from the reviewed position, with the moves that led there (so the
 * repetition and fifty-move rules count them), the same players and time control, and a fresh
 * clock. The old game is kept: a game opened from a file and not played on is in its file; any
 * other game with moves is added at the end of {@value #KEPT} in the data folder, and the player
 * hears where. Without a data folder (or when the file cannot be written) the old game is not
 * kept, and a game in progress is replaced only after the player says yes (issue 12, item 5).
 */
public final class PlayFromHere {
    /** The file in the data folder that keeps the games left for "play from here". */
    static final String KEPT = "kept-games.pgn";

    public static final Command PLAY = ReviewCommands.review("play", (core, args) -> play(core));

    private PlayFromHere() {
    }

    private static List<Announcement> play(Helm core) {
        if (!(core.activity() instanceof Reviewing r)) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.play.review.first")));
        }
        Game from = r.shown();
        if (from.isOver()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.play.over")));
        }
        GameRecord old = core.record();
        if (core.archive().untouchedFromFile()) {
            return begin(core, from, Optional.of(Message.of("session.play.in.file")));
        }
        if (old.game().plyCount() == 0) {
            return begin(core, from, Optional.empty());
        }
        Optional<Path> kept = keep(core, old);
        if (kept.isPresent()) {
            return begin(core, from, Optional.of(Message.of("session.play.kept", "file", kept.get().toString())));
        }
        return core.confirmations().replaceGame(core, new Confirmation.PlayFrom(from));
    }

    /** The new game from {@code from} (after a yes, when one was asked). */
    static List<Announcement> begin(Helm core, Game from, Optional<Message> kept) {
        GameRecord old = core.record();
        GameRecord next = new GameRecord(from, List.of(), old.white(), old.black(), old.timeControl(),
                Optional.empty(), GameNotes.NONE);
        SessionSettings s = core.settings().withPlayers(old.white(), old.black()).withTimeControl(old.timeControl());
        List<Message> first = new ArrayList<>();
        kept.ifPresent(first::add);
        first.add(Message.of("session.play.started", "moves", core.words().halfMoves(from.plyCount())));
        List<Announcement> said = new ArrayList<>(core.begin(next, s, first));
        said.add(Announcement.queued(Kind.EVENT, core.whoseMove()));
        return said;
    }

    /** Adds the old game at the end of the kept games in the data folder; where, or empty when it could not. */
    private static Optional<Path> keep(Helm core, GameRecord old) {
        Optional<Path> folder = core.archive().dataFolder();
        if (folder.isEmpty()) {
            return Optional.empty();
        }
        Path file = folder.get().resolve(KEPT);
        SaveResult r = new SaveStore(folder.get()).append(file, GameArchive.pgnText(old));
        return r instanceof SaveResult.Saved saved ? Optional.of(saved.path()) : Optional.empty();
    }
}
