package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.PgnRecord;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;

/**
 * Issue 12, item 6: at the moment a move is heard, the autosave on the disk already holds it, for
 * the player's moves, the engine's replies and the last move of a game (a kill right after an
 * announcement used to leave the autosave one half-move behind what was heard).
 */
class AutosaveBeforeAnnounceTest {

    @TempDir
    Path data;

    @Test
    void theAutosaveHoldsEveryMoveWhenItIsHeard() throws Exception {
        SaveStore disk = new SaveStore(data);
        List<String> wrong = new ArrayList<>();
        List<Integer> heardAt = new ArrayList<>();
        GameSession[] session = new GameSession[1];
        SessionListener listener = new SessionListener() {
            @Override
            public void announce(Announcement a) {
                if (a.kind() != Announcement.Kind.MOVE) {
                    return;
                }
                List<Move> played = session[0].game().moves();
                List<Move> onDisk = disk.unfinishedGame().flatMap(t -> PgnRecord.read(t, 1).game())
                        .map(g -> g.game().moves()).orElse(List.of());
                heardAt.add(played.size());
                if (!onDisk.equals(played)) {
                    wrong.add("heard half-move " + played.size() + " while the disk held " + onDisk.size());
                }
            }
        };
        try (GameSession s = new GameSession(SessionSettings.defaults().withPlayers(Player.HUMAN, Player.builtin(1)),
                new SessionServices(FakeOpponent.factory(false), GameStore.of(disk), () -> 0L), listener)) {
            session[0] = s;
            s.start();
            for (String move : List.of("f2f3", "g2g4")) {
                s.submit(move);
                assertTrue(s.awaitOpponents(Duration.ofSeconds(10)));
            }
            s.submit("takeback");
            for (String move : List.of("g2g4", "e2e4", "d2d4")) {
                s.submit(move);
                assertTrue(s.awaitOpponents(Duration.ofSeconds(10)));
            }
        }
        assertTrue(heardAt.size() >= 8, "moves by both sides were heard: " + heardAt);
        assertEquals(List.of(), wrong);
    }

    @Test
    void theMateIsOnTheDiskWhenItIsHeardAndClearedAfter() {
        SaveStore disk = new SaveStore(data);
        List<Integer> onDiskWhenHeard = new ArrayList<>();
        SessionListener listener = new SessionListener() {
            @Override
            public void announce(Announcement a) {
                if (a.kind() == Announcement.Kind.MOVE) {
                    onDiskWhenHeard.add(disk.unfinishedGame().flatMap(t -> PgnRecord.read(t, 1).game())
                            .map(g -> g.game().plyCount()).orElse(0));
                }
            }
        };
        try (GameSession s = new GameSession(SessionSettings.defaults(), new SessionServices(null, GameStore.of(disk), () -> 0L),
                listener)) {
            s.start();
            for (String move : List.of("f2f3", "e7e5", "g2g4", "d8h4")) {
                s.submit(move);
            }
            assertTrue(s.game().isOver());
        }
        assertEquals(List.of(1, 2, 3, 4), onDiskWhenHeard);
        assertTrue(disk.unfinishedGame().isEmpty(), "a finished game is not kept as an unfinished one");
    }
}
