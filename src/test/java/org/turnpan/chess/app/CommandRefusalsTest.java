package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.rules.Position;

/**
 * Bad numbers and bad files given to perft, moves, san, say and the pgn subcommands, from the table
 * {@code app/command-refusals.tsv}: one sentence and the exit status each, never a stack trace, a
 * hang or an allocation failure; and every pgn subcommand refuses a file with perft's sentence.
 */
class CommandRefusalsTest {

    @TempDir
    static Path dir;
    private static Map<String, String> places;

    @BeforeAll
    static void makeTheFiles() throws IOException {
        Path suite = Files.writeString(dir.resolve("suite.epd"), Position.START_FEN + " ;D1 20\n");
        Path folder = Files.createDirectory(dir.resolve("folder"));
        byte[] noise = new byte[20_000];
        new Random(12).nextBytes(noise);
        noise[100] = 0;
        Path binary = Files.write(dir.resolve("binary.bin"), noise);
        Path sparse = dir.resolve("sparse.pgn");
        try (RandomAccessFile f = new RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(2L << 30);
        }
        byte[] line = (Position.START_FEN + " ;D1 20\n").getBytes(StandardCharsets.US_ASCII);
        byte[] lines = new byte[17 << 20];
        for (int at = 0; at < lines.length; at++) {
            lines[at] = line[at % line.length];
        }
        Path huge = Files.write(dir.resolve("huge.epd"), lines);
        Path fifo = dir.resolve("fifo");
        Path loop = Files.createSymbolicLink(dir.resolve("loop.pgn"), dir.resolve("round.pgn"));
        Files.createSymbolicLink(dir.resolve("round.pgn"), loop);
        places = Map.ofEntries(Map.entry("LOOP", loop.toString()), Map.entry("START", Position.START_FEN),
                Map.entry("SUITE", suite.toString()), Map.entry("FOLDER", folder.toString()),
                Map.entry("MISSING", dir.resolve("missing.epd").toString()), Map.entry("DEVICE", "/dev/zero"),
                Map.entry("FIFO", fifo.toString()), Map.entry("BINARY", binary.toString()),
                Map.entry("SPARSE", sparse.toString()), Map.entry("HUGE_SUITE", huge.toString()),
                Map.entry("ABSURD_FEN", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2147483647"));
        makeFifo(fifo);
    }

    private static void makeFifo(Path fifo) {
        try {
            Process p = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException e) {
            // no mkfifo: the FIFO rows are skipped
        }
    }

    static Stream<Arguments> refusals() throws IOException {
        try (InputStream in = CommandRefusalsTest.class.getResourceAsStream("/app/command-refusals.tsv")) {
            List<Arguments> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] f = line.split("\t", -1);
                    rows.add(Arguments.of(f[0], Integer.parseInt(f[1]), f[2]));
                }
            }
            assertTrue(rows.size() >= 30, "the table is read");
            return rows.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void oneSentenceAndTheExitStatus(String arguments, int status, String says) {
        String[] args = arguments.split("\\|");
        for (int i = 0; i < args.length; i++) {
            args[i] = places.getOrDefault(args[i], args[i]);
        }
        assertTrue(!arguments.contains("FIFO") || Files.exists(Path.of(places.get("FIFO"))), "mkfifo made no pipe");
        // a refusal is at once: a command that opens a pipe waits for a writer for ever
        SayCommandTest.Run r = assertTimeoutPreemptively(Duration.ofMinutes(1), () -> SayCommandTest.run(args));
        // the errors (standard error) before the answer (standard output), as a terminal shows them
        String all = r.err() + r.out();
        List<String> lines = all.lines().toList();
        assertEquals(status, r.status(), all);
        assertFalse(all.contains("Exception") || all.contains("\tat ") || all.contains("Usage:"), all);
        assertTrue(lines.get(status == 0 ? lines.size() - 1 : 0).contains(says), "says “" + says + "”: " + all);
        boolean checkSummary = args[0].equals("pgn") && args[1].equals("check");
        if (status != 0) {
            assertEquals(checkSummary ? 2 : 1, lines.size(), "one sentence: " + all);
        }
    }

    /** Item 12: pgn check, pgn export and perft --suite refuse a file they cannot read with the same sentence. */
    @Test
    void everyCommandRefusesAFileAlike() {
        for (String place : List.of("MISSING", "FOLDER", "LOOP", "DEVICE", "FIFO", "BINARY", "SPARSE")) {
            String file = places.get(place);
            if (place.equals("FIFO") && !Files.exists(Path.of(file))) {
                continue;
            }
            String check = SayCommandTest.run("pgn", "check", file).err().lines().findFirst().orElseThrow();
            String export = SayCommandTest.run("pgn", "export", file).err().strip();
            String perft = SayCommandTest.run("perft", "--suite", file).err().strip();
            assertEquals(check, export, place);
            assertEquals(check, perft, place);
        }
    }
}
