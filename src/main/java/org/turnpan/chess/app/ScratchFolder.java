package org.turnpan.chess.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A temporary folder for a build step or a bench, deleted with everything in it when closed. */
record ScratchFolder(Path path) implements AutoCloseable {

    static ScratchFolder create(String prefix) throws IOException {
        return new ScratchFolder(Files.createTempDirectory(prefix));
    }

    Path resolve(String name) {
        return path.resolve(name);
    }

    /** Deletes the folder; what cannot be deleted (a file still being written) is left, not an error. */
    @Override
    public void close() {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> all = Files.walk(path)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            // a scratch folder left in the temporary folder costs nothing but space
        }
    }
}
