package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.Learning;
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

/**
 * Issue 24: each command knows whether the current activity accepts it (lichess's {@code invalid}),
 * and {@code help} lists only what is accepted now. From a table: in play, a review, a lesson and
 * the quiz, which commands help lists; then, for every command of the table, help lists it exactly
 * when typing it is not refused.
 */
class HelpNowTest {
    private final Recorder heard = new Recorder();
    private final CommandWords english = new CommandWords(Locale.ENGLISH, CommandTable.ALL);

    /** Where the board is. */
    enum Now {
        PLAY, REVIEW, LESSON, QUIZ
    }

    /** Takes the session there: a game of four moves, a review of it, lesson 6, the quiz. */
    private static void enter(Now now, GameSession s) {
        switch (now) {
            case PLAY -> s.submit("e4 e5 Nf3 Nc6");
            case REVIEW -> {
                s.submit("e4 e5 Nf3 Nc6");
                s.submit("back");
            }
            case LESSON -> s.submit("learn 6");
            default -> s.submit("quiz");
        }
    }

    private static Class<? extends Activity> activity(Now now) {
        return switch (now) {
            case PLAY -> Activity.Playing.class;
            case REVIEW -> Reviewing.class;
            case LESSON -> Learning.class;
            case QUIZ -> Quizzing.class;
        };
    }

    /** One row: where, the command, and whether help lists it there. */
    record Row(Now now, String command, boolean listed) {
    }

    static List<Row> rows() {
        return List.of(
                new Row(Now.PLAY, "resign", true), new Row(Now.PLAY, "takeback", true),
                new Row(Now.PLAY, "draw", true), new Row(Now.PLAY, "forward", true),
                new Row(Now.PLAY, "changes", true), new Row(Now.PLAY, "turn", true),
                new Row(Now.REVIEW, "resign", false), new Row(Now.REVIEW, "takeback", false),
                new Row(Now.REVIEW, "draw", false), new Row(Now.REVIEW, "accept", false),
                new Row(Now.REVIEW, "player", false), new Row(Now.REVIEW, "forward", true),
                new Row(Now.REVIEW, "changes", true), new Row(Now.REVIEW, "turn", true),
                new Row(Now.REVIEW, "new", true), new Row(Now.REVIEW, "save", true),
                new Row(Now.LESSON, "resign", false), new Row(Now.LESSON, "takeback", false),
                new Row(Now.LESSON, "forward", false), new Row(Now.LESSON, "changes", false),
                new Row(Now.LESSON, "hint", true), new Row(Now.LESSON, "stop", true),
                new Row(Now.LESSON, "leave", true), new Row(Now.LESSON, "pieces", true),
                new Row(Now.QUIZ, "resign", false), new Row(Now.QUIZ, "draw", false),
                new Row(Now.QUIZ, "back", false), new Row(Now.QUIZ, "comment", false),
                new Row(Now.QUIZ, "stop", true), new Row(Now.QUIZ, "square", true));
    }

    private GameSession at(Now now) {
        GameSession s = new GameSession(SessionSettings.defaults(),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L).withQuizSeed(7), heard);
        s.start();
        enter(now, s);
        assertInstanceOf(activity(now), s.activity(), now.name());
        return s;
    }

    @ParameterizedTest
    @MethodSource("rows")
    void helpListsWhatIsAcceptedNow(Row row) {
        try (GameSession s = at(row.now())) {
            Command c = english.command(row.command()).orElseThrow();
            assertEquals(row.listed(), listed(s, c), row.toString());
        }
    }

    /** Every command of the table: help lists it exactly when the activity does not refuse it when typed. */
    @ParameterizedTest
    @EnumSource(Now.class)
    void helpListsExactlyWhatIsNotRefused(Now now) {
        try (GameSession s = at(now)) {
            int refused = 0;
            for (CommandTable.Row row : CommandTable.ROWS) {
                Command c = row.command();
                if (listed(s, c)) {
                    continue;
                }
                refused++;
                heard.clear();
                s.submit(english.name(c));
                List<Announcement> said = heard.announcements();
                assertEquals(1, said.size(), now + " " + c.name() + ": " + heard.lines());
                // yes and no (accept, decline) are answers to the quiz's question (light or dark?)
                boolean answer = (c == GameCommands.ACCEPT || c == GameCommands.DECLINE) && now == Now.QUIZ;
                assertEquals(answer ? Announcement.Kind.ANSWER : Announcement.Kind.REFUSAL, said.get(0).kind(),
                        now + " " + c.name() + ": " + heard.lines());
                assertInstanceOf(activity(now), s.activity(), "a refused command leaves the activity: " + c.name());
            }
            assertEquals(now == Now.PLAY, refused == 0, now + " refuses " + refused + " commands");
        }
    }

    /** The help sentence of the command's group (nothing when the group is not named now) lists it. */
    private boolean listed(GameSession s, Command c) {
        CommandGroup group = CommandTable.ROWS.stream().filter(r -> r.command() == c).findFirst().orElseThrow().group();
        heard.clear();
        s.submit("help " + english.groupName(group));
        List<String> lines = heard.lines();
        assertEquals(1, lines.size(), lines.toString());
        String text = lines.get(0);
        if (!heard.announcements().get(0).message().key().equals(group.commandsKey())) {
            // the group is not named now: help says there is no such group, and names the others
            assertFalse(text.contains(english.groupName(group) + " with"), text);
            return false;
        }
        String first = text.substring(0, text.indexOf(". "));
        String commands = first.substring(first.lastIndexOf(" are ") + 5);
        assertTrue(!commands.isBlank(), text);
        return Pattern.compile("(^|, | and )" + Pattern.quote(english.name(c)) + "(,|$| and)").matcher(commands).find();
    }
}
