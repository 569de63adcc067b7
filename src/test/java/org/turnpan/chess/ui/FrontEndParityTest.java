package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.speech.Catalogue;

/**
 * The same questions and moves, in all five languages, typed into the console and pressed as keys
 * in the window (without a toolkit; {@code FrontEndParityWindowTest} presses them in a real window
 * once), give the same sentences; and those are the golden sentences a native reader checked.
 * Record the golden files from what the console says with {@code -Dturnpan.golden.record=true}.
 */
class FrontEndParityTest {

    @TestFactory
    Stream<DynamicTest> theConsoleAndTheWindowSayTheSameInEveryLanguage() {
        List<FrontEnds.Step> steps = FrontEnds.steps();
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            Map<String, List<String>> console = FrontEnds.console(lang, steps);
            Map<String, List<String>> window = FrontEnds.window(lang, steps);
            boolean recording = Boolean.getBoolean(FrontEnds.RECORD);
            if (recording) {
                FrontEnds.record(lang, console);
            }
            Map<String, List<String>> golden = recording ? console : FrontEnds.golden(lang);
            tests.add(DynamicTest.dynamicTest(lang + ": every step has golden sentences",
                    () -> assertEquals(console.keySet(), golden.keySet())));
            for (FrontEnds.Step step : steps) {
                tests.add(DynamicTest.dynamicTest(lang + " " + step.id(), () -> {
                    assertFalse(console.get(step.id()).isEmpty(), "the console said nothing to " + step.typed());
                    assertEquals(console.get(step.id()), window.get(step.id()),
                            "typed \"" + step.typed() + "\" and pressed " + step.keys());
                    assertEquals(golden.get(step.id()), console.get(step.id()));
                }));
            }
        }
        return tests.stream();
    }
}
