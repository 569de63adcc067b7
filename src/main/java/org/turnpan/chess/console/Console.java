package org.turnpan.chess.console;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.turnpan.chess.online.OnlineSetup;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.command.Submitted;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.LastSentence;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.text.SafeText;
import org.turnpan.chess.words.TerminalSentences;

/**
 * The terminal front end: one command per input line, one answer per output line, plain text
 * without box drawing so braille displays and terminal screen readers read it cleanly. Every
 * announcement is printed as it is shown ({@link Medium#TEXT}: squares in standard notation, "e4",
 * in every language) and handed to the {@link Voice} as it is spoken ({@link Medium#SPEECH}:
 * "е4" for a Russian voice, "echo 4" in the phonetic style). Lines come from a {@link LineSource}:
 * plain for pipes, with line editing and history at a terminal.
 *
 * <p>When the input is a pipe ({@code waitForOpponent}), each line waits for an engine's reply
 * before the next line is read, so scripts are deterministic; at the end of input a game whose
 * side to move is an engine still plays on to its end.
 */
public final class Console {

    /**
     * How the console was started.
     *
     * @param settings        the settings of the first game
     * @param pgn             a PGN file to open first, or null
     * @param startedAs       asked for, or instead of a window that could not open (the welcome says which)
     * @param waitForOpponent input is a pipe: each line waits for an engine's reply before the next is read
     */
    public record Options(SessionSettings settings, Path pgn, StartedAs startedAs, boolean waitForOpponent) {
        public Options {
            settings = settings == null ? SessionSettings.defaults() : settings;
            startedAs = startedAs == null ? StartedAs.ASKED_FOR : startedAs;
        }

        public static Options of(SessionSettings settings) {
            return new Options(settings, null, StartedAs.ASKED_FOR, true);
        }
    }

    /** Why the console runs: the player asked for it, or no window could open. */
    public enum StartedAs {
        ASKED_FOR, INSTEAD_OF_WINDOW
    }

    private static final Duration ENGINE_PATIENCE = Duration.ofMinutes(10);
    /** How long the goodbye may hold the quit (issue 22: at most 5 s, cut by any key). */
    static final Duration GOODBYE_LIMIT = LastSentence.LIMIT;

    private final LineSource in;
    private final PrintStream out;
    private final Voice voice;
    /** The running session, for rendering answers in its current language. */
    private volatile GameSession current;
    private OnlineSetup online = OnlineSetup.none();

    /** A console over lines typed at a terminal or piped in; answers go where {@code in} prints them. */
    public Console(LineSource in, PrintStream out, Voice voice) {
        this.in = in;
        this.out = in.answersTo(out);
        this.voice = voice == null ? Voice.silent() : voice;
    }

    /** Where online play goes (the server, the token's file); without it, online commands say how to log in. */
    public Console online(OnlineSetup setup) {
        this.online = setup;
        return this;
    }

    /** A console reading plain UTF-8 lines from {@code in} (pipes, files, tests). */
    public Console(InputStream in, PrintStream out, Voice voice) {
        this(LineSource.plain(in), out, voice);
    }

    /** Runs until "quit" or the end of input; returns the process exit status (0). */
    public int run(Options options, SessionServices services) {
        SessionListener listener = new SessionListener() {
            @Override
            public void announce(Announcement a) {
                if (a.kind() != Announcement.Kind.UNSAID) {
                    // a terminal has no log apart from what it prints, and printed is read out by a screen reader
                    print(a, null);
                }
            }

            @Override
            public void settingsChanged(SessionSettings settings) {
                voice.languageChanged(settings.locale());
                voice.voiceChanged(settings.voice());
                voice.paceChanged(settings.preferences().rate() / 100.0, settings.preferences().volume() / 100.0);
                voice.soundsChanged(settings.preferences().sounds());
            }
        };
        try (GameSession session = new GameSession(options.settings(), services, listener)) {
            current = session;
            session.useOnline(online);
            in.completeWith(session::commandWords);
            print(Announcement.answer(options.startedAs() == StartedAs.INSTEAD_OF_WINDOW ? TerminalSentences.noWindow()
                    : TerminalSentences.welcome()), session.messages());
            session.start(Optional.ofNullable(options.pgn()));
            readLines(session, options);
            print(Announcement.answer(session.farewell()), session.messages());
            hearTheGoodbye();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            voice.close();
            in.close();
        }
        return 0;
    }

    private void readLines(GameSession session, Options options) throws InterruptedException {
        while (true) {
            Optional<String> line = in.next();
            if (line.isEmpty()) {
                session.awaitOpponents(ENGINE_PATIENCE);
                return;
            }
            if (line.get().length() > LineSource.LONGEST_LINE) {
                print(Announcement.answer(TerminalSentences.lineTooLong()), session.messages());
                continue;
            }
            Voice.Turn answer = voice.playerActs();
            try {
                if (session.submit(line.get()) == Submitted.QUIT) {
                    return;
                }
            } finally {
                answer.close();
            }
            if (session.awaitsSecret()) {
                // the lichess token: read without echo and handed over, never printed
                session.submit(in.nextSecret().orElse(""));
            }
            if (options.waitForOpponent()) {
                session.awaitOpponents(ENGINE_PATIENCE);
            }
        }
    }

    /**
     * The last sentence is heard: the goodbye ("the game is saved") is spoken to its end before the
     * voice closes, for at most {@link #GOODBYE_LIMIT}; any key cuts it short.
     */
    private void hearTheGoodbye() throws InterruptedException {
        LastSentence.await(voice::speaking, in::keyWithin, GOODBYE_LIMIT);
    }

    private void print(Announcement a, Catalogue messages) {
        Catalogue m = messages != null ? messages : current.messages();
        String shown = SafeText.clean(m.render(a.message(), Medium.TEXT));
        synchronized (out) {
            out.println(shown);
            out.flush();
        }
        voice.speak(a, m.render(a.message(), Medium.SPEECH));
    }
}
