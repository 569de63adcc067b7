package org.turnpan.chess.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The client against the loopback lichess: answers, refusals, timeouts, bounded streams. */
class LichessClientTest {
    private static final String TOKEN = "lip_ClientTest000000000";

    private static LichessClient client(LoopbackLichess server, String token) {
        return new LichessClient(((ServerAddress.Valid) ServerAddress.parse(server.url())).address(),
                () -> Token.parse(token), new LichessClient.Limits(Duration.ofSeconds(3), Duration.ofMillis(900),
                Duration.ofMinutes(1)));
    }

    @Test
    void accountNamesTheUserAndABadTokenIsUnauthorized() throws Exception {
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN);
             LichessClient good = client(server, TOKEN); LichessClient bad = client(server, "lip_Other0000000000")) {
            assertEquals(Optional.of("Mario"), LichessClient.username(good.get("/api/account")));
            assertInstanceOf(Reply.Unauthorized.class, bad.get("/api/account"));
            assertEquals("Bearer " + TOKEN, server.requests().get(0).authorization());
        }
    }

    @Test
    void theLoopbackRefusesAClaimBeforeTheSecondsRunOutAsLichessDoes() throws Exception {
        SteppedClock clock = new SteppedClock();
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN); LichessClient c = client(server, TOKEN)) {
            server.useClock(clock);
            server.startGame("gc");
            String claim = "/api/board/game/gc/claim-victory";
            // nobody has left: nothing to claim
            assertInstanceOf(Reply.Refused.class, c.post(claim, java.util.Map.of()));
            server.push("gc", "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":10}");
            clock.advance(Duration.ofSeconds(9));
            Reply early = c.post(claim, java.util.Map.of());
            assertEquals(400, assertInstanceOf(Reply.Refused.class, early).status());
            clock.advance(Duration.ofSeconds(1));
            assertInstanceOf(Reply.Done.class, c.post(claim, java.util.Map.of()));
            assertEquals("timeout", server.game("gc").status);
        }
    }

    @Test
    void tooManyRequestsRestsAMinuteWithoutAskingAgain() throws Exception {
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN); LichessClient c = client(server, TOKEN)) {
            server.tooManyNext(1);
            assertInstanceOf(Reply.TooManyRequests.class, c.get("/api/account"));
            assertInstanceOf(Reply.TooManyRequests.class, c.get("/api/account"));
            assertEquals(1, server.requests().size());
            assertTrue(c.resting());
        }
    }

    @Test
    void aSilentServerTimesOutRequestsAndStreams() throws Exception {
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN); LichessClient c = client(server, TOKEN)) {
            server.silent(true);
            long start = System.nanoTime();
            Reply r = c.get("/api/account");
            assertEquals(new Reply.NoAnswer(Reply.Why.TIMED_OUT), r);
            assertTrue(System.nanoTime() - start < 5_000_000_000L);
            LichessClient.StreamEnd end = c.stream("/api/stream/event", null, h -> { }, e -> { });
            assertInstanceOf(LichessClient.Dropped.class, end);
            server.silent(false);
        }
    }

    @Test
    void aStreamThatGoesQuietIsDroppedAfterTheIdleLimit() throws Exception {
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN); LichessClient c = client(server, TOKEN)) {
            List<ServerEvent> events = new CopyOnWriteArrayList<>();
            Thread t = new Thread(() -> {
                OnlineFixtureSleep.ms(500);
                server.silent(true);
            });
            t.start();
            long start = System.nanoTime();
            LichessClient.StreamEnd end = c.stream("/api/stream/event", null, h -> { }, events::add);
            assertInstanceOf(LichessClient.Dropped.class, end);
            assertTrue(System.nanoTime() - start < 4_000_000_000L);
            server.silent(false);
        }
    }

    @Test
    void garbageAndHugeLinesAreEventsNotCrashes() throws Exception {
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN); LichessClient c = client(server, TOKEN)) {
            List<ServerEvent> events = new CopyOnWriteArrayList<>();
            AtomicReference<LichessClient.Handle> handle = new AtomicReference<>();
            Thread reader = new Thread(() -> c.stream("/api/stream/event", null, handle::set, events::add));
            reader.start();
            OnlineFixtureSleep.ms(300);
            server.pushEvent("{not json");
            server.pushEvent("[1,2,3]");
            server.pushEvent("{\"type\":\"gameStart\",\"game\":{\"gameId\":\"" + "x".repeat(LichessClient.MAX_BODY) + "\"}}");
            server.pushEvent("{\"type\":\"gameStart\",\"game\":{\"gameId\":\"abc\",\"color\":\"white\"}}");
            long end = System.nanoTime() + 5_000_000_000L;
            while (events.size() < 4 && System.nanoTime() < end) {
                OnlineFixtureSleep.ms(20);
            }
            handle.get().close();
            reader.join(3000);
            assertInstanceOf(ServerEvent.Unreadable.class, events.get(0));
            assertInstanceOf(ServerEvent.Unreadable.class, events.get(1));
            assertInstanceOf(ServerEvent.TooLong.class, events.get(2));
            assertEquals(new ServerEvent.GameStart("abc", Optional.of("white"), Optional.empty()), events.get(3));
        }
    }

    @Test
    void closingASeekStreamCancelsTheSeekOnTheServer() throws Exception {
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN); LichessClient c = client(server, TOKEN)) {
            AtomicReference<LichessClient.Handle> handle = new AtomicReference<>();
            AtomicReference<LichessClient.StreamEnd> ended = new AtomicReference<>();
            Thread reader = new Thread(() -> ended.set(c.stream("/api/board/seek", LichessClient.form("time", "10"),
                    handle::set, e -> { })));
            reader.start();
            long end = System.nanoTime() + 3_000_000_000L;
            while (!server.seeking() && System.nanoTime() < end) {
                OnlineFixtureSleep.ms(20);
            }
            assertTrue(server.seeking());
            handle.get().close();
            reader.join(3000);
            end = System.nanoTime() + 3_000_000_000L;
            while (server.seeking() && System.nanoTime() < end) {
                OnlineFixtureSleep.ms(20);
            }
            assertTrue(!server.seeking(), "the server still holds the seek");
        }
    }
}
