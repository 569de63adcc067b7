package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.turnpan.chess.online.LichessClient;
import org.turnpan.chess.online.LoopbackLichess;
import org.turnpan.chess.online.OnlineSetup;
import org.turnpan.chess.online.ServerAddress;
import org.turnpan.chess.online.TokenStore;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/** A session logged in to a loopback lichess, with short time limits, and waits on what it says. */
final class OnlineFixture implements AutoCloseable {
    static final String TOKEN = "lip_SecretToken0123456789";
    static final String USER = "Mario";

    final LoopbackLichess server;
    final Recorder heard = new Recorder();
    final GameStore store;
    final GameSession session;
    final Path folder;

    OnlineFixture(Path folder) throws Exception {
        this(folder, SessionSettings.defaults());
    }

    OnlineFixture(Path folder, SessionSettings settings) throws Exception {
        this(folder, settings, new MemoryStore());
    }

    /** A fixture whose session keeps its game and preferences in {@code store}: a second one over it is a restart. */
    OnlineFixture(Path folder, SessionSettings settings, GameStore store) throws Exception {
        this.folder = folder;
        this.store = store;
        server = new LoopbackLichess(USER, TOKEN);
        session = new GameSession(settings, new SessionServices(null, store, null), heard);
        session.useOnline(setup(server, folder));
        session.start();
    }

    static OnlineSetup setup(LoopbackLichess server, Path folder) {
        return new OnlineSetup(((ServerAddress.Valid) ServerAddress.parse(server.url())).address(),
                Optional.of(new TokenStore(folder.resolve("lichess-token"))), Optional.empty(),
                new LichessClient.Limits(Duration.ofSeconds(2), Duration.ofMillis(1500), Duration.ofMinutes(1)),
                Duration.ofMillis(100), Duration.ofMillis(400));
    }

    void login() {
        session.submit("online login");
        session.submit(TOKEN);
        await("You are logged in as Mario.");
        // the event stream is open before a game starts (as a client should open it first)
        waitFor(() -> server.eventStreamsOpen() > 0, "the event stream");
    }

    /** Logs in, seeks, and pairs with game {@code id}; waits for its first sentences. */
    LoopbackLichess.ServerGame play(String id, boolean white) {
        login();
        server.weAreWhite(white);
        session.submit("online seek 10+0");
        await("Looking for an opponent.");
        waitFor(server::seeking, "the seek to reach the server");
        LoopbackLichess.ServerGame g = server.startGame(id);
        await(white ? "You play white." : "You play black.");
        return g;
    }

    /** Waits until a line said contains {@code text} (up to 8 seconds). */
    String await(String text) {
        long end = System.nanoTime() + Duration.ofSeconds(8).toNanos();
        while (System.nanoTime() < end) {
            Optional<String> line = heard.lines().stream().filter(l -> l.contains(text)).findFirst();
            if (line.isPresent()) {
                return line.get();
            }
            sleep(20);
        }
        fail("never said: " + text + "\nsaid:\n" + String.join("\n", heard.lines()));
        return "";
    }

    void waitFor(BooleanSupplier condition, String what) {
        long end = System.nanoTime() + Duration.ofSeconds(8).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                fail("waited in vain for " + what + "\nsaid:\n" + String.join("\n", heard.lines()));
            }
            sleep(20);
        }
    }

    List<String> lines() {
        return heard.lines();
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        session.close();
        server.close();
    }
}
