package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import org.turnpan.chess.console.Console;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.ui.WindowStarter;

/**
 * No command: opens the window; with no display, or when JavaFX cannot start, says why and runs
 * the console with the same options.
 */
final class WindowLauncher {
    private WindowLauncher() {
    }

    /** Opens the window; {@code args} are the command line's, for a second process ({@link JavaFxRelaunch}). */
    static int launch(GlobalOptions options, List<String> args) {
        Catalogue messages = Catalogue.forLocale(options.locale());
        Optional<Message> refusal = options.refusal();
        if (refusal.isPresent()) {
            System.err.println(messages.render(refusal.get(), Medium.TEXT));
            return 2;
        }
        Optional<Message> why = DisplayCheck.whyNoWindow(System.getProperty("os.name"), System.getenv(),
                propertiesOf(System.getProperties()));
        if (why.isPresent()) {
            return console(messages, why.get(), options);
        }
        if (JavaFxRelaunch.wanted()) {
            OptionalInt status = JavaFxRelaunch.run(args);
            if (status.isPresent()) {
                return status.getAsInt();
            }
        }
        SessionServices services = new SessionServices(OpponentFactory.engines(),
                UserStore.open(null), null).withControls(Controls.KEYS);
        try {
            JavaFxNatives.prepareForThisSystem();
            SessionSettings settings = options.settings();
            // online commands typed in the window's command field reach the same server and token file
            org.turnpan.chess.online.OnlineSetup online = options.online(null);
            WindowStarter.run(listener -> {
                GameSession session = new GameSession(settings, services, listener);
                session.useOnline(online);
                return session;
            }, null,
                    Optional.ofNullable(options.pgn).map(Path::of), settings.voice().kind());
            return 0;
        } catch (Throwable t) {
            // the window's autosave holds the data folder: let it go, or the terminal mode that
            // takes over would find it "used by another copy" and save nothing automatically
            services.store().close();
            return console(messages, DisplayCheck.failed(t), options);
        }
    }

    private static int console(Catalogue messages, Message reason, GlobalOptions options) {
        System.err.println(messages.render(DisplayCheck.fallback(reason), Medium.TEXT));
        System.err.flush();
        return ConsoleCommand.run(options, null, Console.StartedAs.INSTEAD_OF_WINDOW);
    }

    private static Map<String, String> propertiesOf(Properties p) {
        Map<String, String> m = new HashMap<>();
        p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
        return m;
    }
}
