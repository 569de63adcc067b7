package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Issue 21, item 7, through the real path: the program's console in a JVM of its own on a real
 * pseudo-terminal ({@code script}, util-linux, gives it one; JLine opens it as the system terminal
 * and edits the line in raw mode), with a 100,000-character line written into the terminal in
 * pieces, as a loaded terminal hands a paste over. The line is answered with the sentence a pipe
 * gets, the moves around it are played, and the editor does not lay out and draw the line again
 * after each piece: it did (and drew a screenful of it; 2.0 s to the
 * answer in tmux at load 7, 53 s at load 40). How fast the answer comes is measured by hand in
 * tmux (docs/architecture.md); here the patience only bounds a hang.
 */
class PasteAtARealTerminalTest {
    private static final int PASTE = 100_000;
    /** A loaded terminal hands a paste over in pieces, with pauses longer than the editor's paste gap. */
    private static final int PIECE = 4_000;
    private static final long PAUSE_MILLIS = 150;
    private static final long PATIENCE_MILLIS = 120_000;
    /** 100 rows of 250 columns: JLine drew a screenful of the line, 25,000 characters; it may draw 8,000. */
    private static final String SIZE = "stty cols 250 rows 100; ";
    private static final int MOST_DRAWN = 12_000;
    private static final int BIG_PASTE = 2_000_000;
    /** A read per 20 bytes, with room for the program's own reads (JLine's reader made one a byte). */
    private static final long MOST_READS = BIG_PASTE / 20;
    private static final Pattern TERMINAL_CONTROL = Pattern.compile("\u001b(\\[[0-9;?]*[ -/]*[@-~]|[=>])");

    @TempDir
    Path data;

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aLongPasteIsAnsweredAsFromAPipeAndTheGameGoesOn() throws Exception {
        String pasted = "x".repeat(PASTE);
        pasteBetweenMoves(pasted, keys -> {
            for (int at = 0; at < PASTE; at += PIECE) {
                type(keys, pasted.substring(at, Math.min(PASTE, at + PIECE)));
                Thread.sleep(PAUSE_MILLIS);
            }
            type(keys, "\r");
        }, (shown, reads) -> assertTrue(shown < MOST_DRAWN,
                () -> "the pasted line was drawn back: " + shown + " characters shown"));
    }

    /**
     * Two million characters pasted at once, as tmux's paste-buffer hands them over: the console
     * refuses the line with the pipe's sentence, the next move is played, and the program read the
     * terminal in bulk. JLine read it one byte per system call (2,000,000 reads; 13.6 s to the
     * answer in tmux at load 28); the read system calls of the program's process are counted by the
     * kernel ({@code /proc/PID/io}, {@code syscr}), so the test counts them instead of timing them.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void twoMillionPastedCharactersAreReadInBulkAndRefused() throws Exception {
        String pasted = "x".repeat(BIG_PASTE);
        pasteBetweenMoves(pasted, keys -> type(keys, pasted + "\r"), (shown, reads) -> assertTrue(reads <= MOST_READS,
                () -> reads + " read system calls for a paste of " + BIG_PASTE + " bytes"));
    }

    /** Types a paste at the terminal. */
    @FunctionalInterface
    private interface Pasting {
        void type(OutputStream keys) throws IOException, InterruptedException;
    }

    /** Checks a paste once answered: what the terminal showed and the read system calls the program made meanwhile. */
    @FunctionalInterface
    private interface PasteCheck {
        void check(int charactersShown, long readSystemCalls);
    }

