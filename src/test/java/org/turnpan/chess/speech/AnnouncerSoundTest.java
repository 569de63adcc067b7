package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.sound.sampled.AudioFormat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.AudioSink;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.EarconSynth;
import org.turnpan.chess.speech.tts.Pcm;
import org.turnpan.chess.speech.tts.RecordingOutput;

/** Earcons and position tones go to the sound card only when switched on. */
class AnnouncerSoundTest {

    /** A sound card that hands every finished sound to the test. */
    static final class Speaker implements AudioDevice {
        final BlockingQueue<byte[]> played = new LinkedBlockingQueue<>();

        @Override
        public boolean present() {
            return true;
        }

        @Override
        public Optional<AudioSink> open(AudioFormat format) {
            ByteArrayOutputStream sound = new ByteArrayOutputStream();
            return Optional.of(new AudioSink() {
                @Override
                public boolean write(byte[] data, int offset, int length) {
                    sound.write(data, offset, length);
                    return true;
                }

                @Override
                public void drain() {
                }

                @Override
                public void cancel() {
                }

                @Override
                public void close() {
                    played.add(sound.toByteArray());
                }
            });
        }

        byte[] next() throws InterruptedException {
            return played.poll(10, TimeUnit.SECONDS);
        }
    }

    private final Speaker speaker = new Speaker();
    private final EarconSynth synth = new EarconSynth();
    private final Announcer announcer = Announcer.start(RecordingOutput.instant(), List.of(),
            new EarconPlayer(speaker), SpeechSettings.defaults(Locale.ENGLISH).withEarcon(Earcon.CAPTURE, false));

    @AfterEach
    void close() {
        announcer.close();
    }

    @Test
    void anEarconSwitchedOffIsNotPlayedAndOneSwitchedOnIs() throws Exception {
        announcer.cue(Earcon.CAPTURE);
        announcer.cue(Earcon.CHECK);
        byte[] first = speaker.next();
        assertNotNull(first);
        assertArrayEquals(synth.earcon(Earcon.CHECK).data(), first, "only the check sound played");
        announcer.update(s -> s.withEarcon(Earcon.CAPTURE, true));
        announcer.cue(Earcon.CAPTURE);
        assertArrayEquals(synth.earcon(Earcon.CAPTURE).data(), speaker.next());
        assertEquals(0, speaker.played.size());
    }

    @Test
    void positionTonesPlayOnlyWhenSwitchedOn() throws Exception {
        announcer.positionTone(Square.A1);
        announcer.cue(Earcon.BOARD_EDGE);
        assertArrayEquals(synth.earcon(Earcon.BOARD_EDGE).data(), speaker.next(), "tones are off by default");
        announcer.update(s -> s.withPositionTones(true));
        announcer.positionTone(Square.H8);
        assertArrayEquals(synth.position(Square.H8).data(), speaker.next());
    }

    @Test
    void aRefusalBuzzesAndAMoveCanCarryItsSounds() throws Exception {
        announcer.announce(Announcement.queued(Announcement.Kind.REFUSAL, VoiceMessages.verbatim("Illegal.")));
        assertArrayEquals(synth.earcon(Earcon.ILLEGAL_MOVE).data(), speaker.next());
        announcer.update(s -> s.withEarcon(Earcon.CAPTURE, true));
        announcer.announce(Announcement.queued(Announcement.Kind.MOVE, VoiceMessages.verbatim("Bishop takes f7, check.")),
                List.of(Earcon.CAPTURE, Earcon.CHECK));
        byte[] both = speaker.next();
        assertArrayEquals(Pcm.concat(List.of(synth.earcon(Earcon.CAPTURE), synth.earcon(Earcon.CHECK))).data(), both,
                "capture then check, as one sound");
        announcer.update(s -> s.withEarcon(Earcon.ILLEGAL_MOVE, false));
        announcer.announce(Announcement.queued(Announcement.Kind.REFUSAL, VoiceMessages.verbatim("Illegal.")));
        announcer.cue(Earcon.LOW_TIME);
        assertArrayEquals(synth.earcon(Earcon.LOW_TIME).data(), speaker.next(), "the switched-off buzz did not play");
    }
}
