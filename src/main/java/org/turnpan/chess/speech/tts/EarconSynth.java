package org.turnpan.chess.speech.tts;

import java.io.ByteArrayOutputStream;
import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import javax.sound.sampled.AudioFormat;
import org.turnpan.chess.rules.Square;

/**
 * Generates every earcon and position tone as PCM (44.1 kHz, 16-bit, stereo): no audio files.
 * Position tones pan from the left (file a) to the right (file h) and climb a major scale from
 * rank 1 (middle C) to rank 8 (the C above). Stateless; the sounds are the same every time.
 */
public final class EarconSynth {
    public static final AudioFormat FORMAT = new AudioFormat(44100f, 16, 2, true, false);
    private static final double RATE = FORMAT.getSampleRate();
    private static final double MIDDLE_C = 261.63;
    private static final int[] MAJOR_SCALE = {0, 2, 4, 5, 7, 9, 11, 12};
    private static final double LOUD = 0.5;

    private final Map<Earcon, Pcm> earcons = new EnumMap<>(Earcon.class);

    public EarconSynth() {
        for (Earcon e : Earcon.values()) {
            earcons.put(e, make(e));
        }
    }

    /** The sound of an earcon. */
    public Pcm earcon(Earcon e) {
        return earcons.get(e);
    }

    /** The position tone of a square: pitch by rank, stereo pan by file. */
    public Pcm position(Square square) {
        int file = square.ordinal() % 8;
        int rank = square.ordinal() / 8;
        return pcm(new Track().tone(pitchOfRank(rank), pitchOfRank(rank), 0.09, LOUD * 0.8, file / 7.0 * 2 - 1, false));
    }

    /** The frequency of the position tone of a rank (0 = rank 1). */
    public static double pitchOfRank(int rank) {
        return MIDDLE_C * Math.pow(2, MAJOR_SCALE[rank] / 12.0);
    }

    private static Pcm make(Earcon e) {
        Track t = new Track();
        switch (e) {
            case ILLEGAL_MOVE -> t.tone(311, 311, 0.11, LOUD, 0, true).gap(0.03).tone(233, 233, 0.14, LOUD, 0, true);
            case CAPTURE -> t.noise(0.035, LOUD).tone(660, 440, 0.06, LOUD * 0.8, 0, false);
            case CHECK -> t.tone(880, 880, 0.08, LOUD, 0, false).gap(0.04).tone(1320, 1320, 0.1, LOUD, 0, false);
            case BOARD_EDGE -> t.tone(130, 90, 0.07, LOUD, 0, false);
            case LOW_TIME -> t.tone(1000, 1000, 0.06, LOUD, 0, false).gap(0.06).tone(1000, 1000, 0.06, LOUD, 0, false)
                    .gap(0.06).tone(1000, 1000, 0.06, LOUD, 0, false);
        }
        return pcm(t);
    }

    private static Pcm pcm(Track t) {
        return new Pcm(FORMAT, t.bytes.toByteArray());
    }

    /** Appends sound segments one after another. */
    private static final class Track {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final SplittableRandom noise = new SplittableRandom(7);

        /**
         * A tone gliding from {@code f0} to {@code f1} Hz, with a 5 ms attack and a smooth decay.
         * {@code pan} -1 left .. +1 right (equal power); {@code buzzy} adds odd harmonics.
         */
        Track tone(double f0, double f1, double seconds, double amp, double pan, boolean buzzy) {
            int n = (int) (seconds * RATE);
            double phase = 0;
            double angle = (pan + 1) * Math.PI / 4;
            double left = Math.cos(angle);
            double right = Math.sin(angle);
            for (int i = 0; i < n; i++) {
                double f = f0 + (f1 - f0) * i / n;
                phase += 2 * Math.PI * f / RATE;
                double s = Math.sin(phase);
                if (buzzy) {
                    s = (s + Math.sin(3 * phase) / 3 + Math.sin(5 * phase) / 5) * 0.8;
                }
                double v = s * amp * envelope(i, n);
                frame(v * left, v * right);
            }
            return this;
        }

        Track noise(double seconds, double amp) {
            int n = (int) (seconds * RATE);
            for (int i = 0; i < n; i++) {
                double v = (noise.nextDouble() * 2 - 1) * amp * (1 - i / (double) n);
                frame(v, v);
            }
            return this;
        }

        Track gap(double seconds) {
            int n = (int) (seconds * RATE);
            for (int i = 0; i < n; i++) {
                frame(0, 0);
            }
            return this;
        }

        private static double envelope(int i, int n) {
            double attack = Math.min(1, i / (0.005 * RATE));
            double release = Math.min(1, (n - i) / (0.02 * RATE));
            return attack * release;
        }

        private void frame(double l, double r) {
            sample(l);
            sample(r);
        }

        private void sample(double v) {
            int s = (int) Math.round(Math.max(-1, Math.min(1, v)) * 32767);
            bytes.write(s & 0xff);
            bytes.write((s >> 8) & 0xff);
        }
    }
}
