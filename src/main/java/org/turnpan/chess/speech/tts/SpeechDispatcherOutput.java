package org.turnpan.chess.speech.tts;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * speech-dispatcher, the voice of every Orca user, through ONE SSIP connection kept open for the
 * whole run ({@link SsipConnection}), found the way libspeechd finds it ({@link SsipAddress}) and
 * started with {@code speech-dispatcher --spawn} when none answers and the system allows it.
 * <ul>
 *   <li>The connection is named ({@code CLIENT_NAME user:turnpan-chess:main}); each message is sent
 *   with its language, and the rate and volume when the player changed them.</li>
 *   <li>Every sentence is at priority {@code MESSAGE}: speech-dispatcher queues our sentences and never
 *   lets another client's {@code TEXT} cut them; we cut our own with {@code CANCEL SELF} when the
 *   announcer says so ({@link #stop}). Never {@code ALL}: the user's screen reader is not ours to silence.</li>
 *   <li>{@code NOTIFICATION ALL on}: a sentence is SPOKEN on 702 END, cut on 703 CANCELED.</li>
 *   <li>A connection lost (the daemon restarted) is opened again once; when no daemon answers,
 *   the output is gone: {@link #whenGone} is told once and every sentence fails at once.</li>
 *   <li>Every read has a time limit; a sentence whose END never comes (a daemon with no working
 *   sound) is cut after its {@link UtteranceLimit}.</li>
 * </ul>
 */
public final class SpeechDispatcherOutput implements SpeechOutput {
    public static final String NAME = "speechd";
    /** speech-dispatcher's own command-line client (the peer in the benchmark; its presence means installed). */
    public static final String EXECUTABLE = "spd-say";
    /** The daemon, started with {@code --spawn} when none answers. */
    public static final String DAEMON = "speech-dispatcher";
    static final String CLIENT = "turnpan-chess";
    private static final Duration REPLY_TIMEOUT = Duration.ofSeconds(3);

    /** Starts a daemon at an address when none answers there; true when one may now be listening. */
    @FunctionalInterface
    public interface Spawner {
        boolean spawn(SsipAddress address);

        /** Never starts one. */
        static Spawner none() {
            return a -> false;
        }
    }

    /** One event as it reached us: its code (701 BEGIN, 702 END, 703 CANCELED), message and time. */
    record Heard(int code, long messageId, long nanoTime) {
    }

    private record Sent(CompletableFuture<Delivery> done) {
    }

    private final List<SsipAddress> addresses;
    private final Spawner spawner;
    private final UtteranceLimit limit;
    private final ExecutorService commands;
    private final ScheduledExecutorService timer;
    private final Set<CompletableFuture<Delivery>> open = ConcurrentHashMap.newKeySet();
    private final Map<Long, Sent> sent = new ConcurrentHashMap<>();
    private final Map<Long, Integer> early = new ConcurrentHashMap<>();
    private final List<Consumer<Heard>> ears = new CopyOnWriteArrayList<>();
    private volatile Runnable gone = () -> { };
    private volatile boolean isGone;
    private volatile boolean closed;
    // touched on the command thread only
    private volatile SsipConnection connection;
    private boolean everConnected;
    private String language;
    private int rate;
    private int volume = 100;

    /** The user's speech-dispatcher, found from this process's environment, spawned when allowed. */
    public static SpeechDispatcherOutput forUser() {
        Map<String, String> env = System.getenv();
        return new SpeechDispatcherOutput(SsipAddress.candidates(env, System.getProperty("user.home")),
                spawnerOnPath(env), UtteranceLimit.NORMAL);
    }

    /** A speech-dispatcher at {@code addresses} (tried in order), started by {@code spawner} when none answers. */
    public SpeechDispatcherOutput(List<SsipAddress> addresses, Spawner spawner) {
        this(addresses, spawner, UtteranceLimit.NORMAL);
    }

    SpeechDispatcherOutput(List<SsipAddress> addresses, Spawner spawner, UtteranceLimit limit) {
        this.addresses = List.copyOf(addresses);
        this.spawner = spawner;
        this.limit = limit;
        this.commands = Executors.newSingleThreadExecutor(r -> daemon(r, "speechd"));
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "speechd-time-limit"));
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * {@code speech-dispatcher --spawn} (it starts a daemon only when the user's configuration does
     * not disable autospawn, and returns once it listens), as libspeechd does; none when the daemon
     * is not on the PATH, and never for another computer's address.
     */
    public static Spawner spawnerOnPath(Map<String, String> env) {
        Optional<Path> daemon = InstalledVoices.onPath(DAEMON, env);
        if (daemon.isEmpty()) {
            return Spawner.none();
        }
        return address -> {
            if (!address.isUnix() && !List.of("127.0.0.1", "localhost", "::1").contains(address.host())) {
                return false;
            }
            List<String> command = new java.util.ArrayList<>(List.of(daemon.get().toString(), "--spawn"));
            command.addAll(address.spawnArguments());
            try {
                Process p = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                if (!p.waitFor(5, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    return false;
                }
                return p.exitValue() == 0;
            } catch (IOException e) {
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        };
    }

    @Override
    public String name() {
        return NAME;
    }

    /** True until no daemon answers any more. */
    @Override
    public boolean isAvailable() {
        return !isGone;
    }

    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    /** Runs {@code whenGone} once, on a thread of this output, when no daemon answers (at start or after a restart). */
    public void whenGone(Runnable whenGone) {
        this.gone = whenGone;
    }

    /** Hands every event to {@code ear} as it arrives (the benchmark times them). */
    void onHeard(Consumer<Heard> ear) {
        ears.add(ear);
    }

    // the set holds each future once by identity, which is what is meant; whenComplete's own future is not needed
    @SuppressWarnings({"FutureReturnValueIgnored", "CollectionUndefinedEquality"})
    @Override
    public CompletableFuture<Delivery> speak(Utterance utterance) {
        CompletableFuture<Delivery> done = new CompletableFuture<>();
        if (isGone || closed) {
            done.complete(Delivery.FAILED);
            return done;
        }
        open.add(done);
        done.whenComplete((d, e) -> open.remove(done));
        try {
            commands.execute(() -> send(utterance, done));
        } catch (RejectedExecutionException e) {
            done.complete(Delivery.FAILED);
        }
        return done;
    }

    /** On the command thread: connect when needed, set the language, rate and volume, SPEAK. */
    @SuppressWarnings("FutureReturnValueIgnored") // the time limit's alarm needs no handle: it checks the future itself
    private void send(Utterance u, CompletableFuture<Delivery> done) {
        for (int attempt = 0; attempt < 2 && !done.isDone(); attempt++) {
            SsipConnection c = connected();
            if (c == null) {
                done.complete(Delivery.FAILED);
                return;
            }
            try {
                apply(c, u);
                long id = c.speak(u.text());
                register(id, done);
                timer.schedule(() -> {
                    if (done.complete(Delivery.FAILED)) {
                        cancelSelf();
                    }
                }, limit.of(u).toMillis(), TimeUnit.MILLISECONDS);
                return;
            } catch (IOException e) {
                drop(c); // the daemon went away between sentences: one more try opens a new connection
            } catch (RejectedExecutionException e) {
                return; // closing
            }
        }
        done.complete(Delivery.FAILED);
    }

    private void register(long id, CompletableFuture<Delivery> done) {
        sent.put(id, new Sent(done));
        Integer code = early.remove(id);
        if (code != null) {
            settle(id, code);
        }
    }

    private void apply(SsipConnection c, Utterance u) throws IOException {
        String lang = u.locale().getLanguage().isEmpty() ? "en" : u.locale().getLanguage();
        if (!lang.equals(language)) {
            c.expectOk("SET SELF LANGUAGE " + lang);
            language = lang;
        }
        int r = clamp(Math.round((u.prosody().rate() - 1.0) * 100));
        if (r != rate) {
            c.expectOk("SET SELF RATE " + r);
            rate = r;
        }
        int v = clamp(Math.round(u.prosody().volume() * 200 - 100));
        if (v != volume) {
            c.expectOk("SET SELF VOLUME " + v);
            volume = v;
        }
    }

    private static int clamp(long v) {
        return (int) Math.max(-100, Math.min(100, v));
    }

    /**
     * The open connection, or a new one: the addresses in order, then once more after spawning a
     * daemon. Null, after telling {@link #whenGone} once, when none answers.
     */
    private SsipConnection connected() {
        SsipConnection c = connection;
        if (c != null && c.isOpen()) {
            return c;
        }
        if (isGone) {
            return null;
        }
        c = tryConnect();
        if (c == null) {
            for (SsipAddress a : addresses) {
                if (spawner.spawn(a)) {
                    c = tryConnect();
                    break;
                }
            }
        }
        if (c == null) {
            goneNow();
            return null;
        }
        connection = c;
        everConnected = true;
        return c;
    }

    private SsipConnection tryConnect() {
        for (SsipAddress a : addresses) {
            SsipConnection c = null;
            try {
                c = SsipConnection.open(a, REPLY_TIMEOUT, this::heard, this::lost);
                c.expectOk("SET SELF CLIENT_NAME " + clientName());
                c.expectOk("SET SELF PRIORITY MESSAGE");
                c.expectOk("SET SELF NOTIFICATION ALL on");
                language = null;
                rate = 0;
                volume = 100;
                return c;
            } catch (IOException | RuntimeException e) {
                if (c != null) {
                    c.close();
                }
            }
        }
        return null;
    }

    /** {@code user:turnpan-chess:main}, the user part cut to SSIP's letters, digits, '-' and '_'. */
    static String clientName() {
        String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9_-]", "_");
        return (user.isEmpty() ? "user" : user) + ":" + CLIENT + ":main";
    }

    private void goneNow() {
        if (isGone) {
            return;
        }
        isGone = true;
        failAll(Delivery.FAILED);
        if (!closed) {
            gone.run();
        }
    }

    /** The reader saw the connection end (the daemon stopped): what was being said is cut, the queue moves on. */
    private void lost() {
        connection = null;
        early.clear();
        failAll(Delivery.INTERRUPTED);
    }

    private void drop(SsipConnection c) {
        if (connection == c) {
            connection = null;
        }
        c.close();
    }

    private void failAll(Delivery how) {
        for (Sent s : sent.values()) {
            s.done().complete(how);
        }
        sent.clear();
    }

    private void heard(SsipConnection.Event e) {
        Heard h = new Heard(e.code(), e.messageId(), System.nanoTime());
        ears.forEach(ear -> ear.accept(h));
        if (sent.containsKey(e.messageId())) {
            settle(e.messageId(), e.code());
        } else if (e.code() != SsipConnection.Event.BEGIN) {
            early.put(e.messageId(), e.code()); // the event came before SPEAK's reply was read
        }
    }

    private void settle(long id, int code) {
        if (code == SsipConnection.Event.END || code == SsipConnection.Event.CANCELED) {
            Sent s = sent.remove(id);
            if (s != null) {
                s.done().complete(code == SsipConnection.Event.END ? Delivery.SPOKEN : Delivery.INTERRUPTED);
            }
        }
    }

    /**
     * Cuts whatever this output was given and has not finished: those futures complete INTERRUPTED
     * at once (so the next sentence can go out at once) and {@code CANCEL SELF} goes out before any
     * sentence given after this call. Nothing is sent when nothing of ours is speaking.
     */
    @Override
    public void stop() {
        if (open.isEmpty()) {
            return;
        }
        for (CompletableFuture<Delivery> f : List.copyOf(open)) {
            f.complete(Delivery.INTERRUPTED);
        }
        cancelSelf();
    }

    private void cancelSelf() {
        try {
            commands.execute(() -> {
                SsipConnection c = connection;
                if (c != null && c.isOpen()) {
                    try {
                        c.command("CANCEL SELF");
                    } catch (IOException e) {
                        drop(c);
                    }
                }
            });
        } catch (RejectedExecutionException e) {
            // closed: the connection's QUIT ends our speech
        }
    }

    /** Cuts what is speaking, says QUIT and closes the connection; waits at most a second. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        stop();
        closed = true;
        try {
            commands.execute(() -> {
                SsipConnection c = connection;
                if (c != null) {
                    c.close();
                }
                connection = null;
            });
        } catch (RejectedExecutionException e) {
            // already shut
        }
        commands.shutdown();
        try {
            if (!commands.awaitTermination(1, TimeUnit.SECONDS)) {
                commands.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        timer.shutdownNow();
        failAll(Delivery.INTERRUPTED);
    }

    /** Whether a connection was ever opened (tests, the benchmark). */
    boolean everConnected() {
        return everConnected;
    }
}
