package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Locale;
import org.turnpan.chess.session.files.DataFolder;

/**
 * The folder for the user's settings that are secrets (the lichess token): the data folder when one
 * is named ({@code --data}, the {@code turnpan.data} property), else {@code $XDG_CONFIG_HOME/turnpan-chess}
 * (or {@code ~/.config/turnpan-chess}) on Linux, and the user's own application folder on Windows
 * and macOS (the same as the data folder there).
 */
final class ConfigFolder {

    private ConfigFolder() {
    }

    static Path forUser() {
        String override = System.getProperty(DataFolder.PROPERTY);
        String os = String.valueOf(System.getProperty("os.name")).toLowerCase(Locale.ROOT);
        if ((override != null && !override.isBlank()) || os.startsWith("windows") || os.startsWith("mac")) {
            return DataFolder.forUser();
        }
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".config");
        return base.resolve("turnpan-chess");
    }
}
