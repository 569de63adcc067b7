package org.turnpan.chess.speech.tts;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A voice for tests that writes down what it was asked to say and how each utterance ended. In
 * {@linkplain #manual() manual} mode every utterance "speaks" until the test calls
 * {@link #finishCurrent()} (or something calls {@link #stop()}), so tests control timing with no
 * sleeps; in {@linkplain #instant() instant} mode utterances finish at once.
 */
public final class RecordingOutput implements SpeechOutput {

    /** One utterance and how it ended (null while it is still being spoken). */
    public record Heard(Utterance utterance, Delivery delivery) {
        public String text() {
            return utterance.text();
        }
    }

    private final boolean manual;
    private final List<Heard> heard = new ArrayList<>();
    private final BlockingQueue<Utterance> started = new LinkedBlockingQueue<>();
    private CompletableFuture<Delivery> current;
    private int currentIndex = -1;

    private RecordingOutput(boolean manual) {
        this.manual = manual;
    }

    public static RecordingOutput manual() {
        return new RecordingOutput(true);
    }

    public static RecordingOutput instant() {
        return new RecordingOutput(false);
    }

    @Override
    public String name() {
        return "recording";
    }

    @Override
    public boolean isAvailable() {
        return true;
    }

    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    @Override
    public synchronized CompletableFuture<Delivery> speak(Utterance utterance) {
        heard.add(new Heard(utterance, null));
        CompletableFuture<Delivery> f = new CompletableFuture<>();
        if (manual) {
            end(Delivery.INTERRUPTED);
            current = f;
            currentIndex = heard.size() - 1;
        } else {
            heard.set(heard.size() - 1, new Heard(utterance, Delivery.SPOKEN));
            f.complete(Delivery.SPOKEN);
        }
        started.add(utterance);
        return f;
    }

    @Override
    public synchronized void stop() {
        end(Delivery.INTERRUPTED);
    }

    /** Lets the utterance being spoken finish normally; false when nothing was being spoken. */
    public synchronized boolean finishCurrent() {
        return end(Delivery.SPOKEN);
    }

    private boolean end(Delivery how) {
        if (current == null) {
            return false;
        }
        heard.set(currentIndex, new Heard(heard.get(currentIndex).utterance(), how));
        CompletableFuture<Delivery> f = current;
        current = null;
        f.complete(how);
        return true;
    }

    /** Waits until the next utterance starts and returns it, or nothing after {@code timeout}. */
    public Optional<Utterance> awaitNext(Duration timeout) {
        try {
            return Optional.ofNullable(started.poll(timeout.toNanos(), TimeUnit.NANOSECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** Everything asked of this voice so far, in order. */
    public synchronized List<Heard> heard() {
        return List.copyOf(heard);
    }

    /** The texts of the utterances that were spoken to the end, in order. */
    public synchronized List<String> spokenWhole() {
        return heard.stream().filter(h -> h.delivery() == Delivery.SPOKEN).map(Heard::text).toList();
    }
}
