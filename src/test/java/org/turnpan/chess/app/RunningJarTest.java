package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding the running jar when classes come from a start-up cache trained on another machine. */
class RunningJarTest {
    @TempDir
    Path dir;

    @Test
    void theInstalledJarOnTheClassPathWinsOverTheTrainingMachinesPath() throws IOException {
        Path installed = Files.createDirectories(dir.resolve("opt/turnpan-chess/lib/app")).resolve("turnpan-chess.jar");
        Files.writeString(installed, "jar");
        Optional<Path> trainedAt = Optional.of(Path.of("/build/target/package/input/turnpan-chess.jar"));
        String classPath = dir.resolve("other.jar") + File.pathSeparator + installed;
        assertEquals(Optional.of(installed.toAbsolutePath()), RunningJar.choose(trainedAt, classPath));
    }

    @Test
    void anExistingCodeSourceIsKeptAndAMissingOneWithoutClassPathEntryIsNothing() throws IOException {
        Path jar = dir.resolve("turnpan-chess.jar");
        Files.writeString(jar, "jar");
        assertEquals(Optional.of(jar), RunningJar.choose(Optional.of(jar), "surefirebooter.jar"));
        assertEquals(Optional.empty(), RunningJar.choose(Optional.of(dir.resolve("gone/turnpan-chess.jar")), ""));
        assertEquals(Optional.empty(), RunningJar.choose(Optional.empty(), jar.toString()));
    }
}
