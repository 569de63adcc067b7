package org.turnpan.chess.speech.tts;

/**
 * How fast and how loud to speak, relative to the voice's own defaults.
 *
 * @param rate   1.0 is the voice's normal speed (or, for speech-dispatcher, the rate the user set
 *               for the screen reader); 2.0 twice as fast. Clamped to 0.5..3.0.
 * @param volume 1.0 is full volume, 0.0 silent. Clamped to 0..1.
 */
public record Prosody(double rate, double volume) {
    public static final Prosody NORMAL = new Prosody(1.0, 1.0);
    public static final double MIN_RATE = 0.5;
    public static final double MAX_RATE = 3.0;

    public Prosody {
        rate = Double.isNaN(rate) ? 1.0 : Math.max(MIN_RATE, Math.min(MAX_RATE, rate));
        volume = Double.isNaN(volume) ? 1.0 : Math.max(0.0, Math.min(1.0, volume));
    }

    public Prosody withRate(double r) {
        return new Prosody(r, volume);
    }

    public Prosody withVolume(double v) {
        return new Prosody(rate, v);
    }
}
