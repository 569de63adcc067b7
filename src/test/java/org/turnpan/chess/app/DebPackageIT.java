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
 * The .deb that {@code mvn -B -Ppackage verify} builds, unpacked with {@code dpkg-deb -x} (not
 * installed): its control fields, its desktop entry in five languages, and its launcher playing
 * Fool's mate in the console with the moves piped in, with the start-up cache in use. Runs when
 * the package exists; under -Ppackage it must exist (docs/packaging.md).
 */
class DebPackageIT {
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
        boolean required = Boolean.getBoolean("turnpan.package.required") && onPath("dpkg-deb") && onPath("fakeroot");
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
        launcher = root.resolve("opt/turnpan-chess/bin/turnpan-chess");
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
    void maintainerScriptsLinkTheLauncherAndSurviveASystemWithoutDesktopMenus() throws Exception {
        Path control = root.resolve("DEBIAN-control");
        assertEquals(0, run(List.of("dpkg-deb", "--control", deb.toString(), control.toString()), "", Map.of()).status());
        String postinst = Files.readString(control.resolve("postinst"));
        String prerm = Files.readString(control.resolve("prerm"));
        assertTrue(postinst.contains("ln -sf /opt/turnpan-chess/bin/turnpan-chess /usr/bin/turnpan-chess"), postinst);
        assertTrue(prerm.contains("rm -f /usr/bin/turnpan-chess"), prerm);
        for (String script : List.of(postinst, prerm)) {
            List<String> menu = script.lines().map(String::trim)
                    .filter(l -> l.startsWith("xdg-") || (l.startsWith("do_if_file_belongs_to_single_package ") && l.contains(" xdg-")))
                    .toList();
            assertFalse(menu.isEmpty(), "no desktop menu command: " + script);
            menu.forEach(l -> assertTrue(l.endsWith("|| true"), "fatal without desktop menus: " + l));
        }
        for (String name : List.of("postinst", "prerm")) {
            assertEquals(0, run(List.of("sh", "-n", control.resolve(name).toString()), "", Map.of()).status(), name);
        }
    }

    @Test
    void desktopEntryNamesAndDescribesTheProgramInEveryLanguage() throws IOException {
        Path desktop;
        try (Stream<Path> files = Files.walk(root)) {
            desktop = files.filter(p -> p.toString().endsWith(".desktop") && Files.isRegularFile(p)).findFirst()
                    .orElseThrow(() -> new AssertionError("the .deb has no desktop entry"));
        }
        Map<String, String> entry = new LinkedHashMap<>();
        Files.readAllLines(desktop, StandardCharsets.UTF_8).stream().filter(l -> l.contains("="))
                .forEach(l -> entry.put(l.substring(0, l.indexOf('=')), l.substring(l.indexOf('=') + 1)));
        for (String lang : List.of("en", "it", "ru", "bg", "vi")) {
            Map<String, String> ui = Catalogue.read(lang.equals("en") ? "i18n/ui.properties" : "i18n/ui_" + lang + ".properties");
            String suffix = lang.equals("en") ? "" : "[" + lang + "]";
            assertEquals(ui.get("desktop.name"), entry.get("Name" + suffix), lang);
            assertEquals(ui.get("desktop.comment"), entry.get("Comment" + suffix), lang);
            assertEquals(ui.get("desktop.generic-name"), entry.get("GenericName" + suffix), lang);
        }
        assertEquals("/opt/turnpan-chess/bin/turnpan-chess", entry.get("Exec"));
    }

    @Test
    void foolsMateThroughTheLauncherInTheConsole() throws Exception {
        Run r = run(List.of(launcher.toString(), "console", "--lang", "en", "--voice", "none", "--data",
                root.resolve("data").toString()), "f3\ne5\ng4\nQh4\n", Map.of());
        assertEquals(0, r.status(), r.out());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.contains("Queen to h4, checkmate"), r.out());
        assertTrue(lines.contains("Game over. Checkmate. Black wins."), r.out());
    }

    @Test
    void theStartUpCacheMadeAtBuildTimeIsUsed() throws Exception {
        Run r = run(List.of(launcher.toString(), "moves", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"), "",
                Map.of("JAVA_TOOL_OPTIONS", "-Xlog:class+load=info"));
        assertEquals(0, r.status(), r.out());
        // the runtime's CDS archive always; the program's own classes too where the build made an AOT cache (Java 25+)
        boolean aotCache = Files.isRegularFile(root.resolve("opt/turnpan-chess/lib/app/turnpan-chess.aot"));
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
        assertTrue(jarLine.contains(root.resolve("opt/turnpan-chess/lib/app/turnpan-chess.jar").toString()), jarLine);
    }

    @Test
    void theLauncherOpensTheWindowAndSaysItsFirstSentence() throws Exception {
        Path log = root.resolve("window-speech.log");
        try (XServer x = XServer.forTest()) {
            assumeTrue(x.display().isPresent(), "no display and no Xvfb: the window is not tried");
            ProcessBuilder pb = new ProcessBuilder(launcher.toString()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("DISPLAY", x.display().get());
            pb.environment().put("LC_ALL", "en_US.UTF-8");
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
