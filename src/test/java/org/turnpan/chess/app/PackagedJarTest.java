package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The package's jar keeps the program and its libraries and leaves out JavaFX and other systems' natives. */
class PackagedJarTest {
    @TempDir
    Path dir;

    @Test
    void leavesOutJavaFxAndOtherSystemsNatives() throws Exception {
        Path from = dir.resolve("all.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "org.turnpan.chess.app.Main");
        manifest.getMainAttributes().putValue("Multi-Release", "true");
        List<String> kept = List.of("org/turnpan/chess/app/Main.class", "i18n/ui.properties", "com/sun/jna/Native.class",
                "com/sun/jna/linux-x86-64/libjnidispatch.so", "org/jline/nativ/Linux/x86_64/libjlinenative.so",
                "org/turnpan/chess/app/javafx-modules/javafx.base.module-info",
                "META-INF/versions/22/org/jline/terminal/impl/ffm/CLibrary.class");
        List<String> left = List.of("javafx/scene/control/Button.class", "javafx/beans/Observable.class",
                "com/sun/glass/ui/gtk/GtkApplication.class", "com/sun/glass/ui/win/WinApplication.class",
                "com/sun/prism/es2/ES2Pipeline.class", "libglass.so", "glass.dll", "javafx.properties",
                "natives/macos-x64/libglass.dylib", "com/sun/jna/win32-x86-64/jnidispatch.dll",
                "org/jline/nativ/Windows/x86_64/jlinenative.dll");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(from), manifest)) {
            for (String name : interleave(kept, left)) {
                JarEntry e = new JarEntry(name);
                e.setTime(1_700_000_000_000L);
                out.putNextEntry(e);
                out.write(name.getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        Path to = dir.resolve("package.jar");
        int[] counts = PackagedJar.write(from, to, SystemNatives.of("Linux", "amd64"));
        assertArrayEquals(new int[] {kept.size() + 1, left.size()}, counts, "the manifest is kept too");
        try (JarFile jar = new JarFile(to.toFile())) {
            List<String> names = jar.stream().map(JarEntry::getName).toList();
            assertEquals("META-INF/MANIFEST.MF", names.get(0), "the manifest first");
            assertEquals(kept, names.subList(1, names.size()));
            assertEquals("org.turnpan.chess.app.Main", jar.getManifest().getMainAttributes().getValue(Attributes.Name.MAIN_CLASS));
            assertEquals("true", jar.getManifest().getMainAttributes().getValue("Multi-Release"));
            for (String name : kept) {
                JarEntry e = jar.getJarEntry(name);
                assertEquals(name, new String(jar.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8));
                assertEquals(1_700_000_000_000L, e.getTime(), name);
            }
        }
    }

    @Test
    void aMacKeepsItsOwnProcessorsJavaFxNatives() {
        var packages = JavaFxModuleJars.packages();
        SystemNatives arm = SystemNatives.of("Mac OS X", "aarch64");
        assertEquals(true, PackagedJar.keeps("natives/macos-aarch64/libglass.dylib", packages, arm));
        assertEquals(false, PackagedJar.keeps("natives/macos-x64/libglass.dylib", packages, arm));
        assertEquals(false, PackagedJar.keeps("com/sun/glass/ui/mac/MacApplication.class", packages, arm));
    }

    private static List<String> interleave(List<String> a, List<String> b) {
        List<String> all = new java.util.ArrayList<>();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            if (i < a.size()) {
                all.add(a.get(i));
            }
            if (i < b.size()) {
                all.add(b.get(i));
            }
        }
        return all;
    }
}
