package org.turnpan.chess.session;

import java.util.List;

/**
 * Every typed command, in the order help lists them. A command family (questions, the cursor, the
 * game, files, settings) defines its commands as constants; adding one is adding it to its family
 * and to this list, with its words ({@code session.command.<name>}) and help
 * ({@code session.help.<name>}) in the five catalogues.
 */
final class CommandTable {
    static final List<Command> ALL = List.of(
            GameCommands.HELP,
            QuestionCommands.TURN, QuestionCommands.LAST, QuestionCommands.CLOCK, QuestionCommands.MATERIAL,
            QuestionCommands.PIECES, QuestionCommands.SQUARE, QuestionCommands.RANK, QuestionCommands.FILE,
            QuestionCommands.MOVES, QuestionCommands.ATTACKERS, QuestionCommands.DEFENDERS, QuestionCommands.CHECK,
            QuestionCommands.HISTORY, QuestionCommands.RESULT, QuestionCommands.BOARD,
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
            GuideCommands.RULES, LessonCommands.LEARN, LessonCommands.QUIZ, LessonCommands.STOP);

    private CommandTable() {
    }
}
