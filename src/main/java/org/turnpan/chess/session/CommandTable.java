package org.turnpan.chess.session;

import static java.util.Map.entry;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Every typed command, and the group help names it in. A command family (questions, the cursor,
 * the game, files, settings) defines its commands as constants; adding one is adding it to its
 * family, to this list and to one group, with its words ({@code session.command.<name>}) and help
 * ({@code session.help.<name>}) in the five catalogues.
 */
final class CommandTable {
    static final List<Command> ALL = List.of(
            GameCommands.HELP,
            QuestionCommands.TURN, QuestionCommands.LAST, QuestionCommands.CLOCK, QuestionCommands.MATERIAL,
            QuestionCommands.PIECES, QuestionCommands.SQUARE, QuestionCommands.RANK, QuestionCommands.FILE,
            QuestionCommands.MOVES, QuestionCommands.ATTACKERS, QuestionCommands.DEFENDERS, QuestionCommands.CHECK,
            QuestionCommands.HISTORY, QuestionCommands.RESULT, QuestionCommands.BOARD,
            // reading the board (issue 26)
            ReadingCommands.RAYS, ReadingCommands.DIAGONALS, ReadingCommands.LINES, ReadingCommands.SCAN,
            ReadingCommands.KNIGHT, ReadingCommands.OVERVIEW, ReadingCommands.CAPTURED,
            CursorCommands.GO, CursorCommands.UP, CursorCommands.DOWN, CursorCommands.LEFT, CursorCommands.RIGHT,
            CursorCommands.NEXT, QuestionCommands.HERE, CursorCommands.FLIP,
            GameCommands.NEW, GameCommands.PLAYER, GameCommands.RESIGN, GameCommands.DRAW, GameCommands.ACCEPT,
            GameCommands.DECLINE, GameCommands.TAKEBACK,
            FileCommands.SAVE, FileCommands.OPEN, FileCommands.RESUME, FileCommands.DISCARD,
            SettingCommands.LANGUAGE, SettingCommands.STYLE, SettingCommands.VERBOSITY, SettingCommands.VOICE,
            SettingCommands.SQUARES, SettingCommands.WARNINGS,
            PreferenceCommands.RATE, PreferenceCommands.VOLUME, PreferenceCommands.THEME, PreferenceCommands.ZOOM,
            SoundCommand.SOUNDS,
            GameCommands.REPEAT, GameCommands.QUIT, GameCommands.HINT, GameCommands.EVALUATE,
            // review (issue 15)
            ReviewCommands.REVIEW, ReviewCommands.FORWARD, ReviewCommands.BACK, ReviewCommands.START,
            ReviewCommands.END, ReviewCommands.MOVE, ReviewCommands.VARIATION, ReviewCommands.LEAVE,
            ReviewCommands.FOLLOW, ReviewCommands.UNFOLLOW, ReviewQuestions.CHANGES, ReviewQuestions.COMMENT,
            ReviewQuestions.HEADER, ReviewQuestions.FEN, PlayFromHere.PLAY, ReviewCommands.RETURN,
            GameListCommands.GAMES, GameListCommands.GAME, GameListCommands.SEARCH, AnalyserCommand.ANALYSER,
            // learning (issue 16): the rules guide, lessons, the quiz
            GuideCommands.RULES, LessonCommands.LEARN, LessonCommands.QUIZ, LessonCommands.STOP,
            // online play (issue 25)
            OnlineCommands.ONLINE, OnlineCommands.CHAT, OnlineCommands.CLAIM, OnlineCommands.ABORT,
            AboutCommand.ABOUT, NameCommand.NAME);

    /**
     * Commands that end or replace the game in progress and take no words after them: they run only
     * when typed alone, so a longer line that merely begins with one ("bỏ qua", skip, is not "bỏ",
     * discard) is not taken for it (issue 21, item 1). Every command that ends or replaces a game
     * asks first ({@code GameEndingCommandsTest} walks the whole table).
     */
    static final java.util.Set<Command> ALONE = java.util.Set.of(FileCommands.DISCARD);

