package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.impl.jni.JniNativePty;
import org.jline.terminal.impl.jni.JniTerminalProvider;
import org.jline.terminal.spi.Pty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 21, item 7, on a real pseudo-terminal of the kernel (opened through JLine's native
 * provider, as the console's own terminal is): a paste of two million characters, English and
 * Russian, comes to the console cut to {@link LineSource#LONGEST_LINE} + 1 characters for it to
 * refuse, the line after it comes whole, and the terminal was read in bulk. JLine's reader made a
 * system call per byte (2,000,000 for this paste, 13.6 s to the answer in tmux at load 28); the
 * kernel hands a terminal's input over in pieces of up to 4 KB, so the reads are counted, not timed:
 * at least {@link #FEWEST_BYTES_A_READ} bytes a read on average. The patience only bounds a hang.
 */
class BulkReadingTerminalTest {
    private static final int PASTE = 2_000_000;
    /** Far below the kernel's pieces (4 KB when the paste waits), far above JLine's one byte. */
    private static final long FEWEST_BYTES_A_READ = 64;
    private static final long PATIENCE_SECONDS = 120;

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void twoMillionPastedCharactersAreReadInBulkAndRefusedWhole() throws Exception {
        pasteAndCount("x".repeat(PASTE));
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void twoMillionRussianCharactersToo() throws Exception {
        pasteAndCount("Конь на ж5 ".repeat(PASTE / 11));
    }

    private static void pasteAndCount(String pasted) throws Exception {
        Pty pty = new JniTerminalProvider().open(null, new Size(160, 50));
        ExecutorService threads = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "real-pty-paste");
            t.setDaemon(true);
            return t;
        });
        try (InputStream slave = new FileInputStream(((JniNativePty) pty).getSlaveFD());
                BulkReadingTerminal terminal = BulkReadingTerminal.on(pty, slave, "xterm");
                EditingLineSource lines = EditingLineSource.on(terminal)) {
            InputStream screen = pty.getMasterInput();
            Thread drawing = new Thread(() -> {
                try {
                    screen.transferTo(OutputStream.nullOutputStream());
                } catch (IOException e) {
                    // the terminal was closed: nothing more is drawn
                }
            }, "real-pty-screen");
            drawing.setDaemon(true);
            drawing.start();
            Future<Optional<String>> first = threads.submit(lines::next);
            awaitRawMode(pty);
            byte[] typed = (pasted + "\r").getBytes(StandardCharsets.UTF_8);
            OutputStream keys = pty.getMasterOutput();
            Future<?> pasting = threads.submit(() -> {
                for (int at = 0; at < typed.length; at += 1 << 16) {
                    keys.write(typed, at, Math.min(1 << 16, typed.length - at));
                }
                keys.write("e5\r".getBytes(StandardCharsets.UTF_8));
                keys.flush();
                return null;
            });

            String line = first.get(PATIENCE_SECONDS, TimeUnit.SECONDS).orElseThrow();
            assertEquals(LineSource.LONGEST_LINE + 1, line.length(), "cut for the console to refuse it whole");
            assertEquals(pasted.substring(0, LineSource.LONGEST_LINE + 1), line);
            assertEquals(Optional.of("e5"), threads.submit(lines::next).get(PATIENCE_SECONDS, TimeUnit.SECONDS));
            pasting.get(PATIENCE_SECONDS, TimeUnit.SECONDS);

            TerminalKeys.ReadCount count = terminal.readCount();
            assertEquals(typed.length + 3, count.bytes());
            assertTrue(count.bytes() / count.reads() >= FEWEST_BYTES_A_READ,
                    () -> count.reads() + " reads for " + count.bytes() + " bytes");
        } finally {
            threads.shutdownNow();
            pty.close();
        }
    }

    /** Waits until the editor has put the terminal in raw mode: a canonical line holds only 4 KB. */
    private static void awaitRawMode(Pty pty) throws IOException, InterruptedException {
        long deadline = System.currentTimeMillis() + PATIENCE_SECONDS * 1000;
        while (pty.getAttr().getLocalFlag(Attributes.LocalFlag.ICANON)) {
            assertTrue(System.currentTimeMillis() < deadline, "the editor never put the terminal in raw mode");
            Thread.sleep(10);
        }
    }
}
