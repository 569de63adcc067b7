package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.speech.Catalogue;

/**
 * The .deb that {@code mvn -B -Ppackage verify} builds, unpacked with {@code dpkg-deb -x}: its
 * control fields, its two desktop entries in five languages (checked by desktop-file-validate),
 * its manual page, lintian with no finding but those the overrides file names with their reasons,
 * an installation and a removal by dpkg in a folder of its own with only the declared
 * dependencies, and its launcher playing Fool's mate in the console with the start-up cache in
 * use. Runs when the package exists; under -Ppackage it must exist (docs/packaging.md), and the
 * tools it uses (dpkg-deb, lintian, desktop-file-validate) must be there: a missing one fails.
 */
class DebPackageIT {
    /** Where the package installs the application (Debian's place for a program's private files). */
    static final String PREFIX = "usr/lib/turnpan-chess";
    @TempDir
    static Path root;
    static Path deb;
    static Path launcher;

    /** Exit status and everything printed. */
    record Run(int status, String out) {
    }

    @BeforeAll
    static void unpack() throws Exception {
        Path dir = Path.of(System.getProperty("turnpan.package.dir", "target/package"));
        // under -Ppackage the builder makes a .deb wherever dpkg-deb and fakeroot are (docs/packaging.md)
        boolean required = Boolean.getBoolean("turnpan.package.required") && onPath("dpkg-deb");
        Optional<Path> found = Optional.empty();
        if (Files.isDirectory(dir)) {
            try (Stream<Path> files = Files.list(dir)) {
                found = files.filter(p -> p.getFileName().toString().endsWith(".deb")).findFirst();
            }
        }
        if (required) {
            assertTrue(found.isPresent(), "mvn -Ppackage built no .deb in " + dir);
        }
        assumeTrue(found.isPresent(), "no .deb in " + dir + ": build it with mvn -B -Ppackage package");
        deb = found.get();
        assertEquals(0, run(List.of("dpkg-deb", "-x", deb.toString(), root.toString()), "", Map.of()).status());
        launcher = root.resolve(PREFIX + "/bin/turnpan-chess");
        assertTrue(Files.isExecutable(launcher), "no launcher at " + launcher);
    }

    @Test
    void recommendsTheVoicesAndDependsOnGtk() throws Exception {
        String recommends = run(List.of("dpkg-deb", "-f", deb.toString(), "Recommends"), "", Map.of()).out();
        assertTrue(recommends.contains("espeak-ng") && recommends.contains("speech-dispatcher"), recommends);
        String depends = run(List.of("dpkg-deb", "-f", deb.toString(), "Depends"), "", Map.of()).out();
        assertTrue(depends.contains("libgtk-3-0"), depends);
    }

    @Test
    void noMaintainerScriptsAndThePackageOwnsTheCommand() throws Exception {
        Path control = root.resolve("DEBIAN-control");
        assertEquals(0, run(List.of("dpkg-deb", "--control", deb.toString(), control.toString()), "", Map.of()).status());
        for (String script : List.of("preinst", "postinst", "prerm", "postrm")) {
            assertFalse(Files.exists(control.resolve(script)), script + ": the package needs no script (no xdg-utils call)");
        }
        String contents = run(List.of("dpkg-deb", "--contents", deb.toString()), "", Map.of()).out();
        assertTrue(contents.lines().anyMatch(l -> l.contains("./usr/bin/turnpan-chess -> ../lib/turnpan-chess/bin/turnpan-chess")),
                contents.lines().filter(l -> l.contains("usr/bin")).toList().toString());
        assertFalse(contents.contains("./opt/"), "nothing in /opt");
        assertFalse(contents.contains("classes_nocoops.jsa"), "the archive for heaps over 32 GB is left out");
    }

    @Test
    void theManualPageSaysEveryCommand() throws Exception {
        Path page = root.resolve("usr/share/man/man1/turnpan-chess.1.gz");
        assertTrue(Files.isRegularFile(page), "no manual page");
        String text = new String(new java.util.zip.GZIPInputStream(Files.newInputStream(page)).readAllBytes(),
                StandardCharsets.UTF_8);
        assertTrue(text.startsWith(".TH TURNPAN\\-CHESS 1") || text.startsWith(".TH TURNPAN-CHESS 1"), text.lines().findFirst().orElse(""));
        for (String command : List.of("console", "perft", "moves", "san", "pgn check", "pgn export", "say", "bench")) {
            assertTrue(text.contains(".SS " + command), command + " is missing from the page");
        }
        assertFalse(text.contains("training\\-run") || text.contains("man\\-page"), "hidden commands stay hidden");
    }

    @Test
    void lintianFindsNothingButTheListedOverrides() throws Exception {
        assertTrue(onPath("lintian"), "lintian is not installed (.ci/run installs it)");
        Run r = run(List.of("lintian", "--fail-on", "error,warning", "--suppress-tags", "bad-distribution-in-changes-file",
                deb.toString()), "", Map.of());
        assertEquals(0, r.status(), "lintian:\n" + r.out());
        assertFalse(r.out().lines().anyMatch(l -> l.startsWith("E: ") || l.startsWith("W: ")), r.out());
    }

