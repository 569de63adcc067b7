package org.turnpan.chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.turnpan.chess.session.game.Engines;

class EngineSpecTest {

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvFileSource(resources = "/engine/specs.csv", delimiter = '|', numLinesToSkip = 1, ignoreLeadingAndTrailingWhitespace = false)
    void everythingTypedIsASpecOrAProblem(String text, String expected) {
        EngineSpec.Parsed parsed = EngineSpec.parse(text);
        if (parsed instanceof EngineSpec.Valid v) {
            assertEquals(expected, v.spec().text());
        } else {
            EngineProblem p = ((EngineSpec.Invalid) parsed).problem();
            assertEquals(expected, p.getClass().getSimpleName());
        }
    }

    @Test
    void startingNamesTheProblemOrGivesAnEngine() {
        EngineStart missing = Engines.start("uci:/no/such/engine");
        assertEquals(new EngineProblem.NotFound("/no/such/engine"),
                assertInstanceOf(EngineStart.Failed.class, missing).problem());
        EngineStart builtin = Engines.start("builtin:2");
        try (Engine e = assertInstanceOf(EngineStart.Started.class, builtin).engine()) {
            assertEquals("Turnpan 2", e.name());
        }
        assertInstanceOf(EngineProblem.UnknownSpec.class,
                assertInstanceOf(EngineStart.Failed.class, Engines.start("gnuchess")).problem());
    }
}
