package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The cache folder follows each system's rules, and XDG_CACHE_HOME on Linux. */
class CacheFolderTest {

    private static Path resolve(String os, Map<String, String> env) {
        Map<String, String> properties = Map.of("os.name", os, "user.home", "/java-home-not-used");
        return CacheFolder.resolve(properties::get, env::get);
    }

    @Test
    void followsEachSystemsRules() {
        assertEquals(Path.of("/x/cache/turnpan-chess"), resolve("Linux", Map.of("HOME", "/home/a", "XDG_CACHE_HOME", "/x/cache")));
        assertEquals(Path.of("/home/a/.cache/turnpan-chess"), resolve("Linux", Map.of("HOME", "/home/a")));
        assertEquals(Path.of("/home/a/.cache/turnpan-chess"), resolve("Linux", Map.of("HOME", "/home/a", "XDG_CACHE_HOME", "rel")),
                "a relative XDG_CACHE_HOME is ignored");
        assertEquals(Path.of("/Users/a/Library/Caches/turnpan-chess"), resolve("Mac OS X", Map.of("HOME", "/Users/a")));
        assertEquals(Path.of("C:/Users/a/AppData/Local", "Turnpan Chess", "Cache"),
                resolve("Windows 11", Map.of("HOME", "/h", "LOCALAPPDATA", "C:/Users/a/AppData/Local")));
    }
}
