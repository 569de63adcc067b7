package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/** The session playing against the engines through the opponent seam. */
class EngineOpponentSessionTest {
    private final List<Announcement> said = new CopyOnWriteArrayList<>();

    private GameSession session(String white, String black, Duration untimed) {
        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.of(white), Player.of(black));
        GameSession s = new GameSession(settings, new SessionServices(OpponentFactory.engines(untimed), null, null),
                SessionListener.of(said::add));
        s.start();
        return s;
    }

    @Test
    void theBuiltInEngineAnswersAHumanMove() throws Exception {
        GameSession s = session("human", "builtin:2", Duration.ofMillis(100));
        try {
            s.submit("e2e4");
            assertTrue(s.awaitOpponents(Duration.ofSeconds(30)));
            assertEquals(2, s.game().plyCount(), "Black replied");
            assertTrue(s.isHumanToMove());
            assertEquals(2, said.stream().filter(a -> a.kind() == Announcement.Kind.MOVE).count(), said.toString());
        } finally {
            s.close();
        }
    }

    @Test
    void anEngineThatCannotStartIsNamedWithItsReasonAndThatSideIsPlayedByHand() {
        try (GameSession s = session("human", "uci:/no/such/engine", Duration.ofMillis(100))) {
            List<String> refusals = refusals();
            assertEquals("There is no engine at /no/such/engine.", refusals.get(0), said.toString());
            assertEquals(2, refusals.size(), "the reason, then the session's own refusal: " + refusals);
            s.submit("d2d4");
            assertTrue(s.isHumanToMove(), "Black is now played from the keyboard");
        }
    }

    @Test
    void aBadLevelIsExplained() {
        try (GameSession s = session("human", "human", Duration.ofMillis(100))) {
            s.submit("player white builtin:12");
            assertEquals("The built-in engine has levels 1 to 8; “builtin:12” is not one of them.", refusals().get(0));
        }
    }

    /** The refusals said so far, in English. */
    private List<String> refusals() {
        return said.stream().filter(a -> a.kind() == Announcement.Kind.REFUSAL)
                .map(a -> Catalogue.forLocale(Locale.ENGLISH).render(a.message(), Medium.TEXT)).toList();
    }

    @Test
    void twoEnginesPlayAGameToItsResult() throws Exception {
        GameSession s = session("builtin:8", "builtin:1", Duration.ofMillis(40));
        try {
            assertTrue(s.awaitOpponents(Duration.ofSeconds(120)), "the game did not finish");
            assertTrue(s.game().outcome().isPresent());
            assertTrue(said.stream().anyMatch(a -> a.kind() == Announcement.Kind.RESULT), said.toString());
        } finally {
            s.close();
        }
    }

    @Test
    void theEngineTakesADrawOnlyWhenItsOwnSearchSaysItIsBehind() throws Exception {
        // equal material, so counting pieces would decline; the engine sees the mate coming
        assertEquals("session.draw.accepted.by", drawAnswerIn("black-mated-next.pgn", "a1a8"));
        assertEquals("session.draw.declined.by", drawAnswerIn("black-queen-up.pgn", "g1f3"));
    }

    /** Opens the position, plays a move, lets the engine (Black) answer, offers a draw; returns the answer's key. */
    private String drawAnswerIn(String pgn, String move) throws Exception {
        said.clear();
        GameSession s = session("human", "builtin:8", Duration.ofMillis(150));
        try {
            s.perform(Intent.Open.file(java.nio.file.Path.of(getClass().getResource("/session-engine/" + pgn).toURI())));
            s.submit(move);
            assertTrue(s.awaitOpponents(Duration.ofSeconds(30)));
            s.perform(new Intent.OfferDraw());
            return said.stream().map(a -> a.message().key()).filter(k -> k.startsWith("session.draw."))
                    .reduce((a, b) -> b).orElseThrow(() -> new AssertionError("no answer: " + said));
        } finally {
            s.close();
        }
    }

    @Test
    void hintAndEvaluateAreSpokenInWords() throws Exception {
        GameSession s = session("human", "human", Duration.ofMillis(100));
        try {
            s.perform(Intent.Open.file(java.nio.file.Path.of(getClass().getResource("/session-engine/black-mated-next.pgn").toURI())));
            said.clear();
            s.submit("evaluate");
            String evaluation = awaitHelp(Locale.ENGLISH);
            assertTrue(evaluation.startsWith("White mates in two. The best line is rook to a8, check"), evaluation);
            said.clear();
            s.submit("hint");
            String hint = awaitHelp(Locale.ENGLISH);
            assertEquals("The engine suggests rook to a8, check. White mates in two.", hint);
        } finally {
            s.close();
        }
    }

    @Test
    void theHintCommandHasItsWordInEveryLanguage() throws Exception {
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.ITALIAN),
                new SessionServices(OpponentFactory.none(), null, null), SessionListener.of(said::add));
        s.start();
        try {
            said.clear();
            s.submit("suggerimento");
            assertTrue(awaitHelp(Locale.ITALIAN).startsWith("Il motore suggerisce "));
        } finally {
            s.close();
        }
    }

    /** The first help announcement (hint or evaluation), rendered in {@code locale}, once it arrives. */
    private String awaitHelp(Locale locale) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            java.util.Optional<Announcement> help = said.stream().filter(a -> a.kind() == Announcement.Kind.HELP)
                    .findFirst();
            if (help.isPresent()) {
                return Catalogue.forLocale(locale).render(help.get().message(), Medium.TEXT);
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no advice among " + said);
    }
}
