package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.online.LoopbackLichess;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.command.OnlineCommands;
import org.turnpan.chess.session.online.OnlineTerms;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * The second part of issue 25 against the loopback lichess: correspondence seeks and the terms of
 * a challenge (rated or casual, colour, days), correspondence games listed with whose move and the
 * time left, numbers said as words, a Chess960 game played with castling both ways.
 */
class OnlineTermsTest {

    @TempDir
    Path folder;

    private static LoopbackLichess.Request last(OnlineFixture f, String path) {
        List<LoopbackLichess.Request> r = f.server.requests().stream().filter(q -> q.path().equals(path)).toList();
        return r.get(r.size() - 1);
    }

    private static org.turnpan.chess.rules.Square square(String name) {
        return org.turnpan.chess.rules.Square.parse(name).orElseThrow();
    }

    @Test
    void theTermsAreReadInEnglishAndItalian() {
        assertEquals(Optional.of(OnlineTerms.realTime(TimeControl.ofMinutes(10, 5)).withRated(true)
                        .withColour(Optional.of(Side.BLACK))),
                OnlineCommands.terms(Locale.ENGLISH, List.of("10+5", "rated", "black")));
        assertEquals(Optional.of(OnlineTerms.correspondence(3)), OnlineCommands.terms(Locale.ENGLISH, List.of("3", "days")));
        assertEquals(Optional.of(OnlineTerms.correspondence(14).withRated(true)),
                OnlineCommands.terms(Locale.ENGLISH, List.of("14d", "rated")));
        assertEquals(Optional.of(OnlineTerms.correspondence(5).withColour(Optional.of(Side.WHITE))),
                OnlineCommands.terms(Locale.ITALIAN, List.of("5", "giorni", "bianco")));
        assertEquals(Optional.of(OnlineTerms.correspondence(2).withRated(true)),
                OnlineCommands.terms(Locale.forLanguageTag("vi"), List.of("2", "ngày", "tính", "điểm")));
        // lichess allows 1, 2, 3, 5, 7, 10 or 14 days; an unknown word is no term
        assertEquals(Optional.empty(), OnlineCommands.terms(Locale.ENGLISH, List.of("4", "days")));
        assertEquals(Optional.empty(), OnlineCommands.terms(Locale.ENGLISH, List.of("10+0", "blue")));
        assertEquals(Optional.empty(), OnlineCommands.terms(Locale.ENGLISH, List.of()));
    }

