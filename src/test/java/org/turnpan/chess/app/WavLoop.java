package org.turnpan.chess.app;

import java.nio.file.Path;
import javax.sound.sampled.AudioFormat;
import org.turnpan.chess.session.files.SaveResult;
import org.turnpan.chess.speech.tts.Pcm;

/**
 * A separate program for {@link WavKillTest}: writes numbered WAVs of 0.5 to 4 MB to one file in a
 * loop through {@code say --out}'s writer (arguments: the file, the first number), printing
 * "saved N" after each completed write, until it is killed; with a third argument, {@code once},
 * it writes one and exits (status 3 when the write failed).
 */
public final class WavLoop {
    static final AudioFormat FORMAT = new AudioFormat(22050f, 16, 1, true, false);

    private WavLoop() {
    }

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        boolean once = args.length > 2;
        for (int n = Integer.parseInt(args[1]); ; n++) {
            if (!(SayCommand.saveWav(file, pcm(n)) instanceof SaveResult.Saved)) {
                System.out.println("failed " + n);
                System.exit(3);
            }
            System.out.println("saved " + n);
            System.out.flush();
            if (once) {
                return;
            }
        }
    }

    /**
     * A recognisable sound, quick to make so that the loop spends its time writing: an even number
     * of bytes from 2 to 10 MB, its number in the first four and last four bytes, {@code n}'s
     * byte in between.
     */
    static Pcm pcm(int n) {
        byte[] data = new byte[(2_000_000 + (int) ((n * 7919L) % 8_000_000)) & ~1];
        java.util.Arrays.fill(data, (byte) n);
        java.nio.ByteBuffer.wrap(data).putInt(0, n).putInt(data.length - 4, n);
        return new Pcm(FORMAT, data);
    }
}