    @Test
    void bothMenuEntriesAreValid() throws Exception {
        assertTrue(onPath("desktop-file-validate"), "desktop-file-validate is not installed (.ci/run installs it)");
        for (String name : List.of("turnpan-chess.desktop", "turnpan-chess-console.desktop")) {
            Path entry = root.resolve("usr/share/applications").resolve(name);
            assertTrue(Files.isRegularFile(entry), "no " + name);
            Run r = run(List.of("desktop-file-validate", entry.toString()), "", Map.of());
            assertEquals(0, r.status(), name + ": " + r.out());
            assertEquals("", r.out().strip(), name + ": " + r.out());
        }
        String console = Files.readString(root.resolve("usr/share/applications/turnpan-chess-console.desktop"));
        assertTrue(console.contains("\nTerminal=true\n") && console.contains("\nExec=turnpan-chess console\n"), console);
    }

    /**
     * dpkg installs and removes the package in a folder of its own whose package list holds only the
     * declared dependencies (as installed on this machine): nothing else is needed, nothing is left.
     */
    @Test
    void installsAndRemovesWithOnlyTheDeclaredDependencies() throws Exception {
        Path target = root.resolve("installed");
        Path admin = target.resolve("var/lib/dpkg");
        Files.createDirectories(admin.resolve("info"));
        Files.createDirectories(admin.resolve("updates"));
        String depends = run(List.of("dpkg-deb", "-f", deb.toString(), "Depends"), "", Map.of()).out().strip();
        StringBuilder status = new StringBuilder();
        for (String clause : depends.split(",\\s*")) {
            String name = clause.split("\\|")[0].strip().split("[\\s(]")[0].replace(":any", "");
            Run s = run(List.of("dpkg-query", "-W", "-f", "${Version}\\t${Architecture}\\t${Multi-Arch}", name), "", Map.of());
            assertEquals(0, s.status(), "the dependency " + name + " is not installed on this machine: " + s.out());
            String[] f = s.out().split("\t", -1);
            status.append("Package: ").append(name).append("\nStatus: install ok installed\nVersion: ").append(f[0])
                    .append("\nArchitecture: ").append(f[1]).append(f.length > 2 && !f[2].isBlank() ? "\nMulti-Arch: " + f[2] : "")
                    .append("\nMaintainer: x\nDescription: stands for this machine's package\n\n");
        }
        Files.writeString(admin.resolve("status"), status.toString());
        Files.writeString(admin.resolve("available"), "");
        List<String> dpkg = List.of("dpkg", "--root=" + target, "--log=" + root.resolve("dpkg.log"), "--force-not-root");
        Run install = run(concat(dpkg, List.of("-i", deb.toString())), "", Map.of());
        assertEquals(0, install.status(), install.out());
        Path command = target.resolve("usr/bin/turnpan-chess");
        assertTrue(Files.isExecutable(command), "no usr/bin/turnpan-chess after dpkg -i");
        Run version = run(List.of(command.toString(), "--version"), "", Map.of());
        assertTrue(version.out().startsWith("Turnpan Chess "), version.out());
        Run remove = run(concat(dpkg, List.of("-r", "turnpan-chess")), "", Map.of());
        assertEquals(0, remove.status(), remove.out());
        assertFalse(Files.exists(command, java.nio.file.LinkOption.NOFOLLOW_LINKS), "usr/bin/turnpan-chess is left");
        assertFalse(Files.exists(target.resolve(PREFIX)), PREFIX + " is left");
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    @Test
    void desktopEntryNamesAndDescribesTheProgramInEveryLanguage() throws IOException {
        for (boolean console : new boolean[] {false, true}) {
            assertNamedInEveryLanguage(root.resolve("usr/share/applications/turnpan-chess" + (console ? "-console" : "") + ".desktop"),
                    console);
        }
    }

    private static void assertNamedInEveryLanguage(Path desktop, boolean console) throws IOException {
        String prefix = console ? "desktop.console." : "desktop.";
        Map<String, String> entry = new LinkedHashMap<>();
        Files.readAllLines(desktop, StandardCharsets.UTF_8).stream().filter(l -> l.contains("="))
                .forEach(l -> entry.put(l.substring(0, l.indexOf('=')), l.substring(l.indexOf('=') + 1)));
        for (String lang : List.of("en", "it", "ru", "bg", "vi")) {
            Map<String, String> ui = Catalogue.read(lang.equals("en") ? "i18n/ui.properties" : "i18n/ui_" + lang + ".properties");
            String suffix = lang.equals("en") ? "" : "[" + lang + "]";
            assertEquals(ui.get(prefix + "name"), entry.get("Name" + suffix), lang);
            assertEquals(ui.get(prefix + "comment"), entry.get("Comment" + suffix), lang);
            assertEquals(ui.get(prefix + "generic-name"), entry.get("GenericName" + suffix), lang);
        }
        assertEquals(console ? "turnpan-chess console" : "turnpan-chess", entry.get("Exec"));
    }

    @Test
    void foolsMateThroughTheLauncherInTheConsole() throws Exception {
        Run r = run(List.of(launcher.toString(), "console", "--lang", "en", "--voice", "none", "--data",
                root.resolve("data").toString()), "f3\ne5\ng4\nQh4\n", Map.of());
        assertEquals(0, r.status(), r.out());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.contains("Black plays queen to h4, checkmate."), r.out());
        assertTrue(lines.contains("Game over. Checkmate. Black wins."), r.out());
    }

