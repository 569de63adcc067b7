package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.SessionServices;

/** Every script in src/test/resources/console, piped through the console, gives the expected answers in order. */
class ConsoleScriptTest {

    static List<String> scripts() throws IOException {
        return ConsoleScript.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scripts")
    void scriptGivesExpectedAnswers(String name) {
        ConsoleScript script = ConsoleScript.load(name);
        assertFalse(script.expected().isEmpty(), "a script must expect something");
        List<String> output = script.run(SessionServices.basic());
        String unmet = ConsoleScript.firstUnmet(output, script.expected());
        assertNull(unmet, () -> name + ": expected a line containing \"" + unmet + "\" in order; output was:\n"
                + String.join("\n", output));
    }
}
