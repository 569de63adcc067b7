package org.turnpan.chess.speech.tts;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFormat;

/**
 * A stand-in for espeak-ng, run as a process by the tests through {@link #launcher}. The first
 * argument is what it does; the rest (espeak-ng's options) are ignored:
 * <pre>
 * echo      a WAV header, then every byte of standard input as samples, as it is read (espeak-ng
 *           also speaks while it reads: a caller that writes everything before reading deadlocks)
 * hang      a WAV header, then nothing, reading nothing, for ten minutes
 * garbage   a few bytes that are not a WAV file
 * </pre>
 */
public final class FakeEspeak {
    static final AudioFormat FORMAT = new AudioFormat(22050f, 16, 1, true, false);

    private FakeEspeak() {
    }

    /** Writes an executable {@code dir/espeak-MODE} that runs this class in that mode. */
    static Path launcher(Path dir, String mode) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path launcher = dir.resolve("espeak-" + mode);
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java + "' -Xmx32m -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' " + FakeEspeak.class.getName() + " " + mode + " \"$@\"\n");
        if (!launcher.toFile().setExecutable(true)) {
            throw new IOException("cannot make " + launcher + " executable");
        }
        return launcher;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        OutputStream out = new BufferedOutputStream(System.out, 4096);
        switch (args[0]) {
            case "echo" -> {
                Wav.write(new Pcm(FORMAT, new byte[0]), out);
                InputStream in = System.in;
                byte[] buf = new byte[4096];
                for (int n = in.read(buf); n > 0; n = in.read(buf)) {
                    out.write(buf, 0, n);
                    out.flush();
                }
            }
            case "hang" -> {
                Wav.write(new Pcm(FORMAT, new byte[0]), out);
                Thread.sleep(600_000);
            }
            case "garbage" -> out.write("this is not a sound".getBytes(StandardCharsets.US_ASCII));
            default -> throw new IllegalArgumentException("unknown mode " + args[0]);
        }
        out.flush();
    }
}
