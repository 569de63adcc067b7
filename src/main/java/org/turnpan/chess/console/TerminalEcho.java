package org.turnpan.chess.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Turns the echo of typed keys off while a secret is typed, where lines are read plainly but
 * standard input is still a terminal: output piped ({@code console | tee game.txt}) or
 * {@code TERM=dumb}. Without this the terminal itself would show the lichess token as it is typed.
 */
interface TerminalEcho {

    /** Turns the echo off; gives back how to restore it. */
    Runnable off();

    /** For a pipe, a file or a test: nothing to turn off. */
    static TerminalEcho none() {
        return () -> () -> {
        };
    }

    /**
     * The process's own standard input, through {@code stty} (Linux, macOS): its settings saved,
     * the echo turned off, the settings put back afterwards, also when the program is stopped
     * meanwhile (Ctrl+C). Where standard input is no terminal or there is no {@code stty}
     * (Windows), nothing happens.
     */
    static TerminalEcho standardInput() {
        return () -> {
            String saved = stty("-g");
            if (saved == null || saved.isBlank() || stty("-echo") == null) {
                return () -> {
                };
            }
            Thread restore = new Thread(() -> stty(saved.strip()), "restore-terminal-echo");
            try {
                Runtime.getRuntime().addShutdownHook(restore);
            } catch (IllegalStateException e) {
                // already shutting down: restored below
            }
            return () -> {
                stty(saved.strip());
                try {
                    Runtime.getRuntime().removeShutdownHook(restore);
                } catch (IllegalStateException e) {
                    // shutting down: the hook restores it too
                }
            };
        };
    }

    /** Runs {@code stty ARGUMENT} on standard input for at most two seconds; its output, or null when it failed. */
    private static String stty(String argument) {
        try {
            Process p = new ProcessBuilder("stty", argument).redirectInput(ProcessBuilder.Redirect.INHERIT)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] out = p.getInputStream().readNBytes(4096);
            if (!p.waitFor(2, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
