package org.turnpan.chess.speech.tts;

import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import javax.sound.sampled.AudioFormat;

/**
 * A sound card that plays for ever: the first write reports "sound started" and then blocks until
 * the sink is cancelled, like a long sentence still being heard.
 */
final class SlowSoundCard implements AudioDevice {
    final CountDownLatch soundStarted = new CountDownLatch(1);

    @Override
    public boolean present() {
        return true;
    }

    @Override
    public Optional<AudioSink> open(AudioFormat format) {
        return Optional.of(new AudioSink() {
            private final CountDownLatch cancelled = new CountDownLatch(1);

            @Override
            public boolean write(byte[] data, int offset, int length) {
                soundStarted.countDown();
                try {
                    cancelled.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return false;
            }

            @Override
            public void drain() {
            }

            @Override
            public void cancel() {
                cancelled.countDown();
            }

            @Override
            public void close() {
            }
        });
    }
}
