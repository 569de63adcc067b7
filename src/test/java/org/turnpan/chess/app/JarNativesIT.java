package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one jar for every desktop carries JavaFX's native libraries for Linux, Windows, macOS Intel
 * and macOS Apple silicon, each of the right format and processor (src/test/resources/package/
 * jar-natives.tsv), and a Mac gets its own processor's out of it. Runs in {@code mvn -B verify},
 * after {@code package} built the jar (failsafe; docs/packaging.md).
 */
class JarNativesIT {
    @TempDir
    Path dir;

    /** One expected library: system, entry, format, processor. */
    record Expected(String system, String entry, NativeFormat format) {
    }

    static Path jar() {
        Path jar = Path.of(System.getProperty("turnpan.jar", "target/turnpan-chess.jar"));
        assertTrue(Files.isRegularFile(jar), jar + " is missing: this test runs in mvn -B verify, after package");
        return jar;
    }

    static List<Expected> expected() throws IOException {
        try (InputStream in = JarNativesIT.class.getResourceAsStream("/package/jar-natives.tsv")) {
            assertNotNull(in, "package/jar-natives.tsv is missing");
            List<Expected> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t"))
                    .map(f -> new Expected(f[0], f[1], new NativeFormat(f[2], f[3]))).toList();
            assertEquals(Set.of("linux", "windows", "macos-intel", "macos-apple-silicon"),
                    rows.stream().map(Expected::system).collect(Collectors.toSet()), "every system is listed");
            return rows;
        }
    }

    @Test
    void everyListedLibraryIsThereInTheFormatOfItsSystem() throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            for (Expected e : expected()) {
                JarEntry entry = jar.getJarEntry(e.entry());
                assertNotNull(entry, e.system() + ": " + e.entry() + " is not in the jar");
                try (InputStream in = jar.getInputStream(entry)) {
                    assertEquals(e.format(), NativeFormat.of(in.readNBytes(4096)), e.entry());
                }
            }
        }
    }

    @Test
    void everyWindowingSystemHasItsClassesAndTheJarStartsMain() throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            for (String c : List.of("com/sun/glass/ui/gtk/GtkApplication.class", "com/sun/glass/ui/win/WinApplication.class",
                    "com/sun/glass/ui/mac/MacApplication.class", "com/sun/prism/d3d/D3DPipeline.class",
                    "com/sun/prism/es2/ES2Pipeline.class")) {
                assertNotNull(jar.getJarEntry(c), c);
            }
            assertEquals("org.turnpan.chess.app.Main", jar.getManifest().getMainAttributes().getValue("Main-Class"));
        }
    }

    @Test
    void noMacLibraryAtTheRootWhereJavaFxWouldTakeItOnEitherMac() throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            List<String> misplaced = jar.stream().map(JarEntry::getName)
                    .filter(n -> n.endsWith(".dylib") && !n.startsWith("natives/macos-")).toList();
            assertEquals(List.of(), misplaced);
        }
    }

    @Test
    void eachMacCopiesOutItsOwnProcessorsLibraries() throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            for (String[] mac : new String[][] {{JavaFxNatives.MAC_ARM, "arm64", "macos-apple-silicon"},
                    {JavaFxNatives.MAC_INTEL, "x86-64", "macos-intel"}}) {
                Path folder = JavaFxNatives.copy(jar, mac[0], dir).orElseThrow();
                Set<String> copied = new TreeSet<>();
                try (var files = Files.list(folder)) {
                    for (Path f : files.toList()) {
                        copied.add(mac[0] + "/" + f.getFileName());
                        assertEquals(new NativeFormat("mach-o", mac[1]), NativeFormat.of(Files.readAllBytes(f)), f.toString());
                    }
                }
                Set<String> listed = expected().stream().filter(e -> e.system().equals(mac[2])).map(Expected::entry)
                        .collect(Collectors.toCollection(TreeSet::new));
                assertEquals(listed, copied, mac[2]);
            }
        }
    }
}
