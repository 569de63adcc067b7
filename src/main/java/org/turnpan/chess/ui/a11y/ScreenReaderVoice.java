package org.turnpan.chess.ui.a11y;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * The voice of the announcer while a screen reader reads the window ({@link VoicePlan#SCREEN_READER}
 * or, without a working channel, {@link VoicePlan#SCREEN_READER_AND_OWN_VOICE}). Each sentence has
 * exactly one speaker:
 * <ol>
 *   <li>what the focus reading already says ({@link FocusReading}) is left to the screen reader;</li>
 *   <li>anything else goes to the screen reader through the {@link AnnouncementChannel};</li>
 *   <li>when there is no channel, or it refuses, our own voice ({@code fallback}) says it.</li>
 * </ol>
 * {@code speak} never blocks: the channel is called on {@code delivery} (the JavaFX thread). A
 * sentence that follows a {@link #stop} (the announcer cutting off stale speech for a new answer)
 * interrupts the screen reader; the others queue. After three failures in a row the channel is
 * taken as broken and our own voice speaks from then on.
 */
public final class ScreenReaderVoice implements SpeechOutput {
    private static final int FAILURES_BEFORE_GIVING_UP = 3;

    private final Optional<AnnouncementChannel> channel;
    private final Supplier<SpeechOutput> fallback;
    private final FocusReading focus;
    private final Executor delivery;
    private volatile boolean interruptNext;
    private int failures;

    /**
     * @param channel  the platform's announcement channel, if this system has one that loaded
     * @param fallback our own voice for the language (asked at each use: it may change)
     * @param focus    what the focused control's reading already says
     * @param delivery the thread the channel must be called on
     */
    public ScreenReaderVoice(Optional<AnnouncementChannel> channel, Supplier<SpeechOutput> fallback,
                             FocusReading focus, Executor delivery) {
        this.channel = channel;
        this.fallback = fallback;
        this.focus = focus;
        this.delivery = delivery;
    }

    @Override
    public String name() {
        return "screen-reader";
    }

    @Override
    public boolean isAvailable() {
        return true;
    }

    /** The screen reader speaks whatever language it is set to; our fallback is chosen per language. */
    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    /** Whether sentences currently reach the screen reader (a channel that has not failed for good). */
    public synchronized boolean channelWorks() {
        return channel.isPresent() && failures < FAILURES_BEFORE_GIVING_UP;
    }

    /** The plan this voice follows now. */
    public VoicePlan plan() {
        return VoicePlan.of(ScreenReaderPresence.State.PRESENT, channelWorks());
    }

    @Override
    public CompletableFuture<Delivery> speak(Utterance utterance) {
        AnnouncementChannel.Urgency urgency = interruptNext
                ? AnnouncementChannel.Urgency.INTERRUPT : AnnouncementChannel.Urgency.QUEUE;
        interruptNext = false;
        CompletableFuture<Delivery> done = new CompletableFuture<>();
        try {
            delivery.execute(() -> deliver(utterance, urgency, done));
        } catch (RejectedExecutionException | IllegalStateException e) {
            ownVoice(utterance, done);
        }
        return done;
    }

    private void deliver(Utterance u, AnnouncementChannel.Urgency urgency, CompletableFuture<Delivery> done) {
        if (focus.covers(u.text())) {
            done.complete(Delivery.SPOKEN);
            return;
        }
        if (channelWorks() && announced(u.text(), urgency)) {
            done.complete(Delivery.SPOKEN);
            return;
        }
        ownVoice(u, done);
    }

    private boolean announced(String text, AnnouncementChannel.Urgency urgency) {
        boolean ok;
        try {
            ok = channel.orElseThrow().announce(text, urgency);
        } catch (RuntimeException | LinkageError e) {
            ok = false;
        }
        synchronized (this) {
            failures = ok ? 0 : failures + 1;
        }
        return ok;
    }

    @SuppressWarnings("FutureReturnValueIgnored") // the callback hands the outcome, a failure too, to done
    private void ownVoice(Utterance u, CompletableFuture<Delivery> done) {
        try {
            fallback.get().speak(u).whenComplete((d, e) -> done.complete(e == null ? d : Delivery.FAILED));
        } catch (RuntimeException e) {
            done.complete(Delivery.FAILED);
        }
    }

    /** The next sentence is a fresh answer: it cuts the screen reader short. Our own voice stops now. */
    @Override
    public void stop() {
        interruptNext = true;
        try {
            fallback.get().stop();
        } catch (RuntimeException e) {
            // a voice that cannot stop has nothing to cut off
        }
    }
}