    @Test
    void aCorrespondenceSeekAndChallengesWithTheirTerms() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.session.submit("online seek 3 days rated");
            f.await("Your rated correspondence seek, 3 days for each move, is on lichess.");
            LoopbackLichess.Request seek = last(f, "/api/board/seek");
            assertTrue(seek.body().contains("days=3") && seek.body().contains("rated=true")
                    && !seek.body().contains("time="), seek.body());
            f.session.submit("online seek 4 days");
            f.await("Type online login to log in to lichess");
            f.session.submit("online seek 10+0 rated white");
            f.await("Looking for an opponent.");
            f.waitFor(f.server::seeking, "the real-time seek");
            seek = last(f, "/api/board/seek");
            assertTrue(seek.body().contains("rated=true") && seek.body().contains("color=white")
                    && seek.body().contains("time=10"), seek.body());
            f.session.submit("online cancel");
            f.await("You are no longer looking for an opponent.");
            f.session.submit("online challenge Ortensia 5+3 rated black");
            f.await("Challenge sent to ortensia.");
            LoopbackLichess.Request challenge = last(f, "/api/challenge/ortensia");
            assertTrue(challenge.body().contains("clock.limit=300") && challenge.body().contains("clock.increment=3")
                    && challenge.body().contains("rated=true") && challenge.body().contains("color=black"),
                    challenge.body());
            f.session.submit("online challenge Ortensia 7d");
            f.waitFor(() -> f.heard.count("Challenge sent to ortensia. A correspondence game, 7 days for each move.") == 1,
                    "the correspondence challenge");
            challenge = last(f, "/api/challenge/ortensia");
            assertTrue(challenge.body().contains("days=7") && challenge.body().contains("rated=false")
                    && !challenge.body().contains("clock.limit"), challenge.body());
        }
    }

    @Test
    void aCorrespondenceChallengeThatArrivesSaysItsDaysAndAChess960OneCanBeAccepted() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.pushEvent("{\"type\":\"challenge\",\"challenge\":{\"id\":\"in7\",\"challenger\":{\"name\":"
                    + "\"Ada\",\"rating\":1480},\"variant\":{\"key\":\"chess960\"},\"rated\":true,\"timeControl\":"
                    + "{\"type\":\"correspondence\",\"daysPerTurn\":3},\"direction\":\"in\"}}");
            f.await("Ada, rated 1480, challenges you to a rated game of chess960. A correspondence game, 3 days for"
                    + " each move.");
            f.session.submit("online accept");
            f.await("You accepted the challenge of Ada.");
            assertEquals(1, f.server.count("POST", "/api/challenge/in7/accept"));
        }
    }

    @Test
    void aCorrespondenceGameIsListedWithWhoseMoveAndTheTimeLeft() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            f.server.correspondence(true);
            f.server.startGame("c1");
            f.await("You play white.");
            f.session.submit("online games");
            f.await("Game 1 is a correspondence game against Ortensia Valli, your move, with 3 days left for the move.");
            f.session.submit("e4");
            f.await("Pawn to e4");
            assertEquals(1, f.server.count("POST", "/api/board/game/c1/move/e2e4"));
            f.session.submit("online games");
            f.await("Game 1 is a correspondence game against Ortensia Valli, their move, with 2 days 23 hours left");
        }
    }

    @Test
    void ratingsAndRatingChangesAreSaidAsWords() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.play("w1", true);
            f.session.submit("resign");
            f.session.submit("yes");
            f.await("Game over.");
            f.server.pushEvent("{\"type\":\"gameFinish\",\"game\":{\"gameId\":\"w1\",\"ratingDiff\":-8}}");
            f.await("Your rating goes down by 8.");
            Catalogue english = Catalogue.forLocale(Locale.ENGLISH);
            List<String> spoken = f.heard.announcements().stream().map(a -> english.render(a.message(), Medium.SPEECH))
                    .toList();
            assertTrue(spoken.contains("Online game on lichess against Ortensia Valli, rated one thousand six hundred"
                    + " twenty, a rated game."), spoken.toString());
            assertTrue(spoken.contains("Your rating goes down by eight."), spoken.toString());
            assertTrue(spoken.stream().noneMatch(l -> l.matches(".*\\d.*") && l.contains("rat")), spoken.toString());
        }
    }

    @Test
    void aChess960GameIsPlayedFromItsPositionWithCastlingBothWays() throws Exception {
        try (OnlineFixture f = new OnlineFixture(folder)) {
            f.login();
            // king on e1, rooks on b1 and g1: the long castling puts the king on c1 and the rook on d1
            f.server.variant("chess960");
            f.server.initialFen("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1");
            f.server.opponentMoves("960", "e8g8");
            f.server.startGame("960");
            f.await("You play white.");
            f.session.submit("O-O-O");
            f.await("Ortensia Valli castles");
            // sent as lichess writes Chess960 castling: the king onto its own rook
            assertEquals(1, f.server.count("POST", "/api/board/game/960/move/e1b1"));
            var position = f.session.game().position();
            assertEquals(org.turnpan.chess.rules.PieceType.KING, position.pieceAt(square("g8")).orElseThrow().type());
            assertEquals(org.turnpan.chess.rules.PieceType.ROOK, position.pieceAt(square("f8")).orElseThrow().type());
            assertEquals(org.turnpan.chess.rules.PieceType.KING, position.pieceAt(square("c1")).orElseThrow().type());
            assertEquals(org.turnpan.chess.rules.PieceType.ROOK, position.pieceAt(square("d1")).orElseThrow().type());
            String pgn = f.store.load().orElseThrow();
            assertTrue(pgn.contains("[Variant \"Chess960\"]") && pgn.contains("O-O-O") && pgn.contains("O-O "), pgn);
        }
    }
}
