package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.impl.LineDisciplineTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 21, item 7: one long line pasted at a terminal. JLine took each character as a key of its
 * own, copying and showing the whole line again after each: 2,000 characters took 1.3 s, 20,000
 * 22 s, 100,000 never answered. The paste is given to the line editor as a terminal delivers it,
 * in chunks of 4 KB; the line must arrive whole (100,000 characters), or cut to
 * {@link LineSource#LONGEST_LINE} + 1 characters for the console to refuse (1,200,000). The
 * patience is generous (a loaded machine); the old editor needed minutes or never ended. The real
 * time through a real terminal (tmux) is measured by hand: see docs/failures.md.
 */
class LongPasteTest {
    private static final long PATIENCE_SECONDS = 30;

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPasteOfAHundredThousandCharactersArrivesWhole() throws Exception {
        String line = "e4 e5 Nf3 ".repeat(10_000);
        assertEquals(Optional.of(line), paste(line));
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPasteLongerThanTheLongestLineIsCutForTheConsoleToRefuse() throws Exception {
        String line = "x".repeat(1_200_000);
        Optional<String> got = paste(line);
        assertEquals(LineSource.LONGEST_LINE + 1, got.orElseThrow().length());
    }

    private static Optional<String> paste(String line) throws Exception {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        LineDisciplineTerminal terminal = new LineDisciplineTerminal("test", "xterm", screen, StandardCharsets.UTF_8);
        terminal.setSize(new Size(120, 40));
        Attributes quiet = terminal.getAttributes();
        quiet.setLocalFlag(Attributes.LocalFlag.ECHO, false);
        terminal.setAttributes(quiet);
        EditingLineSource lines = EditingLineSource.on(terminal);
        FutureTask<Optional<String>> typed = new FutureTask<>(lines::next);
        Thread reader = new Thread(typed, "long-paste-reader");
        reader.setDaemon(true);
        Thread paster = new Thread(() -> {
            byte[] bytes = (line + "\r").getBytes(StandardCharsets.UTF_8);
            try {
                for (int at = 0; at < bytes.length; at += 4096) {
                    terminal.processInputBytes(bytes, at, Math.min(4096, bytes.length - at));
                }
            } catch (IOException e) {
                // the terminal was closed: the test has failed already
            }
        }, "long-paste-paster");
        paster.setDaemon(true);
        try {
            reader.start();
            paster.start();
            return typed.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        } finally {
            lines.close();
            reader.join(10_000);
        }
    }
}
