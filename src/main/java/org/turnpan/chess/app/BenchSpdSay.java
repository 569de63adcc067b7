package org.turnpan.chess.app;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.turnpan.chess.speech.tts.Audible;
import org.turnpan.chess.speech.tts.InstalledVoices;

/**
 * The {@code spd-say} peer of {@code bench speech}: a private speech-dispatcher daemon (its own
 * configuration, socket and log in a scratch folder, so the user's daemon and screen reader are
 * never touched) whose espeak-ng module plays into an ALSA {@code type file} PCM over the
 * {@code null} device; each request is one {@code spd-say -w} process, as the program used to
 * speak, and the first audible sample is found in that file as it grows. The null device has no
 * clock, so the figure is when the audible sample could first play: when its bytes appear, or when
 * the sound before it (silence included) has played from the first new byte, whichever is later. A
 * cut cannot be heard in that file (the daemon writes a sentence faster than it plays), so it is
 * not measured; "whole sentence" is until {@code spd-say -w} returns.
 */
final class BenchSpdSay implements AutoCloseable {
    /** speech-dispatcher's espeak-ng module sends 16-bit mono at espeak-ng's own rate. */
    private static final int RATE = 22050;
    private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(20);

    private final Path dir;
    private final Path capture;
    private final Path socket;
    private final Path spdSay;
    private final Process daemon;

    /** One request: ms to the first audible sample, ms until spd-say returned. */
    record Timing(double audible, double whole) {
    }

    private BenchSpdSay(Path dir, Path spdSay, Process daemon) {
        this.dir = dir;
        this.capture = dir.resolve("out.raw");
        this.socket = dir.resolve("speechd.sock");
        this.spdSay = spdSay;
        this.daemon = daemon;
    }

    /** The private daemon's socket, for our own SSIP connection's figures in the same run. */
    Path socket() {
        return socket;
    }

