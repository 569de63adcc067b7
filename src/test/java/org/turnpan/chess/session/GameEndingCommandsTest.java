package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.session.command.Command;
import org.turnpan.chess.session.command.CommandTable;
import org.turnpan.chess.session.command.CommandWords;
import org.turnpan.chess.session.command.FileCommands;
import org.turnpan.chess.session.command.GameCommands;
import org.turnpan.chess.session.command.GameListCommands;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 21, item 1 (and issue 23's resign): no typed command ends or replaces a game in progress
 * without asking first, No the default. The walk runs every command of {@link CommandTable#ALL}
 * (with the arguments that make it do the most) in every state a game is in when a word is typed
 * by mistake: in play, against an engine, after a draw offer, in a review, in a lesson, and with a
 * found game offered. After each line the game is the same, or a yes-or-no question waits and
 * answering no (or anything else) leaves it the same.
 */
class GameEndingCommandsTest {

    @TempDir
    Path dir;

    private final List<Announcement> heard = new ArrayList<>();

    /** The states a game in progress is in when a stray word is typed. */
    enum State {
        PLAY, ENGINE, DRAW_OFFERED, REVIEW, LESSON, FOUND
    }

    /**
     * Commands that may change the game without a question, and why: takeback removes the last
     * move by design (said, and played again by typing it); accept is the answer to the draw the
     * other side offered (a question of its own, as yes is); quit keeps the game (autosaved and
     * offered at the next start, {@code FarewellTest}); resume puts the found game back in place of
     * one that has no moves (a move is refused while a found game waits).
     */
    private static final Set<Command> CHANGE_BY_DESIGN = Set.of(GameCommands.TAKEBACK, GameCommands.ACCEPT,
            GameCommands.QUIT, FileCommands.RESUME);

    private GameSession session(State state, Locale locale) throws Exception {
        GameStore store = GameStore.none();
        if (state == State.FOUND) {
            store = new MemoryStore();
            GameSession first = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, () -> 0L),
                    SessionListener.of(a -> { }));
            first.start();
            first.submit("e4 e5 Nf3");
        }
        SessionSettings settings = SessionSettings.defaults().withLocale(locale);
        if (state == State.ENGINE) {
            settings = settings.withPlayers(Player.HUMAN, Player.builtin(1));
        }
        GameSession s = new GameSession(settings, new SessionServices(FakeOpponent.factory(false), store, () -> 0L),
                SessionListener.of(heard::add));
        s.start();
        switch (state) {
            case FOUND -> assertTrue(s.isResumeOffered());
            case ENGINE -> {
                s.submit("e4");
                assertTrue(s.awaitOpponents(Duration.ofSeconds(10)));
                assertEquals(2, s.game().plyCount());
            }
            default -> {
                s.submit("e4 e5 Nf3");
                assertEquals(3, s.game().plyCount());
            }
        }
        switch (state) {
            case DRAW_OFFERED -> s.submit("draw");
            case REVIEW -> s.submit("review");
            case LESSON -> s.submit("learn 1");
            default -> {
            }
        }
        assertFalse(s.question().isPresent(), "no question before the stray word");
        return s;
    }

    /** The line that makes a command do the most: a file to open, a listed game, a game to play from. */
    private String line(Command c, String word) throws Exception {
        if (c == FileCommands.OPEN || c == FileCommands.SAVE) {
            Path one = dir.resolve(c.name() + ".pgn");
            if (c == FileCommands.OPEN) {
                Files.writeString(one, "[White \"A\"]\n[Black \"B\"]\n\n1. d4 d5 *\n");
            }
            return word + " " + one;
        }
        return switch (c.name()) {
            case "game", "move", "takeback", "learn", "quiz" -> word + " 1";
            case "player" -> word + " black human";
            case "new" -> word + " white human black human";
            case "go", "square", "follow" -> word + " e4";
            default -> word;
        };
    }

    private static String firstWord(Locale locale, Command c) {
        return CommandWords.words(Catalogue.forLocale(locale), c.wordsKey()).get(0);
    }

    static Stream<Arguments> everyCommandInEveryState() {
        return Stream.of(State.values()).flatMap(st -> CommandTable.ALL.stream().map(c -> Arguments.of(st, c.name())));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("everyCommandInEveryState")
    void noCommandEndsOrReplacesTheGameUnasked(State state, String name) throws Exception {
        Command c = CommandTable.ALL.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        GameSession s = session(state, Locale.ENGLISH);
        try {
            if (c == GameListCommands.GAME) {
                // a listed file's game N replaces the game: list a file of two games first
                Path two = dir.resolve("two.pgn");
                Files.writeString(two, "1. e4 *\n\n1. d4 *\n");
                s.submit("open " + two);
            }
            Game before = s.game();
            s.submit(line(c, firstWord(Locale.ENGLISH, c)));
            if (s.question().isPresent()) {
                assertTrue(s.yesNoQuestion().isPresent() || c == FileCommands.SAVE, "a yes-or-no question: " + name);
                s.submit(c == FileCommands.SAVE ? "cancel" : "no");
                assertSameGame(before, s.game(), name + " then no");
            } else if (!CHANGE_BY_DESIGN.contains(c)) {
                assertSameGame(before, s.game(), name);
            }
            if (state == State.FOUND) {
                assertTrue(s.isResumeOffered() || c == FileCommands.RESUME, "the found game is still offered: " + name);
            }
        } finally {
            s.close();
        }
    }

    private static void assertSameGame(Game before, Game after, String what) {
        assertEquals(before.plyCount(), after.plyCount(), "the game's moves are kept: " + what);
        assertEquals(before.position(), after.position(), "the game's position is kept: " + what);
        assertEquals(before.isOver(), after.isOver(), "the game is not ended: " + what);
    }

    /** The words of discard in every language, and Vietnamese words that only begin like it. */
    static Stream<Arguments> discardWords() {
        return Stream.of(
                Arguments.of("en", "discard", "yes"),
                Arguments.of("it", "scarta", "sì"),
                Arguments.of("ru", "забыть", "да"),
                Arguments.of("ru", "отбросить", "да"),
                Arguments.of("bg", "откажи", "да"),
                Arguments.of("bg", "забрави", "да"),
                Arguments.of("vi", "bỏ", "có"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("discardWords")
    void discardAsksInEveryLanguageAndYesDoesIt(String lang, String word, String yes) throws Exception {
        for (State state : List.of(State.PLAY, State.ENGINE, State.DRAW_OFFERED, State.REVIEW, State.LESSON)) {
            GameSession s = session(state, Locale.forLanguageTag(lang));
            try {
                int plies = s.game().plyCount();
                s.submit(word);
                assertTrue(s.yesNoQuestion().isPresent(), word + " asks first in " + state);
                s.submit("e4");
                assertEquals(plies, s.game().plyCount(), "any other line is no: " + state);
                s.submit(word);
                s.submit(yes);
                assertEquals(0, s.game().plyCount(), "yes starts a new game: " + state);
            } finally {
                s.close();
            }
        }
    }

    @Test
    void wordsThatOnlyBeginLikeACommandAreNotIt() throws Exception {
        for (String line : List.of("bỏ qua", "bỏ đi", "bỏ ván")) {
            GameSession s = session(State.PLAY, Locale.forLanguageTag("vi"));
            try {
                s.submit(line);
                assertFalse(s.question().isPresent(), line + " is not discard");
                assertEquals(3, s.game().plyCount(), line);
            } finally {
                s.close();
            }
        }
        GameSession s = session(State.PLAY, Locale.ENGLISH);
        try {
            s.submit("discard everything");
            assertFalse(s.question().isPresent(), "discard takes no words");
            assertEquals(3, s.game().plyCount());
        } finally {
            s.close();
        }
    }

    @Test
    void theFoundGameIsForgottenOnlyAfterYes() throws Exception {
        GameSession s = session(State.FOUND, Locale.ENGLISH);
        try {
            s.submit("discard");
            assertEquals(Optional.of("session.confirm.replace.found"), s.question().map(m -> m.key()));
            s.submit("no");
            assertTrue(s.isResumeOffered());
            s.submit("discard");
            s.submit("yes");
            assertFalse(s.isResumeOffered());
            assertEquals(0, s.game().plyCount());
        } finally {
            s.close();
        }
    }

    /** Issue 23: resign asks "Resign this game?", No the default; "resign yes" resigns at once. */
    @ParameterizedTest
    @EnumSource(value = State.class, names = {"PLAY", "ENGINE", "DRAW_OFFERED"})
    void resignAsksAndResignYesDoesItAtOnce(State state) throws Exception {
        Map<String, String[]> words = Map.of("en", new String[] {"resign", "yes"}, "it",
                new String[] {"abbandona", "sì"}, "ru", new String[] {"сдаться", "да"}, "bg",
                new String[] {"предавам", "да"}, "vi", new String[] {"đầu hàng", "có"});
        for (Map.Entry<String, String[]> w : words.entrySet()) {
            GameSession s = session(state, Locale.forLanguageTag(w.getKey()));
            try {
                s.submit(w.getValue()[0]);
                assertEquals(Optional.of("session.confirm.resign"), s.question().map(m -> m.key()), w.getKey());
                s.submit("");
                assertFalse(s.game().isOver(), "an empty line is no: " + w.getKey());
                s.submit(w.getValue()[0] + " " + w.getValue()[1]);
                assertFalse(s.question().isPresent());
                assertTrue(s.game().isOver(), "resign yes resigns at once: " + w.getKey());
            } finally {
                s.close();
            }
        }
    }
}
