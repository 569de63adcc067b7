package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.console.TerminalReaders.Program;

/** Which running programs mean a screen reader already reads the terminal aloud. */
class TerminalReadersTest {

    @ParameterizedTest(name = "{0} by {1} in TERM={2}, speakup module {3}: {4}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            /usr/bin/python3 /usr/bin/orca --replace | anna  | xterm-256color | false | Orca
            /usr/bin/python3.11 -O /usr/bin/orca     | anna  | xterm          | false | Orca
            /usr/bin/orca                            | anna  | xterm          | false | Orca
            /usr/bin/python3 /usr/bin/orca           | gdm   | xterm          | false | -
            /usr/bin/python3 /usr/bin/fenrir         | anna  | linux          | false | Fenrir
            /usr/bin/fenrir-daemon                   | anna  | linux          | false | Fenrir
            /usr/bin/python3 /usr/local/bin/tdsr     | anna  | xterm          | false | TDSR
            /usr/bin/espeakup                        | root  | linux          | false | Speakup
            /usr/bin/espeakup                        | root  | xterm          | false | -
            /usr/bin/bash                            | anna  | linux          | true  | Speakup
            /usr/bin/bash                            | anna  | xterm          | true  | -
            /usr/bin/brltty                          | anna  | linux          | false | -
            /usr/bin/speech-dispatcher               | anna  | xterm          | false | -
            /usr/bin/python3 /home/anna/orcax.py     | anna  | xterm          | false | -
            """)
    void readers(String commandLine, String user, String term, boolean speakup, String expected) {
        Program p = new Program(user, List.of(commandLine.split(" ")));
        assertEquals(Optional.ofNullable(expected), TerminalReaders.among(List.of(p), "anna", term, speakup));
    }
}
