package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.PieceLetters;
import org.turnpan.chess.puzzle.MateSearch;
import org.turnpan.chess.puzzle.Puzzle;
import org.turnpan.chess.puzzle.PuzzleSet;
import org.turnpan.chess.puzzle.Theme;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Puzzle mode in the console, in English and Russian, on puzzles of the shipped set (found by their
 * themes, so the test holds when the set is rebuilt): a mate in one solved at once; a mate in two
 * with a hint, a wrong move refuted, then solved; a puzzle's solution asked for; the record. Moves
 * are typed in the language's own letters (Cyrillic in Russian).
 */
class PuzzleConsoleTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Puzzle ... of | to move: mate in 1 | Right, | Solved! | rating rises by | puzzle solved in a row | to move: mate in 2 moves | Move the | does not work, because ... answers | This puzzle counts as failed. | Right, ... answers | Solved, with a hint. | falls by | The solution is | Your puzzle rating is ... Solved 1, failed 2
            ru | Задача ... из | начинают и дают мат в 1 ход | Верно, | Решено! | вырос на | Решено подряд, 1 | начинают и дают мат в 2 хода | Ходите фигурой с поля | не проходит, потому что ... отвечают | Задача засчитана как нерешённая. | Верно, ... отвечают, | Решено, с подсказкой. | снизился на | Решение, | Ваш рейтинг в задачах — ... Решено, 1, не решено, 2
            """)
    void solvedFailedHintedAndTheSolution(String lang, String header, String mate1, String right1, String solved,
                                          String up, String streak, String mate2, String hint, String wrong,
                                          String failed, String right2, String solvedHinted, String down,
                                          String solution, String record) {
        Locale locale = Locale.forLanguageTag(lang);
        PuzzleSet set = PuzzleSet.standard();
        // the hardest mate in one: solving it must raise a new player's 1500 (an easy one moves it by 0)
        Puzzle one = set.puzzles().stream().filter(p -> p.themes().contains(Theme.MATE_IN_1))
                .max(java.util.Comparator.comparingInt(Puzzle::rating)).orElseThrow();
        Puzzle two = first(set, Theme.MATE_IN_2);
        Puzzle other = set.puzzles().stream().filter(p -> p.mateIn().isEmpty()).findFirst().orElseThrow();
        PieceLetters letters = PieceLetters.forLocale(locale);

        List<String> inputs = new ArrayList<>();
        inputs.add(word(lang, "puzzle") + " " + one.number());
        inputs.add(MoveText.san(one.start(), one.solution().get(0), letters));
        inputs.add(word(lang, "puzzle") + " " + two.number());
        inputs.add(word(lang, "hint"));
        Position start = two.start();
        Move wrongMove = start.legalMoves().stream()
                .filter(m -> start.play(m).hasLegalMove() && !new MateSearch().mateFollows(start.play(m), 1))
                .findFirst().orElseThrow();
        inputs.add(MoveText.san(start, wrongMove, letters));
        inputs.add(MoveText.san(start, two.solution().get(0), letters));
        Position third = start.play(two.solution().get(0)).play(two.solution().get(1));
        inputs.add(MoveText.san(third, new MateSearch().mateMove(third, 1).orElseThrow(), letters));
        inputs.add(word(lang, "puzzle") + " " + other.number());
        inputs.add(word(lang, "solution"));
        inputs.add(word(lang, "puzzle") + " " + word(lang, "score"));

        SessionSettings settings = SessionSettings.defaults().withLocale(locale);
        List<String> out = ConsoleScript.of("puzzle-" + lang, settings, inputs)
                .printedLines(new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L));
        String unmet = ConsoleScript.firstUnmet(out, List.of(header.replace("...", Integer.toString(one.number())) + " ... " + mate1, right1
                + " ... " + solved + " ... " + up + " ... " + streak, header.replace("...", Integer.toString(two.number())) + " ... " + mate2, hint,
                wrong + " ... " + failed + " ... " + down, right2, solvedHinted, solution + " ... " + down, record));
        assertNull(unmet, () -> "missing \"" + unmet + "\" in\n" + String.join("\n", out) + "\ninputs " + inputs);
    }

    private static Puzzle first(PuzzleSet set, Theme theme) {
        return set.puzzles().stream().filter(p -> p.themes().contains(theme)).findFirst().orElseThrow();
    }

    private static String word(String lang, String english) {
        if (lang.equals("en")) {
            return english;
        }
        return switch (english) {
            case "puzzle" -> "задача";
            case "hint" -> "подсказка";
            case "solution" -> "решение";
            case "score" -> "рейтинг";
            default -> throw new IllegalArgumentException(english);
        };
    }
}
