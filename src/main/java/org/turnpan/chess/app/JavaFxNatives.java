package org.turnpan.chess.app;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.CRC32;
import org.turnpan.chess.session.files.SaveResult;
import org.turnpan.chess.session.files.SaveStore;

/**
 * JavaFX's native libraries for the Mac this runs on, taken out of the one jar for every desktop.
 *
 * <p>The jar carries the natives of Linux and Windows where JavaFX looks for them (the jar's root),
 * but macOS Intel and Apple silicon name theirs alike ({@code libglass.dylib}...), so they live
 * under {@code natives/macos-x64} and {@code natives/macos-aarch64}. Before the window starts on a
 * Mac, the folder for this processor is copied once into a cache folder named by the libraries'
 * checksums and put in front of {@code java.library.path}, where JavaFX's loader looks when the
 * jar's root has no library of that name (docs/packaging.md). Elsewhere, or when the program does
 * not run from a jar (a developer's checkout), nothing is done.
 */
final class JavaFxNatives {
    /** Where the jar keeps the natives of each Mac processor. */
    static final String MAC_INTEL = "natives/macos-x64";
    static final String MAC_ARM = "natives/macos-aarch64";
    /** Where JavaFX's own loader unpacks the natives of the jar's root. */
    static final String CACHE_PROPERTY = "javafx.cachedir";

    private JavaFxNatives() {
    }

    /** The jar folder of natives for a system, or empty when JavaFX finds them at the jar's root. */
    static Optional<String> folderFor(String osName, String osArch) {
        return SystemNatives.of(osName, osArch).macFolder();
    }

    /**
     * On a Mac, running from a jar: the natives of this processor copied to the user's cache and
     * named first in {@code java.library.path}. Returns the folder used, or empty when nothing was
     * needed or possible (the window's own start-up failure then says why).
     */
    static Optional<Path> prepareForThisSystem() {
        Path cacheRoot = CacheFolder.forUser();
        // JavaFX unpacks the natives it finds at the jar's root into javafx.cachedir (by default
        // ~/.openjfx/cache): into the user's cache folder instead, as each system's rules ask
        if (System.getProperty(CACHE_PROPERTY) == null) {
            System.setProperty(CACHE_PROPERTY, cacheRoot.resolve("openjfx").toString());
        }
        Optional<String> folder = folderFor(System.getProperty("os.name"), System.getProperty("os.arch"));
        Optional<Path> jar = RunningJar.find();
        if (folder.isEmpty() || jar.isEmpty()) {
            return Optional.empty();
        }
        try (JarFile file = new JarFile(jar.get().toFile())) {
            Optional<Path> copied = copy(file, folder.get(), cacheRoot);
            copied.ifPresent(JavaFxNatives::searchFirst);
            return copied;
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * Copies the libraries under {@code folder} of the jar into a folder of {@code cacheRoot} named
     * by their checksums (so a newer jar gets a new folder and a copy is never half old); files
     * already there with the right size are kept. Empty when the jar has no such folder.
     */
    static Optional<Path> copy(JarFile jar, String folder, Path cacheRoot) throws IOException {
        List<JarEntry> libraries = librariesIn(jar, folder);
        if (libraries.isEmpty()) {
            return Optional.empty();
        }
        CRC32 checksums = new CRC32();
        for (JarEntry e : libraries) {
            checksums.update(Long.toHexString(e.getCrc()).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
        Path target = cacheRoot.resolve(folder.replace('/', '-') + "-" + Long.toHexString(checksums.getValue()));
        Files.createDirectories(target);
        for (JarEntry e : libraries) {
            Path file = target.resolve(fileName(e));
            if (Files.isRegularFile(file) && Files.size(file) == e.getSize()) {
                continue;
            }
            // the one atomic writer (a temporary file forced to the disk, then renamed): a kill or a
            // full disk leaves no cut library for the next start to load
            SaveResult written = SaveStore.writeFile(file, out -> {
                try (InputStream in = jar.getInputStream(e)) {
                    in.transferTo(out);
                }
            });
            if (written instanceof SaveResult.Failed) {
                throw new IOException("cannot write " + file);
            }
        }
        return Optional.of(target);
    }

    /** The library files directly under {@code folder}, in name order. */
    static List<JarEntry> librariesIn(JarFile jar, String folder) {
        String prefix = folder.endsWith("/") ? folder : folder + "/";
        List<JarEntry> found = new ArrayList<>();
        jar.stream().filter(e -> !e.isDirectory() && e.getName().startsWith(prefix)
                && e.getName().indexOf('/', prefix.length()) < 0).forEach(found::add);
        found.sort(Comparator.comparing(JarEntry::getName));
        return found;
    }

    private static String fileName(JarEntry e) {
        return e.getName().substring(e.getName().lastIndexOf('/') + 1);
    }

    /** JavaFX's loader reads {@code java.library.path} each time it loads a library. */
    private static void searchFirst(Path folder) {
        String old = System.getProperty("java.library.path", "");
        System.setProperty("java.library.path", old.isEmpty() ? folder.toString() : folder + File.pathSeparator + old);
    }
}
