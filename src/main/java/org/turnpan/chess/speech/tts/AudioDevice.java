package org.turnpan.chess.speech.tts;

import java.util.Optional;
import javax.sound.sampled.AudioFormat;

/** Where sound is played: the sound card, a capture buffer (tests, benches, WAV files) or nowhere. */
public interface AudioDevice {

    /** True when sound can be played at all. */
    boolean present();

    /** Opens a sink for {@code format}, or nothing when the device cannot play it. */
    Optional<AudioSink> open(AudioFormat format);

    /** A device that plays nothing. */
    static AudioDevice none() {
        return new AudioDevice() {
            @Override
            public boolean present() {
                return false;
            }

            @Override
            public Optional<AudioSink> open(AudioFormat format) {
                return Optional.empty();
            }
        };
    }
}
