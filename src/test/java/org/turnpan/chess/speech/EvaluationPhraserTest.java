package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

class EvaluationPhraserTest {
    private static final Pattern SLOT = Pattern.compile("\\{\\^?(\\w+)(?::[a-z.]+)?}");
    private final EvaluationPhraser english = EvaluationPhraser.forLocale(Locale.ENGLISH);
    private final Catalogue en = Catalogue.forLocale(Locale.ENGLISH);

    @ParameterizedTest(name = "{0} {1} {2}: {3}")
    @CsvFileSource(resources = "/engine/evaluations.csv", delimiter = '|', numLinesToSkip = 1)
    void scoresAreSpokenFromTheBetterSide(boolean mate, int value, Side toMove, String sentence) {
        assertEquals(sentence, en.render(english.evaluation(new Score(mate, value), toMove), Medium.TEXT));
    }

    @Test
    void otherLanguagesSayItInTheirOwnWords() {
        Score pawnUp = Score.centipawns(110);
        assertEquals("У белых перевес примерно в пешку.", Catalogue.forLocale(Locale.forLanguageTag("ru"))
                .render(EvaluationPhraser.forLocale(Locale.forLanguageTag("ru")).evaluation(pawnUp, Side.WHITE)));
        assertEquals("Il Nero dà matto in tre mosse.", Catalogue.forLocale(Locale.ITALIAN)
                .render(EvaluationPhraser.forLocale(Locale.ITALIAN).evaluation(Score.mateIn(3), Side.BLACK)));
    }

    @Test
    void aHintNamesTheMoveInWordsAndTheEvaluation() {
        Position start = Position.initial();
        Move nf3 = Move.parseUci("g1f3").orElseThrow();
        SearchResult r = new SearchResult(nf3, Score.centipawns(30), List.of(nf3), 10, 1000);
        assertEquals("The engine suggests knight to f3. White is slightly better.", en.render(english.hint(start, r)));
        assertEquals("The engine suggests knight to f3.", en.render(english.hint(start, nf3)));
    }

    @Test
    void aLineJoinsItsMovesInOrder() {
        Position start = Position.initial();
        List<Move> pv = List.of(Move.parseUci("e2e4").orElseThrow(), Move.parseUci("e7e5").orElseThrow(),
                Move.parseUci("g1f3").orElseThrow());
        assertEquals("The best line is pawn to e4, pawn to e5.", en.render(english.line(start, pv, 2)));
    }

    @Test
    void everyProblemHasASentenceWithEverySlotFilledInEveryLanguage() {
        for (Class<?> type : EngineProblem.class.getPermittedSubclasses()) {
            EngineProblem sample = sample(type);
            for (Locale l : Catalogue.LANGUAGES) {
                Catalogue m = Catalogue.forLocale(l);
                assertTrue(m.has(sample.key()), sample.key() + " in " + l);
                String text = m.render(EvaluationPhraser.problem(sample));
                assertFalse(text.contains("{"), l + ": " + text);
            }
        }
        assertEquals("The engine at /opt/x could not be started.",
                en.render(EvaluationPhraser.problem(new EngineProblem.StartFailed("/opt/x", "no permission"))));
        assertEquals("The engine Fake stopped answering; the game is kept. Choose another opponent to continue.",
                en.render(EvaluationPhraser.problem(new EngineProblem.Crashed("Fake"))));
        assertEquals("the built-in engine at level 3", en.render(english.player(new EngineSpec.Builtin(3), "Turnpan 3"), Medium.TEXT));
    }

    @Test
    void everyLanguageHasEveryEngineSentenceWithTheSameSlots() {
        Map<String, String> base = Catalogue.read("i18n/engine.properties");
        for (Locale l : Catalogue.LANGUAGES.subList(1, Catalogue.LANGUAGES.size())) {
            Map<String, String> other = Catalogue.read("i18n/engine_" + l.getLanguage() + ".properties");
            assertEquals(new TreeSet<>(base.keySet()), new TreeSet<>(other.keySet()), "keys of " + l);
            for (String key : base.keySet()) {
                assertEquals(slots(base.get(key)), slots(other.get(key)), key + " in " + l);
                assertFalse(other.get(key).equals(base.get(key)) && !key.equals("engine.line.join") && !key.equals("engine.evaluation"),
                        key + " is not translated into " + l);
            }
        }
    }

    private static SortedSet<String> slots(String template) {
        TreeSet<String> out = new TreeSet<>();
        Matcher m = SLOT.matcher(template);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @SuppressWarnings("RethrowReflectiveOperationExceptionAsLinkageError") // a test fails with an AssertionError
    private static EngineProblem sample(Class<?> type) {
        try {
            var components = type.getRecordComponents();
            Object[] args = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                args[i] = types[i] == int.class ? 1 : types[i] == Duration.class ? Duration.ofSeconds(2) : "x";
            }
            return (EngineProblem) type.getDeclaredConstructor(types).newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
