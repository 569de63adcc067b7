package org.turnpan.chess.app;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The jar the program runs from, when it runs from one. */
final class RunningJar {
    private RunningJar() {
    }

    /** The jar holding the program's classes, or empty in a developer's checkout (classes in a folder). */
    static Optional<Path> find() {
        return choose(codeSource(), System.getProperty("java.class.path", ""));
    }

    /**
     * The running jar, from where the classes say they came from and the class path. Classes taken
     * from a start-up (AOT) cache name the jar they were trained from, on the machine that built the
     * package; the class path names the jar as it is installed here, so an entry of that file name on
     * the class path wins.
     */
    static Optional<Path> choose(Optional<Path> codeSource, String classPath) {
        if (codeSource.isEmpty() || codeSource.get().getFileName() == null) {
            return Optional.empty();
        }
        String name = codeSource.get().getFileName().toString();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            Path p = Path.of(entry);
            if (p.getFileName() != null && p.getFileName().toString().equals(name) && Files.isRegularFile(p)) {
                return Optional.of(p.toAbsolutePath().normalize());
            }
        }
        return Files.isRegularFile(codeSource.get()) ? codeSource : Optional.empty();
    }

    /** The running jar, else the one the build makes (for benches started from a checkout). */
    static Path orBuilt() {
        return find().orElse(Path.of("target", "turnpan-chess.jar"));
    }

    /** Where this class was loaded from, when that is a jar file (it may not exist on this machine). */
    private static Optional<Path> codeSource() {
        try {
            var source = RunningJar.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return Optional.empty();
            }
            Path self = Path.of(source.getLocation().toURI());
            return self.toString().endsWith(".jar") ? Optional.of(self) : Optional.empty();
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
