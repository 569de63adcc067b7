package org.turnpan.chess.session;

import java.time.Clock;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import org.turnpan.chess.learn.LessonCatalogue;
import org.turnpan.chess.learn.LessonWords;
import org.turnpan.chess.learn.QuizPositions;

/**
 * What the session keeps for learning between one lesson or quiz and the next: the place in the
 * rules guide, the lessons and which are finished (kept in the data folder), and where each quiz
 * draws its questions from. The lesson and the quiz themselves are activities ({@link Learning},
 * {@link Quizzing}). Not thread-safe; the session calls it under its lock.
 */
final class Tutor {
    private final GuideReader guide = new GuideReader();
    private final LessonShelf shelf;
    private final Supplier<Random> chance;

    Tutor(SessionServices services) {
        this.shelf = new LessonShelf(services.store().lessonsFile(), Clock.systemDefaultZone());
        this.chance = services.chance();
    }

    /** Where the player is in the rules guide. */
    GuideReader guide() {
        return guide;
    }

    /** The finished lessons, read from the data folder when first asked for. */
    LessonShelf shelf() {
        return shelf;
    }

    LessonCatalogue lessons() {
        return LessonCatalogue.standard();
    }

    /** The prepared positions of the quiz ("quiz 3"). */
    QuizPositions quizPositions() {
        return QuizPositions.standard();
    }

    /** A new source of chance for a quiz (seeded in tests). */
    Random chance() {
        return chance.get();
    }

    /** How lessons speak in the session's language and square names. */
    static LessonWords words(SessionCore core) {
        return new LessonWords(core.words().phraser(), core.settings().squareNames());
    }

    /**
     * True when a typed line starts with a command word (a board question, stop), so it is not read
     * as the answer to a lesson's or the quiz's question. "No" and "yes" are answers there ("no
     * piece", "нет", "không có"), not the draw's.
     */
    static boolean startsWithCommand(SessionCore core, String text) {
        CommandWords vocabulary = core.interpreter().vocabulary(core.locale());
        Optional<Command> first = vocabulary.phrases(Arrays.stream(text.toLowerCase(Locale.ROOT).split("\\s+"))
                .filter(t -> !t.isEmpty()).toList()).stream().findFirst().flatMap(vocabulary::command);
        return first.isPresent() && first.get() != GameCommands.ACCEPT && first.get() != GameCommands.DECLINE;
    }
}
