package org.turnpan.chess.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.ui.DisplayCheck;
import org.turnpan.chess.ui.LocalTable;
import org.turnpan.chess.ui.Theme;
import org.turnpan.chess.ui.WindowStarter;

/** No command: opens the window; with no display, or when JavaFX cannot start, says why and runs the console. */
final class WindowLauncher {
    private WindowLauncher() {
    }

    static int launch(GlobalOptions options) {
        Locale locale = locale(options);
        Messages messages = Messages.forLocale(locale);
        Optional<Message> why = DisplayCheck.whyNoWindow(System.getProperty("os.name"), System.getenv(),
                propertiesOf(System.getProperties()));
        if (why.isPresent()) {
            return console(messages, why.get(), options);
        }
        try {
            Side player = "human".equalsIgnoreCase(options.white) || options.white == null ? Side.WHITE : Side.BLACK;
            WindowStarter.run(() -> new LocalTable(Game.newGame(), player, locale), locale, Theme.LIGHT);
            return 0;
        } catch (Throwable t) {
            return console(messages, DisplayCheck.failed(t), options);
        }
    }

    private static int console(Messages messages, Message reason, GlobalOptions options) {
        System.err.println(messages.render(DisplayCheck.fallback(reason)));
        return Main.run(consoleArguments(options).toArray(String[]::new));
    }

    /** The same global options, handed to the console command. */
    static List<String> consoleArguments(GlobalOptions o) {
        List<String> args = new ArrayList<>(List.of("console"));
        add(args, "--lang", o.lang);
        add(args, "--voice", o.voice);
        add(args, "--white", o.white);
        add(args, "--black", o.black);
        add(args, "--clock", o.clock);
        add(args, "--pgn", o.pgn);
        return args;
    }

    private static void add(List<String> args, String name, String value) {
        if (value != null) {
            args.add(name);
            args.add(value);
        }
    }

    static Locale locale(GlobalOptions o) {
        return Messages.supported(o.lang == null ? Locale.getDefault() : Locale.forLanguageTag(o.lang));
    }

    private static Map<String, String> propertiesOf(java.util.Properties p) {
        Map<String, String> m = new java.util.HashMap<>();
        p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
        return m;
    }
}
