package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 27: the config folder (the lichess token) follows XDG_CONFIG_HOME on Linux and each system's rules elsewhere. */
class ConfigFolderTest {

    private static Path resolve(String os, Map<String, String> env, String dataOverride) {
        Map<String, String> properties = new HashMap<>(Map.of("os.name", os, "user.home", "/home/a"));
        if (dataOverride != null) {
            properties.put("turnpan.data", dataOverride);
        }
        return ConfigFolder.resolve(properties::get, env::get);
    }

    @Test
    void followsXdgConfigHomeOnLinux() {
        assertEquals(Path.of("/x/config/turnpan-chess"), resolve("Linux", Map.of("XDG_CONFIG_HOME", "/x/config"), null));
        assertEquals(Path.of("/home/a/.config/turnpan-chess"), resolve("Linux", Map.of(), null));
        assertEquals(Path.of("/home/a/.config/turnpan-chess"), resolve("Linux", Map.of("XDG_CONFIG_HOME", "relative"), null),
                "a relative XDG_CONFIG_HOME is ignored");
        // the data folder's own variable does not move the config folder
        assertEquals(Path.of("/home/a/.config/turnpan-chess"), resolve("Linux", Map.of("XDG_DATA_HOME", "/x/data"), null));
    }

    @Test
    void aNamedDataFolderHoldsEverything() {
        assertEquals(Path.of("/portable"), resolve("Linux", Map.of("XDG_CONFIG_HOME", "/x/config"), "/portable"));
    }

    @Test
    void windowsAndMacOsKeepTheirApplicationFolders() {
        assertEquals(Path.of("C:/Users/a/AppData/Roaming", "Turnpan Chess"),
                resolve("Windows 11", Map.of("APPDATA", "C:/Users/a/AppData/Roaming", "XDG_CONFIG_HOME", "/x"), null));
        assertEquals(Path.of("/home/a/Library/Application Support/Turnpan Chess"), resolve("Mac OS X", Map.of(), null));
    }
}
