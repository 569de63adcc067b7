package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Fake UCI engines for tests in any package: an executable launcher in a folder that runs
 * {@link FakeUciEngine} with a script from src/test/resources/engine/uci. {@code ${LOG}} in the
 * script becomes {@code received.log} in that folder, {@code ${DIR}} the folder.
 */
public final class FakeEngines {
    private FakeEngines() {
    }

    /** Writes {@code dir/NAME.sh} (and the script beside it) and returns the launcher's path. */
    public static Path launcher(Path dir, String scriptName) throws IOException {
        return launcher(dir, scriptName, scriptName + ".sh");
    }

    /** The same with the launcher named {@code launcherName} (to be found on a PATH, say). */
    public static Path launcher(Path dir, String scriptName, String launcherName) throws IOException {
        String script;
        try (InputStream in = FakeEngines.class.getResourceAsStream("/engine/uci/" + scriptName + ".script")) {
            assertNotNull(in, "no script " + scriptName);
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path scriptFile = dir.resolve(scriptName + ".script");
        Files.writeString(scriptFile, script.replace("${LOG}", dir.resolve("received.log").toString())
                .replace("${DIR}", dir.toString()));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path launcher = dir.resolve(launcherName);
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java + "' -Xmx64m -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' " + FakeUciEngine.class.getName() + " '" + scriptFile
                + "'\n");
        assertTrue(launcher.toFile().setExecutable(true));
        return launcher;
    }
}
