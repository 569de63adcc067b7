package org.turnpan.chess.session.files;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Where the program keeps the user's data (the autosaved game): the system property
 * {@value #PROPERTY} when set; otherwise {@code %APPDATA%\Turnpan Chess} on Windows,
 * {@code ~/Library/Application Support/Turnpan Chess} on macOS, and
 * {@code $XDG_DATA_HOME/turnpan-chess} (default {@code ~/.local/share/turnpan-chess}) elsewhere.
 */
public final class DataFolder {

    /** System property that overrides the folder (tests, portable installs). */
    public static final String PROPERTY = "turnpan.data";

    private DataFolder() {
    }

    /** The folder for this user and this machine. */
    public static Path forUser() {
        return resolve(System::getProperty, System::getenv);
    }

    /**
     * The folder for the given system properties and environment (each maps a name to its value,
     * or null when unset).
     */
    public static Path resolve(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        String override = properties.apply(PROPERTY);
        if (present(override)) {
            return Path.of(override);
        }
        Path home = Path.of(properties.apply("user.home"));
        String os = String.valueOf(properties.apply("os.name")).toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = environment.apply("APPDATA");
            Path base = present(appData) ? Path.of(appData) : home.resolve("AppData").resolve("Roaming");
            return base.resolve("Turnpan Chess");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Turnpan Chess");
        }
        String xdg = environment.apply("XDG_DATA_HOME");
        // the XDG spec says a relative value is invalid and must be ignored
        Path base = present(xdg) && Path.of(xdg).isAbsolute() ? Path.of(xdg) : home.resolve(".local").resolve("share");
        return base.resolve("turnpan-chess");
    }

    private static boolean present(String value) {
        return value != null && !value.isBlank();
    }
}
