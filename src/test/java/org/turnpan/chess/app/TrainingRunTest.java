package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The packages' training run: its steps succeed, print nothing, and leave the process as it was. */
class TrainingRunTest {
    @TempDir
    Path dir;

    @Test
    void checksThePgnAndPlaysTheConsoleGameSilently() {
        String dataBefore = System.getProperty("turnpan.data");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream out = System.out;
        int status;
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            status = Main.run("training-run", "--no-window", "--pgn", "src/test/resources/pgn/fixtures/scalachess-uzchesscup.pgn");
        } finally {
            System.setOut(out);
        }
        assertEquals(0, status);
        assertEquals("", printed.toString(StandardCharsets.UTF_8), "the training prints nothing");
        assertEquals(dataBefore, System.getProperty("turnpan.data"), "the data folder property is as before");
    }

    @Test
    void aStepThatFailsFailsTheTraining() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream before = System.err;
        int status;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            status = Main.run("training-run", "--no-window", "--pgn", dir.resolve("missing.pgn").toString());
        } finally {
            System.setErr(before);
        }
        assertEquals(1, status);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("pgn check"), err.toString(StandardCharsets.UTF_8));
    }
}
