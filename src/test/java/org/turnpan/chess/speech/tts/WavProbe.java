package org.turnpan.chess.speech.tts;

import java.io.IOException;
import java.nio.file.Path;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;

/**
 * Reads a WAV file with javax.sound (independently of our {@link Wav} writer) and measures what a
 * listener would notice: how long it lasts and how loud it is.
 */
public record WavProbe(AudioFormat format, long frames, double seconds, double rms, double peak) {

    public static WavProbe of(Path file) throws IOException, UnsupportedAudioFileException {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(file.toFile())) {
            AudioFormat f = in.getFormat();
            byte[] data = in.readAllBytes();
            Pcm pcm = new Pcm(f, data);
            double peak = 0;
            for (int i = 0; i < pcm.frames(); i++) {
                peak = Math.max(peak, Math.abs(pcm.sample(i, 0)));
            }
            return new WavProbe(f, in.getFrameLength(), in.getFrameLength() / (double) f.getFrameRate(), pcm.rms(0), peak);
        }
    }
}
