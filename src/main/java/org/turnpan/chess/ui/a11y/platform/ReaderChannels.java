package org.turnpan.chess.ui.a11y.platform;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.Scene;
import org.turnpan.chess.ui.a11y.AnnouncementChannel;
import org.turnpan.chess.ui.a11y.DesktopSystem;

/**
 * The announcement channel of this system, when it loads: UI Automation notifications on Windows,
 * AppKit announcements on macOS, none on Linux (no screen reader can see a JavaFX window there).
 * JNA is touched only on Windows and macOS, and only here; when its native part or the system
 * function is missing, there is no channel and our own voice says the announcements instead.
 */
public final class ReaderChannels {
    private ReaderChannels() {
    }

    /**
     * The channel of {@code system}, when it loads.
     *
     * @param scene the window's scene (read on the JavaFX thread when announcing)
     */
    public static Optional<AnnouncementChannel> forSystem(DesktopSystem system, Supplier<Scene> scene) {
        try {
            return switch (system) {
                case WINDOWS -> Optional.of(UiaNotificationChannel.load(scene));
                case MAC -> Optional.of(MacAnnouncementChannel.load());
                case LINUX, OTHER -> Optional.empty();
            };
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }
}
