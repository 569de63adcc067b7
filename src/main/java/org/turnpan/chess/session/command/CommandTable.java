package org.turnpan.chess.session.command;

import static org.turnpan.chess.session.command.CommandGroup.BOARD;
import static org.turnpan.chess.session.command.CommandGroup.CURSOR;
import static org.turnpan.chess.session.command.CommandGroup.FILES;
import static org.turnpan.chess.session.command.CommandGroup.LEARNING;
import static org.turnpan.chess.session.command.CommandGroup.ONLINE;
import static org.turnpan.chess.session.command.CommandGroup.PLAY;
import static org.turnpan.chess.session.command.CommandGroup.READING;
import static org.turnpan.chess.session.command.CommandGroup.REVIEW;
import static org.turnpan.chess.session.command.CommandGroup.SETTINGS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Every typed command, once, with the group help names it in, in the order help lists each
 * group's commands (at most 20 a group, so that a group is heard in one breath). A command family
 * (questions, the cursor, the game, files, settings) defines its commands as constants; adding one
 * is adding it to its family and one row here, with its words ({@code session.command.<name>}) and
 * help ({@code session.help.<name>}) in the five catalogues.
 */
public final class CommandTable {
    /** {@code help}: the groups of this table, or what one command or group does. */
    public static final Command HELP = Command.of("help", (core, args) -> CommandHelp.now(core).answer(args));

    /** One row of the table: a command and its group. */
    public record Row(Command command, CommandGroup group) {
    }

