package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.turnpan.chess.rules.Square;

/** Earcons and position tones, checked as sound buffers (no sound card needed). */
class EarconSynthTest {
    private final EarconSynth synth = new EarconSynth();

    @ParameterizedTest
    @EnumSource(Earcon.class)
    void everyEarconIsShortAndAudible(Earcon e) {
        Pcm pcm = synth.earcon(e);
        assertTrue(pcm.seconds() >= 0.05 && pcm.seconds() <= 0.5, e + " lasts " + pcm.seconds() + " s");
        assertTrue(pcm.rms(0) > 0.05 && pcm.rms(1) > 0.05, e + " is audible on both ears");
    }

    @Test
    void everyEarconSoundsDifferent() {
        Set<String> distinct = new HashSet<>();
        for (Earcon e : Earcon.values()) {
            distinct.add(Arrays.toString(synth.earcon(e).data()));
        }
        assertEquals(Earcon.values().length, distinct.size());
    }

    @Test
    void positionTonesPanFromLeftToRightAcrossTheFiles() {
        Pcm a = synth.position(Square.A4);
        Pcm h = synth.position(Square.H4);
        assertTrue(a.rms(0) > 5 * a.rms(1), "file a is heard in the left ear");
        assertTrue(h.rms(1) > 5 * h.rms(0), "file h is heard in the right ear");
        Pcm d = synth.position(Square.D4);
        Pcm e = synth.position(Square.E4);
        assertTrue(d.rms(0) > d.rms(1) && e.rms(1) > e.rms(0), "the centre files sit either side of the middle");
    }

    @Test
    void positionTonesClimbOneOctaveFromRankOneToRankEight() {
        double previous = 0;
        for (int rank = 0; rank < 8; rank++) {
            double f = pitch(synth.position(Square.values()[rank * 8 + 2]));
            assertTrue(f > previous, "rank " + (rank + 1) + " is higher than the rank below");
            assertEquals(EarconSynth.pitchOfRank(rank), f, EarconSynth.pitchOfRank(rank) * 0.05);
            previous = f;
        }
        assertEquals(2.0, EarconSynth.pitchOfRank(7) / EarconSynth.pitchOfRank(0), 0.01);
    }

    @Test
    void anEarconRoundTripsThroughAWavFile() throws Exception {
        Pcm check = synth.earcon(Earcon.CHECK);
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        Wav.write(check, file);
        Pcm back = Wav.read(new ByteArrayInputStream(file.toByteArray()));
        assertEquals(check.seconds(), back.seconds(), 1e-9);
        assertEquals(2, back.channels());
        assertTrue(Arrays.equals(check.data(), back.data()));
    }

    /** Frequency from upward zero crossings of the left channel. */
    private static double pitch(Pcm pcm) {
        int crossings = 0;
        int first = -1;
        int last = -1;
        for (int i = 1; i < pcm.frames(); i++) {
            if (pcm.sample(i - 1, 0) < 0 && pcm.sample(i, 0) >= 0) {
                crossings++;
                if (first < 0) {
                    first = i;
                }
                last = i;
            }
        }
        return (crossings - 1) / ((last - first) / (double) pcm.format().getFrameRate());
    }
}
