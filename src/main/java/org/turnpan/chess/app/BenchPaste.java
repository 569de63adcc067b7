package org.turnpan.chess.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.turnpan.chess.speech.Catalogue;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench paste}: what a player perceives after pasting a long line at a terminal: from the
 * paste handed to a real pseudo-terminal ({@code script}, util-linux) to the console's answer on the
 * screen, for a line it answers ("I do not understand …") and lines it refuses as longer than a
 * million characters. The peer, in the same run and through the same terminal, is the terminal
 * alone: {@code head -c} reading the same paste in raw mode, which is as fast as the paste can be
 * handed over at all. Goal (issue 21): any paste answered within a second. Linux and macOS only.
 */
@Command(name = "paste")
final class BenchPaste implements Callable<Integer> {
    static final long GOAL_MS = 1000;
    private static final long PATIENCE_SECONDS = 120;
    /** Switches the cursor keys to application mode: the line editor has begun a line. */
    private static final String EDITING = "\u001b[?1h";
    private static final String READY = "PASTE-READY";
    private static final String DONE = "PASTE-DONE";

    @Spec
    CommandSpec spec;

    @Option(names = "--runs")
    int runs = 3;

    @Option(names = "--jar")
    Path jar;

    /** One paste: its name, its text, and the start of the sentence that answers it. */
    record Paste(String name, String text, String answer) {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        Catalogue english = Catalogue.forLocale(Locale.ENGLISH);
        String unknown = before(english.template("session.hint.unknown"), '{');
        String tooLong = before(english.template("session.console.line.too.long"), ':');
        List<Paste> pastes = List.of(
                new Paste("100,000 letters, answered", "x".repeat(100_000), unknown),
                new Paste("half a million words (1 MB), answered", "e5" + " +".repeat(499_990), unknown),
                new Paste("2 MB, refused", "x".repeat(2_000_000), tooLong),
                new Paste("10 MB, refused", "x".repeat(10_000_000), tooLong));
        int n = Math.max(1, runs);
        long[][] ours = new long[pastes.size()][n];
        long[][] cpu = new long[pastes.size()][n];
        long[][] terminal = new long[pastes.size()][n];
        try (ScratchFolder scratch = ScratchFolder.create("turnpan-bench-paste")) {
            for (int run = 0; run < n; run++) {
                // in turns, so that a busy spell of the machine weighs on every row alike
                for (int p = 0; p < pastes.size(); p++) {
                    Timing t = console(pastes.get(p), scratch.path().resolve("data-" + run + "-" + p));
                    ours[p][run] = t.wallMillis();
                    cpu[p][run] = t.cpuMillis();
                    terminal[p][run] = terminalAlone(pastes.get(p));
                }
            }
        }
        out.printf(Locale.ROOT, "paste at a real terminal to the answer on screen, %d runs each, in turns; goal %d ms%n", n,
                GOAL_MS);
        out.printf(Locale.ROOT, "%-42s %12s %10s %16s %7s%n", "paste", "ours (median)", "our CPU", "terminal alone",
                "ratio");
        boolean allMet = true;
        for (int p = 0; p < pastes.size(); p++) {
            long median = median(ours[p]);
            long peer = median(terminal[p]);
            allMet &= median <= GOAL_MS;
            out.printf(Locale.ROOT, "%-42s %9d ms %7d ms %13d ms %6.1fx  %s%n", pastes.get(p).name(), median,
                    median(cpu[p]), peer,
                    (double) median / Math.max(1, peer), median <= GOAL_MS ? "goal met" : "goal missed");
        }
        out.flush();
        return allMet ? 0 : 1;
    }

    /** Wall milliseconds from the paste to its answer, and the CPU milliseconds the program used meanwhile. */
    record Timing(long wallMillis, long cpuMillis) {
    }

    /** From the paste handed to the terminal to the console's answer on it. */
    private Timing console(Paste paste, Path data) throws IOException, InterruptedException {
        Path ourJar = jar != null ? jar : RunningJar.orBuilt();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = List.of(java, "-Xmx512m", "-jar", ourJar.toString(), "console", "--voice", "none", "--lang", "en",
                "--data", data.toString()).stream().map(BenchPaste::quoted).collect(Collectors.joining(" "));
        return timed(command, EDITING, paste.text() + "\r", paste.answer(), "quit\r", "java");
    }