    public static final List<Row> ROWS = List.of(
            in(BOARD, QuestionCommands.PIECES), in(BOARD, QuestionCommands.SQUARE), in(BOARD, QuestionCommands.RANK),
            in(BOARD, QuestionCommands.FILE), in(BOARD, QuestionCommands.MOVES),
            in(BOARD, QuestionCommands.ATTACKERS), in(BOARD, QuestionCommands.DEFENDERS),
            in(BOARD, QuestionCommands.CHECK), in(BOARD, QuestionCommands.MATERIAL),
            in(BOARD, QuestionCommands.BOARD),
            in(READING, ReadingCommands.RAYS), in(READING, ReadingCommands.DIAGONALS),
            in(READING, ReadingCommands.LINES), in(READING, ReadingCommands.SCAN),
            in(READING, ReadingCommands.KNIGHT), in(READING, ReadingCommands.OVERVIEW),
            in(READING, ReadingCommands.CAPTURED),
            in(CURSOR, CursorCommands.GO), in(CURSOR, CursorCommands.UP), in(CURSOR, CursorCommands.DOWN),
            in(CURSOR, CursorCommands.LEFT), in(CURSOR, CursorCommands.RIGHT), in(CURSOR, CursorCommands.NEXT),
            in(CURSOR, QuestionCommands.HERE), in(CURSOR, CursorCommands.FLIP),
            in(PLAY, QuestionCommands.TURN), in(PLAY, QuestionCommands.LAST), in(PLAY, QuestionCommands.CLOCK),
            in(PLAY, QuestionCommands.HISTORY), in(PLAY, QuestionCommands.RESULT), in(PLAY, GameCommands.HINT),
            in(PLAY, GameCommands.EVALUATE), in(PLAY, GameCommands.NEW), in(PLAY, GameCommands.PLAYER),
            in(PLAY, GameCommands.TAKEBACK), in(PLAY, GameCommands.DRAW), in(PLAY, GameCommands.ACCEPT),
            in(PLAY, GameCommands.DECLINE), in(PLAY, GameCommands.RESIGN), in(PLAY, GameCommands.REPEAT),
            in(PLAY, HELP), in(PLAY, AboutCommand.ABOUT), in(PLAY, GameCommands.QUIT),
            in(REVIEW, ReviewCommands.REVIEW), in(REVIEW, ReviewCommands.FORWARD), in(REVIEW, ReviewCommands.BACK),
            in(REVIEW, ReviewCommands.START), in(REVIEW, ReviewCommands.END), in(REVIEW, ReviewCommands.MOVE),
            in(REVIEW, ReviewCommands.VARIATION), in(REVIEW, ReviewCommands.LEAVE),
            in(REVIEW, ReviewQuestions.CHANGES), in(REVIEW, ReviewQuestions.COMMENT),
            in(REVIEW, ReviewQuestions.HEADER), in(REVIEW, ReviewQuestions.FEN), in(REVIEW, ReviewCommands.FOLLOW),
            in(REVIEW, ReviewCommands.UNFOLLOW), in(REVIEW, AnalyserCommand.ANALYSER), in(REVIEW, PlayFromHere.PLAY),
            in(REVIEW, ReviewCommands.RETURN),
            in(FILES, FileCommands.SAVE), in(FILES, FileCommands.OPEN), in(FILES, GameListCommands.GAMES),
            in(FILES, GameListCommands.GAME), in(FILES, GameListCommands.SEARCH), in(FILES, FileCommands.RESUME),
            in(FILES, FileCommands.DISCARD),
            in(SETTINGS, SettingCommands.LANGUAGE), in(SETTINGS, SettingCommands.STYLE),
            in(SETTINGS, SettingCommands.VERBOSITY), in(SETTINGS, SettingCommands.SQUARES),
            in(SETTINGS, SettingCommands.VOICE), in(SETTINGS, PreferenceCommands.RATE),
            in(SETTINGS, PreferenceCommands.VOLUME), in(SETTINGS, SoundCommand.SOUNDS),
            in(SETTINGS, SettingCommands.WARNINGS), in(SETTINGS, PreferenceCommands.THEME),
            in(SETTINGS, PreferenceCommands.ZOOM), in(SETTINGS, KeyCommands.KEYS), in(SETTINGS, NameCommand.NAME),
            in(LEARNING, GuideCommands.RULES), in(LEARNING, LessonCommands.LEARN), in(LEARNING, LessonCommands.QUIZ),
            in(LEARNING, LessonCommands.STOP),
            in(LEARNING, MistakeCommands.MISTAKES), in(LEARNING, MistakeCommands.BETTER),
            in(LEARNING, MistakeCommands.SKIP), in(LEARNING, MistakeCommands.SCORE),
            in(LEARNING, PuzzleCommands.PUZZLE), in(LEARNING, PuzzleCommands.SOLUTION),
            in(ONLINE, OnlineCommands.ONLINE), in(ONLINE, OnlineCommands.CHAT), in(ONLINE, OnlineCommands.CLAIM),
            in(ONLINE, OnlineCommands.ABORT));

    /** Every command, in the table's order. */
    public static final List<Command> ALL = ROWS.stream().map(Row::command).toList();

    /**
     * Commands that end or replace the game in progress and take no words after them: they run only
     * when typed alone, so a longer line that merely begins with one ("bỏ qua", skip, is not "bỏ",
     * discard) is not taken for it (issue 21, item 1). Every command that ends or replaces a game
     * asks first ({@code GameEndingCommandsTest} walks the whole table).
     */
    static final java.util.Set<Command> ALONE = java.util.Set.of(FileCommands.DISCARD);

    /** Each group's commands in the order help lists them, read from the rows. */
    public static final Map<CommandGroup, List<Command>> GROUPS = groups();

    private CommandTable() {
    }

    private static Row in(CommandGroup group, Command command) {
        return new Row(command, group);
    }

    private static Map<CommandGroup, List<Command>> groups() {
        Map<CommandGroup, List<Command>> groups = new EnumMap<>(CommandGroup.class);
        for (Row row : ROWS) {
            groups.computeIfAbsent(row.group(), g -> new ArrayList<>()).add(row.command());
        }
        groups.replaceAll((g, commands) -> List.copyOf(commands));
        return Collections.unmodifiableMap(groups);
    }
}