    @Test
    void theLaunchersTerminalModeWritesNothingOnTheErrorStream() throws Exception {
        // issue 27: a terminal screen reader reads every line there before the first sentence
        Path err = root.resolve("console-err.txt");
        ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "console", "--lang", "en", "--voice", "none",
                "--data", root.resolve("quiet-data").toString()).redirectError(err.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("DISPLAY");
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        Process p = pb.start();
        p.getOutputStream().write("quit\n".getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "no exit");
        assertEquals(0, p.exitValue());
        assertEquals("", Files.readString(err));
    }

    @Test
    void theStartUpCacheMadeAtBuildTimeIsUsed() throws Exception {
        Run r = run(List.of(launcher.toString(), "moves", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"), "",
                Map.of("JAVA_TOOL_OPTIONS", "-Xlog:class+load=info"));
        assertEquals(0, r.status(), r.out());
        // the runtime's CDS archive always; the program's own classes too where the build made an AOT cache (Java 25+)
        boolean aotCache = Files.isRegularFile(root.resolve(PREFIX + "/lib/app/turnpan-chess.aot"));
        for (String name : aotCache ? List.of("java.lang.Object", "org.turnpan.chess.app.Main") : List.of("java.lang.Object")) {
            String loaded = r.out().lines().filter(l -> l.contains(" " + name + " ")).findFirst().orElse("");
            assertTrue(loaded.contains("shared objects file"), name + " not from the start-up cache: " + loaded);
        }
        assertFalse(r.out().contains("timestamp has changed"), r.out());
    }

    @Test
    void theLauncherFindsItsInstalledJarNotTheOneTheCacheWasTrainedFrom() throws Exception {
        Path pgn = root.resolve("one.pgn");
        Files.writeString(pgn, "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        Run r = run(List.of(launcher.toString(), "bench", "pgn", "--runs", "1", "--pgn-extract", root.resolve("none").toString(),
                pgn.toString()), "", Map.of());
        String jarLine = r.out().lines().filter(l -> l.contains(" pgn check: ")).findFirst().orElse(r.out());
        assertTrue(jarLine.contains(root.resolve(PREFIX + "/lib/app/turnpan-chess.jar").toString()), jarLine);
    }

    @Test
    void theLauncherOpensTheWindowAndSaysItsFirstSentence() throws Exception {
        Path log = root.resolve("window-speech.log");
        try (XServer x = XServer.forTest()) {
            assertTrue(x.display().isPresent(), "no display and no Xvfb: the window cannot be tried (apt-get install xvfb)");
            Path err = root.resolve("window-err.txt");
            ProcessBuilder pb = new ProcessBuilder(launcher.toString()).redirectError(err.toFile())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("DISPLAY", x.display().get());
            // a locale every system has (an uninstalled one makes GTK warn on the error stream)
            pb.environment().put("LC_ALL", "C.UTF-8");
            pb.environment().put("JAVA_TOOL_OPTIONS",
                    "-Dturnpan.speech.log=" + log + " -Dturnpan.data=" + root.resolve("window-data") + " -Duser.language=en");
            Process window = pb.start();
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (!(Files.isRegularFile(log) && Files.size(log) > 0) && window.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(20);
                }
                assertTrue(window.isAlive(), "the window's process ended before saying anything");
                String first = Files.readAllLines(log, StandardCharsets.UTF_8).get(0);
                assertEquals("New game. Both sides are played at this keyboard. "
                        + "There is no clock. White to move.", first.substring(first.indexOf('\t') + 1));
                // issue 27: nothing on the error stream (JavaFX is a named module of the runtime);
                // the JVM's own note on JAVA_TOOL_OPTIONS, which this test sets, aside
                assertEquals(List.of(), Files.readAllLines(err, StandardCharsets.UTF_8).stream()
                        .filter(l -> !l.startsWith("Picked up JAVA_TOOL_OPTIONS")).toList());
            } finally {
                window.destroy();
                window.waitFor(20, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void saysHelloAsTheInstallGuideTellsToCheck() throws Exception {
        Run r = run(List.of(launcher.toString(), "say", "--print", "--text", "Hello"), "", Map.of());
        assertEquals(0, r.status(), r.out());
        assertEquals(List.of("Hello"), r.out().lines().filter(l -> !l.startsWith("Picked up")).toList());
    }

    static boolean onPath(String command) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(d -> !d.isBlank() && Files.isExecutable(Path.of(d, command)));
    }

    static Run run(List<String> command, String input, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true);
        pb.environment().remove("DISPLAY");
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "no exit: " + command);
        return new Run(p.exitValue(), out);
    }
}
