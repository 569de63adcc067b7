package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import javax.sound.sampled.AudioFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The leading silence of real synthesized speech is dropped as it streams, in any chunk size,
 * without touching a sample after it and without cutting the quiet start of a first consonant.
 */
class LeadingSilenceTrimTest {

    /** espeak-ng's Russian as the process writes it: about 51 ms of zeros, then "Конь". */
    private static Pcm russianFromTheProcess() throws IOException {
        Path espeak = InstalledVoices.onPath(EspeakOutput.EXECUTABLE, System.getenv())
                .orElseThrow(() -> new AssertionError("espeak-ng is not installed: apt-get install espeak-ng"));
        Process p = new ProcessBuilder(espeak.toString(), "-v", "ru", "--stdout")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write("Конь бьёт на е5, шах.".getBytes(StandardCharsets.UTF_8));
        }
        try (InputStream out = p.getInputStream()) {
            AudioFormat f = Wav.readHeader(out);
            return new Pcm(f, out.readAllBytes());
        } finally {
            p.destroyForcibly();
        }
    }

    private static Pcm trimmed(Pcm in, int chunkFrames, int threshold) {
        CaptureDevice card = new CaptureDevice();
        AudioSink sink = new LeadingSilenceTrim(card.open(in.format()).orElseThrow(), in.format(), threshold);
        int step = chunkFrames * in.format().getFrameSize();
        for (int at = 0; at < in.data().length; at += step) {
            assertTrue(sink.write(in.data(), at, Math.min(step, in.data().length - at)));
        }
        sink.drain();
        sink.close();
        return card.pcm().orElse(new Pcm(in.format(), new byte[0]));
    }

    /** The bytes of {@code in} dropped in front of {@code out}, checking that the rest is {@code in}'s unchanged. */
    private static int droppedFrames(Pcm in, Pcm out) {
        int dropped = in.data().length - out.data().length;
        assertArrayEquals(Arrays.copyOfRange(in.data(), dropped, in.data().length), out.data(), "only the front is dropped");
        return dropped / in.format().getFrameSize();
    }

    @ParameterizedTest(name = "chunks of {0} frames")
    @ValueSource(ints = {1, 7, 220, 441, 1_000_000})
    void russianLosesItsSilenceAndNothingElseInAnyChunkSize(int chunk) throws IOException {
        Pcm raw = russianFromTheProcess();
        double before = Audible.leadingSilenceSeconds(raw);
        assertTrue(before > 0.040, "espeak-ng's Russian starts with silence: " + before * 1000 + " ms");
        Pcm out = trimmed(raw, chunk, Audible.THRESHOLD);
        int dropped = droppedFrames(raw, out);
        double rate = raw.format().getFrameRate();
        assertTrue(Audible.leadingSilenceSeconds(out) < 0.005, "heard within 5 ms: " + Audible.leadingSilenceSeconds(out));
        assertTrue(Audible.leadingSilenceSeconds(out) >= LeadingSilenceTrim.MARGIN_SECONDS - 1 / rate, "the margin is kept");
        for (int i = 0; i < dropped; i++) {
            assertTrue(Math.abs(raw.sample(i, 0)) < 0.003, "a dropped sample was silent: " + i);
        }
    }

    @Test
    void theBuiltInVoiceStartsWithSoundAndSaysTheWholeSentence() {
        FreeTtsOutput kevin = FreeTtsOutput.start(AudioDevice.none());
        try {
            Pcm pcm = kevin.render(Utterance.of("Knight takes e5, check.", Locale.ENGLISH)).orElseThrow();
            assertTrue(Audible.leadingSilenceSeconds(pcm) < 0.005,
                    "kevin16 used to start with 213 ms of silence: " + Audible.leadingSilenceSeconds(pcm) * 1000 + " ms");
            assertTrue(pcm.seconds() > 1.2, "the sentence is all there: " + pcm.seconds() + " s");
        } finally {
            kevin.close();
        }
    }

    @Test
    void theQuietRiseOfAFirstConsonantIsKept() {
        // 100 ms of near silence (the noise of kevin16's pauses), then an "s" rising from 120 to 900 over 30 ms
        AudioFormat f = new AudioFormat(16000f, 16, 1, true, false);
        int silence = 1600;
        int rise = 480;
        short[] s = new short[silence + rise + 800];
        for (int i = 0; i < silence; i++) {
            s[i] = (short) (i % 2 == 0 ? 40 : -40);
        }
        for (int i = 0; i < rise + 800; i++) {
            double level = i < rise ? 120 + 780.0 * i / rise : 900;
            s[silence + i] = (short) (i % 2 == 0 ? level : -level);
        }
        byte[] bytes = new byte[s.length * 2];
        for (int i = 0; i < s.length; i++) {
            bytes[2 * i] = (byte) s[i];
            bytes[2 * i + 1] = (byte) (s[i] >> 8);
        }
        Pcm in = new Pcm(f, bytes);
        Pcm out = trimmed(in, 160, Audible.THRESHOLD);
        int dropped = droppedFrames(in, out);
        assertTrue(dropped <= silence, "the consonant starts at frame " + silence + ", trimmed from " + dropped);
        assertTrue(dropped >= silence - 40, "the pause before it is gone: trimmed from " + dropped);
    }

    @Test
    void aCancelReachesTheLineAndLaterSoundIsRefused() {
        CaptureDevice card = new CaptureDevice();
        AudioFormat f = new AudioFormat(22050f, 16, 1, true, false);
        AudioSink sink = new LeadingSilenceTrim(card.open(f).orElseThrow(), f);
        sink.cancel();
        byte[] loud = new byte[200];
        Arrays.fill(loud, (byte) 0x40);
        assertEquals(false, sink.write(loud, 0, loud.length), "a cancelled line refuses sound");
        assertEquals(Optional.of(0), card.pcm().map(p -> p.data().length));
    }

    @Test
    void allQuietSoundIsDroppedWhole() {
        AudioFormat f = new AudioFormat(22050f, 16, 1, true, false);
        Pcm quiet = new Pcm(f, new byte[4410]);
        assertEquals(0, trimmed(quiet, 100, Audible.THRESHOLD).data().length);
    }
}
