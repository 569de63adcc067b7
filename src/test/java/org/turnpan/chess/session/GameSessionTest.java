package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.rules.Termination;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;

class GameSessionTest {
    private final Recorder heard = new Recorder();

    private GameSession session(SessionSettings settings, OpponentFactory opponents, GameStore store) {
        GameSession s = new GameSession(settings, new SessionServices(opponents, store, () -> 0L), heard);
        s.start();
        return s;
    }

    /** The window's Enter on {@code square}: the cursor goes there, then activates. */
    private static void activate(GameSession s, Square square) {
        s.perform(new BoardAction.ToSquare(square));
        s.perform(new BoardAction.Activate());
    }

    private static Move move(String uci) {
        return Move.parseUci(uci).orElseThrow();
    }

    @Test
    void engineAnswersAMoveAndItsMoveIsAnnounced() throws Exception {
        GameSession s = session(SessionSettings.defaults().withPlayers(Player.HUMAN, Player.builtin(1)), FakeOpponent.factory(false),
                GameStore.none());
        s.submit("e2e4");
        assertTrue(s.awaitOpponents(Duration.ofSeconds(10)));
        assertEquals(2, s.game().plyCount());
        assertEquals(Side.WHITE, s.position().sideToMove());
        assertEquals(2, heard.announcements().stream().filter(a -> a.kind() == Announcement.Kind.MOVE).count());
    }

    @Test
    void takebackWithANumberTakesBackThatManyMovesAndAnythingElseIsRefusedWithItsHelp() {
        GameSession s = session(SessionSettings.defaults(), OpponentFactory.none(), GameStore.none());
        for (String m : List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4")) {
            s.submit(m);
        }
        s.submit("takeback 2");
        assertEquals(3, s.game().plyCount(), "two half-moves taken back, not one");
        assertEquals("Black's knight to c6 and White's bishop to c4 are taken back. Black to move.",
                heard.lines().get(heard.lines().size() - 1));
        s.submit("takeback two");
        assertEquals(3, s.game().plyCount(), "a word that is not a number changes nothing");
        assertTrue(heard.lines().get(heard.lines().size() - 1).contains("takeback 2"), "the command's help is said");
        s.submit("takeback 99");
        assertEquals(0, s.game().plyCount(), "more moves than the game has: back to the start");
    }

    @Test
    void typingWhileTheEngineThinksIsRefusedAndAStaleReplyIsDropped() throws Exception {
        AtomicReference<FakeOpponent> engine = new AtomicReference<>();
        OpponentFactory f = spec -> {
            engine.set(new FakeOpponent(true));
            return java.util.Optional.of(engine.get());
        };
        GameSession s = session(SessionSettings.defaults().withPlayers(Player.HUMAN, Player.builtin(1)), f, GameStore.none());
        s.submit("e2e4");
        s.submit("d2d4");
        assertEquals(1, heard.count("It is not your turn. Black is thinking."));
        s.perform(new Intent.Takeback(1));
        assertEquals(0, s.game().plyCount());
        engine.get().pending.get(0).complete(move("e7e5"));
        Thread.sleep(0);
        s.awaitOpponents(Duration.ofSeconds(1));
        assertEquals(0, s.game().plyCount(), "a reply for a position taken back is ignored");
        assertTrue(engine.get().stops > 0);
    }

    @Test
    void takebackAgainstAnEngineReturnsToThePlayersMove() throws Exception {
        GameSession s = session(SessionSettings.defaults().withPlayers(Player.HUMAN, Player.builtin(1)), FakeOpponent.factory(false),
                GameStore.none());
        s.submit("e2e4");
        s.awaitOpponents(Duration.ofSeconds(10));
        s.submit("takeback");
        assertEquals(0, s.game().plyCount());
        assertTrue(s.isHumanToMove());
        assertEquals(1, heard.count("White's pawn to e4 and Black's "));
        assertEquals(1, heard.count(" are taken back. White to move."));
    }

