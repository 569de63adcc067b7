package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.RecordingOutput;
import org.turnpan.chess.speech.tts.Utterance;
import org.turnpan.chess.ui.a11y.AnnouncementChannel.Urgency;

/**
 * Each sentence reaches one speaker: the screen reader by its focus reading, the screen reader by
 * the announcement channel, or our own voice when the channel is missing or fails. Never twice.
 */
@SuppressWarnings("FutureReturnValueIgnored") // the tests read what reached the channel, not the delivery
class ScreenReaderVoiceTest {

    /** A channel that records what it was asked and answers as told. */
    static final class FakeChannel implements AnnouncementChannel {
        record Said(String text, Urgency urgency) {
        }

        final List<Said> said = new ArrayList<>();
        boolean accepts = true;
        boolean explodes;

        @Override
        public String name() {
            return "fake";
        }

        @Override
        public boolean announce(String text, Urgency urgency) {
            if (explodes) {
                throw new UnsatisfiedLinkError("no native library");
            }
            said.add(new Said(text, urgency));
            return accepts;
        }
    }

    private final ManualClock clock = new ManualClock();
    private final FocusReading focus = new FocusReading(Duration.ofSeconds(2), clock);
    private final FakeChannel channel = new FakeChannel();
    private final RecordingOutput own = RecordingOutput.instant();
    private final Executor fxThread = Runnable::run;

    private ScreenReaderVoice voice(Optional<AnnouncementChannel> c, Executor delivery) {
        return new ScreenReaderVoice(c, () -> own, focus, delivery);
    }

    private static Utterance say(String text) {
        return Utterance.of(text, Locale.ENGLISH);
    }

    private List<String> channelTexts() {
        return channel.said.stream().map(FakeChannel.Said::text).toList();
    }

    @Test
    void announcementsGoToTheScreenReaderAndOurVoiceKeepsQuiet() {
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        assertEquals(Delivery.SPOKEN, v.speak(say("Black plays knight to f6.")).join());
        assertEquals(List.of("Black plays knight to f6."), channelTexts());
        assertEquals(List.of(), own.spokenWhole());
        assertEquals(VoicePlan.SCREEN_READER, v.plan());
    }

    @Test
    void theSquareTheFocusReadingSaysIsNotAnnouncedAgain() {
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        focus.expect("e4, white knight, selected");
        assertEquals(Delivery.SPOKEN, v.speak(say("e4, white knight")).join());
        assertEquals(List.of(), channelTexts(), "the screen reader reads the focused square itself");
        assertEquals(List.of(), own.spokenWhole());
        v.speak(say("e4, white knight"));
        assertEquals(List.of("e4, white knight"), channelTexts(), "one focus reading covers one sentence");
    }

    @Test
    void aFocusReadingCoversOnlyItsOwnMomentAndItsOwnWords() {
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        focus.expect("d5, empty, light square");
        v.speak(say("Check."));
        clock.advanceMillis(2001);
        v.speak(say("d5, empty, light square."));
        assertEquals(List.of("Check.", "d5, empty, light square."), channelTexts());
    }

    @Test
    void aRefusedAnnouncementIsSpokenByOurVoiceOnce() {
        channel.accepts = false;
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        v.speak(say("Your clock: ten seconds left.")).join();
        assertEquals(List.of("Your clock: ten seconds left."), own.spokenWhole());
        assertEquals(1, channel.said.size());
    }

    @Test
    void aChannelThatKeepsFailingIsLeftForOurVoice() {
        channel.accepts = false;
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        for (int i = 0; i < 5; i++) {
            v.speak(say("sentence " + i)).join();
        }
        assertEquals(3, channel.said.size(), "three tries, then the channel is taken as broken");
        assertEquals(5, own.spokenWhole().size());
        assertFalse(v.channelWorks());
        assertEquals(VoicePlan.SCREEN_READER_AND_OWN_VOICE, v.plan());
    }

    @Test
    void oneFailureAmongSuccessesKeepsTheChannel() {
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        for (int i = 0; i < 6; i++) {
            channel.accepts = i % 3 != 0;
            v.speak(say("sentence " + i)).join();
        }
        assertTrue(v.channelWorks());
        assertEquals(List.of("sentence 0", "sentence 3"), own.spokenWhole());
    }

    @Test
    void noChannelOnThisSystemMeansOurVoiceForAnnouncementsButNeverForTheFocus() {
        ScreenReaderVoice v = voice(Optional.empty(), fxThread);
        focus.expect("a1, white rook");
        v.speak(say("a1, white rook")).join();
        v.speak(say("White castles short.")).join();
        assertEquals(List.of("White castles short."), own.spokenWhole());
        assertEquals(VoicePlan.SCREEN_READER_AND_OWN_VOICE, v.plan());
    }

    @Test
    void aMissingNativeLibraryNeverThrows() {
        channel.explodes = true;
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        assertEquals(Delivery.SPOKEN, v.speak(say("Draw offered.")).join());
        assertEquals(List.of("Draw offered."), own.spokenWhole());
    }

    @Test
    void aFreshAnswerInterruptsAndTheRestQueue() {
        ScreenReaderVoice v = voice(Optional.of(channel), fxThread);
        v.speak(say("White plays e4."));
        v.stop();
        v.speak(say("Nothing selected."));
        v.speak(say("Black plays e5."));
        assertEquals(List.of(Urgency.QUEUE, Urgency.INTERRUPT, Urgency.QUEUE),
                channel.said.stream().map(FakeChannel.Said::urgency).toList());
    }

    @Test
    void speakingNeverWaitsForTheJavaFxThread() {
        Deque<Runnable> pending = new ArrayDeque<>();
        ScreenReaderVoice v = voice(Optional.of(channel), pending::add);
        CompletableFuture<Delivery> f = v.speak(say("Black resigns."));
        assertFalse(f.isDone(), "returned at once; the thread runs it later");
        assertEquals(List.of(), channelTexts());
        pending.poll().run();
        assertEquals(Delivery.SPOKEN, f.join());
        assertEquals(List.of("Black resigns."), channelTexts());
    }

    @Test
    void aClosedJavaFxThreadLeavesTheSentenceToOurVoice() {
        ScreenReaderVoice v = voice(Optional.of(channel), r -> {
            throw new RejectedExecutionException("toolkit gone");
        });
        v.speak(say("Game over.")).join();
        assertEquals(List.of("Game over."), own.spokenWhole());
        assertEquals(List.of(), channelTexts());
    }
}