    /**
     * The group of every command, for help: each group's commands in the order help lists them
     * (at most 20, so that a group is heard in one breath). Every command of {@link #ALL} is in
     * exactly one group ({@code CommandGroupsTest}).
     */
    static final Map<CommandGroup, List<Command>> GROUPS = Collections.unmodifiableMap(new EnumMap<>(Map.ofEntries(
            entry(CommandGroup.BOARD, List.of(
                    QuestionCommands.PIECES, QuestionCommands.SQUARE, QuestionCommands.RANK, QuestionCommands.FILE,
                    QuestionCommands.MOVES, QuestionCommands.ATTACKERS, QuestionCommands.DEFENDERS,
                    QuestionCommands.CHECK, QuestionCommands.MATERIAL, QuestionCommands.BOARD)),
            entry(CommandGroup.READING, List.of(
                    ReadingCommands.RAYS, ReadingCommands.DIAGONALS, ReadingCommands.LINES, ReadingCommands.SCAN,
                    ReadingCommands.KNIGHT, ReadingCommands.OVERVIEW, ReadingCommands.CAPTURED)),
            entry(CommandGroup.CURSOR, List.of(
                    CursorCommands.GO, CursorCommands.UP, CursorCommands.DOWN, CursorCommands.LEFT,
                    CursorCommands.RIGHT, CursorCommands.NEXT, QuestionCommands.HERE, CursorCommands.FLIP)),
            entry(CommandGroup.PLAY, List.of(
                    QuestionCommands.TURN, QuestionCommands.LAST, QuestionCommands.CLOCK, QuestionCommands.HISTORY,
                    QuestionCommands.RESULT, GameCommands.HINT, GameCommands.EVALUATE, GameCommands.NEW,
                    GameCommands.PLAYER, GameCommands.TAKEBACK, GameCommands.DRAW, GameCommands.ACCEPT,
                    GameCommands.DECLINE, GameCommands.RESIGN, GameCommands.REPEAT, GameCommands.HELP,
                    AboutCommand.ABOUT, GameCommands.QUIT)),
            entry(CommandGroup.REVIEW, List.of(
                    ReviewCommands.REVIEW, ReviewCommands.FORWARD, ReviewCommands.BACK, ReviewCommands.START,
                    ReviewCommands.END, ReviewCommands.MOVE, ReviewCommands.VARIATION, ReviewCommands.LEAVE,
                    ReviewQuestions.CHANGES, ReviewQuestions.COMMENT, ReviewQuestions.HEADER, ReviewQuestions.FEN,
                    ReviewCommands.FOLLOW, ReviewCommands.UNFOLLOW, AnalyserCommand.ANALYSER, PlayFromHere.PLAY,
                    ReviewCommands.RETURN)),
            entry(CommandGroup.FILES, List.of(
                    FileCommands.SAVE, FileCommands.OPEN, GameListCommands.GAMES, GameListCommands.GAME,
                    GameListCommands.SEARCH, FileCommands.RESUME, FileCommands.DISCARD)),
            entry(CommandGroup.SETTINGS, List.of(
                    SettingCommands.LANGUAGE, SettingCommands.STYLE, SettingCommands.VERBOSITY,
                    SettingCommands.SQUARES, SettingCommands.VOICE, PreferenceCommands.RATE,
                    PreferenceCommands.VOLUME, SoundCommand.SOUNDS, SettingCommands.WARNINGS,
                    PreferenceCommands.THEME, PreferenceCommands.ZOOM, NameCommand.NAME)),
            entry(CommandGroup.LEARNING, List.of(
                    GuideCommands.RULES, LessonCommands.LEARN, LessonCommands.QUIZ, LessonCommands.STOP)),
            entry(CommandGroup.ONLINE, List.of(
                    OnlineCommands.ONLINE, OnlineCommands.CHAT, OnlineCommands.CLAIM, OnlineCommands.ABORT)))));

    private CommandTable() {
    }
}
