package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * A command line picocli cannot read is answered in the language of {@code --lang}, one line on
 * standard error, exit status 2: "--lang it perft --bogus" said "Unknown option: '--bogus'" and
 * then English usage.
 */
class ParseErrorsTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        // language | arguments after --lang        | words the sentence holds
        "it | perft --bogus                        | L'opzione --bogus non esiste.",
        "ru | perft --bogus                        | Параметра --bogus нет.",
        "bg | --bogus                              | Няма параметър --bogus.",
        "vi | say --bogus                          | Không có tùy chọn --bogus.",
        "en | perft --bogus                        | There is no option --bogus.",
        "it | perft --fen                          | L'opzione --fen vuole un valore",
        "ru | perft --fen                          | После параметра --fen",
        "vi | pgn check                            | còn thiếu một đối số, FILE.",
        "ru | pgn frobnicate                       | не понимает слово frobnicate",
        "it | --voice                              | L'opzione --voice vuole un valore",
    })
    void saidInTheLanguageAsked(String lang, String arguments, String expected) {
        String[] rest = arguments.trim().split(" +");
        String[] args = new String[rest.length + 2];
        args[0] = "--lang";
        args[1] = lang;
        System.arraycopy(rest, 0, args, 2, rest.length);
        SayCommandTest.Run r = SayCommandTest.run(args);
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line, no usage wall: " + r.err());
        assertFalse(r.err().contains("Usage"), r.err());
        assertTrue(r.err().contains("--help"), "says where the options are listed: " + r.err());
    }

    /** A command with a typed option, for the value picocli cannot convert. */
    @Command(name = "typed")
    static final class Typed implements Runnable {
        @Option(names = "--count")
        int count;

        @Option(names = "--name", required = true)
        String name;

        @Override
        public void run() {
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"it, Il valore abc non è valido per --count.", "bg, Стойността abc не е допустима за --count.",
        "vi, Giá trị abc không hợp lệ cho --count.", "en, The value abc is not valid for --count."})
    void aValueOfTheWrongKind(String lang, String expected) {
        CommandLine commandLine = new CommandLine(new Typed());
        StringWriter err = new StringWriter();
        commandLine.setErr(new PrintWriter(err));
        commandLine.setParameterExceptionHandler(ParseErrors.forArguments("--lang", lang));
        assertEquals(2, commandLine.execute("--count", "abc"));
        assertTrue(err.toString().startsWith(expected), err.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"bg, Командата typed изисква параметъра --name.", "ru, Для команды typed обязателен параметр --name.",
        "en, The command typed needs the option --name."})
    void aRequiredOptionNotTyped(String lang, String expected) {
        CommandLine commandLine = new CommandLine(new Typed());
        StringWriter err = new StringWriter();
        commandLine.setErr(new PrintWriter(err));
        commandLine.setParameterExceptionHandler(ParseErrors.forArguments("--lang", lang));
        assertEquals(2, commandLine.execute("--count", "3"));
        assertTrue(err.toString().startsWith(expected), err.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"--lang it | it", "--lang=ru | ru", "--lang | ", "say --lang bg hi | bg", "say | "})
    void theLanguageIsFoundBeforeParsing(String given, String lang) {
        assertEquals(lang, ParseErrors.langIn(given.split(" ")));
    }
}
