package org.turnpan.chess.app;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.speech.Message;

/**
 * Decides, before touching JavaFX, whether a window can open here; when not, says why. Windows and
 * macOS always have a display; elsewhere X11 or Wayland must be named in the environment, unless
 * JavaFX runs on its own headless platform (Monocle).
 */
public final class DisplayCheck {
    private DisplayCheck() {
    }

    /** Empty when a window can open; otherwise the reason, as a sentence. */
    public static Optional<Message> whyNoWindow(String osName, Map<String, String> env, Map<String, String> props) {
        String os = osName == null ? "" : osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows") || os.startsWith("mac")) {
            return Optional.empty();
        }
        if ("monocle".equalsIgnoreCase(props.getOrDefault("glass.platform", ""))) {
            return Optional.empty();
        }
        if (isSet(env.get("DISPLAY")) || isSet(env.get("WAYLAND_DISPLAY"))) {
            return Optional.empty();
        }
        return Optional.of(Message.of("ui.launch.why.no-display"));
    }

    /** The sentence said when the window cannot open and the terminal mode starts instead. */
    public static Message fallback(Message reason) {
        return Message.of("ui.launch.console", "reason", reason);
    }

    /** The reason for a toolkit that refused to start; a missing GTK 3 is named with its package. */
    public static Message failed(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c.getMessage() != null && c.getMessage().toLowerCase(Locale.ROOT).contains("gtk")) {
                return Message.of("ui.launch.why.gtk");
            }
        }
        String detail = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage().replaceAll("[.\\s]+$", "");
        return Message.of("ui.launch.why.failed", "detail", detail);
    }

    private static boolean isSet(String v) {
        return v != null && !v.isBlank();
    }
}
