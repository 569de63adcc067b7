package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27: {@code java -jar turnpan-chess.jar} writes nothing on the error stream when it starts
 * normally, the terminal mode and the window, on the JDK running the tests (17) and on Java 25
 * ({@code turnpan.java25}, by default {@code /usr/lib/jvm/temurin-25-jdk-amd64}: this test FAILS
 * when it is missing). A terminal screen reader reads every line there before the first sentence.
 * Needs the built jar (failsafe, after package) and Xvfb for the window.
 */
class QuietStartIT {
    private static final long WINDOW_WAIT_S = 120;

    @TempDir
    Path dir;

    static Path java17() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    static Path java25() {
        Path home = Path.of(System.getProperty("turnpan.java25", "/usr/lib/jvm/temurin-25-jdk-amd64"));
        Path java = home.resolve("bin").resolve("java");
        assertTrue(Files.isExecutable(java), java + " is missing: install a Java 25 there or name one with"
                + " -Dturnpan.java25=DIR (the quiet start is checked on Java 17 and 25)");
        return java;
    }

    @Test
    void theTerminalModeStartsQuietlyOnJava17() throws Exception {
        console(java17());
    }

    @Test
    void theTerminalModeStartsQuietlyOnJava25() throws Exception {
        console(java25());
    }

    @Test
    void theWindowStartsQuietlyOnJava17() throws Exception {
        window(java17());
    }

    @Test
    void theWindowStartsQuietlyOnJava25() throws Exception {
        window(java25());
    }

    @Test
    void theModuleJarsAreTheJarsJavaFxPublishes() throws Exception {
        // every JavaFX package of the shaded jar is listed, so no class is left out of its module
        var listed = JavaFxModuleJars.packages();
        try (JarFile jar = new JarFile(JarNativesIT.jar().toFile())) {
            List<String> unlisted = jar.stream().map(e -> e.getName())
                    .filter(n -> n.endsWith(".class") && (n.startsWith("javafx/") || n.startsWith("com/sun/javafx/")
                            || n.startsWith("com/sun/glass/") || n.startsWith("com/sun/prism/")
                            || n.startsWith("com/sun/scenario/") || n.startsWith("com/sun/marlin/")))
                    .filter(n -> JavaFxModuleJars.moduleOf(n, listed).isEmpty()).distinct().toList();
            assertEquals(List.of(), unlisted);
            Path folder = JavaFxModuleJars.prepare(jar, dir);
            for (String m : JavaFxModuleJars.MODULES) {
                var found = java.lang.module.ModuleFinder.of(folder.resolve(m + ".jar")).find(m);
                assertTrue(found.isPresent(), m);
                assertEquals(listed.get(m), found.get().descriptor().packages(), m);
            }
            // a second start finds them made
            assertEquals(folder, JavaFxModuleJars.prepare(jar, dir));
        }
    }

    private void console(Path java) throws Exception {
        Path err = dir.resolve("err.txt");
        Process p = start(List.of(java.toString(), "-jar", JarNativesIT.jar().toAbsolutePath().toString(), "console"), err);
        p.getOutputStream().write("quit\n".getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the terminal mode did not end on quit");
        assertEquals(0, p.exitValue());
        assertEquals("", Files.readString(err), java + ": the error stream at the terminal mode's start");
    }

    private void window(Path java) throws Exception {
        Path err = dir.resolve("err.txt");
        Path log = dir.resolve("speech.log");
        try (XServer x = XServer.forTest()) {
            assertTrue(x.display().isPresent(), "no display and no Xvfb: the window cannot be tried (apt-get install xvfb)");
            List<String> command = List.of(java.toString(), "-Dturnpan.speech.log=" + log, "-Duser.language=en",
                    "-jar", JarNativesIT.jar().toAbsolutePath().toString());
            Process p = start(command, err, Map.of("DISPLAY", x.display().get()));
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WINDOW_WAIT_S);
                while (!(Files.isRegularFile(log) && Files.size(log) > 0) && p.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                assertTrue(Files.isRegularFile(log) && Files.size(log) > 0,
                        java + ": the window said nothing in " + WINDOW_WAIT_S + " s; its error stream: " + Files.readString(err));
                assertEquals("", Files.readString(err), java + ": the error stream at the window's start");
            } finally {
                p.destroy();
                p.waitFor(30, TimeUnit.SECONDS);
                p.destroyForcibly();
            }
        }
        Path cache = dir.resolve("cache").resolve("turnpan-chess");
        try (Stream<Path> made = Files.list(cache)) {
            assertTrue(made.anyMatch(f -> f.getFileName().toString().startsWith("javafx-modules-")
                    && JavaFxModuleJars.complete(f)), "JavaFX's module jars in $XDG_CACHE_HOME/turnpan-chess");
        }
        // JavaFX's natives unpacked into our cache folder, none into JavaFX's shared ~/.openjfx/cache
        assertTrue(Files.isRegularFile(cache.resolve("openjfx").resolve(System.mapLibraryName("glass"))),
                "JavaFX's natives in $XDG_CACHE_HOME/turnpan-chess/openjfx");
        assertFalse(Files.exists(dir.resolve("home").resolve(".openjfx")), "the window wrote into ~/.openjfx");
        try (Stream<Path> made = Files.list(cache)) {
            assertEquals(List.of(), made.filter(f -> f.getFileName().toString().startsWith("javafx-modules-partial-")).toList(),
                    "no half-made module folder is left");
        }
    }

    private Process start(List<String> command, Path err) throws IOException {
        return start(command, err, Map.of());
    }

    private Process start(List<String> command, Path err, Map<String, String> env) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).redirectError(err.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        pb.environment().remove("JDK_JAVA_OPTIONS");
        pb.environment().remove("_JAVA_OPTIONS");
        pb.environment().put("HOME", dir.resolve("home").toString());
        pb.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        pb.environment().put("XDG_DATA_HOME", dir.resolve("data").toString());
        pb.environment().put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        // a locale every system has: an uninstalled one makes GTK warn, which is the machine's doing, not ours
        pb.environment().put("LC_ALL", "C.UTF-8");
        pb.environment().putAll(env);
        return pb.start();
    }
}
