package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import javax.sound.sampled.AudioFormat;
import org.junit.jupiter.api.Test;

/** WAV files as players will open them in any audio program. */
class WavTest {

    @Test
    void bigEndianSpeechIsWrittenAsAStandardLittleEndianWav() throws Exception {
        // FreeTTS hands over big-endian samples: 0x1234, -2
        Pcm big = new Pcm(new AudioFormat(16000f, 16, 1, true, true), new byte[] {0x12, 0x34, (byte) 0xff, (byte) 0xfe});
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Wav.write(big, out);
        byte[] file = out.toByteArray();
        assertEquals(44 + 4, file.length);
        assertArrayEquals(new byte[] {0x34, 0x12, (byte) 0xfe, (byte) 0xff}, java.util.Arrays.copyOfRange(file, 44, 48));
        Pcm back = Wav.read(new ByteArrayInputStream(file));
        assertFalse(back.format().isBigEndian());
        assertEquals(big.sample(0, 0), back.sample(0, 0));
        assertEquals(big.sample(1, 0), back.sample(1, 0));
    }

    @Test
    void espeakStreamingHeaderWithUnknownLengthReadsToTheEnd() throws Exception {
        byte[] header = {'R', 'I', 'F', 'F', 0x24, (byte) 0xf0, (byte) 0xff, 0x7f, 'W', 'A', 'V', 'E',
            'f', 'm', 't', ' ', 16, 0, 0, 0, 1, 0, 1, 0, 0x22, 0x56, 0, 0, 0x44, (byte) 0xac, 0, 0, 2, 0, 16, 0,
            'd', 'a', 't', 'a', 0, (byte) 0xf0, (byte) 0xff, 0x7f};
        byte[] stream = new byte[header.length + 6];
        System.arraycopy(header, 0, stream, 0, header.length);
        stream[header.length] = 0x10;
        Pcm pcm = Wav.read(new ByteArrayInputStream(stream));
        assertEquals(22050f, pcm.format().getSampleRate());
        assertEquals(3, pcm.frames());
        assertEquals(0x10 / 32768.0, pcm.sample(0, 0), 1e-12);
    }
}
