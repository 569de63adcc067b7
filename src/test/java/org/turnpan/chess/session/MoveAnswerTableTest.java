package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * Issue 23, from {@code session/move-answers.tsv} in five languages: a move is answered with a whole
 * sentence, a capital and a full stop, that says who moved where the listener cannot tell ("White
 * plays knight to f3." at a keyboard both sides share, "Fake plays pawn to a6." for an engine, "Knight to
 * f3." for the player's own move against it); review stepping, the lesson and "what changed" too.
 */
class MoveAnswerTableTest {

    @TestFactory
    Stream<DynamicTest> everyMoveAnswerIsAWholeSentenceThatSaysWhoMoved() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (InputStream in = MoveAnswerTableTest.class.getResourceAsStream("/session/move-answers.tsv")) {
            assertNotNull(in, "session/move-answers.tsv is missing");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] c = line.split("\t", -1);
                assertEquals(5, c.length, line);
                tests.add(DynamicTest.dynamicTest(line, () -> check(c[0], c[1], c[2], c[3], c[4])));
            }
        }
        assertTrue(tests.size() > 30, "the table is read");
        return tests.stream();
    }

    private static void check(String lang, String white, String black, String typed, String expected) throws Exception {
        Recorder heard = new Recorder();
        OpponentFactory engines = player -> Optional.of(new FakeOpponent(false));
        Locale locale = Locale.forLanguageTag(lang);
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale)
                .withPlayers(Player.of(white), Player.of(black)),
                new SessionServices(engines, GameStore.none(), () -> 0L), heard)) {
            s.start();
            List<String> lines = typed.equals("-") ? List.of() : List.of(typed.split(";"));
            for (int i = 0; i < lines.size(); i++) {
                if (i == lines.size() - 1) {
                    heard.clear();
                }
                s.submit(lines.get(i));
                assertTrue(s.awaitOpponents(Duration.ofSeconds(10)), "the engine answered");
            }
            Catalogue cat = Catalogue.forLocale(locale);
            List<String> all = new ArrayList<>();
            for (Announcement a : heard.announcements()) {
                String text = cat.render(a.message(), Medium.TEXT);
                all.add(text);
                if (a.kind() == Announcement.Kind.MOVE) {
                    assertTrue(Character.isUpperCase(text.codePointAt(0)) && text.endsWith("."),
                            "a move is said as a whole sentence: \"" + text + "\"");
                }
            }
            String said = String.join("\n", all);
            assertTrue(said.contains(expected), "expected \"" + expected + "\" in:\n" + said);
        }
    }
}
