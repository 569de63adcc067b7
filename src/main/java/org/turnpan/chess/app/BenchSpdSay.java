package org.turnpan.chess.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.turnpan.chess.speech.tts.Audible;
import org.turnpan.chess.speech.tts.InstalledVoices;

/**
 * The benches' private speech-dispatcher, and the {@code spd-say} peer of {@code bench speech}. A
 * daemon of the benches' own (its configuration, socket and log in a scratch folder, so the user's
 * daemon and screen reader are never touched) whose espeak-ng module plays into a private
 * PulseAudio whose only sink is a null sink: no sound card, yet the sound is played at a sound
 * card's pace. The sink's monitor is recorded with {@code parec} in 10 ms fragments, and the time a
 * fragment with a sample above {@link Audible#THRESHOLD} arrives (after at least 50 ms without one)
 * is when that sound was heard: the daemon's whole audio path counts (the module's PulseAudio
 * stream, the sink playing it), plus up to one fragment of {@code parec}'s own.
 * <p>
 * ALSA's {@code file} plugin, used first, has no clock: the module wrote a sentence faster than it
 * plays, so a first sample could only be estimated and a cut not heard at all.
 */
final class BenchSpdSay implements AutoCloseable {
    /** speech-dispatcher's espeak-ng module sends 16-bit mono at espeak-ng's own rate. */
    private static final int RATE = 22050;
    private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(15);
    /** How long the sound plays before {@code spd-say -C} cuts it. */
    private static final long PLAY_BEFORE_CUT_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final Path dir;
    private final Path socket;
    private final Path spdSay;
    private Process pulse;
    private Process daemon;
    private Ear ear;

    /** One {@code spd-say} request: ms to the first audible sample, ms from {@code spd-say -C} to silence. */
    record Timing(double audible, double cut) {
    }

    private BenchSpdSay(Path dir, Path spdSay) {
        this.dir = dir;
        this.socket = dir.resolve("speechd.sock");
        this.spdSay = spdSay;
    }

    /** The private daemon's socket, for our own SSIP connection's figures in the same run. */
    Path socket() {
        return socket;
    }

