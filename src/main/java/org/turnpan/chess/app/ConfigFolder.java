package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;
import org.turnpan.chess.session.files.DataFolder;

/**
 * The folder for the user's settings (preferences, the lichess token): the data folder when one
 * is named ({@code --data}, the {@code turnpan.data} property), else {@code $XDG_CONFIG_HOME/turnpan-chess}
 * (or {@code ~/.config/turnpan-chess}) on Linux, and the user's own application folder on Windows
 * and macOS (the same as the data folder there).
 */
final class ConfigFolder {

    private ConfigFolder() {
    }

    static Path forUser() {
        return resolve(System::getProperty, System::getenv);
    }

    /** The folder for these system properties and this environment (each maps a name to its value, or null). */
    static Path resolve(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        String override = properties.apply(DataFolder.PROPERTY);
        String os = String.valueOf(properties.apply("os.name")).toLowerCase(Locale.ROOT);
        if ((override != null && !override.isBlank()) || os.startsWith("windows") || os.startsWith("mac")) {
            return DataFolder.resolve(properties, environment);
        }
        String xdg = environment.apply("XDG_CONFIG_HOME");
        // the XDG Base Directory specification: a relative value is invalid and is ignored
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(properties.apply("user.home"), ".config");
        return base.resolve("turnpan-chess");
    }
}
