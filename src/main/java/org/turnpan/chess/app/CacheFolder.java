package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Where the program keeps what it can make again (JavaFX's native libraries taken out of the jar):
 * {@code $XDG_CACHE_HOME/turnpan-chess} (default {@code ~/.cache/turnpan-chess}) on Linux and other
 * Unix systems, {@code %LOCALAPPDATA%\Turnpan Chess\Cache} on Windows, {@code ~/Library/Caches/turnpan-chess}
 * on macOS; never the user's home folder itself.
 */
final class CacheFolder {
    private CacheFolder() {
    }

    static Path forUser() {
        return resolve(System::getProperty, System::getenv);
    }

    /** The folder for these system properties and this environment (each maps a name to its value, or null). */
    static Path resolve(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        String home = environment.apply("HOME");
        Path homeDir = Path.of(home != null && !home.isBlank() ? home : properties.apply("user.home"));
        String os = String.valueOf(properties.apply("os.name")).toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = environment.apply("LOCALAPPDATA");
            Path base = present(local) ? Path.of(local) : homeDir.resolve("AppData").resolve("Local");
            return base.resolve("Turnpan Chess").resolve("Cache");
        }
        if (os.startsWith("mac")) {
            return homeDir.resolve("Library").resolve("Caches").resolve("turnpan-chess");
        }
        String xdg = environment.apply("XDG_CACHE_HOME");
        // the XDG Base Directory specification: a relative value is invalid and is ignored
        Path base = present(xdg) && Path.of(xdg).isAbsolute() ? Path.of(xdg) : homeDir.resolve(".cache");
        return base.resolve("turnpan-chess");
    }

    private static boolean present(String value) {
        return value != null && !value.isBlank();
    }
}