    /**
     * The program at a terminal: {@code e4}, then {@code pasting}, answered as a pipe answers the
     * line {@code pasted} and checked by {@code check}, then {@code e5} is played and {@code quit}
     * ends the program cleanly: the game went on.
     */
    private void pasteBetweenMoves(String pasted, Pasting pasting, PasteCheck check) throws Exception {
        List<String> piped = pipedAnswers("e4\n" + pasted + "\ne5\n");
        List<String> withoutIt = pipedAnswers("e4\ne5\n");
        String answer = piped.stream().filter(l -> !withoutIt.contains(l)).findFirst().orElseThrow();
        String afterIt = piped.get(piped.indexOf(answer) + 1);
        String e4 = piped.get(piped.indexOf(answer) - 1);
        String newGame = piped.get(piped.indexOf(e4) - 1);

        Process console = atATerminal().start();
        Screen screen = new Screen(console.getInputStream());
        try (OutputStream keys = console.getOutputStream()) {
            screen.awaitEditing(screen.await(newGame, 0));
            type(keys, "e4\r");
            int beforePaste = screen.awaitEditing(screen.await(e4, 0));
            ProcessHandle program = console.toHandle().descendants()
                    .filter(p -> p.info().command().orElse("").endsWith("java")).findFirst().orElseThrow();
            long readsBefore = readSystemCalls(program);
            pasting.type(keys);
            int answered = screen.await(answer, beforePaste);
            check.check(answered - beforePaste, readSystemCalls(program) - readsBefore);
            type(keys, "e5\r");
            screen.await(afterIt, answered);
            type(keys, "quit\r");
            assertTrue(console.waitFor(PATIENCE_MILLIS, TimeUnit.MILLISECONDS), "quit did not end the console");
            assertEquals(0, console.exitValue(), screen::text);
        } finally {
            console.destroyForcibly();
            console.waitFor(PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    /** The read system calls {@code process} has made so far, as the kernel counts them. */
    private static long readSystemCalls(ProcessHandle process) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "io"))) {
            if (line.startsWith("syscr:")) {
                return Long.parseLong(line.substring("syscr:".length()).strip());
            }
        }
        throw new IllegalStateException("no syscr line in /proc/" + process.pid() + "/io");
    }

    private static void type(OutputStream keys, String typed) throws IOException {
        keys.write(typed.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    /** The program's console on a pseudo-terminal of 100 rows of 250 columns, as in a large terminal window. */
    private ProcessBuilder atATerminal() {
        String command = ForkedJvm.process("256m", ForkedJvm.PROGRAM, "console", "--data", data.toString())
                .command().stream().map(PasteAtARealTerminalTest::quoted).collect(Collectors.joining(" "));
        ProcessBuilder script = new ProcessBuilder("script", "-qfec", SIZE + "exec " + command, "/dev/null");
        script.environment().put("TERM", "xterm");
        return script.redirectErrorStream(true);
    }

    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private List<String> pipedAnswers(String lines) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Files.createDirectories(data);
        new Console(new ByteArrayInputStream(lines.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8), Voice.silent())
                .run(Console.Options.of(SessionSettings.defaults()), SessionServices.basic());
        return bytes.toString(StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
    }

    /** What the terminal showed, read as it comes, terminal controls left out. */
    private static final class Screen {
        private final StringBuilder shown = new StringBuilder();

        Screen(InputStream from) {
            Thread reader = new Thread(() -> {
                byte[] chunk = new byte[8192];
                try {
                    for (int n = from.read(chunk); n >= 0; n = from.read(chunk)) {
                        synchronized (shown) {
                            shown.append(new String(chunk, 0, n, StandardCharsets.UTF_8));
                        }
                    }
                } catch (IOException e) {
                    // the terminal closed: what was shown stays
                }
            }, "real-terminal-screen");
            reader.setDaemon(true);
            reader.start();
        }

        String text() {
            synchronized (shown) {
                return TERMINAL_CONTROL.matcher(shown).replaceAll("");
            }
        }

        /**
         * Waits until the line editor has begun a line after {@code from} characters (it switches the
         * cursor keys to application mode): what is typed now is read by the editor, in raw mode.
         */
        int awaitEditing(int from) throws InterruptedException {
            return await("\u001b[?1h", from);
        }

        /** Waits until {@code text} is shown after {@code from} characters; returns where it ends. */
        int await(String text, int from) throws InterruptedException {
            long deadline = System.currentTimeMillis() + PATIENCE_MILLIS;
            while (true) {
                synchronized (shown) {
                    int at = shown.indexOf(text, from);
                    if (at >= 0) {
                        return at + text.length();
                    }
                }
                if (System.currentTimeMillis() > deadline) {
                    fail("the terminal never showed \"" + text + "\" (after " + from + " characters):\n" + text());
                }
                Thread.sleep(20);
            }
        }
    }
}
