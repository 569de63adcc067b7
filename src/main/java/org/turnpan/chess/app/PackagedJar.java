package org.turnpan.chess.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

/**
 * The jar a package carries: the one jar for every desktop without what that package never loads
 * (issue 27). JavaFX is linked into the package's runtime as named modules, which the class path
 * cannot override, so the jar's copy of JavaFX's classes and natives goes; so do the JNA and JLine
 * natives of other systems and processors ({@link SystemNatives}). A Mac keeps its own processor's
 * JavaFX natives under {@code natives/}, which {@link JavaFxNatives} hands to JavaFX. The portable
 * jar ({@code java -jar}) keeps everything.
 */
final class PackagedJar {
    /** JavaFX's version file at the jar's root, read by JavaFX from its own module only. */
    static final String JAVAFX_PROPERTIES = "javafx.properties";

    private PackagedJar() {
    }

    /**
     * For the package builder (src/build/java/PackageBuilder.java): {@code JAR OUT} writes the
     * package's jar for this system.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("JAR OUT");
        }
        write(Path.of(args[0]), Path.of(args[1]), SystemNatives.current());
    }

    /** Whether a package for {@code system} keeps the entry. */
    static boolean keeps(String entryName, Map<String, Set<String>> javafxPackages, SystemNatives system) {
        return !entryName.equals(JAVAFX_PROPERTIES) && JavaFxModuleJars.moduleOf(entryName, javafxPackages).isEmpty()
                && system.uses(entryName);
    }

    /**
     * Writes the entries of {@code from} that a package for {@code system} keeps into {@code to},
     * in their order (the manifest first) and with their times; returns how many were kept and left out.
     */
    static int[] write(Path from, Path to, SystemNatives system) throws IOException {
        Map<String, Set<String>> javafx = JavaFxModuleJars.packages();
        int kept = 0;
        int left = 0;
        try (JarFile in = new JarFile(from.toFile(), false); JarOutputStream out = new JarOutputStream(Files.newOutputStream(to))) {
            for (JarEntry e : in.stream().toList()) {
                if (!keeps(e.getName(), javafx, system)) {
                    left++;
                    continue;
                }
                JarEntry copy = new JarEntry(e.getName());
                copy.setTime(e.getTime());
                out.putNextEntry(copy);
                if (!e.isDirectory()) {
                    try (InputStream data = in.getInputStream(e)) {
                        data.transferTo(out);
                    }
                }
                out.closeEntry();
                kept++;
            }
        }
        return new int[] {kept, left};
    }
}
