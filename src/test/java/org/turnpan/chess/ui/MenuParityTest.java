package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * Issue 24: the window's menus and dialogs perform the same {@link Intent}s the typed commands
 * build, so the console and the window say the same and ask the same, in every language: the Open
 * menu on a file of several games lists them (and a game of the list opens after the same
 * question, the game in progress being replaced), resign asks in both and is refused in both during a review, and help lists the same
 * commands and says the same of a command not available now (help resign in a review). The window's sentences name keys where the console's name commands to type (their
 * {@code .by.keys} twins); apart from that they are the same sentences.
 */
class MenuParityTest {
    private static final Path FILE = Path.of("src/test/resources/pgn/fixtures/chessops-kasparov-deep-blue-1997.pgn");

    /** A step: what the console's player types, and what the window's player does for the same intent. */
    record Step(String id, String typed, Consumer<GameSession> window) {
    }

    private static Step typed(String id, String line) {
        return new Step(id, line, s -> s.submit(line)); // the window's command field
    }

    private static List<Step> steps(Locale lang) {
        Catalogue m = Catalogue.forLocale(lang);
        String yes = word(m, "session.answer.yes");
        String no = word(m, "session.answer.no");
        return List.of(
                typed("e4", "e4"),
                new Step("resign-asks", command(m, "resign"), s -> s.perform(new Intent.Resign())),
                new Step("resign-no", no, s -> s.answer(false)),
                typed("help", command(m, "help")),
                typed("help-play", command(m, "help") + " " + word(m, "session.group.play")),
                typed("back", command(m, "back")),
                typed("help-play-review", command(m, "help") + " " + word(m, "session.group.play")),
                typed("help-resign-review", command(m, "help") + " " + command(m, "resign")),
                new Step("resign-review", command(m, "resign"), s -> s.perform(new Intent.Resign())),
                typed("return", command(m, "return")),
                // listing replaces nothing, so nothing is asked yet
                new Step("open-lists", command(m, "open") + " " + FILE, s -> s.perform(Intent.Open.file(FILE))),
                typed("games", command(m, "games")),
                typed("game-2-asks", command(m, "game") + " 2"),
                new Step("game-2-yes", yes, s -> s.answer(true)));
    }

    /** The word help names first for a command, whichever catalogue holds its words. */
    private static String command(Catalogue m, String name) {
        return Stream.of("session", "review", "engine", "learn", "online").map(b -> b + ".command." + name)
                .filter(m::has).findFirst().map(k -> word(m, k)).orElseThrow(() -> new AssertionError("no command " + name));
    }

    /** The word help names first for a command, a group or an answer. */
    private static String word(Catalogue m, String key) {
        return m.template(key).split(",")[0].strip();
    }

    @TestFactory
    Stream<DynamicTest> theMenusSayWhatTheTypedCommandsSay() throws Exception {
        assertTrue(Files.isRegularFile(FILE), FILE + " is missing");
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            List<Step> steps = steps(lang);
            Map<String, List<Announcement>> console = run(lang, Controls.TYPED, steps, true);
            Map<String, List<Announcement>> window = run(lang, Controls.KEYS, steps, false);
            Catalogue m = Catalogue.forLocale(lang);
            for (Step step : steps) {
                tests.add(DynamicTest.dynamicTest(lang + " " + step.id(), () -> {
                    List<String> typed = rendered(m, console.get(step.id()), false);
                    assertFalse(typed.isEmpty(), "the console said nothing to " + step.typed());
                    assertEquals(typed, rendered(m, window.get(step.id()), true), step.typed());
                }));
            }
            tests.add(DynamicTest.dynamicTest(lang + ": the list names the window's keys", () -> {
                List<String> keys = window.get("open-lists").stream().map(a -> a.message().key()).toList();
                assertTrue(keys.contains("session.games.listed" + Controls.KEYS_SUFFIX), keys.toString());
                assertTrue(rendered(m, window.get("open-lists"), false).get(0).contains("Ctrl+L"));
                assertEquals("session.confirm.resign", window.get("resign-asks").get(0).message().key());
                assertEquals(Announcement.Kind.REFUSAL, window.get("resign-review").get(0).kind(), "no resign in a review");
                assertEquals("session.review.game.command" + Controls.KEYS_SUFFIX,
                        window.get("resign-review").get(0).message().key());
                Message helpResign = window.get("help-resign-review").get(0).message();
                assertEquals("session.help.refused", helpResign.key(), "help for resign in a review says why not");
                assertEquals("session.review.game.command" + Controls.KEYS_SUFFIX, ((Message) helpResign.args().get("why")).key());
                assertTrue(window.get("game-2-asks").get(0).message().key().startsWith("session.confirm"),
                        "opening a listed game over the game in progress asks first");
                assertTrue(window.get("game-2-yes").stream().anyMatch(a -> a.message().key().equals("session.games.opened")),
                        window.get("game-2-yes").toString());
            }));
        }
        return tests.stream();
    }

    /** What the session said after each step, with the console's typed lines or the window's intents. */
    private static Map<String, List<Announcement>> run(Locale lang, Controls controls, List<Step> steps, boolean typing) {
        List<Announcement> heard = new ArrayList<>();
        Map<String, List<Announcement>> said = new LinkedHashMap<>();
        try (GameSession s = new GameSession(FrontEnds.settings(lang), FrontEnds.services().withControls(controls),
                SessionListener.of(heard::add))) {
            s.start();
            for (Step step : steps) {
                heard.clear();
                if (typing) {
                    s.submit(step.typed());
                } else {
                    step.window().accept(s);
                }
                said.put(step.id(), List.copyOf(heard));
            }
        }
        return said;
    }

    /** Rendered as shown; {@code typedTwin}: each key-naming twin as the typed sentence it stands for. */
    private static List<String> rendered(Catalogue m, List<Announcement> said, boolean typedTwin) {
        return said.stream().map(a -> m.render(typedTwin ? typed(a.message()) : a.message(), Medium.TEXT)).toList();
    }

    private static Message typed(Message message) {
        Map<String, Object> args = new LinkedHashMap<>();
        message.args().forEach((k, v) -> args.put(k, v instanceof Message inner ? typed(inner) : v));
        String key = message.key();
        return new Message(key.endsWith(Controls.KEYS_SUFFIX) ? key.substring(0, key.length() - Controls.KEYS_SUFFIX.length())
                : key, args, message.shown());
    }
}