    /** Starts the private PulseAudio, daemon and ear; empty (with the reason in {@code why}) when they cannot run here. */
    static Optional<BenchSpdSay> start(StringBuilder why) {
        Map<String, String> env = System.getenv();
        Optional<Path> spd = InstalledVoices.onPath("spd-say", env);
        List<String> missing = List.of("spd-say", "speech-dispatcher", "pulseaudio", "parec").stream()
                .filter(p -> InstalledVoices.onPath(p, env).isEmpty()).toList();
        if (!missing.isEmpty() || spd.isEmpty()) {
            why.append("not installed: ").append(String.join(", ", missing));
            return Optional.empty();
        }
        BenchSpdSay peer = null;
        try {
            Path dir = Files.createTempDirectory("turnpan-bench-speechd");
            peer = new BenchSpdSay(dir, spd.get());
            peer.startAll();
            return Optional.of(peer);
        } catch (IOException e) {
            why.append("cannot set up a private speech-dispatcher: ").append(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            why.append("interrupted");
        }
        if (peer != null) {
            peer.close();
        }
        return Optional.empty();
    }

    private void startAll() throws IOException, InterruptedException {
        Path conf = Files.createDirectories(dir.resolve("conf"));
        Path modules = Files.createDirectories(conf.resolve("modules"));
        Files.createDirectories(dir.resolve("home"));
        Files.createDirectories(dir.resolve("run"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        Path systemModule = Path.of("/etc/speech-dispatcher/modules/espeak-ng.conf");
        Files.writeString(modules.resolve("espeak-ng.conf"),
                Files.isRegularFile(systemModule) ? Files.readString(systemModule) : "", StandardCharsets.UTF_8);
        Path pulseSocket = dir.resolve("pulse.sock");
        Files.writeString(dir.resolve("pulse.pa"), String.join("\n",
                "load-module module-null-sink sink_name=turnpan rate=" + RATE + " channels=1",
                "set-default-sink turnpan",
                "load-module module-native-protocol-unix auth-anonymous=1 socket=" + pulseSocket, ""),
                StandardCharsets.UTF_8);
        Files.writeString(conf.resolve("speechd.conf"), String.join("\n",
                "LogLevel 3", "LogDir \"" + dir + "\"", "AudioOutputMethod \"pulse\"", "DefaultModule espeak-ng",
                "AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"", "DefaultLanguage \"en\"", ""),
                StandardCharsets.UTF_8);
        pulse = environment(List.of("pulseaudio", "-n", "-F", dir.resolve("pulse.pa").toString(),
                "--exit-idle-time=-1", "--daemonize=no", "--use-pid-file=no", "--disallow-exit", "--disable-shm=yes"))
                .redirectErrorStream(true).redirectOutput(dir.resolve("pulse.out").toFile()).start();
        awaitFile(pulseSocket, pulse, "PulseAudio");
        ear = new Ear(environment(List.of("parec", "-d", "turnpan.monitor", "--raw", "--format=s16le",
                "--rate=" + RATE, "--channels=1", "--latency-msec=10")).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start());
        daemon = environment(List.of("speech-dispatcher", "-s", "-C", conf.toString(), "-S", socket.toString(),
                "-P", dir.resolve("pid").toString(), "-t", "0"))
                .redirectErrorStream(true).redirectOutput(dir.resolve("daemon.out").toFile()).start();
        awaitFile(socket, daemon, "speech-dispatcher");
    }

    /** {@code command} with the scratch folder's HOME and runtime folder, and the private PulseAudio. */
    private ProcessBuilder environment(List<String> command) {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("HOME", dir.resolve("home").toString());
        pb.environment().put("XDG_RUNTIME_DIR", dir.resolve("run").toString());
        pb.environment().put("PULSE_SERVER", "unix:" + dir.resolve("pulse.sock"));
        pb.environment().remove("DISPLAY");
        return pb;
    }

    private static void awaitFile(Path path, Process owner, String what) throws IOException, InterruptedException {
        long until = System.nanoTime() + WAIT_NANOS;
        while (!Files.exists(path) && System.nanoTime() < until && owner.isAlive()) {
            TimeUnit.MILLISECONDS.sleep(20);
        }
        if (!Files.exists(path)) {
            throw new IOException("the private " + what + " did not start");
        }
    }

    /**
     * When the first sound at or after {@code since} ({@link System#nanoTime}) was heard, waiting at
     * most {@code waitNanos} for it.
     */
    OptionalLong firstAudibleAfter(long since, long waitNanos) {
        long until = System.nanoTime() + waitNanos;
        while (true) {
            OptionalLong t = ear.firstAfter(since);
            if (t.isPresent() || System.nanoTime() > until) {
                return t;
            }
            LockSupport.parkNanos(200_000);
        }
    }

    /** Waits until nothing has been heard for {@code quietNanos}; when the last sound was heard (0 for never). */
    long awaitQuiet(long quietNanos) {
        long until = System.nanoTime() + WAIT_NANOS;
        while (System.nanoTime() - ear.lastSound < quietNanos && System.nanoTime() < until) {
            LockSupport.parkNanos(1_000_000);
        }
        return ear.lastSound;
    }

    /**
     * Says {@code text} in {@code lang} with one {@code spd-say} process, as the program used to, and
     * cuts it with {@code spd-say -C} 100 ms after it is heard (the only cut spd-say offers: it cancels
     * every client's speech, harmless on this private daemon); empty when nothing audible came.
     */
    Optional<Timing> say(String lang, String text) throws IOException, InterruptedException {
        awaitQuiet(TimeUnit.MILLISECONDS.toNanos(100));
        long start = System.nanoTime();
        Process p = spdSay(List.of("-w", "-l", lang, "--", text));
        OptionalLong heard = firstAudibleAfter(start, WAIT_NANOS);
        if (heard.isEmpty()) {
            p.destroyForcibly();
            return Optional.empty();
        }
        LockSupport.parkNanos(heard.getAsLong() + PLAY_BEFORE_CUT_NANOS - System.nanoTime());
        long cut = System.nanoTime();
        spdSay(List.of("-C")).waitFor(WAIT_NANOS, TimeUnit.NANOSECONDS);
        if (!p.waitFor(WAIT_NANOS, TimeUnit.NANOSECONDS)) {
            p.destroyForcibly();
        }
        long last = awaitQuiet(TimeUnit.MILLISECONDS.toNanos(100));
        return Optional.of(new Timing((heard.getAsLong() - start) / 1e6, Math.max(0, last - cut) / 1e6));
    }

    private Process spdSay(List<String> arguments) throws IOException {
        List<String> command = new java.util.ArrayList<>(List.of(spdSay.toString()));
        command.addAll(arguments);
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("SPEECHD_ADDRESS", "unix_socket:" + socket);
        return pb.start();
    }

    @Override
    public void close() {
        for (Process p : new Process[] {daemon, pulse}) {
            if (p == null) {
                continue;
            }
            List<ProcessHandle> children = p.descendants().toList();
            p.destroy();
            children.forEach(ProcessHandle::destroy);
            try {
                if (!p.waitFor(5, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                p.destroyForcibly();
            }
            children.forEach(ProcessHandle::destroyForcibly);
        }
        if (ear != null) {
            ear.close();
        }
        try (var files = Files.walk(dir)) {
            for (Path f : files.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            // a scratch folder left in the temporary directory: nothing of the user's
        }
    }

    /**
     * Reads the null sink's monitor ({@code parec}, 16-bit little-endian mono, 10 ms fragments) and
     * notes when each audible stretch begins: a fragment with a sample above {@link Audible#THRESHOLD}
     * after at least 50 ms without one.
     */
    private static final class Ear implements AutoCloseable {
        private static final long QUIET_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
        private final Process parec;
        private final List<Long> starts = new CopyOnWriteArrayList<>();
        private volatile long lastSound;

        Ear(Process parec) {
            this.parec = parec;
            Thread t = new Thread(this::listen, "bench-speechd-ear");
            t.setDaemon(true);
            t.start();
        }

        private void listen() {
            byte[] buf = new byte[RATE / 100 * 2];
            try (InputStream in = parec.getInputStream()) {
                for (int n = in.read(buf); n > 0; n = in.read(buf)) {
                    long now = System.nanoTime();
                    for (int i = 0; i + 1 < n; i += 2) {
                        int s = (short) ((buf[i] & 0xff) | (buf[i + 1] << 8));
                        if (Math.abs(s) > Audible.THRESHOLD) {
                            if (now - lastSound > QUIET_NANOS) {
                                starts.add(now);
                            }
                            lastSound = now;
                            break;
                        }
                    }
                }
            } catch (IOException e) {
                // parec ended
            }
        }

        OptionalLong firstAfter(long since) {
            for (long t : starts) {
                if (t >= since) {
                    return OptionalLong.of(t);
                }
            }
            return OptionalLong.empty();
        }

        @Override
        public void close() {
            parec.destroy();
        }
    }
}
