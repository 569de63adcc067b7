package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;

/**
 * The command line keeps the conventions of the system's other tools: {@code --version} says the
 * whole version of pom.xml, {@code help} is a subcommand, and {@code pgn check} writes its
 * errors on standard error and its summary on standard output.
 */
class CommandLineConventionsTest {

    @TempDir
    Path dir;

    @Test
    void versionSaysTheWholeVersion() throws IOException, InterruptedException {
        ForkedJvm.Run run = new ForkedJvm(dir, "128m").run("--version");
        assertEquals(0, run.status());
        assertEquals(List.of("Turnpan Chess " + Version.number()), run.outLines());
        assertTrue(Version.number().matches("\\d+\\.\\d+\\.\\d+.*"), Version.number());
    }

    @Test
    void theManualPageStartsEachRequestOnItsOwnLine() throws IOException, InterruptedException {
        // a request (.B, .TP...) after text on the same line is printed as it is ("mode. .B turnpan-chess console")
        ForkedJvm.Run run = new ForkedJvm(dir, "128m").run("man-page");
        assertEquals(0, run.status(), run.errText());
        assertTrue(run.outLines().get(0).startsWith(".TH "), run.outLines().toString());
        List<String> inline = run.outLines().stream().filter(l -> l.matches(".*\\s\\.(B|I|BR|TP|SH|SS|PP|br)(\\s.*|$)")).toList();
        assertEquals(List.of(), inline);
    }

    @Test
    void helpIsASubcommand() throws IOException, InterruptedException {
        ForkedJvm.Run run = new ForkedJvm(dir, "128m").run("help", "pgn");
        assertEquals(0, run.status(), run.errText());
        assertTrue(String.join("\n", run.outLines()).contains("check"), run.outLines().toString());
        ForkedJvm.Run top = new ForkedJvm(dir, "128m").run("help");
        assertTrue(String.join("\n", top.outLines()).contains("console"), top.outLines().toString());
    }

    @Test
    void pgnCheckWritesErrorsOnStandardError() throws IOException, InterruptedException {
        Path bad = Files.writeString(dir.resolve("bad.pgn"), "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n", StandardCharsets.UTF_8);
        ForkedJvm.Run run = new ForkedJvm(dir, "128m").run("pgn", "check", bad.toString());
        assertEquals(1, run.status());
        assertTrue(run.errText().contains("bad.pgn"), run.errText());
        List<String> out = run.outLines();
        assertEquals(1, out.size(), "only the summary on standard output: " + out);
        assertTrue(out.get(0).contains("1"), out.toString());
    }
}
