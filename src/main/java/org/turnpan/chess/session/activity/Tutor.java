package org.turnpan.chess.session.activity;

import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import org.turnpan.chess.learn.LessonCatalogue;
import org.turnpan.chess.learn.LessonWords;
import org.turnpan.chess.learn.QuizPositions;
import org.turnpan.chess.session.files.LessonShelf;
import org.turnpan.chess.session.files.PuzzleShelf;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

/**
 * What the session keeps for learning between one lesson or quiz and the next: the place in the
 * rules guide, the lessons and which are finished (kept in the data folder), and where each quiz
 * draws its questions from. The lesson and the quiz themselves are activities ({@link Learning},
 * {@link Quizzing}). Not thread-safe; the session calls it under its lock.
 */
public final class Tutor {
    private final GuideReader guide = new GuideReader();
    private final LessonShelf shelf;
    private final Supplier<Random> chance;
    /** The puzzle record (issue 26), kept beside the finished lessons. */
    private final PuzzleShelf puzzles;

    public Tutor(SessionServices services) {
        this.shelf = new LessonShelf(services.store().lessonsFile(), Clock.system(ZoneId.systemDefault()));
        this.chance = services.chance();
        this.puzzles = new PuzzleShelf(services.store().lessonsFile().map(f -> f.resolveSibling(PuzzleShelf.FILE_NAME)),
                Clock.system(ZoneId.systemDefault()));
    }

    /** The player's puzzle record. */
    public PuzzleShelf puzzles() {
        return puzzles;
    }

    /** The shipped puzzles. */
    public org.turnpan.chess.puzzle.PuzzleSet puzzleSet() {
        return org.turnpan.chess.puzzle.PuzzleSet.standard();
    }

    /** Finds why a wrong puzzle move fails. */
    org.turnpan.chess.puzzle.Refuter refuter() {
        return new org.turnpan.chess.puzzle.EngineRefuter();
    }

    /** Where the player is in the rules guide. */
    public GuideReader guide() {
        return guide;
    }

    /** The finished lessons, read from the data folder when first asked for. */
    public LessonShelf shelf() {
        return shelf;
    }

    public LessonCatalogue lessons() {
        return LessonCatalogue.standard();
    }

    /** The prepared positions of the quiz ("quiz 3"). */
    public QuizPositions quizPositions() {
        return QuizPositions.standard();
    }

    /** A new source of chance for a quiz (seeded in tests). */
    Random chance() {
        return chance.get();
    }

    /** How lessons speak in the session's language and square names. */
    public static LessonWords words(Stage core) {
        return new LessonWords(core.words().phraser(), core.settings().squareNames());
    }

    /**
     * True when a typed line starts with a command word (a board question, stop), so it is not read
     * as the answer to a lesson's or the quiz's question. "No" and "yes" are answers there ("no
     * piece", "нет", "không có"), not the draw's.
     */
    /** Whether a typed line starts with the word for yes or no (accept, decline), which a lesson or the quiz refuses. */
    static boolean startsWithYesOrNo(Stage core, String text) {
        Optional<? extends Order> first = core.firstCommand(text);
        return first.filter(c -> c.is(Order.Kind.YES_OR_NO)).isPresent();
    }

    static boolean startsWithCommand(Stage core, String text) {
        Optional<? extends Order> first = core.firstCommand(text);
        return first.isPresent() && !first.get().is(Order.Kind.YES_OR_NO);
    }

    /**
     * What a lesson or the quiz does with a command of the game it accepts: {@code leave} goes back
     * to the game (there is no variation to leave). Empty: the command runs as usual.
     */
    static Optional<List<Announcement>> gameCommand(Stage core, Order command) {
        if (command.is(Order.Kind.LEAVE)) {
            return Optional.of(core.backToGame());
        }
        return Optional.empty();
    }

    /** A lesson or the quiz refuses the commands that would change the game or walk through it, saying how to go back to it. */
    static Optional<Announcement> refusal(Stage core, Order command) {
        return refusal(command, "learn.session.game.command");
    }

    /**
     * An activity that takes the board from the game (a lesson, the quiz, a puzzle, the mistakes
     * drill) refuses the commands that would change the game or walk through it, with its sentence
     * {@code why} (how to go back to the game).
     */
    static Optional<Announcement> refusal(Order command, String why) {
        if (command.is(Order.Kind.CHANGES_THE_GAME) || command.is(Order.Kind.ABOUT_THE_GAME)) {
            return Optional.of(Announcement.queued(Announcement.Kind.REFUSAL, Message.of(why)));
        }
        return Optional.empty();
    }

    /** "During a lesson or the quiz your game is not on the board. Type stop, or press Escape, ..." */
    public static List<Announcement> gameNotOnTheBoard(Stage core) {
        return List.of(Announcement.queued(Announcement.Kind.REFUSAL,
                Message.of("learn.session.game.command")));
    }

    /**
     * What Escape and the review keys do on a board a lesson or a puzzle has taken from the game:
     * Escape with nothing selected goes back to the game, a review key hears that the game is not
     * on the board. Empty: the key does what it does in play.
     */
    static Optional<List<Announcement>> awayFromTheGame(Stage core, BoardAction action) {
        if (action instanceof BoardAction.Cancel && core.nothingPicked()) {
            return Optional.of(core.backToGame());
        }
        if (action instanceof BoardAction.Review) {
            return Optional.of(gameNotOnTheBoard(core));
        }
        return Optional.empty();
    }
}
