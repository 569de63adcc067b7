package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A real speech-dispatcher for one test, private to it: its own config dir ({@code -C}), socket and
 * {@code LogLevel 5} log, the espeak-ng module, and its sound going to a private PulseAudio whose
 * only sink is a null sink: no sound card needed, yet the sound is played at a sound card's pace (a
 * long sentence takes as long as it would to hear, so it can be cut), and {@link Ear} records it
 * from the sink's monitor with {@code parec}. (ALSA's file plugin was tried first: it takes the
 * whole sentence at once and a cut waits until it has all been written, so nothing can be cut.)
 * <p>
 * A missing speech-dispatcher or PulseAudio FAILS the test (CI installs them: .ci/run).
 */
public final class SpeechDispatcherDaemon implements AutoCloseable {
    private final Path dir;
    private final Path socket;
    private final Ear ear;
    private Process daemon;

    private final Path pulseSocket;
    private Process pulse;

    private SpeechDispatcherDaemon(Path dir) throws IOException {
        this.dir = dir;
        this.socket = dir.resolve("speechd.sock");
        this.pulseSocket = dir.resolve("pulse.sock");
        Path conf = Files.createDirectories(dir.resolve("conf"));
        Files.createDirectories(conf.resolve("modules"));
        Files.createDirectories(dir.resolve("log"));
        Files.writeString(conf.resolve("speechd.conf"), String.join("\n",
                "LogLevel 5",
                "LogDir \"" + dir.resolve("log") + "\"",
                "AudioOutputMethod \"pulse\"",
                "AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"",
                "DefaultModule espeak-ng",
                "DefaultLanguage \"en\"",
                ""));
        Path moduleConf = Path.of("/etc/speech-dispatcher/modules/espeak-ng.conf");
        Files.writeString(conf.resolve("modules").resolve("espeak-ng.conf"),
                Files.exists(moduleConf) ? Files.readString(moduleConf) : "");
        Files.writeString(dir.resolve("pulse.pa"), String.join("\n",
                "load-module module-null-sink sink_name=turnpan rate=22050 channels=1",
                "set-default-sink turnpan",
                "load-module module-native-protocol-unix auth-anonymous=1 socket=" + pulseSocket,
                ""));
        Files.createDirectories(dir.resolve("run"), java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                java.nio.file.attribute.PosixFilePermissions.fromString("rwx------")));
        startPulse();
        this.ear = new Ear(environment(List.of("parec", "-d", "turnpan.monitor", "--raw", "--format=s16le",
                "--rate=22050", "--channels=1", "--latency-msec=10")));
    }

    /** {@code command} with this test's HOME, runtime dir and PulseAudio server. */
    private ProcessBuilder environment(List<String> command) {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("HOME", dir.toString());
        pb.environment().put("XDG_RUNTIME_DIR", dir.resolve("run").toString());
        pb.environment().put("PULSE_SERVER", "unix:" + pulseSocket);
        pb.environment().remove("DISPLAY");
        return pb;
    }

    private void startPulse() throws IOException {
        assertTrue(InstalledVoices.onPath("pulseaudio", System.getenv()).isPresent()
                && InstalledVoices.onPath("parec", System.getenv()).isPresent(),
                "PulseAudio is not installed (apt-get install pulseaudio pulseaudio-utils)");
        pulse = environment(List.of("pulseaudio", "-n", "-F", dir.resolve("pulse.pa").toString(),
                "--exit-idle-time=-1", "--daemonize=no", "--use-pid-file=no", "--disallow-exit",
                "--disable-shm=yes"))
                .redirectErrorStream(true).redirectOutput(dir.resolve("pulse.out").toFile()).start();
        awaitSocket(pulseSocket, pulse, "pulse.out");
    }

    private void awaitSocket(Path path, Process owner, String out) throws IOException {
        long until = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (System.nanoTime() < until) {
            if (Files.exists(path)) {
                try {
                    SsipAddress.unix(path).connect(Duration.ofSeconds(1)).close();
                    return;
                } catch (IOException e) {
                    // not listening yet
                }
            }
            if (!owner.isAlive()) {
                throw new IOException(owner.info().command().orElse("?") + " exited: "
                        + Files.readString(dir.resolve(out)));
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(e);
            }
        }
        throw new IOException("nothing listened on " + path + " within 15 s");
    }

    /** Starts a private daemon in {@code dir} and waits (at most 15 s) until its socket answers. */
    public static SpeechDispatcherDaemon start(Path dir) throws IOException, InterruptedException {
        Optional<Path> exe = InstalledVoices.onPath(SpeechDispatcherOutput.DAEMON, System.getenv());
        assertTrue(exe.isPresent(), "speech-dispatcher is not installed (apt-get install speech-dispatcher)");
        SpeechDispatcherDaemon d = new SpeechDispatcherDaemon(dir);
        d.startDaemon();
        return d;
    }

    /** Starts (again) the daemon process on the same socket and config. */
    public void startDaemon() throws IOException, InterruptedException {
        Files.deleteIfExists(socket);
        daemon = environment(command()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("daemon.out").toFile())).start();
        awaitSocket(socket, daemon, "daemon.out");
    }

    /** {@code speech-dispatcher -s -C conf -S socket -t 0}, run in the foreground of its process. */
    public List<String> command() {
        return List.of("speech-dispatcher", "-s", "-C", dir.resolve("conf").toString(),
                "-S", socket.toString(), "-t", "0", "-P", dir.resolve("pid").toString(),
                "-L", dir.resolve("log").toString());
    }

    /** The environment a program needs to find this daemon and nothing else. */
    public Map<String, String> environment() {
        return Map.of("SPEECHD_ADDRESS", "unix_socket:" + socket);
    }

    public SsipAddress address() {
        return SsipAddress.unix(socket);
    }

    public Path dir() {
        return dir;
    }

    public Ear ear() {
        return ear;
    }

    /** The daemon's log (LogLevel 5). */
    public String log() throws IOException {
        Path log = dir.resolve("log").resolve("speech-dispatcher.log");
        return Files.exists(log) ? new String(Files.readAllBytes(log), StandardCharsets.UTF_8) : "";
    }

    /** Every SSIP line clients sent, as the log records them: {@code "17:DATA:|SPEAK"} gives (17, "SPEAK"). */
    public List<ClientLine> clientLines() throws IOException {
        List<ClientLine> out = new ArrayList<>();
        var m = java.util.regex.Pattern.compile("speechd:\\s+(\\d+):DATA:\\|(.*)$", java.util.regex.Pattern.MULTILINE)
                .matcher(log());
        while (m.find()) {
            out.add(new ClientLine(Integer.parseInt(m.group(1)), m.group(2).strip()));
        }
        return out;
    }

    /** One line a client sent: its connection (socket fd) and the text. */
    public record ClientLine(int connection, String text) {
    }

    /** Kills the daemon (and its module) at once, as a crash would. */
    public void kill() throws InterruptedException {
        if (daemon == null) {
            return;
        }
        List<ProcessHandle> children = daemon.descendants().toList();
        daemon.destroyForcibly();
        daemon.waitFor();
        children.forEach(ProcessHandle::destroyForcibly);
    }

    public boolean isAlive() {
        return daemon != null && daemon.isAlive();
    }

    @Override
    public void close() {
        ear.close();
        pulse.destroy();
        try {
            kill();
            if (!pulse.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                pulse.destroyForcibly();
            }
        } catch (InterruptedException e) {
            pulse.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Records the null sink's monitor with {@code parec} (22,050 samples a second, 16-bit mono) and
     * notes when each audible stretch begins (a |sample| above {@link #AUDIBLE} after at least 50 ms
     * without one) and when the last audible sample came.
     */
    public static final class Ear implements AutoCloseable {
        public static final int AUDIBLE = 500;
        private static final long QUIET_NANOS = 50_000_000L;
        private final Process parec;
        private final Thread thread;
        private final List<Long> audibleStarts = new CopyOnWriteArrayList<>();
        private volatile long lastSound;
        private final java.util.concurrent.atomic.AtomicLong bytes = new java.util.concurrent.atomic.AtomicLong();

        Ear(ProcessBuilder command) throws IOException {
            this.parec = command.redirectError(ProcessBuilder.Redirect.DISCARD).start();
            this.thread = new Thread(this::listen, "speechd-ear");
            thread.setDaemon(true);
            thread.start();
        }

        private void listen() {
            byte[] buf = new byte[440]; // 10 ms
            try (InputStream in = parec.getInputStream()) {
                for (int n = in.read(buf); n > 0; n = in.read(buf)) {
                    long now = System.nanoTime();
                    for (int i = 0; i + 1 < n; i += 2) {
                        int s = (short) ((buf[i] & 0xff) | (buf[i + 1] << 8));
                        if (Math.abs(s) > AUDIBLE) {
                            if (now - lastSound > QUIET_NANOS) {
                                audibleStarts.add(now);
                            }
                            lastSound = now;
                            break;
                        }
                    }
                    bytes.addAndGet(n);
                }
            } catch (IOException e) {
                // parec ended
            }
        }

        /** When audible stretches began ({@link System#nanoTime}), in order. */
        public List<Long> audibleStarts() {
            return List.copyOf(audibleStarts);
        }

        /** The first audible start at or after {@code since}, if any. */
        public Optional<Long> firstAudibleAfter(long since) {
            return audibleStarts.stream().filter(t -> t >= since).findFirst();
        }

        public long bytesHeard() {
            return bytes.get();
        }

        /** When the last audible sample was read ({@link System#nanoTime}), 0 before any. */
        public long lastSound() {
            return lastSound;
        }

        @Override
        public void close() {
            parec.destroy();
        }
    }
}