    @Test
    void anEngineDeclinesADrawInALevelPositionAndAcceptsWhenFarBehind(@TempDir Path dir) throws Exception {
        GameSession s = session(SessionSettings.defaults().withPlayers(Player.HUMAN, Player.builtin(1)), FakeOpponent.factory(true),
                GameStore.none());
        s.submit("draw");
        assertEquals(1, heard.count("Fake declines the draw. Play on."));
        assertFalse(s.game().isOver());

        Path pgn = dir.resolve("ahead.pgn");
        Files.writeString(pgn, "[White \"human\"]\n[Black \"fake\"]\n[SetUp \"1\"]\n"
                + "[FEN \"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n*\n");
        s.perform(Intent.Open.file(pgn));
        s.submit("draw");
        assertEquals(1, heard.count("Fake accepts the draw."));
        assertEquals(Termination.AGREEMENT, s.game().outcome().orElseThrow().termination());
    }

    @Test
    void clockWarningsAreSpokenOncePerCrossingAndTheFlagEndsTheGame() {
        long[] now = {0};
        GameSession s = new GameSession(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(1, 0)),
                new SessionServices(null, null, () -> now[0] * 1_000_000L), heard);
        s.start();
        now[0] = 100_000;
        s.submit("e4");
        now[0] = 129_000;
        s.lookAtClock();
        assertEquals(0, heard.count("left"));
        now[0] = 131_000;
        s.lookAtClock();
        s.lookAtClock();
        assertEquals(1, heard.count("Black has 30 seconds left."));
        now[0] = 150_500;
        s.lookAtClock();
        assertEquals(1, heard.count("Black has 10 seconds left."));
        assertEquals(2, heard.count("left"));
        now[0] = 160_000;
        s.lookAtClock();
        assertEquals(Termination.TIME_FORFEIT, s.game().outcome().orElseThrow().termination());
        assertEquals(Side.WHITE, s.game().outcome().orElseThrow().winnerOrNull());
        assertEquals(1, heard.count("White wins."));
    }

    @Test
    void aFlagAgainstALoneKingIsADraw(@TempDir Path dir) throws Exception {
        long[] now = {0};
        GameSession s = new GameSession(SessionSettings.defaults(), new SessionServices(null, null, () -> now[0] * 1_000_000L), heard);
        s.start();
        Path pgn = dir.resolve("lone.pgn");
        Files.writeString(pgn, "[TimeControl \"60+0\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 b - - 0 1\"]\n\n*\n");
        s.perform(Intent.Open.file(pgn));
        s.submit("Ke7");
        now[0] = 60_000;
        s.lookAtClock();
        assertEquals(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL, s.game().outcome().orElseThrow().termination());
        assertEquals(1, heard.count("Game over. Time ran out, but the other side cannot checkmate: the game is a draw."));
    }

    @Test
    void theIncrementIsAddedAfterEachMoveAndTakebackIsRefusedWithAClock() {
        long[] now = {0};
        GameSession s = new GameSession(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2)),
                new SessionServices(null, null, () -> now[0] * 1_000_000L), heard);
        s.start();
        now[0] = 5_000;
        s.submit("e2e4");
        assertEquals(Duration.ofSeconds(180), s.clocks().white(), "White's first move starts the clock");
        now[0] = 15_000;
        assertEquals(Duration.ofSeconds(170), s.clocks().black());
        s.submit("e7e5");
        assertEquals(Duration.ofSeconds(172), s.clocks().black());
        s.submit("clock");
        assertEquals(1, heard.count("White has 3 minutes, and Black has 2 minutes 52 seconds."));
        s.submit("takeback");
        assertEquals(1, heard.count("Moves cannot be taken back once a timed game's clock is running."));
        assertEquals(2, s.game().plyCount());
    }

    @Test
    void anUnfinishedGameIsOfferedAndResumedWithItsClocks() {
        GameStore store = new MemoryStore();
        long[] now = {0};
        GameSession first = new GameSession(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2)),
                new SessionServices(null, store, () -> now[0] * 1_000_000L), heard);
        first.start();
        now[0] = 10_000;
        first.submit("e2e4");
        now[0] = 30_000;
        first.submit("e7e5");
        first.close();

        GameSession second = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, () -> now[0] * 1_000_000L), heard);
        second.start();
        assertTrue(second.isResumeOffered());
        assertEquals(1, heard.count("An unfinished game was found, 2 half-moves"));
        second.submit("resume");
        assertEquals(first.game().moves(), second.game().moves());
        assertEquals(Duration.ofSeconds(180), second.clocks().white(), "White's first move started the clock");
        assertEquals(Duration.ofSeconds(162), second.clocks().black());
        assertEquals("3+2", second.settings().timeControl().text());
    }

    @Test
    void aMoveTypedWhileAGameIsOnOfferDoesNotThrowItAway() {
        GameStore store = new MemoryStore();
        GameSession first = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, null), heard);
        first.start();
        first.submit("e4");
        first.submit("e5");
        first.close();

        GameSession second = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, null), heard);
        second.start();
        second.submit("d4");
        assertEquals(0, second.game().plyCount(), "the move was not played");
        assertEquals(1, heard.count("First say what becomes of the unfinished game"));
        assertTrue(store.load().orElseThrow().contains("e5"), "the found game is still kept");
        second.submit("resume");
        assertEquals(2, second.game().plyCount());
        second.close();
    }

    @Test
    void aFinishedGameIsNotOfferedAgain() {
        GameStore store = new MemoryStore();
        GameSession first = session(SessionSettings.defaults(), null, store);
        for (String m : List.of("f2f3", "e7e5", "g2g4", "d8h4")) {
            first.submit(m);
        }
        assertTrue(first.game().isOver());
        assertTrue(store.load().isEmpty());
    }

    @Test
    void savedPgnCarriesClockCommentsAndOpensAgain(@TempDir Path dir) throws Exception {
        long[] now = {0};
        GameSession s = new GameSession(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2)),
                new SessionServices(null, null, () -> now[0] * 1_000_000L), heard);
        s.start();
        now[0] = 3_000;
        s.submit("e2e4");
        now[0] = 4_000;
        s.submit("c7c5");
        Path file = dir.resolve("game.pgn");
        s.submit("save " + file);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains("[TimeControl \"180+2\"]"), text);
        assertTrue(text.contains("{[%clk 0:03:00]}"), text);
        assertTrue(text.contains("{[%clk 0:03:01]}"), text);

        GameSession other = new GameSession(SessionSettings.defaults(), new SessionServices(null, null, () -> 0L), heard);
        other.start();
        other.submit("open " + file);
        assertEquals(s.game().moves(), other.game().moves());
        assertEquals(Duration.ofSeconds(181), other.clocks().black());
    }

    @Test
    void boardSelectionAsksForThePromotionPiece(@TempDir Path dir) throws Exception {
        GameSession s = session(SessionSettings.defaults(), null, GameStore.none());
        Path pgn = dir.resolve("promo.pgn");
        Files.writeString(pgn, "[SetUp \"1\"]\n[FEN \"7k/P7/8/8/8/8/8/K7 w - - 0 1\"]\n\n*\n");
        s.perform(Intent.Open.file(pgn));
        activate(s, Square.A7);
        assertEquals(Square.A7, s.selected().orElseThrow());
        activate(s, Square.A8);
        assertTrue(s.pendingPromotion().isPresent());
        s.choosePromotion(PieceType.ROOK);
        assertEquals(Piece.of(Side.WHITE, PieceType.ROOK), s.position().pieceAt(Square.A8).orElseThrow());
        assertTrue(s.pendingPromotion().isEmpty());
    }

    @Test
    void selectingAnOpponentPieceIsRefusedWithAReason() {
        GameSession s = session(SessionSettings.defaults(), null, GameStore.none());
        activate(s, Square.E7);
        assertTrue(s.selected().isEmpty());
        assertEquals(Announcement.Kind.REFUSAL, heard.announcements().get(heard.announcements().size() - 1).kind());
    }

    @Test
    void aFailingEngineIsAnnouncedAndNobodyWaitsForIt() throws Exception {
        Opponent broken = new Opponent() {
            @Override
            public String name() {
                return "Broken";
            }

            @Override
            public java.util.concurrent.CompletableFuture<Move> chooseMove(org.turnpan.chess.rules.Game g, ClockReading c) {
                return java.util.concurrent.CompletableFuture.failedFuture(new IllegalStateException("crashed"));
            }

            @Override
            public void stop() {
            }

            @Override
            public void close() {
            }
        };
        GameSession s = session(SessionSettings.defaults().withPlayers(Player.builtin(1), Player.HUMAN),
                spec -> java.util.Optional.of(broken), GameStore.none());
        assertTrue(s.awaitOpponents(Duration.ofSeconds(5)));
        assertEquals(1, heard.count("Broken could not find a move."));
        assertEquals(0, s.game().plyCount());
    }
}
