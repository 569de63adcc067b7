package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.Learning;
import org.turnpan.chess.session.activity.MistakeDrill;
import org.turnpan.chess.session.activity.Puzzling;
import org.turnpan.chess.session.activity.Quizzing;
import org.turnpan.chess.session.activity.Reviewing;
import org.turnpan.chess.session.command.Command;
import org.turnpan.chess.session.command.CommandGroup;
import org.turnpan.chess.session.command.CommandTable;
import org.turnpan.chess.session.command.CommandWords;
import org.turnpan.chess.session.command.GameCommands;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * Issue 24: each command knows whether it is accepted now (lichess's {@code invalid}:
 * {@code OwnedCommands.refusalNow}), and {@code help} uses that one fact. From a table, in English and
 * Italian: in play, a review, a lesson, the quiz, a puzzle, the mistakes drill and an online game,
 * a command is either listed in its group's help and explained by {@code help COMMAND}, or left
 * out of its group and answered by {@code help COMMAND} with why it is not available now, the very
 * refusal typing it gets. Then, for every command of the table, help lists it exactly when typing
 * it is not refused.
 */
class HelpNowTest {
    private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.ITALIAN);

    @TempDir
    Path folder;

    /** Where the board is. */
    enum Now {
        PLAY, REVIEW, LESSON, QUIZ, PUZZLE, DRILL, ONLINE
    }

    /** A session taken somewhere, what it says, and what to close. */
    private record Place(GameSession session, Recorder heard, Runnable closer) implements AutoCloseable {
        @Override
        public void close() {
            closer.run();
        }
    }

    private static Class<? extends Activity> activity(Now now) {
        return switch (now) {
            case PLAY, ONLINE -> Activity.Playing.class;
            case REVIEW -> Reviewing.class;
            case LESSON -> Learning.class;
            case QUIZ -> Quizzing.class;
            case PUZZLE -> Puzzling.class;
            case DRILL -> MistakeDrill.class;
        };
    }

    /**
     * One row: where, the command (its English name), and the key of the sentence that refuses it
     * there, or null when it is accepted (listed, and explained by help).
     */
    record Row(Now now, String command, String refusal) {
    }

    private static Row listed(Now now, String command) {
        return new Row(now, command, null);
    }

    private static Row refused(Now now, String command, String why) {
        return new Row(now, command, why);
    }

    static List<Row> rows() {
        String review = "session.review.game.command";
        String lesson = "learn.session.game.command";
        String puzzle = "puzzle.game.command";
        String drill = "mistakes.game.command";
        return List.of(
                listed(Now.PLAY, "resign"), listed(Now.PLAY, "takeback"), listed(Now.PLAY, "draw"),
                listed(Now.PLAY, "forward"), listed(Now.PLAY, "hint"), listed(Now.PLAY, "pieces"),
                refused(Now.PLAY, "chat", "online.no.game"), refused(Now.PLAY, "abort", "online.no.game"),
                refused(Now.PLAY, "better", "mistakes.not.drilling"), refused(Now.PLAY, "skip", "mistakes.not.drilling"),
                refused(Now.PLAY, "solution", "puzzle.none.open"),
                refused(Now.REVIEW, "resign", review), refused(Now.REVIEW, "takeback", review),
                refused(Now.REVIEW, "draw", review), refused(Now.REVIEW, "accept", review),
                refused(Now.REVIEW, "player", review), listed(Now.REVIEW, "forward"), listed(Now.REVIEW, "changes"),
                listed(Now.REVIEW, "turn"), listed(Now.REVIEW, "new"), listed(Now.REVIEW, "save"),
                refused(Now.LESSON, "resign", lesson), refused(Now.LESSON, "takeback", lesson),
                refused(Now.LESSON, "forward", lesson), refused(Now.LESSON, "changes", lesson),
                listed(Now.LESSON, "hint"), listed(Now.LESSON, "stop"), listed(Now.LESSON, "leave"),
                listed(Now.LESSON, "pieces"),
                refused(Now.QUIZ, "resign", lesson), refused(Now.QUIZ, "draw", lesson),
                refused(Now.QUIZ, "back", lesson), refused(Now.QUIZ, "comment", lesson),
                listed(Now.QUIZ, "stop"), listed(Now.QUIZ, "square"),
                refused(Now.PUZZLE, "resign", puzzle), refused(Now.PUZZLE, "takeback", puzzle),
                refused(Now.PUZZLE, "forward", puzzle), refused(Now.PUZZLE, "better", "mistakes.not.drilling"),
                listed(Now.PUZZLE, "hint"), listed(Now.PUZZLE, "solution"), listed(Now.PUZZLE, "stop"),
                listed(Now.PUZZLE, "pieces"),
                refused(Now.DRILL, "resign", drill), refused(Now.DRILL, "back", drill),
                refused(Now.DRILL, "player", drill), refused(Now.DRILL, "solution", "puzzle.none.open"),
                listed(Now.DRILL, "better"), listed(Now.DRILL, "skip"), listed(Now.DRILL, "stop"),
                listed(Now.DRILL, "moves"),
                listed(Now.ONLINE, "resign"), listed(Now.ONLINE, "takeback"), listed(Now.ONLINE, "draw"),
                listed(Now.ONLINE, "chat"), listed(Now.ONLINE, "abort"), listed(Now.ONLINE, "claim"),
                refused(Now.ONLINE, "hint", "online.no.engine"), refused(Now.ONLINE, "evaluate", "online.no.engine"),
                refused(Now.ONLINE, "mistakes", "online.no.engine"), refused(Now.ONLINE, "new", "online.game.command"),
                refused(Now.ONLINE, "player", "online.game.command"), refused(Now.ONLINE, "open", "online.game.command"));
    }

    static Stream<Arguments> rowsInEachLanguage() {
        return LANGUAGES.stream().flatMap(lang -> rows().stream().map(row -> Arguments.of(lang, row)));
    }

    /** The table covers every place and says of each place what it refuses and what it keeps. */
    @ParameterizedTest
    @EnumSource(Now.class)
    void theTableCoversEveryPlace(Now now) {
        assertTrue(rows().stream().anyMatch(r -> r.now() == now && r.refusal() == null), now + " lists nothing");
        assertTrue(rows().stream().anyMatch(r -> r.now() == now && r.refusal() != null), now + " refuses nothing");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("rowsInEachLanguage")
    void helpListsExplainsOrSaysWhyNot(Locale lang, Row row) throws Exception {
        try (Place at = at(row.now(), lang)) {
            CommandWords words = new CommandWords(lang, CommandTable.ALL);
            Command c = new CommandWords(Locale.ENGLISH, CommandTable.ALL).command(row.command()).orElseThrow();
            boolean accepted = row.refusal() == null;
            assertEquals(accepted, listed(at, words, c), row + " in its group's help");

            Message help = said(at, words.name(CommandTable.HELP) + " " + words.name(c));
            Catalogue m = Catalogue.forLocale(lang);
            String text = m.render(help, Medium.TEXT);
            assertFalse(text.contains("["), "a key is missing: " + text);
            if (accepted) {
                assertEquals(c.bundle() + ".help." + c.name(), help.key(), text);
                return;
            }
            assertEquals("session.help.refused", help.key(), text);
            assertEquals(row.refusal(), ((Message) help.args().get("why")).key(), text);
            assertTrue(text.toLowerCase(lang).contains(words.name(c)), text);
            // the same fact refuses the command typed
            at.heard().clear();
            at.session().submit(words.name(c));
            List<Announcement> typed = at.heard().announcements();
            assertEquals(1, typed.size(), at.heard().lines().toString());
            assertEquals(Announcement.Kind.REFUSAL, typed.get(0).kind(), at.heard().lines().toString());
            assertEquals(row.refusal(), typed.get(0).message().key());
            assertInstanceOf(activity(row.now()), at.session().activity(), "a refused command leaves the place");
        }
    }

    /** Every command of the table: help lists it exactly when the activity does not refuse it when typed. */
    @ParameterizedTest
    @EnumSource(Now.class)
    void helpListsExactlyWhatIsNotRefused(Now now) throws Exception {
        CommandWords english = new CommandWords(Locale.ENGLISH, CommandTable.ALL);
        try (Place at = at(now, Locale.ENGLISH)) {
            Set<String> refused = new TreeSet<>();
            for (CommandTable.Row row : CommandTable.ROWS) {
                Command c = row.command();
                if (listed(at, english, c)) {
                    continue;
                }
                refused.add(c.name());
                at.heard().clear();
                at.session().submit(english.name(c));
                List<Announcement> said = at.heard().announcements();
                assertEquals(1, said.size(), now + " " + c.name() + ": " + at.heard().lines());
                // yes and no (accept, decline) are answers to the quiz's question (light or dark?)
                boolean answer = (c == GameCommands.ACCEPT || c == GameCommands.DECLINE) && now == Now.QUIZ;
                assertEquals(answer ? Announcement.Kind.ANSWER : Announcement.Kind.REFUSAL, said.get(0).kind(),
                        now + " " + c.name() + ": " + at.heard().lines());
                assertInstanceOf(activity(now), at.session().activity(), "a refused command leaves the activity: " + c.name());
            }
            if (now == Now.PLAY) {
                assertEquals(new TreeSet<>(Set.of("better", "skip", "solution", "chat", "claim", "abort")), refused,
                        "with the game on the board only what works elsewhere is refused");
            } else {
                assertFalse(refused.isEmpty(), now + " refuses nothing");
            }
        }
    }

    /** Takes a session there: a game of four moves, a review of it, lesson 6, the quiz, a puzzle, the drill, a lichess game. */
    private Place at(Now now, Locale lang) throws Exception {
        if (now == Now.ONLINE) {
            OnlineFixture online = new OnlineFixture(folder, SessionSettings.defaults().withLocale(lang));
            online.play("helpgame", true);
            assertTrue(online.session.activity() instanceof Activity.Playing);
            return new Place(online.session, online.heard, online::close);
        }
        Recorder heard = new Recorder();
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(lang),
                new SessionServices(now == Now.DRILL ? OpponentFactory.engines() : OpponentFactory.none(),
                        GameStore.none(), () -> 0L).withQuizSeed(7), heard);
        s.start();
        CommandWords words = new CommandWords(lang, CommandTable.ALL);
        switch (now) {
            case PLAY -> s.submit("e4 e5 Nf3 Nc6");
            case REVIEW -> {
                s.submit("e4 e5 Nf3 Nc6");
                s.submit(word(words, "back"));
            }
            case LESSON -> s.submit(word(words, "learn") + " 6");
            case QUIZ -> s.submit(word(words, "quiz"));
            case PUZZLE -> s.submit(word(words, "puzzle") + " 1");
            case DRILL -> {
                // Black's Nf6 lets the queen mate on f7
                s.submit("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7");
                s.submit(word(words, "mistakes") + " " + (lang == Locale.ITALIAN ? "nero" : "black"));
                assertTrue(s.awaitOpponents(Duration.ofSeconds(60)), "the engine finished");
            }
            default -> throw new AssertionError(now);
        }
        assertInstanceOf(activity(now), s.activity(), now + ": " + heard.lines());
        return new Place(s, heard, s::close);
    }

    private static String word(CommandWords words, String english) {
        return words.name(new CommandWords(Locale.ENGLISH, CommandTable.ALL).command(english).orElseThrow());
    }

    /** The one sentence help answers {@code typed} with. */
    private static Message said(Place at, String typed) {
        at.heard().clear();
        at.session().submit(typed);
        List<Announcement> said = at.heard().announcements();
        assertEquals(1, said.size(), typed + ": " + at.heard().lines());
        return said.get(0).message();
    }

    /** Whether the help of the command's group (nothing when the group is not named now) lists it. */
    private static boolean listed(Place at, CommandWords words, Command c) {
        CommandGroup group = CommandTable.ROWS.stream().filter(r -> r.command() == c).findFirst().orElseThrow().group();
        Message help = said(at, words.name(CommandTable.HELP) + " " + words.groupName(group));
        if (!help.key().equals(group.commandsKey())) {
            // the group is not named now: help says there is no such group, and names the others
            assertEquals("session.help.unknown", help.key());
            return false;
        }
        List<?> commands = (List<?>) help.args().get("commands");
        assertFalse(commands.isEmpty(), help.toString());
        return new ArrayList<>(commands).contains(words.name(c));
    }
}
