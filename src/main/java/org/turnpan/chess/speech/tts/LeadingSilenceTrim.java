package org.turnpan.chess.speech.tts;

import javax.sound.sampled.AudioFormat;

/**
 * A voice's leading silence dropped as it streams: the samples before the first audible one
 * ({@link Audible#THRESHOLD}) are held back (the last {@link #LONGEST_ONSET_SECONDS} of them), and
 * when it comes the sound is sent from where it began: from the first audible sample the trim
 * walks back over the quiet rise of a first consonant (the "h" of "Hello", the "s" of "Sorry",
 * which stay between -50 and -36 dBFS for tens of milliseconds) as long as each
 * {@link #WINDOW_SECONDS} window still rises above a fifth of the threshold (kevin16's pauses stay
 * under 60, espeak-ng's are zeros), and keeps at least {@link #MARGIN_SECONDS}. So no consonant is
 * cut, only the pause a synthesizer puts before a sentence (kevin16: about 200 ms; espeak-ng's
 * Russian and Bulgarian: about 50 ms). Everything after the first sound passes untouched.
 */
final class LeadingSilenceTrim implements AudioSink {
    /** Always kept before the first audible sample. */
    static final double MARGIN_SECONDS = 0.002;
    /** The longest quiet rise kept before the first audible sample. */
    static final double LONGEST_ONSET_SECONDS = 0.040;
    /** The step of the walk back. */
    static final double WINDOW_SECONDS = 0.0025;

    private final AudioSink next;
    private final AudioFormat format;
    private final int threshold;
    private final byte[] before;
    private int held;
    private boolean sounding;

    /**
     * @param threshold the audible level in the samples as they come (the voice's own level, before
     *                  any volume is applied)
     */
    LeadingSilenceTrim(AudioSink next, AudioFormat format, int threshold) {
        this.next = next;
        this.format = format;
        this.threshold = threshold;
        this.before = new byte[frames(LONGEST_ONSET_SECONDS) * format.getFrameSize()];
    }

    LeadingSilenceTrim(AudioSink next, AudioFormat format) {
        this(next, format, Audible.THRESHOLD);
    }

    private int frames(double seconds) {
        return Math.max(1, (int) Math.round(format.getFrameRate() * seconds));
    }

    /** True once the first audible sample has been passed on. */
    boolean sounding() {
        return sounding;
    }

    @Override
    public boolean write(byte[] data, int offset, int length) {
        if (sounding) {
            return next.write(data, offset, length);
        }
        int whole = length - length % format.getFrameSize();
        int first = Audible.firstFrameAbove(data, offset, whole, format, threshold);
        if (first < 0) {
            hold(data, offset, whole);
            return true;
        }
        int at = first * format.getFrameSize();
        hold(data, offset, at);
        sounding = true;
        int keep = onsetBytes();
        if (keep > 0 && !next.write(before, held - keep, keep)) {
            return false;
        }
        return next.write(data, offset + at, length - at);
    }

    /** How much of what is held to send before the first audible sample: the quiet rise, at least the margin. */
    private int onsetBytes() {
        int frameSize = format.getFrameSize();
        int window = frames(WINDOW_SECONDS) * frameSize;
        int onset = Math.max(1, threshold / 5);
        int start = held;
        while (start > 0) {
            int from = Math.max(0, start - window);
            if (Audible.firstFrameAbove(before, from, start - from, format, onset) < 0) {
                break;
            }
            start = from;
        }
        return Math.min(held, Math.max(held - start, frames(MARGIN_SECONDS) * frameSize));
    }

    /** Keeps the last {@code before.length} bytes of what came before the first sound. */
    private void hold(byte[] data, int offset, int length) {
        if (length >= before.length) {
            System.arraycopy(data, offset + length - before.length, before, 0, before.length);
            held = before.length;
            return;
        }
        int keep = Math.min(held, before.length - length);
        System.arraycopy(before, held - keep, before, 0, keep);
        System.arraycopy(data, offset, before, keep, length);
        held = keep + length;
    }

    @Override
    public void drain() {
        next.drain();
    }

    @Override
    public void cancel() {
        next.cancel();
    }

    @Override
    public void close() {
        next.close();
    }
}
