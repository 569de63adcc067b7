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
import org.turnpan.chess.speech.Announcement.Kind;
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
 * <p>
 * One interrupt policy for every voice (docs/speech.md, "Who may cut whom"):
 * <ul>
 *   <li><b>Answers</b>: what the player just asked for or did. A front end opens a {@link Turn}
 *   ({@link #playerActs}) when the player presses Enter or a key; everything announced on that
 *   thread until it closes is the answer, spoken next, in order. Opening it cuts whatever is being
 *   said at once. A {@link Priority#NAVIGATION} announcement outside a turn (a cursor move) does the
 *   same, and replaces any answer not yet spoken (it is stale).</li>
 *   <li><b>Stale</b> once the player acts again: everything said in answer to the player (their
 *   own move too), refusals, help and the greeting ({@link Kind#ANSWER}, {@link Kind#REFUSAL},
 *   {@link Kind#HELP}, {@link Kind#EDGE}): cut and dropped, spoken or not.</li>
 *   <li><b>Kept</b>: opponent moves, game events such as clock warnings, results ({@link Kind#MOVE},
 *   {@link Kind#EVENT}, {@link Kind#RESULT}, queued outside a turn). Never dropped, never cut by a queued sentence;
 *   one cut by an answer is spoken again, whole, after it.</li>
 *   <li>Nothing is de-duplicated: the same sentence announced twice is spoken twice.</li>
 *   <li>While the voice loads ({@link VoiceLoading}) nothing is heard, so a cursor move or a focus
 *   sentence cuts nothing: what was held is said first, whole, once the voice is ready; only the
 *   player's Enter ({@link #playerActs}) drops the stale sentences held.</li>
 * </ul>
 * Thread-safe; no method blocks the caller (except {@link #awaitIdle}, meant for tests and
 * one-shot commands and the goodbye).
 */
public final class Announcer implements AutoCloseable {

    /** One announcement as displays show it ({@code shown}) and as the voice says it ({@code spoken}). */
    private record Pending(String shown, String spoken, Locale locale, Priority priority, Kind kind,
                           boolean inTurn) {
        /** Said in answer to something the player did: worthless once the player does something else. */
        boolean stale() {
            return inTurn || priority == Priority.NAVIGATION || STALE.contains(kind);
        }

        Pending answering() {
            return new Pending(shown, spoken, locale, priority, kind, true);
        }
    }

    /** The kinds that answer the player (or greet): dropped when the player acts again. */
    private static final Set<Kind> STALE = Set.of(Kind.ANSWER, Kind.REFUSAL, Kind.HELP, Kind.EDGE);

    /** The player's action being answered; {@link #close} ends it. */
    public interface Turn extends AutoCloseable {
        @Override
        void close();
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
    private final Deque<Pending> answers = new ArrayDeque<>();
    private Thread answering;
    private Pending speaking;
    private boolean dropSpeaking;
    /** The sentence being "said" was only held by the loading voice, which has just been replaced: said first, whole. */
    private boolean handedOver;
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
     * saying is cut off; a queued announcement it was saying is spoken again by the new one. What the
     * loading voice held (never heard: the window's greeting) is said first by the new one, stale or not.
     */
    public void useVoice(SpeechOutput next) {
        lock.lock();
        try {
            SpeechOutput old = voice;
            voice = Objects.requireNonNull(next);
            // nothing the loading voice held was heard: the real voice says it first, stale or not
            handedOver = speaking != null && old instanceof VoiceLoading;
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
        if (a.kind() == Announcement.Kind.UNSAID) {
            return; // kept in a log by the front end that has one, never said
        }
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
                settings.get().locale(), a.priority(), a.kind(), false));
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
            again = last == null ? null
                    : new Pending(last.shown(), last.spoken(), last.locale(), Priority.NAVIGATION, Kind.ANSWER, true);
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
            answers.clear();
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
            while (!closed && (!answers.isEmpty() || speaking != null || !queued.isEmpty())) {
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

    /**
     * The player just pressed Enter or a key: cuts whatever is being said now (a kept sentence is
     * said again, whole, after the answer), drops every stale sentence not yet said, and makes
     * everything this thread announces until the turn is closed the answer, spoken next and in
     * order. The voice is told to stop before this returns, so the answer reaches it at once.
     */
    public Turn playerActs() {
        Thread me = Thread.currentThread();
        lock.lock();
        try {
            answering = me;
            answers.clear();
            queued.removeIf(Pending::stale);
            cutSpeaking();
        } finally {
            lock.unlock();
        }
        return () -> {
            lock.lock();
            try {
                if (answering == me) {
                    answering = null;
                    work.signal();
                }
            } finally {
                lock.unlock();
            }
        };
    }

    /** Under the lock: stops the voice; a stale sentence cut is dropped, a kept one said again later. */
    private void cutSpeaking() {
        if (speaking != null) {
            dropSpeaking = speaking.stale();
            voice.stop();
        }
    }

    /** Shows {@code p} on the displays and queues it for the voice, both under the lock so they agree on order. */
    private void enqueue(Pending announced) {
        lock.lock();
        try {
            // the player's own move, said in answer, is theirs: stale once they act again
            Pending p = answering == Thread.currentThread() ? announced.answering() : announced;
            show(p);
            ears.forEach(ear -> ear.accept(p.spoken()));
            last = p;
            if (answering == Thread.currentThread()) {
                answers.addLast(p);
            } else if (p.priority() == Priority.NAVIGATION) {
                answers.clear();
                answers.addLast(p);
                // a sentence the loading voice holds has not been heard yet: not cut, said before this one
                if (!(voice instanceof VoiceLoading)) {
                    cutSpeaking();
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
                // while the player's turn is open its answer is coming: nothing queued goes before it
                while (!closed && answers.isEmpty() && (queued.isEmpty() || answering != null)) {
                    work.awaitUninterruptibly();
                }
                if (closed) {
                    return;
                }
                next = answers.isEmpty() ? queued.pollFirst() : answers.pollFirst();
                speaking = next;
                dropSpeaking = false;
                handedOver = false;
                // started under the lock, so a stop() from announce() can never arrive before it
                speaker = voice;
                spoken = startSpeaking(speaker, new Utterance(next.spoken(), next.locale(), settings.get().prosody()));
            } finally {
                lock.unlock();
            }
            Delivery d = await(speaker, spoken, next);
            lock.lock();
            try {
                if (d == Delivery.INTERRUPTED && !dropSpeaking && handedOver) {
                    // held while the voice loaded, never heard: said now, before anything announced after it
                    (next.stale() ? answers : queued).addFirst(next);
                } else if (d == Delivery.INTERRUPTED && !next.stale() && !dropSpeaking) {
                    queued.addFirst(next);
                }
                speaking = null;
                if (answers.isEmpty() && queued.isEmpty()) {
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
        if (speaker instanceof VoiceLoading) {
            // held until the real voice is ready (or the announcer closes), however long it takes to load
            return spoken.join();
        }
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
