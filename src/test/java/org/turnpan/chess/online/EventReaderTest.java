package org.turnpan.chess.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Lines as the API description shows them (doc/specs/schemas), and broken ones. */
class EventReaderTest {

    @Test
    void gameFullWithItsState() {
        ServerEvent e = EventReader.read("{\"type\":\"gameFull\",\"id\":\"5IrD6Gzz\",\"rated\":true,\"variant\":{\"key\":"
                + "\"standard\",\"name\":\"Standard\",\"short\":\"Std\"},\"clock\":{\"initial\":1200000,\"increment\":"
                + "10000},\"speed\":\"classical\",\"perf\":{\"name\":\"Classical\"},\"createdAt\":1523825103562,"
                + "\"white\":{\"id\":\"lovlas\",\"name\":\"lovlas\",\"provisional\":false,\"rating\":2500,\"title\":"
                + "\"IM\"},\"black\":{\"id\":\"leela\",\"name\":\"leela\",\"rating\":2390,\"title\":null},"
                + "\"initialFen\":\"startpos\",\"state\":{\"type\":\"gameState\",\"moves\":\"e2e4 c7c5 f2f4 d7d6\","
                + "\"wtime\":7598040,\"btime\":8395220,\"winc\":10000,\"binc\":10000,\"status\":\"started\"}}").orElseThrow();
        ServerEvent.GameFull full = assertInstanceOf(ServerEvent.GameFull.class, e);
        assertEquals("5IrD6Gzz", full.gameId());
        assertEquals(Optional.of(new ServerEvent.ClockSetting(1200, 10)), full.clock());
        assertEquals(OptionalInt.of(2500), full.white().rating());
        assertEquals(Optional.of("IM"), full.white().title());
        assertEquals(Optional.empty(), full.black().title());
        assertEquals(List.of("e2e4", "c7c5", "f2f4", "d7d6"), full.state().moves());
        assertEquals(7598040, full.state().whiteMillis());
        assertTrue(full.state().started());
    }

    @Test
    void gameStateChatOpponentGoneChallenge() {
        ServerEvent.GameState s = (ServerEvent.GameState) EventReader.read("{\"type\":\"gameState\",\"moves\":"
                + "\"e2e4\",\"wtime\":1,\"btime\":2,\"winc\":0,\"binc\":0,\"status\":\"resign\",\"winner\":\"black\","
                + "\"bdraw\":true,\"wtakeback\":true}").orElseThrow();
        assertEquals(Optional.of("black"), s.winner());
        assertTrue(s.blackOffersDraw() && s.whiteProposesTakeback() && !s.started());
        assertEquals(new ServerEvent.ChatLine("thibault", "Good luck", "player"), EventReader.read(
                "{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"thibault\",\"text\":\"Good luck\"}")
                .orElseThrow());
        assertEquals(new ServerEvent.OpponentGone(true, OptionalInt.of(8)), EventReader.read(
                "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":8}").orElseThrow());
        ServerEvent.Challenge c = (ServerEvent.Challenge) EventReader.read("{\"type\":\"challenge\",\"challenge\":{"
                + "\"id\":\"7pGLxJ4F\",\"status\":\"created\",\"challenger\":{\"id\":\"lovlas\",\"name\":\"Lovlas\","
                + "\"rating\":2506},\"destUser\":{\"id\":\"thibot\",\"name\":\"thibot\"},\"variant\":{\"key\":"
                + "\"standard\"},\"rated\":true,\"speed\":\"rapid\",\"timeControl\":{\"type\":\"clock\",\"limit\":"
                + "300,\"increment\":25,\"show\":\"5+25\"},\"color\":\"random\",\"perf\":{\"icon\":\"#\",\"name\":"
                + "\"Rapid\"}}}").orElseThrow();
        assertEquals("Lovlas", c.challenger());
        assertEquals(Optional.of(new ServerEvent.ClockSetting(300, 25)), c.clock());
    }

    @Test
    void keepAliveGarbageAndOddShapes() {
        assertEquals(Optional.empty(), EventReader.read(""));
        assertEquals(Optional.empty(), EventReader.read("   "));
        for (String bad : List.of("{", "}", "null", "42", "\"gameFull\"", "[{\"type\":\"gameFull\"}]",
                "{\"type\":\"gameFull\"}", "{\"type\":\"gameState\"}", "{\"type\":\"unknown\"}",
                "{\"type\":\"gameState\",\"status\":\"started\"} trailing", "{\"a\":" + "[".repeat(100) + "]}")) {
            assertInstanceOf(ServerEvent.Unreadable.class, EventReader.read(bad).orElseThrow(), bad);
        }
        // a field of the wrong type is absent, never an exception
        assertEquals(new ServerEvent.ChatLine("?", "", "player"),
                EventReader.read("{\"type\":\"chatLine\",\"text\":1e999999}").orElseThrow());
    }
}
