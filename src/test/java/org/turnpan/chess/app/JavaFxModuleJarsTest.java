package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The list of JavaFX's packages per module matches the published jars (this build's, on the test
 * class path), and the module jars made from a jar are real modules with those packages.
 */
class JavaFxModuleJarsTest {
    @TempDir
    Path dir;

    @Test
    void theListHoldsEveryPackageOfThePublishedJars() throws Exception {
        var listed = JavaFxModuleJars.packages();
        assertEquals(packagesOf(javafx.beans.Observable.class), listed.get("javafx.base"));
        assertEquals(packagesOf(javafx.scene.control.Button.class), listed.get("javafx.controls"));
        // javafx.graphics: this system's build, and the glass packages of the others beside it
        Set<String> graphics = packagesOf(javafx.application.Platform.class);
        assertTrue(listed.get("javafx.graphics").containsAll(graphics));
        Set<String> others = new TreeSet<>(listed.get("javafx.graphics"));
        others.removeAll(graphics);
        assertTrue(others.stream().allMatch(p -> p.startsWith("com.sun.glass.ui.") || p.startsWith("com.sun.prism.")
                        || p.startsWith("com.sun.scenario.effect.impl.hw.d3d")),
                others.toString());
    }

    @Test
    void eachEntryGoesToItsModule() {
        var listed = JavaFxModuleJars.packages();
        assertEquals(Optional.of("javafx.controls"), JavaFxModuleJars.moduleOf("javafx/scene/control/Button.class", listed));
        assertEquals(Optional.of("javafx.base"), JavaFxModuleJars.moduleOf("javafx/beans/Observable.class", listed));
        assertEquals(Optional.of("javafx.graphics"), JavaFxModuleJars.moduleOf("libglass.so", listed));
        assertEquals(Optional.of("javafx.graphics"), JavaFxModuleJars.moduleOf("glass.dll", listed));
        assertEquals(Optional.empty(), JavaFxModuleJars.moduleOf("org/turnpan/chess/app/Main.class", listed));
        assertEquals(Optional.empty(), JavaFxModuleJars.moduleOf("natives/macos-x64/libglass.dylib", listed));
        assertEquals(Optional.empty(), JavaFxModuleJars.moduleOf("META-INF/MANIFEST.MF", listed));
    }

    @Test
    void theModuleJarsAreModulesAndAreWrittenOnce() throws Exception {
        assertTrue(JavaFxModuleJars.descriptorsPresent(), "the build unpacks JavaFX's descriptors (pom.xml)");
        Path jar = dir.resolve("app.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String name : List.of("javafx/beans/Observable.class", "javafx/scene/control/Button.class",
                    "javafx/application/Platform.class", "libglass.so", "glass.dll", "org/turnpan/chess/app/Main.class")) {
                out.putNextEntry(new JarEntry(name));
                out.write(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        Path cache = dir.resolve("cache");
        SystemNatives linux = SystemNatives.of("Linux", "amd64");
        Path folder;
        try (JarFile file = new JarFile(jar.toFile())) {
            folder = JavaFxModuleJars.prepare(file, cache, linux);
            assertEquals(folder, JavaFxModuleJars.prepare(file, cache, linux));
        }
        // (the real jar's modules are read by ModuleFinder in QuietStartIT; these few classes are not whole modules)
        for (String m : JavaFxModuleJars.MODULES) {
            try (JarFile module = new JarFile(folder.resolve(m + ".jar").toFile())) {
                try (var in = module.getInputStream(module.getEntry("module-info.class"))) {
                    assertEquals(m, ModuleDescriptor.read(in).name());
                }
            }
        }
        try (JarFile graphics = new JarFile(folder.resolve("javafx.graphics.jar").toFile())) {
            assertTrue(graphics.getEntry("libglass.so") != null);
            assertTrue(graphics.getEntry("glass.dll") == null, "Windows's natives are not in Linux's module");
            assertTrue(graphics.getEntry("javafx/application/Platform.class") != null);
            assertTrue(graphics.getEntry("org/turnpan/chess/app/Main.class") == null);
        }
        try (Stream<Path> left = Files.list(cache)) {
            assertEquals(List.of(folder), left.toList(), "no partial folder is left behind");
        }
    }

    @Test
    void aCacheThatCannotBeWrittenIsAnErrorNotAHalfFolder() throws Exception {
        Path blocked = dir.resolve("file-not-folder");
        Files.writeString(blocked, "x");
        Path jar = dir.resolve("empty.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("a.txt"));
            out.closeEntry();
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            assertTrue(throwsIo(() -> JavaFxModuleJars.prepare(file, blocked.resolve("cache"))));
        }
        assertFalse(Files.isDirectory(blocked));
    }

    private interface IoAction {
        void run() throws IOException;
    }

    private static boolean throwsIo(IoAction action) {
        try {
            action.run();
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    private static Set<String> packagesOf(Class<?> c) throws Exception {
        Path jar = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> found = new TreeSet<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            file.stream().map(JarEntry::getName).filter(n -> !n.endsWith("/") && n.contains("/") && !n.startsWith("META-INF/"))
                    .forEach(n -> found.add(n.substring(0, n.lastIndexOf('/')).replace('/', '.')));
        }
        return found;
    }
}
