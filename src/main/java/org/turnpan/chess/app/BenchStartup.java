package org.turnpan.chess.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench startup}: wall time from launching a process to its first sentence, for the console
 * (the first line on standard output) and the window (the first line of its speech log, under the
 * display given), for {@code java -jar} and for the packaged launcher, runs taken in turns; medians.
 * JVM settings reach both alike through {@code JAVA_TOOL_OPTIONS} (the launcher takes no JVM options).
 */
@Command(name = "startup")
final class BenchStartup implements Callable<Integer> {
    /** The goal: the first sentence within a second of launch. */
    static final long GOAL_MS = 1000;
    static final Path DEFAULT_LAUNCHER = Path.of("target", "package", "image", "turnpan-chess", "bin", "turnpan-chess");

    @Spec
    CommandSpec spec;

    @Option(names = "--runs")
    int runs = 7;

    @Option(names = "--jar")
    Path jar;

    @Option(names = "--java")
    List<Path> javas = new ArrayList<>();

    @Option(names = "--launcher")
    Path launcher;

    @Option(names = "--display")
    String display = System.getenv("DISPLAY");

    @Option(names = "--window")
    boolean window;

    @Option(names = "--voice")
    String voice;

    @Option(names = "--timeout")
    int timeoutSeconds = 30;

    /** One program to launch: a name and the command before its arguments. */
    record Program(String name, List<String> command) {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        List<Program> programs = programs();
        boolean withWindow = window || (display != null && !display.isBlank());
        List<String> modes = withWindow ? List.of("console", "window") : List.of("console");
        Map<String, long[]> times = new LinkedHashMap<>();
        for (Program p : programs) {
            for (String m : modes) {
                times.put(p.name() + "  " + m, new long[Math.max(1, runs)]);
            }
        }
        try (ScratchFolder scratch = ScratchFolder.create("turnpan-bench-startup")) {
            for (int i = 0; i < Math.max(1, runs); i++) {
                // in turns, so that a busy spell of the machine weighs on every row alike
                for (Program p : programs) {
                    for (String m : modes) {
                        times.get(p.name() + "  " + m)[i] = m.equals("console") ? console(p, scratch.path())
                                : window(p, scratch.path());
                    }
                }
            }
        }
        out.printf(Locale.ROOT, "launch to first sentence, %d runs each, in turns; goal %d ms%n", Math.max(1, runs), GOAL_MS);
        boolean allMet = true;
        for (var e : times.entrySet()) {
            long[] sorted = e.getValue().clone();
            Arrays.sort(sorted);
            long median = sorted[sorted.length / 2];
            allMet &= median <= GOAL_MS;
            out.printf(Locale.ROOT, "%-60s median %5d ms  (best %d, worst %d)  %s%n", e.getKey(), median, sorted[0],
                    sorted[sorted.length - 1], median <= GOAL_MS ? "goal met" : "goal missed");
        }
        out.flush();
        return allMet ? 0 : 1;
    }

    List<Program> programs() {
        List<Program> programs = new ArrayList<>();
        Path ourJar = jar != null ? jar : RunningJar.orBuilt();
        List<Path> javaList = javas.isEmpty() ? List.of(Path.of(System.getProperty("java.home"), "bin", "java")) : javas;
        for (Path java : javaList) {
            programs.add(new Program(java + " -jar " + ourJar.getFileName(), List.of(java.toString(), "-jar", ourJar.toString())));
        }
        Path packaged = launcher != null ? launcher : Files.isExecutable(DEFAULT_LAUNCHER) ? DEFAULT_LAUNCHER : null;
        if (packaged != null) {
            programs.add(new Program(packaged.toString(), List.of(packaged.toString())));
        }
        return programs;
    }

    /** Milliseconds from launch to the console's first line on standard output. */
    long console(Program p, Path scratch) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(p.command());
        command.addAll(List.of("console", "--data", scratch.resolve("console").toString()));
        if (voice != null) {
            command.addAll(List.of("--voice", voice));
        }
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("DISPLAY");
        long t0 = System.nanoTime();
        Process process = pb.start();
        long ms;
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String first = lines.readLine();
            ms = (System.nanoTime() - t0) / 1_000_000;
            if (first == null) {
                throw new IllegalStateException("the console said nothing: " + String.join(" ", command));
            }
            process.getOutputStream().write("quit\n".getBytes(StandardCharsets.UTF_8));
            process.getOutputStream().close();
            lines.transferTo(java.io.Writer.nullWriter());
        }
        end(process);
        return ms;
    }

    /** Milliseconds from launch to the first line of the window's speech log. */
    long window(Program p, Path scratch) throws IOException, InterruptedException {
        Path log = scratch.resolve("speech.log");
        Files.deleteIfExists(log);
        ProcessBuilder pb = new ProcessBuilder(voice == null ? p.command() : withArgs(p.command(), "--voice", voice))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        if (display != null && !display.isBlank()) {
            pb.environment().put("DISPLAY", display);
        }
        pb.environment().put("JAVA_TOOL_OPTIONS", "-Dturnpan.speech.log=" + log + " -Dturnpan.data=" + scratch.resolve("window"));
        long t0 = System.nanoTime();
        Process process = pb.start();
        long deadline = t0 + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        try {
            while (!(Files.isRegularFile(log) && Files.size(log) > 0)) {
                if (System.nanoTime() > deadline || !process.isAlive()) {
                    throw new IllegalStateException("the window said nothing within " + timeoutSeconds + " s: " + p.name());
                }
                Thread.sleep(2);
            }
            return (System.nanoTime() - t0) / 1_000_000;
        } finally {
            end(process);
        }
    }

    private static List<String> withArgs(List<String> command, String... args) {
        List<String> all = new ArrayList<>(command);
        all.addAll(List.of(args));
        return all;
    }

    private static void end(Process process) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
