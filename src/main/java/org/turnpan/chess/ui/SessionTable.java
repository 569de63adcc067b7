package org.turnpan.chess.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.ClockReading;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;
import org.turnpan.chess.speech.Announcement;

/**
 * The window's table over the game session. The session answers through its listener, on the
 * thread that caused the change: what a call of this thread causes is returned to the caller;
 * anything else (an engine's reply, a clock warning) goes to the unprompted listener.
 */
public final class SessionTable implements Table, AutoCloseable {
    private final ThreadLocal<List<Announcement>> capturing = new ThreadLocal<>();
    private final GameSession session;
    private volatile Consumer<List<Announcement>> unprompted = said -> { };
    private volatile Runnable quit = () -> { };

    public SessionTable(SessionSettings settings, SessionServices services) {
        this.session = new GameSession(settings, services, new SessionListener() {
            @Override
            public void announce(Announcement a) {
                List<Announcement> sink = capturing.get();
                if (sink != null) {
                    sink.add(a);
                } else {
                    unprompted.accept(List.of(a));
                }
            }

            @Override
            public void quitRequested() {
                quit.run();
            }
        });
    }

    public GameSession session() {
        return session;
    }

    private List<Announcement> capture(Runnable action) {
        List<Announcement> sink = new ArrayList<>();
        capturing.set(sink);
        try {
            action.run();
        } finally {
            capturing.remove();
        }
        return sink;
    }

    @Override
    public Game game() {
        return session.game();
    }

    @Override
    public Side playerSide() {
        return soleHumanSide().orElse(Side.WHITE);
    }

    @Override
    public Optional<Side> soleHumanSide() {
        SessionSettings s = session.settings();
        boolean whiteHuman = SessionSettings.HUMAN.equalsIgnoreCase(s.white());
        boolean blackHuman = SessionSettings.HUMAN.equalsIgnoreCase(s.black());
        if (whiteHuman == blackHuman) {
            return Optional.empty();
        }
        return Optional.of(whiteHuman ? Side.WHITE : Side.BLACK);
    }

    @Override
    public boolean humanToMove() {
        return session.isHumanToMove();
    }

    @Override
    public List<Announcement> greeting() {
        return capture(session::start);
    }

    @Override
    public List<Announcement> play(Move move) {
        return capture(() -> session.playHumanMove(move));
    }

    @Override
    public List<Announcement> command(String text) {
        return capture(() -> session.submit(text));
    }

    @Override
    public List<Announcement> newGame(NewGame choice) {
        String you = SessionSettings.HUMAN;
        boolean white = choice.side() == Side.WHITE;
        SessionSettings next = session.settings()
                .withPlayers(white ? you : choice.opponent(), white ? choice.opponent() : you)
                .withTimeControl(choice.timeControl());
        return capture(() -> session.newGame(next));
    }

    @Override
    public List<Announcement> resign() {
        return capture(session::resign);
    }

    @Override
    public List<Announcement> offerDraw() {
        return capture(session::offerDraw);
    }

    @Override
    public List<Announcement> openPgn(Path file) {
        return capture(() -> session.openPgn(file));
    }

    @Override
    public List<Announcement> savePgn(Path file) {
        return capture(() -> session.savePgn(file));
    }

    @Override
    public Optional<Clocks> clocks() {
        ClockReading r = session.clocks();
        return r.timed() ? Optional.of(new Clocks(r.white(), r.black(), r.running())) : Optional.empty();
    }

    @Override
    public void tick() {
        session.tick();
    }

    @Override
    public void setLocale(Locale locale) {
        session.applySettings(session.settings().withLocale(locale));
    }

    @Override
    public void onUnprompted(Consumer<List<Announcement>> listener) {
        unprompted = listener;
    }

    @Override
    public void onQuit(Runnable action) {
        quit = action;
    }

    @Override
    public void close() {
        session.close();
    }
}
