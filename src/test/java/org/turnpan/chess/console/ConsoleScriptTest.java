package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;

/**
 * Every script in src/test/resources/console, piped through the console, gives exactly the
 * conversation written in it: every printed line, in order, in its place between the inputs. The
 * clocks stand still (a time source that never advances), so timed answers are exact too.
 * {@code -Dturnpan.scripts.record=true} rewrites the answers from the actual output instead.
 */
class ConsoleScriptTest {

    static List<String> scripts() throws IOException {
        return ConsoleScript.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scripts")
    void scriptGivesTheWholeConversation(String name) throws IOException {
        ConsoleScript script = ConsoleScript.load(name);
        assertFalse(script.inputs().isEmpty(), "a script must type something");
        // every quiz draws the same questions, so a quiz round is a conversation that can be written down
        List<String> conversation = script.run(new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L)
                .withQuizSeed(1));
        if (Boolean.getBoolean(ConsoleScript.RECORD)) {
            script.record(conversation);
            return;
        }
        assertEquals(String.join("\n", script.expected()), String.join("\n", conversation),
                () -> name + ": the conversation differs (record with -D" + ConsoleScript.RECORD + "=true and review the diff)");
    }
}