    /** Milliseconds for the terminal alone to hand the same paste to a program reading it in raw mode. */
    private long terminalAlone(Paste paste) throws IOException, InterruptedException {
        int bytes = paste.text().getBytes(StandardCharsets.UTF_8).length;
        String command = "stty raw -echo; echo " + READY + "; head -c " + bytes + " > /dev/null; echo " + DONE;
        return timed(command, READY, paste.text(), DONE, "", null).wallMillis();
    }

    /**
     * Starts {@code command} at a terminal of 50 rows of 200 columns, waits for {@code ready}, types
     * {@code typed} and times it until {@code answer} shows, with the CPU time its program named
     * {@code program} used meanwhile (none when null); then types {@code last}.
     */
    private static Timing timed(String command, String ready, String typed, String answer, String last,
            String program) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("script", "-qfec", "stty cols 200 rows 50; " + command, "/dev/null")
                .redirectErrorStream(true);
        pb.environment().put("TERM", "xterm");
        pb.environment().remove("DISPLAY");
        Process process = pb.start();
        Screen screen = new Screen(process.getInputStream());
        try (OutputStream keys = process.getOutputStream()) {
            int from = screen.await(ready, 0);
            ProcessHandle measured = program == null ? null : process.toHandle().descendants()
                    .filter(p -> p.info().command().orElse("").endsWith(program)).findFirst().orElseThrow();
            long cpuBefore = cpuMillis(measured);
            byte[] paste = typed.getBytes(StandardCharsets.UTF_8);
            long t0 = System.nanoTime();
            Thread typist = new Thread(() -> {
                try {
                    keys.write(paste);
                    keys.flush();
                } catch (IOException e) {
                    // the terminal closed: the wait below says so
                }
            }, "bench-paste-typist");
            typist.start();
            screen.await(answer, from);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            long cpu = cpuMillis(measured) - cpuBefore;
            typist.join(TimeUnit.SECONDS.toMillis(PATIENCE_SECONDS));
            keys.write(last.getBytes(StandardCharsets.UTF_8));
            keys.flush();
            return new Timing(ms, cpu);
        } finally {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    /** The CPU time {@code process} has used so far; 0 for none measured. */
    private static long cpuMillis(ProcessHandle process) {
        return process == null ? 0 : process.info().totalCpuDuration().orElseThrow().toMillis();
    }

    private static long median(long[] times) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static String before(String text, char end) {
        int at = text.indexOf(end);
        return at < 0 ? text : text.substring(0, at);
    }

    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** What the terminal showed, read as it comes. */
    private static final class Screen {
        private final StringBuilder shown = new StringBuilder();
        private boolean closed;

        Screen(InputStream from) {
            Thread reader = new Thread(() -> {
                byte[] chunk = new byte[1 << 16];
                try {
                    for (int n = from.read(chunk); n >= 0; n = from.read(chunk)) {
                        synchronized (shown) {
                            shown.append(new String(chunk, 0, n, StandardCharsets.ISO_8859_1));
                            shown.notifyAll();
                        }
                    }
                } catch (IOException e) {
                    // the terminal closed: what was shown stays
                }
                synchronized (shown) {
                    closed = true;
                    shown.notifyAll();
                }
            }, "bench-paste-screen");
            reader.setDaemon(true);
            reader.start();
        }

        /** Waits until {@code text} shows after {@code from} characters; returns where it ends. */
        int await(String text, int from) throws InterruptedException {
            String bytes = new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
            synchronized (shown) {
                int searched = from;
                while (true) {
                    int at = shown.indexOf(bytes, Math.max(from, searched - bytes.length()));
                    if (at >= 0) {
                        return at + bytes.length();
                    }
                    searched = shown.length();
                    long left = deadline - System.nanoTime();
                    if (closed || left <= 0) {
                        throw new IllegalStateException("the terminal never showed \"" + text + "\"");
                    }
                    TimeUnit.NANOSECONDS.timedWait(shown, left);
                }
            }
        }
    }
}
