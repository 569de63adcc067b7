package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.turnpan.chess.session.GameStore;
import org.turnpan.chess.session.OpponentFactory;
import org.turnpan.chess.session.SaveStore;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.ui.DisplayCheck;
import org.turnpan.chess.ui.SessionTable;
import org.turnpan.chess.ui.Theme;
import org.turnpan.chess.ui.WindowStarter;

/**
 * No command: opens the window; with no display, or when JavaFX cannot start, says why and runs
 * the console with the same options.
 */
final class WindowLauncher {
    private WindowLauncher() {
    }

    static int launch(GlobalOptions options) {
        Messages messages = Messages.forLocale(locale(options));
        Optional<Message> why = DisplayCheck.whyNoWindow(System.getProperty("os.name"), System.getenv(),
                propertiesOf(System.getProperties()));
        if (why.isPresent()) {
            return console(messages, why.get(), options);
        }
        SessionServices services = new SessionServices(OpponentFactory.engines(),
                GameStore.of(SaveStore.forUser()), null);
        try {
            JavaFxNatives.prepareForThisSystem();
            WindowStarter.run(() -> new SessionTable(ConsoleCommand.settings(options).withLocale(locale(options)), services), locale(options),
                    Theme.LIGHT, Optional.ofNullable(options.pgn).map(Path::of), VoiceKind.parse(options.voice));
            return 0;
        } catch (Throwable t) {
            return console(messages, DisplayCheck.failed(t), options);
        }
    }

    private static int console(Messages messages, Message reason, GlobalOptions options) {
        System.err.println(messages.render(DisplayCheck.fallback(reason)));
        System.err.flush();
        return ConsoleCommand.run(options, null, true);
    }

    static Locale locale(GlobalOptions o) {
        return Messages.supported(o.lang == null ? Locale.getDefault() : Locale.forLanguageTag(o.lang));
    }

    private static Map<String, String> propertiesOf(Properties p) {
        Map<String, String> m = new HashMap<>();
        p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
        return m;
    }
}