    /** Starts the private daemon; empty (with the reason in {@code why}) when it cannot run here. */
    static Optional<BenchSpdSay> start(StringBuilder why) {
        Map<String, String> env = System.getenv();
        Optional<Path> spd = InstalledVoices.onPath("spd-say", env);
        Optional<Path> dispatcher = InstalledVoices.onPath("speech-dispatcher", env);
        if (spd.isEmpty() || dispatcher.isEmpty()) {
            why.append("spd-say or speech-dispatcher is not installed");
            return Optional.empty();
        }
        try {
            Path dir = Files.createTempDirectory("turnpan-bench-speechd");
            Path home = Files.createDirectories(dir.resolve("home"));
            Path conf = Files.createDirectories(dir.resolve("conf"));
            Path modules = Files.createDirectories(conf.resolve("modules"));
            Path systemModule = Path.of("/etc/speech-dispatcher/modules/espeak-ng.conf");
            if (Files.isRegularFile(systemModule)) {
                Files.copy(systemModule, modules.resolve("espeak-ng.conf"));
            } else {
                Files.writeString(modules.resolve("espeak-ng.conf"), "");
            }
            Files.writeString(home.resolve(".asoundrc"), String.join("\n",
                    "pcm.turnpancapture {", "  type file", "  slave.pcm \"null\"",
                    "  file \"" + dir.resolve("out.raw") + "\"", "  format \"raw\"", "}", ""), StandardCharsets.UTF_8);
            Files.writeString(conf.resolve("speechd.conf"), String.join("\n",
                    "CommunicationMethod \"unix_socket\"", "SocketPath \"" + dir.resolve("speechd.sock") + "\"",
                    "LogLevel 3", "LogDir \"" + dir + "\"", "AudioOutputMethod \"alsa\"",
                    "AudioALSADevice \"turnpancapture\"", "DefaultModule espeak-ng",
                    "AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"", ""), StandardCharsets.UTF_8);
            ProcessBuilder pb = new ProcessBuilder(dispatcher.get().toString(), "-s", "-C", conf.toString(),
                    "-S", dir.resolve("speechd.sock").toString(), "-P", dir.resolve("pid").toString(), "-t", "0")
                    .redirectErrorStream(true).redirectOutput(dir.resolve("daemon.out").toFile());
            pb.environment().put("HOME", home.toString());
            pb.environment().put("XDG_RUNTIME_DIR", dir.toString());
            BenchSpdSay peer = new BenchSpdSay(dir, spd.get(), pb.start());
            long until = System.nanoTime() + WAIT_NANOS;
            while (!Files.exists(peer.socket) && System.nanoTime() < until && peer.daemon.isAlive()) {
                TimeUnit.MILLISECONDS.sleep(20);
            }
            if (!Files.exists(peer.socket)) {
                why.append("the private speech-dispatcher did not start");
                peer.close();
                return Optional.empty();
            }
            return Optional.of(peer);
        } catch (IOException e) {
            why.append("cannot set up a private speech-dispatcher: ").append(e.getMessage());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            why.append("interrupted");
            return Optional.empty();
        }
    }

    /** Says {@code text} in {@code lang} with {@code spd-say -w}; empty when nothing audible came. */
    Optional<Timing> say(String lang, String text) throws IOException, InterruptedException {
        long offset = Files.exists(capture) ? Files.size(capture) : 0;
        ProcessBuilder pb = new ProcessBuilder(spdSay.toString(), "-w", "-l", lang, "--", text)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("SPEECHD_ADDRESS", "unix_socket:" + socket);
        long start = System.nanoTime();
        Process p = pb.start();
        long firstBytes = 0;
        long heard = 0;
        long read = offset;
        long deadline = start + WAIT_NANOS;
        byte[] carry = new byte[0];
        while (heard == 0 && System.nanoTime() < deadline) {
            long size = Files.exists(capture) ? Files.size(capture) : 0;
            if (size > read) {
                long now = System.nanoTime();
                if (firstBytes == 0) {
                    firstBytes = now;
                }
                byte[] fresh = readRange(read, size);
                byte[] all = Arrays.copyOf(carry, carry.length + fresh.length);
                System.arraycopy(fresh, 0, all, carry.length, fresh.length);
                int at = firstAudibleSample(all);
                if (at >= 0) {
                    long samplesBefore = (read - carry.length - offset) / 2 + at;
                    heard = Math.max(now, firstBytes + samplesBefore * 1_000_000_000L / RATE);
                }
                carry = all.length % 2 == 1 ? new byte[] {all[all.length - 1]} : new byte[0];
                read = size;
            } else if (!p.isAlive()) {
                // spd-say has returned: give the module a moment to write, then stop looking
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(200));
                if (!Files.exists(capture) || Files.size(capture) == read) {
                    break;
                }
            }
            LockSupport.parkNanos(100_000);
        }
        if (!p.waitFor(WAIT_NANOS, TimeUnit.NANOSECONDS)) {
            p.destroyForcibly();
        }
        long end = System.nanoTime();
        return heard == 0 ? Optional.empty() : Optional.of(new Timing((heard - start) / 1e6, (end - start) / 1e6));
    }

    private byte[] readRange(long from, long to) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(capture.toFile(), "r")) {
            f.seek(from);
            byte[] b = new byte[(int) (to - from)];
            f.readFully(b);
            return b;
        }
    }

    /** The index of the first 16-bit little-endian sample above the audible threshold, or -1. */
    private static int firstAudibleSample(byte[] b) {
        for (int i = 0; i + 1 < b.length; i += 2) {
            int s = (short) ((b[i + 1] << 8) | (b[i] & 0xff));
            if (Math.abs(s) > Audible.THRESHOLD) {
                return i / 2;
            }
        }
        return -1;
    }

    @Override
    public void close() {
        List<ProcessHandle> children = daemon.descendants().toList();
        daemon.destroy();
        children.forEach(ProcessHandle::destroy);
        try {
            if (!daemon.waitFor(5, TimeUnit.SECONDS)) {
                daemon.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            daemon.destroyForcibly();
        }
        children.forEach(ProcessHandle::destroyForcibly);
        try (var files = Files.walk(dir)) {
            for (Path f : files.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            // a scratch folder left in the temporary directory: nothing of the user's
        }
    }
}
