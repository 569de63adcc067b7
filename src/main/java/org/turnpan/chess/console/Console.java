package org.turnpan.chess.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;
import org.turnpan.chess.session.Submitted;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;

/**
 * The terminal front end: one command per input line, one answer per output line, plain text
 * without box drawing so braille displays and terminal screen readers read it cleanly. Every
 * announcement is printed and also handed to the {@link Voice}.
 *
 * <p>When the input is a pipe ({@code waitForOpponent}), each line waits for an engine's reply
 * before the next line is read, so scripts are deterministic; at the end of input a game whose
 * side to move is an engine still plays on to its end.
 */
public final class Console {

    /** How the console was started. */
    public record Options(SessionSettings settings, Path pgn, boolean windowMissing, boolean waitForOpponent,
                          Duration tickEvery) {
        public Options {
            settings = settings == null ? SessionSettings.defaults() : settings;
            tickEvery = tickEvery == null ? Duration.ofMillis(200) : tickEvery;
        }

        public static Options of(SessionSettings settings) {
            return new Options(settings, null, false, true, null);
        }
    }

    private static final Duration ENGINE_PATIENCE = Duration.ofMinutes(10);

    private final BufferedReader in;
    private final PrintStream out;
    private final Voice voice;
    /** The running session, for rendering answers in its current language. */
    private volatile GameSession current;

    public Console(InputStream in, PrintStream out, Voice voice) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.voice = voice == null ? Voice.silent() : voice;
    }

    /** Runs until "quit" or the end of input; returns the process exit status (0). */
    public int run(Options options, SessionServices services) {
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "console-clock");
            t.setDaemon(true);
            return t;
        });
        SessionListener listener = new SessionListener() {
            @Override
            public void announce(Announcement a) {
                print(a, null);
            }

            @Override
            public void settingsChanged(SessionSettings settings) {
                voice.languageChanged(settings.locale());
            }
        };
        try (GameSession session = new GameSession(options.settings(), services, listener)) {
            current = session;
            say(session, options.windowMissing() ? "session.console.no.window" : "session.console.welcome");
            session.start();
            if (options.pgn() != null) {
                session.openPgn(options.pgn());
            }
            long every = Math.max(10, options.tickEvery().toMillis());
            ticker.scheduleAtFixedRate(session::tick, every, every, TimeUnit.MILLISECONDS);
            readLines(session, options);
            print(Announcement.answer(session.farewell()), session.messages());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            ticker.shutdownNow();
            voice.close();
        }
        return 0;
    }

    private void readLines(GameSession session, Options options) throws InterruptedException {
        while (true) {
            String line;
            try {
                line = in.readLine();
            } catch (IOException e) {
                line = null;
            }
            if (line == null) {
                session.awaitOpponents(ENGINE_PATIENCE);
                return;
            }
            if (session.submit(line) == Submitted.QUIT) {
                return;
            }
            if (options.waitForOpponent()) {
                session.awaitOpponents(ENGINE_PATIENCE);
            }
        }
    }

    private void say(GameSession session, String key) {
        print(Announcement.answer(Message.of(key)), session.messages());
    }

    private void print(Announcement a, Messages messages) {
        Messages m = messages != null ? messages : current.messages();
        String text = m.render(a.message());
        synchronized (out) {
            out.println(text);
            out.flush();
        }
        voice.speak(a, text);
    }
}
