package org.turnpan.chess.speech;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement.Priority;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.Pcm;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * Says announcements: renders each in the current language and verbosity twice, shows the text for
 * the eye ({@link Medium#TEXT}: squares in standard notation, "e4") at once on every display (the
 * text log, the status line), and speaks the text for the ear ({@link Medium#SPEECH}: squares in the
 * language's words, "е4" for a Russian voice) with one voice on the announcer's own thread.
 * <ul>
 *   <li>{@link Priority#NAVIGATION}: what the user just asked for. Cuts off whatever is being
 *   spoken at once and replaces any answer not yet spoken (it is stale).</li>
 *   <li>{@link Priority#QUEUED}: opponent moves, clock warnings, results. Never dropped, spoken in
 *   order after any pending answer. One cut off by an answer is spoken again, whole, afterwards.</li>
 *   <li>Nothing is de-duplicated: the same sentence announced twice is spoken twice.</li>
 * </ul>
 * Thread-safe; no method blocks the caller (except {@link #awaitIdle}, meant for tests and
 * one-shot commands).
 */
public final class Announcer implements AutoCloseable {

    /** One announcement as displays show it ({@code shown}) and as the voice says it ({@code spoken}). */
    private record Pending(String shown, String spoken, Locale locale, Priority priority) {
    }

    private final List<SpeechOutput> displays;
    private final List<Consumer<String>> ears = new CopyOnWriteArrayList<>();
    private final EarconPlayer earcons;
    private final AtomicReference<SpeechSettings> settings;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition work = lock.newCondition();
    private final Condition idle = lock.newCondition();
    private final Deque<Pending> queued = new ArrayDeque<>();
    private final Thread worker;
    private SpeechOutput voice;
    private Pending answer;
    private Pending speaking;
    private boolean dropSpeaking;
    private Pending last;
    private boolean closed;

    private Announcer(SpeechOutput voice, List<SpeechOutput> displays, EarconPlayer earcons, SpeechSettings settings) {
        this.voice = Objects.requireNonNull(voice);
        this.displays = List.copyOf(displays);
        this.earcons = Objects.requireNonNull(earcons);
        this.settings = new AtomicReference<>(settings);
        this.worker = new Thread(this::speakLoop, "announcer");
        worker.setDaemon(true);
    }

    /**
     * Starts an announcer speaking with {@code voice} and showing everything on {@code displays}
     * (the text log). Sounds go to {@code earcons}.
     */
    public static Announcer start(SpeechOutput voice, List<SpeechOutput> displays, EarconPlayer earcons,
                                  SpeechSettings settings) {
        Announcer a = new Announcer(voice, displays, earcons, settings);
        a.worker.start();
        return a;
    }

    public SpeechSettings settings() {
        return settings.get();
    }

    /** Changes the settings; the next utterance uses them. */
    public void update(UnaryOperator<SpeechSettings> change) {
        settings.updateAndGet(change);
    }

    /**
     * Hands every sentence, as it is announced, to {@code ear} in the form the voice is given
     * ({@link Medium#SPEECH}: "пешка на е4", where the displays show "e4"); a diagnostic record of
     * what the player hears. {@code ear} is called under the announcer's lock and must be quick.
     */
    public void onSaid(Consumer<String> ear) {
        ears.add(Objects.requireNonNull(ear));
    }

    /** The voice speaking now. */
    public SpeechOutput voice() {
        lock.lock();
        try {
            return voice;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Speaks with {@code next} from now on (after a language change, say). What the old voice was
     * saying is cut off; a queued announcement it was saying is spoken again by the new one.
     */
    public void useVoice(SpeechOutput next) {
        lock.lock();
        try {
            SpeechOutput old = voice;
            voice = Objects.requireNonNull(next);
            old.stop();
        } finally {
            lock.unlock();
        }
    }

    /** The sentence {@code message} becomes in the current language and verbosity, for {@code medium}. */
    public String render(Message message, Medium medium) {
        SpeechSettings s = settings.get();
        Catalogue messages = Catalogue.forLocale(s.locale());
        String variant = s.verbosity().variantOf(message.key());
        Message m = !variant.equals(message.key()) && messages.has(variant) ? message.withKey(variant) : message;
        return messages.render(m, medium);
    }

    /**
     * Announces {@code a} with its sounds (those switched on): a refusal's refused-move sound, the
     * edge of the board's thud, and the announcement's own (a capture, a check, low time).
     */
    public void announce(Announcement a) {
        List<Earcon> cues = new ArrayList<>(switch (a.kind()) {
            case REFUSAL -> List.of(Earcon.ILLEGAL_MOVE);
            case EDGE -> List.of(Earcon.BOARD_EDGE);
            default -> List.<Earcon>of();
        });
        cues.addAll(a.cues());
        announce(a, cues);
    }

    /** Plays {@code cues} one after another (those switched on) and announces {@code a}. */
    public void announce(Announcement a, List<Earcon> cues) {
        cues(cues);
        enqueue(new Pending(render(a.message(), Medium.TEXT), render(a.message(), Medium.SPEECH),
                settings.get().locale(), a.priority()));
    }

    /** Plays an earcon, unless the user switched it off. */
    public void cue(Earcon e) {
        cues(List.of(e));
    }

    /** Plays the earcons switched on among {@code cues}, one after another, as one sound. */
    public void cues(List<Earcon> cues) {
        Set<Earcon> on = settings.get().earcons();
        List<Pcm> sounds = cues.stream().filter(on::contains).map(earcons.synth()::earcon).toList();
        if (!sounds.isEmpty()) {
            earcons.play(Pcm.concat(sounds));
        }
    }

    /** Plays the position tone of {@code square}, when position tones are on. */
    public void positionTone(Square square) {
        if (settings.get().positionTones()) {
            earcons.play(earcons.synth().position(square));
        }
    }

    /** Says the last announcement again, as an answer (it interrupts). */
    public void repeatLast() {
        Pending again;
        lock.lock();
        try {
            again = last == null ? null : new Pending(last.shown(), last.spoken(), last.locale(), Priority.NAVIGATION);
        } finally {
            lock.unlock();
        }
        if (again == null) {
            announce(Announcement.answer(Message.of("speech.nothing-to-repeat")));
        } else {
            enqueue(again);
        }
    }

    /** The last announcement as displays showed it, or empty before the first. */
    public String lastText() {
        lock.lock();
        try {
            return last == null ? "" : last.shown();
        } finally {
            lock.unlock();
        }
    }

    /**
     * The user asked for quiet: stops the voice now and drops the unspoken answer. Queued
     * announcements not yet begun are still spoken.
     */
    public void silence() {
        lock.lock();
        try {
            answer = null;
            if (speaking != null) {
                dropSpeaking = true;
                voice.stop();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Waits until everything announced has been spoken; false on timeout. */
    public boolean awaitIdle(Duration timeout) throws InterruptedException {
        long left = timeout.toNanos();
        lock.lock();
        try {
            while (!closed && (answer != null || speaking != null || !queued.isEmpty())) {
                if (left <= 0) {
                    return false;
                }
                left = idle.awaitNanos(left);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("FutureReturnValueIgnored") // a display shows the text at once; its delivery is not awaited
    private void show(Pending p) {
        Utterance u = new Utterance(p.shown(), p.locale(), settings.get().prosody());
        for (SpeechOutput d : displays) {
            d.speak(u);
        }
    }

    /** Shows {@code p} on the displays and queues it for the voice, both under the lock so they agree on order. */
    private void enqueue(Pending p) {
        lock.lock();
        try {
            show(p);
            ears.forEach(ear -> ear.accept(p.spoken()));
            last = p;
            if (p.priority() == Priority.NAVIGATION) {
                answer = p;
                if (speaking != null) {
                    voice.stop();
                }
            } else {
                queued.addLast(p);
            }
            work.signal();
        } finally {
            lock.unlock();
        }
    }

    private void speakLoop() {
        while (true) {
            Pending next;
            SpeechOutput speaker;
            CompletableFuture<Delivery> spoken;
            lock.lock();
            try {
                while (!closed && answer == null && queued.isEmpty()) {
                    work.awaitUninterruptibly();
                }
                if (closed) {
                    return;
                }
                if (answer != null) {
                    next = answer;
                    answer = null;
                } else {
                    next = queued.pollFirst();
                }
                speaking = next;
                dropSpeaking = false;
                // started under the lock, so a stop() from announce() can never arrive before it
                speaker = voice;
                spoken = startSpeaking(speaker, new Utterance(next.spoken(), next.locale(), settings.get().prosody()));
            } finally {
                lock.unlock();
            }
            Delivery d = await(speaker, spoken, next);
            lock.lock();
            try {
                if (d == Delivery.INTERRUPTED && next.priority() == Priority.QUEUED && !dropSpeaking) {
                    queued.addFirst(next);
                }
                speaking = null;
                if (answer == null && queued.isEmpty()) {
                    idle.signalAll();
                }
            } finally {
                lock.unlock();
            }
        }
    }

    /**
     * Hands {@code u} to the voice. A voice that throws (a bug, an error) counts as FAILED for this
     * announcement instead of ending the announcer's thread, which would silence every one after it.
     */
    private static CompletableFuture<Delivery> startSpeaking(SpeechOutput speaker, Utterance u) {
        try {
            return speaker.speak(u);
        } catch (Throwable e) {
            return CompletableFuture.completedFuture(Delivery.FAILED);
        }
    }

    /**
     * Waits for the voice to finish {@code p}. A voice that never answers (a broken driver, a
     * dispatcher with no sound) is stopped after a generous limit, so the queue always moves on.
     */
    private Delivery await(SpeechOutput speaker, CompletableFuture<Delivery> spoken, Pending p) {
        long limitMs = 10_000 + Math.round(p.spoken().length() * 250 / settings.get().prosody().rate());
        try {
            return spoken.get(limitMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            speaker.stop();
            return Delivery.FAILED;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Delivery.FAILED;
        } catch (ExecutionException e) {
            return Delivery.FAILED;
        }
    }

    /** Stops speaking and ends the announcer's thread. */
    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            voice.stop();
            work.signalAll();
            idle.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
