package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.online.LoopbackLichess;
import org.turnpan.chess.online.SteppedClock;
import org.turnpan.chess.session.files.FolderGameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/** Online play against a loopback lichess, through the session as both front ends drive it. */
class OnlinePlayTest {

    @TempDir
    Path folder;

    @Test
    void seekPairsAndMovesGoBothWaysWithTheServersClocks() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g1", true);
            f.await("Online game on lichess against Ortensia Valli, rated 1620, a rated game.");
            f.await("White is Mario, and Black is Ortensia Valli.");
            f.server.opponentMoves("g1", "e7e5", "b8c6");
            f.session.submit("e4");
            f.await("Pawn to e4");
            f.await("Ortensia Valli plays pawn to e5");
            f.session.submit("Nf3");
            f.await("Ortensia Valli plays knight to c6");
            assertEquals(4, f.session.game().plyCount());
            assertEquals(1, f.server.count("POST", "/api/board/game/g1/move/e2e4"));
            assertEquals(1, f.server.count("POST", "/api/board/game/g1/move/g1f3"));
            // the server's clocks: 10 minutes less one second a move here
            f.session.submit("clock");
            assertTrue(f.lines().get(f.lines().size() - 1).contains("9 minutes 5"), f.lines().toString());
            // autosaved as offline, with lichess's tags
            String pgn = f.store.load().orElseThrow();
            assertTrue(pgn.contains("[Site \"" + f.server.url() + "/g1\"]"), pgn);
            assertTrue(pgn.contains("[White \"Mario\"]") && pgn.contains("[Black \"Ortensia Valli\"]"), pgn);
            assertTrue(pgn.contains("[WhiteElo \"1500\"]") && pgn.contains("[BlackElo \"1620\"]"), pgn);
            assertTrue(pgn.contains("[TimeControl \"600+0\"]"), pgn);
            // each move's clock is the server's (one second a move on the loopback), not this machine's guess
            String flat = pgn.replaceAll("\\s+", " ");
            assertTrue(flat.contains("1. e4 {[%clk 0:09:59]} 1... e5 {[%clk 0:09:59]} 2. Nf3 {[%clk 0:09:58]} 2... Nc6"
                    + " {[%clk 0:09:58]}"), pgn);
            assertTrue(flat.replaceAll("\\{[^}]*\\}\\s*", "").replaceAll("\\d+\\.\\.\\. ", "")
                    .contains("1. e4 e5 2. Nf3 Nc6"), pgn);
        }
    }

    @Test
    void aMoveOurRulesRefuseNeverReachesTheServer() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g2", true);
            f.session.submit("e5");
            f.await("pawn");
            assertEquals(0, f.server.requests().stream().filter(r -> r.path().contains("/move/")).count());
        }
    }

    @Test
    void aMoveTheServerRefusesIsSaidAndThePositionStays() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g3", true);
            f.server.refuseMoves(1);
            f.session.submit("e4");
            f.await("Lichess refused the move e2e4. Not your turn, or game already over. The position is as it was.");
            assertEquals(0, f.session.game().plyCount());
        }
    }

    @Test
    void theOpponentsMovesArriveWhenTheyAreWhiteAndCastlingMayComeKingOntoRook() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g4", false);
            f.server.opponentMoves("g4", "g2g3", "f1g2", "e1h1");
            f.server.opponentPlays("g4", "g1f3");
            f.await("Ortensia Valli plays knight to f3");
            f.session.submit("e5");
            f.await("Ortensia Valli plays pawn to g3");
            f.session.submit("Nc6");
            f.await("Ortensia Valli plays bishop to g2");
            f.session.submit("Nf6");
            f.await("Ortensia Valli castles");
            assertEquals("e1g1", f.session.game().lastMove().orElseThrow().uci());
        }
    }

    @Test
    void chatIsSaidSentAndCanBeSilenced() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g5", true);
            f.server.push("g5", "{\"type\":\"chatLine\",\"username\":\"Ortensia Valli\",\"text\":\"Good luck!\","
                    + "\"room\":\"player\"}");
            f.await("Ortensia Valli says: Good luck!");
            f.session.submit("chat Have fun");
            f.await("Message sent.");
            assertTrue(f.server.requests().stream().anyMatch(r -> r.path().equals("/api/board/game/g5/chat")
                    && r.body().contains("text=Have+fun") && r.body().contains("room=player")));
            f.session.submit("online chat off");
            f.await("Chat messages are no longer read out.");
            f.server.push("g5", "{\"type\":\"chatLine\",\"username\":\"Ortensia Valli\",\"text\":\"Hurry\","
                    + "\"room\":\"player\"}");
            // a line after it on the same stream: once it is said, the chat line has been read (and not said)
            f.server.push("g5", "not json");
            f.await("could not be read");
            f.session.submit("online chat on");
            f.await("Chat messages are read out.");
            // not said: only kept for the window's log
            assertEquals(List.of(Announcement.Kind.UNSAID), kinds(f, "Ortensia Valli says: Hurry"));
        }
    }

    @Test
    void drawOffersBothWays() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            LoopbackLichess.ServerGame g = f.play("g6", true);
            f.server.opponentMoves("g6", "e7e5");
            f.session.submit("e4");
            f.await("plays pawn to e5");
            f.server.opponentOffersDraw("g6");
            f.await("Ortensia Valli offers a draw. Do you accept? Type accept or decline.");
            f.session.submit("decline");
            f.await("You declined the draw.");
            assertEquals(1, f.server.count("POST", "/api/board/game/g6/draw/no"));
            f.session.submit("draw");
            f.await("Draw offer sent to Ortensia Valli.");
            assertEquals(1, f.server.count("POST", "/api/board/game/g6/draw/yes"));
            assertTrue(g.state(false).contains("wdraw"));
            f.server.opponentOffersDraw("g6");
            f.waitFor(() -> f.heard.count("offers a draw") == 2, "the second offer");
            f.session.submit("accept");
            f.await("Game over.");
            assertTrue(f.session.game().isOver());
            assertTrue(f.session.game().outcome().orElseThrow().isDraw());
        }
    }

    @Test
    void takebackProposalsBothWays() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g7", true);
            f.server.opponentMoves("g7", "e7e5");
            f.session.submit("e4");
            f.await("plays pawn to e5");
            f.session.submit("takeback");
            f.await("Takeback proposal sent to Ortensia Valli.");
            f.server.opponentProposesTakeback("g7");
            f.await("Ortensia Valli asks to take back a move. Do you accept? Type accept or decline.");
            f.session.submit("accept");
            f.await("You accepted the takeback.");
            f.waitFor(() -> f.session.game().plyCount() == 1, "the takeback here");
            // one to propose, one to accept the opponent's
            assertEquals(2, f.server.count("POST", "/api/board/game/g7/takeback/yes"));
        }
    }

    @Test
    void theOpponentLeavesAndTheWinIsClaimed() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g8", true);
            f.server.push("g8", "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":10}");
            f.await("Ortensia Valli has left the game. You can claim the win in 10 seconds.");
            f.server.push("g8", "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":0}");
            f.await("Ortensia Valli has left the game. Type claim to claim the win.");
            f.session.submit("claim");
            f.await("Black left the game, and the win was claimed. White wins.");
            f.await("Game over.");
            assertEquals(org.turnpan.chess.rules.Side.WHITE,
                    f.session.game().outcome().orElseThrow().winner().orElseThrow());
            // recorded as the PGN standard says: abandoned, and the result
            Path saved = folder.resolve("claimed.pgn");
            f.session.perform(new Intent.Save(saved, true));
            f.waitFor(() -> java.nio.file.Files.exists(saved), "the saved game");
            String pgn = java.nio.file.Files.readString(saved);
            assertTrue(pgn.contains("[Termination \"abandoned\"]") && pgn.contains("[Result \"1-0\"]"), pgn);
        }
    }

    /** The kinds of the announcements shown as {@code line}: UNSAID is kept in the window's log, never said. */
    private static List<Announcement.Kind> kinds(OnlineFixture f, String line) {
        Catalogue english = Catalogue.forLocale(Locale.ENGLISH);
        return f.heard.announcements().stream().filter(a -> english.render(a.message(), Medium.TEXT).equals(line))
                .map(Announcement::kind).toList();
    }

    @Test
    void chatSwitchedOffStaysOffAfterARestart() throws Exception {
        // the preferences file in a data folder, as a real start keeps it
        Path data = folder.resolve("data");
        try (OnlineFixture f = new OnlineFixture(folder, SessionSettings.defaults(),
                FolderGameStore.open(new SaveStore(data)))) {
            f.session.submit("online chat off");
            f.await("Chat messages are no longer read out.");
        }
        try (OnlineFixture f = new OnlineFixture(folder, SessionSettings.defaults(),
                FolderGameStore.open(new SaveStore(data)))) {
            f.play("g8", true);
            f.server.push("g8", "{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"Ortensia Valli\","
                    + "\"text\":\"Good luck!\"}");
            // the stream keeps its order: once the next event is said, the chat line was read and not said
            f.server.push("g8", "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":0}");
            f.await("Ortensia Valli has left the game. Type claim to claim the win.");
            // not said (nor printed, nor repeated), only kept for the window's log
            assertEquals(List.of(Announcement.Kind.UNSAID), kinds(f, "Ortensia Valli says: Good luck!"),
                    f.heard.lines().toString());
            f.server.push("g8", "{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"Ortensia Valli\","
                    + "\"text\":\"Are you there?\"}");
            f.waitFor(() -> f.heard.count("Are you there?") == 1, "the second chat line, kept");
            f.session.submit("repeat");
            f.await("Ortensia Valli has left the game. Type claim to claim the win.");
            assertEquals(2, f.heard.count("Type claim to claim the win."), "repeat says the last sentence said");
            f.session.submit("online chat on");
            f.server.push("g8", "{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"Ortensia Valli\","
                    + "\"text\":\"Still here?\"}");
            f.await("Ortensia Valli says: Still here?");
        }
    }

    @Test
    void aClaimBeforeTheSecondsRunOutIsAnsweredHereAndNotSent() throws Exception {
        SteppedClock clock = new SteppedClock();
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.server.useClock(clock);
            f.session.useOnline(OnlineFixture.setup(f.server, folder).withClock(clock));
            f.play("g8", true);
            f.server.push("g8", "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":10}");
            f.await("Ortensia Valli has left the game. You can claim the win in 10 seconds.");
            f.session.submit("claim");
            f.await("You can claim the win in 10 seconds.");
            clock.advance(Duration.ofMillis(3500));
            f.session.submit("claim");
            f.await("You can claim the win in 7 seconds.");
            assertEquals(0, f.server.count("POST", "/api/board/game/g8/claim-victory"));
            clock.advance(Duration.ofMillis(6500));
            f.session.submit("claim");
            f.await("Black left the game, and the win was claimed. White wins.");
            assertEquals(1, f.server.count("POST", "/api/board/game/g8/claim-victory"));
        }
    }

    @Test
    void resignAsksFirstThenTheServerEndsTheGame() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g9", true);
            f.session.submit("resign");
            f.await("Resign this game? Say yes or no.");
            assertEquals(0, f.server.count("POST", "/api/board/game/g9/resign"));
            f.session.submit("yes");
            f.await("Game over.");
            assertEquals(1, f.server.count("POST", "/api/board/game/g9/resign"));
            assertEquals(org.turnpan.chess.rules.Side.BLACK,
                    f.session.game().outcome().orElseThrow().winner().orElseThrow());
        }
    }

    @Test
    void abortBeforeTheSecondMove() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g10", true);
            f.session.submit("abort");
            f.await("The game was aborted; it has no result.");
            assertFalse(f.session.game().isOver());
            // the seat is back at the keyboard: no move goes to the server any more
            f.session.submit("e4");
            f.await("White plays pawn to e4.");
            assertEquals(0, f.server.count("POST", "/api/board/game/g10/move/e2e4"));
        }
    }

    @Test
    void theServersFlagEndsTheGame() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            LoopbackLichess.ServerGame g = f.play("g11", true);
            g.end("outoftime", "black");
            f.await("Game over.");
            assertEquals(org.turnpan.chess.rules.Termination.TIME_FORFEIT,
                    f.session.game().outcome().orElseThrow().termination());
        }
    }

    @Test
    void aVariantWeDoNotPlayIsRefusedWithASentence() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.variant("crazyhouse");
            f.server.startGame("g12");
            f.await("This game is crazyhouse, a variant Turnpan Chess does not play; it is left alone. Play it on its page, "
                    + f.server.url() + "/g12.");
            f.session.submit("e4");
            f.await("White plays pawn to e4.");
            assertEquals(0, f.server.requests().stream().filter(r -> r.path().contains("/move/")).count());
        }
    }

    @Test
    void aTokenNoLongerValidIsSaidAndTheGameStays() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g13", true);
            f.server.revoke();
            f.session.submit("e4");
            f.await("Lichess no longer accepts your token. Type online login with a new one. The game stays on the board.");
            f.await("Your move e2e4 did not reach lichess. The position is as it was.");
            assertEquals(0, f.session.game().plyCount());
        }
    }

    @Test
    void aMoveRefusedBefore429Or401IsSaidAsNotArrivedNotAsUnknown() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g21", true);
            f.server.tooManyNext(1);
            f.session.submit("e4");
            f.await("Your move e2e4 did not reach lichess. The position is as it was.");
            // within the minute the move never leaves: the same sentence, not "it is not known"
            f.session.submit("d4");
            f.await("Your move d2d4 did not reach lichess. The position is as it was.");
            assertEquals(0, f.session.game().plyCount());
            assertEquals(0, f.heard.count("It is not known whether"), String.join("\n", f.heard.lines()));
            assertEquals(0, f.server.requests().stream().filter(r -> r.path().contains("/move/d2d4")).count());
        }
    }

    @Test
    void tooManyRequestsWaitsAMinute() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.tooManyNext(1);
            f.session.submit("online games");
            f.await("Lichess asks us to wait a minute before the next request.");
            f.session.submit("online games");
            f.waitFor(() -> f.heard.count("wait a minute") == 2, "the second refusal");
            assertEquals(1, f.server.count("GET", "/api/account/playing"), "the second request never left");
        }
    }

    @Test
    void aServerThatStopsAnsweringTimesOut() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.silent(true);
            long start = System.nanoTime();
            f.session.submit("online games");
            f.await("Lichess did not answer in time.");
            assertTrue(System.nanoTime() - start < 6_000_000_000L);
            f.server.silent(false);
        }
    }

    @Test
    void garbageAndHugeLinesAreSkippedAndSaid() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g14", true);
            f.server.push("g14", "this is {{ not json");
            f.await("Lichess sent a line that could not be read; it was skipped.");
            f.server.push("g14", "{\"type\":\"chatLine\",\"username\":\"Ortensia Valli\",\"text\":\"still here\"}");
            f.await("Ortensia Valli says: still here");
            f.server.push("g14", "{\"type\":\"chatLine\",\"text\":\"" + "x".repeat(200_000) + "\"}");
            f.await("Lichess sent a line too long to read; it was skipped.");
            f.server.opponentMoves("g14", "e7e5");
            f.session.submit("e4");
            f.await("Ortensia Valli plays pawn to e5");
        }
    }

    @Test
    void aDroppedStreamReconnectsAndNoMoveIsLostOrSentTwice() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            LoopbackLichess.ServerGame g = f.play("g15", true);
            f.server.opponentMoves("g15", "e7e5", "b8c6");
            f.session.submit("e4");
            f.await("plays pawn to e5");
            // the server goes quiet: no keep-alive, the stream is given up and reopened
            f.server.silent(true);
            f.await("Connection lost; trying again.");
            f.session.submit("Nf3");
            f.await("The connection is away. Your move will be sent when it is back");
            f.server.silent(false);
            f.await("Back online.");
            f.await("Ortensia Valli plays knight to c6");
            assertEquals(1, f.server.count("POST", "/api/board/game/g15/move/g1f3"));
            assertEquals(4, g.moves().size());
            // a plain drop: the opponent moves while we are away, and the move is heard after the rebuild
            f.server.dropGameStreams();
            f.server.opponentMoves("g15", "g8f6");
            f.session.submit("Bc4");
            f.await("plays knight to f6");
            assertEquals(1, f.server.count("POST", "/api/board/game/g15/move/f1c4"));
            assertEquals(6, f.session.game().plyCount());
            // two losses, each said once, each return said once
            assertEquals(2, f.heard.count("Connection lost; trying again."));
            assertEquals(2, f.heard.count("Back online."));
        }
    }

    @Test
    void aMoveWhoseRequestGetsNoAnswerIsNeverSentAgain() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("g18", true);
            // the server stops answering while the move is on its way: the request times out
            f.server.silent(true);
            f.session.submit("e4");
            f.await("Sent.");
            f.await("It is not known whether the move e2e4 arrived; it will not be sent again.");
            f.server.silent(false);
            f.await("Back online.");
            // the server never got it (the loopback dropped the hung request): the game is as lichess has it
            assertEquals(0, f.session.game().plyCount());
            assertEquals(1, f.server.count("POST", "/api/board/game/g18/move/e2e4"));
            f.session.submit("e4");
            f.await("Pawn to e4");
            assertEquals(2, f.server.count("POST", "/api/board/game/g18/move/e2e4"), "sent again only when typed again");
        }
    }

    @Test
    void aMoveTypedOfflineThatIsNoLongerOurTurnIsNotSent() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            LoopbackLichess.ServerGame g = f.play("g16", true);
            f.server.silent(true);
            f.await("Connection lost; trying again.");
            f.session.submit("e4");
            f.await("The connection is away.");
            // meanwhile on the server (another device): e2e3 was played, and the opponent replied
            f.server.silent(false);
            g.play("e2e3");
            g.play("e7e5");
            f.await("Back online.");
            f.await("Your move e2e4 was not sent: it is no longer legal or no longer your turn.");
            assertEquals(0, f.server.count("POST", "/api/board/game/g16/move/e2e4"));
            assertEquals(2, f.session.game().plyCount());
        }
    }

    @Test
    void challengesAndTheAi() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.session.submit("online challenge Ortensia 3+2");
            f.await("Challenge sent to ortensia.");
            assertTrue(f.server.requests().stream().anyMatch(r -> r.path().equals("/api/challenge/ortensia")
                    && r.body().contains("clock.limit=180") && r.body().contains("clock.increment=2")));
            f.server.pushEvent("{\"type\":\"challengeDeclined\",\"challenge\":{\"id\":\"chal0001\"}}");
            f.await("Your challenge was declined.");
            f.server.pushEvent("{\"type\":\"challenge\",\"challenge\":{\"id\":\"in1\",\"challenger\":{\"name\":\"Ortensia"
                    + " Valli\",\"rating\":1620},\"variant\":{\"key\":\"standard\"},\"rated\":false,\"timeControl\":"
                    + "{\"type\":\"clock\",\"limit\":300,\"increment\":3},\"direction\":\"in\"}}");
            f.await("Ortensia Valli, rated 1620, challenges you to a casual game of standard.");
            f.session.submit("online accept");
            f.await("You accepted the challenge of Ortensia Valli.");
            assertEquals(1, f.server.count("POST", "/api/challenge/in1/accept"));
            f.session.submit("online ai 3 10+5");
            f.await("Lichess's computer at level 3 is starting a game.");
            assertTrue(f.server.requests().stream().anyMatch(r -> r.path().equals("/api/challenge/ai")
                    && r.body().contains("level=3")));
            // the game lichess starts is opened and played as any other
            f.await("Online game on lichess against lichess AI level 3");
            f.session.submit("e4");
            f.waitFor(() -> f.server.count("POST", "/api/board/game/aigame01/move/e2e4") == 1, "the move sent");
        }
    }

    @Test
    void gamesAreListedAndOneIsOpened() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.startGame("g17");
            f.await("You play white.");
            f.session.submit("online games");
            f.await("Game 1 is against Ortensia Valli, your move, with 10 minutes left.");
            f.session.submit("online game 1");
            f.await("Opening your game against Ortensia Valli.");
        }
    }

    @Test
    void aSeekTooFastIsRefusedAndASeekCanBeCancelled() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.session.submit("online seek 3+2");
            f.await("Lichess pairs players of its board interface only in rapid");
            f.session.submit("online seek 15+10");
            f.await("Looking for an opponent.");
            f.waitFor(f.server::seeking, "the seek");
            assertTrue(f.server.requests().stream().anyMatch(r -> r.path().equals("/api/board/seek")
                    && r.body().contains("time=15") && r.body().contains("increment=10")));
            f.session.submit("online cancel");
            f.await("You are no longer looking for an opponent.");
            f.waitFor(() -> !f.server.seeking(), "the seek to close");
        }
    }

    @Test
    void loginRefusesABadTokenAndLogoutDeletesIt() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.session.submit("online seek 10+0");
            f.await("You are not logged in to lichess. Type online login first.");
            f.session.submit("online login");
            f.session.submit("not a token!");
            f.await("That is not a lichess token.");
            f.session.submit("online login");
            f.session.submit("lip_WrongToken000000");
            // found by hand: a token just typed was never accepted, so not "no longer accepts your token"
            f.await("Lichess does not accept this token. Check that you copied all of it, and type online login to try"
                    + " again.");
            assertEquals(0, f.heard.count("no longer accepts"), String.join("\n", f.heard.lines()));
            assertFalse(java.nio.file.Files.exists(folder.resolve("lichess-token")));
            f.login();
            assertTrue(java.nio.file.Files.exists(folder.resolve("lichess-token")));
            f.session.submit("online logout");
            f.await("You are logged out, and the token is deleted.");
            assertFalse(java.nio.file.Files.exists(folder.resolve("lichess-token")));
        }
    }
}
