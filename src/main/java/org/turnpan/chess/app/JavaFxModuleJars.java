package org.turnpan.chess.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * JavaFX's three modules as modular jars, made from the one jar for every desktop (issue 27). JavaFX
 * supports only being loaded as named modules and says so on the error stream otherwise; the shaded
 * jar holds JavaFX's classes at its root (one class path), so the window's process takes these jars
 * on its module path instead ({@link JavaFxRelaunch}). Each jar holds the published module
 * descriptor (kept in our jar as {@code javafx-modules/<module>.module-info}) and the entries of the
 * module's packages ({@code javafx-modules.txt}); {@code javafx.graphics} also the native libraries
 * at the jar's root that this system loads ({@link SystemNatives}). They are written once into a folder of the user's cache named by a checksum of
 * what they hold, so a newer jar gets a new folder and a half-written one is never used.
 */
final class JavaFxModuleJars {
    /** JavaFX's modules, those needed first. */
    static final List<String> MODULES = List.of("javafx.base", "javafx.graphics", "javafx.controls");

    private static final String DESCRIPTORS = "javafx-modules/";
    private static final String PACKAGES = "javafx-modules.txt";
    private static final String GRAPHICS = "javafx.graphics";

    private JavaFxModuleJars() {
    }

    /**
     * For the package builder (src/build/java/PackageBuilder.java), which links these jars into the
     * packaged runtime: {@code JAR CACHE_ROOT OUT} makes them and writes their folder's path to OUT.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("JAR CACHE_ROOT OUT");
        }
        try (JarFile jar = new JarFile(args[0])) {
            Files.writeString(Path.of(args[2]), prepare(jar, Path.of(args[1])).toString(), StandardCharsets.UTF_8);
        }
    }

    /** The packages of each module, as listed in {@code javafx-modules.txt}. */
    static Map<String, Set<String>> packages() {
        Map<String, Set<String>> byModule = new LinkedHashMap<>();
        MODULES.forEach(m -> byModule.put(m, new TreeSet<>()));
        try (InputStream in = JavaFxModuleJars.class.getResourceAsStream(PACKAGES)) {
            if (in == null) {
                throw new IllegalStateException(PACKAGES + " is missing from the build");
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] words = line.strip().split(" ");
                if (words.length == 2 && !line.startsWith("#") && byModule.containsKey(words[0])) {
                    byModule.get(words[0]).add(words[1]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return byModule;
    }

    /** Whether this build carries the module descriptors (the packaged jar does; a classes folder does not). */
    static boolean descriptorsPresent() {
        return MODULES.stream().allMatch(m -> JavaFxModuleJars.class.getResource(DESCRIPTORS + m + ".module-info") != null);
    }

    /** The module a jar entry belongs to, if any. */
    static Optional<String> moduleOf(String entryName, Map<String, Set<String>> packages) {
        int slash = entryName.lastIndexOf('/');
        if (slash < 0) {
            return SystemNatives.isNativeLibrary(entryName) ? Optional.of(GRAPHICS) : Optional.empty();
        }
        String pkg = entryName.substring(0, slash).replace('/', '.');
        return packages.entrySet().stream().filter(e -> e.getValue().contains(pkg)).map(Map.Entry::getKey).findFirst();
    }

    /**
     * The folder of {@code cacheRoot} holding the three module jars made from {@code jar} for this
     * system, written now when it is not there yet. Throws when the jar has no descriptors or the
     * cache cannot be written.
     */
    static Path prepare(JarFile jar, Path cacheRoot) throws IOException {
        return prepare(jar, cacheRoot, SystemNatives.current());
    }

    /**
     * The module jars for {@code system}: JavaFX's classes and the native libraries that system
     * loads (Linux's {@code .so} files, not Windows's {@code .dll} files beside them in the jar).
     */
    static Path prepare(JarFile jar, Path cacheRoot, SystemNatives system) throws IOException {
        Map<String, Set<String>> packages = packages();
        Map<String, List<JarEntry>> entries = new LinkedHashMap<>();
        MODULES.forEach(m -> entries.put(m, new ArrayList<>()));
        CRC32 checksum = new CRC32();
        jar.stream().filter(e -> !e.isDirectory() && system.uses(e.getName())).sorted(Comparator.comparing(JarEntry::getName)).forEach(e ->
                moduleOf(e.getName(), packages).ifPresent(m -> {
                    entries.get(m).add(e);
                    checksum.update((e.getName() + ':' + Long.toHexString(e.getCrc()) + '\n').getBytes(StandardCharsets.UTF_8));
                }));
        for (String m : MODULES) {
            checksum.update(descriptor(m));
        }
        Path folder = cacheRoot.resolve("javafx-modules-" + Long.toHexString(checksum.getValue()));
        if (complete(folder)) {
            return folder;
        }
        Files.createDirectories(cacheRoot);
        Path partial = Files.createTempDirectory(cacheRoot, "javafx-modules-partial-");
        try {
            for (String m : MODULES) {
                writeJar(partial.resolve(m + ".jar"), descriptor(m), entries.get(m), jar);
            }
            try {
                Files.move(partial, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException raced) {
                // another start of the program wrote the same jars at the same moment: theirs are as good
                if (!complete(folder)) {
                    throw raced;
                }
            }
        } finally {
            deleteTree(partial);
        }
        return folder;
    }

    /** Whether every module jar is in the folder. */
    static boolean complete(Path folder) {
        return MODULES.stream().allMatch(m -> Files.isRegularFile(folder.resolve(m + ".jar")));
    }

    private static byte[] descriptor(String module) throws IOException {
        try (InputStream in = JavaFxModuleJars.class.getResourceAsStream(DESCRIPTORS + module + ".module-info")) {
            if (in == null) {
                throw new IOException("no descriptor of " + module + " in this build");
            }
            return in.readAllBytes();
        }
    }

    private static void writeJar(Path file, byte[] descriptor, List<JarEntry> entries, JarFile from) throws IOException {
        try (OutputStream raw = Files.newOutputStream(file); JarOutputStream out = new JarOutputStream(raw)) {
            // the fastest compression: the jars are written at the first start, in the user's wait
            out.setLevel(Deflater.BEST_SPEED);
            out.putNextEntry(new JarEntry("module-info.class"));
            out.write(descriptor);
            out.closeEntry();
            for (JarEntry e : entries) {
                out.putNextEntry(new JarEntry(e.getName()));
                try (InputStream in = from.getInputStream(e)) {
                    in.transferTo(out);
                }
                out.closeEntry();
            }
            out.finish();
            raw.flush();
        }
        // forced to the disk before the folder is renamed into place: a crash leaves no cut jar
        try (var channel = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
            channel.force(true);
        }
    }

    private static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
