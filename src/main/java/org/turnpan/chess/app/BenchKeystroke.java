package org.turnpan.chess.app;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.turnpan.chess.console.Console;
import org.turnpan.chess.console.Voice;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.VoiceSetting;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.Audible;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.EspeakLibrary;
import org.turnpan.chess.speech.tts.EspeakOutput;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.ListeningCard;
import org.turnpan.chess.speech.tts.SpeechDispatcherOutput;
import org.turnpan.chess.speech.tts.SsipAddress;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.speech.tts.Voices;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench keystroke}: what a player perceives after typing a move, per voice and language:
 * from the Enter key (the typed line handed to the console, as its line editor hands it on Enter)
 * to the first sample above {@link Audible#THRESHOLD} of the answer ("Pawn to e4."), through the
 * whole console path: the {@link Console} and its session, the announcer's turn (the cut), the
 * rendering of the sentence, the voice, and its sound played in real time. Warm: the greeting is
 * heard first (then cut) and a few moves are typed before the timed ones; median and 90th percentile of N.
 * Each row also gives its console's first typed move, warm-up included: in the first row, the JVM's
 * first move (classes loaded, code not yet compiled), as a player who just started the program hears it.
 * <p>
 * FreeTTS, espeak-ng in process (five languages) and the espeak-ng process play on a sound card
 * simulated in memory ({@link ListeningCard}: real-time playback behind a 40 ms line, as ours);
 * speech-dispatcher is reached through our one SSIP connection to a private daemon whose sound is
 * heard from a PulseAudio null sink ({@link BenchSpdSay}), so its figure includes the daemon's audio
 * path. Earcons (move sounds) are not played: the figure is the voice's.
 * <p>
 * Each timed move starts in silence (what was said before has ended or been cut), and is taken back
 * with {@code undo} (its answer cut) before the next, so the game never changes.
 */
@Command(name = "keystroke")
final class BenchKeystroke implements Callable<Integer> {
    /** Issue 22: the answer to a typed move reaches the voice within 50 ms of the Enter key, on every voice. */
    static final double TARGET_MS = 50;
    private static final int WARM_UP = 3;
    private static final String MOVE = "e4";
    private static final String TAKE_BACK = "undo";
    private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.ITALIAN, Locale.forLanguageTag("ru"),
            Locale.forLanguageTag("bg"), Locale.forLanguageTag("vi"));
    /** The longest anything may take (the greeting while a voice loads, a sentence): never hang. */
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final long HEAR_WAIT_NANOS = TimeUnit.SECONDS.toNanos(5);

    @Spec
    CommandSpec spec;

    @Option(names = "--runs")
    int runs = 20;

    /** One row: median and 90th percentile in ms; why not, when it could not be measured. */
    record Row(String voice, String language, double median, double p90, double first, String whyNot) {
        boolean measured() {
            return whyNot.isEmpty();
        }

        String line() {
            if (!measured()) {
                return String.format(Locale.ROOT, "%-18s %s  not measured: %s", voice, language, whyNot);
            }
            return String.format(Locale.ROOT, "%-18s %s  first audible %.2f ms (p90 %.2f ms) after Enter, "
                    + "target < %.0f ms: %s; the console's first move %.0f ms", voice, language, median, p90, TARGET_MS,
                    p90 < TARGET_MS ? "OK" : median < TARGET_MS ? "median OK, p90 MISSED" : "MISSED", first);
        }
    }

    /** Where a voice's sound is heard: the first audible sample at or after a time. */
    private interface Ear {
        /** Forgets what was heard before. */
        void arm();

        /** The first audible sample at or after {@code since}, waiting at most {@code waitNanos} for it. */
        OptionalLong firstAudibleAfter(long since, long waitNanos);

        /** Waits until what was said before is silent. */
        default void awaitQuiet() {
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int n = Math.max(1, runs);
        out.printf(Locale.ROOT, "keystroke: Enter on a typed move (\"%s\") -> first sample of its answer above %d of "
                + "32,767, through the console's session and announcer, warm, median (p90) of %d%n", MOVE,
                Audible.THRESHOLD, n);
        out.printf(Locale.ROOT, "  load average at start: %.2f%n", loadAverage());
        out.flush();
        List<Row> rows = new ArrayList<>();
        Optional<Path> espeak = InstalledVoices.onPath(EspeakOutput.EXECUTABLE, System.getenv());
        print(out, rows, local("freetts kevin16", Locale.ENGLISH, VoiceKind.FREETTS,
                new InstalledVoices(true, true, Optional.empty(), Optional.empty(), false, false), n));
        boolean library = EspeakLibrary.system().found();
        for (Locale l : LANGUAGES) {
            print(out, rows, !library ? notMeasured("espeak-ng library", l, "libespeak-ng is not installed")
                    : local("espeak-ng library", l, VoiceKind.ESPEAK,
                            new InstalledVoices(true, false, espeak, Optional.empty(), false, true), n));
        }
        for (Locale l : LANGUAGES) {
            print(out, rows, espeak.isEmpty() ? notMeasured("espeak-ng process", l, "espeak-ng is not installed")
                    : local("espeak-ng process", l, VoiceKind.ESPEAK,
                            new InstalledVoices(true, false, espeak, Optional.empty(), false, false), n));
        }
        speechDispatcher(out, rows, n);
        long missed = rows.stream().filter(r -> r.measured() && r.median() >= TARGET_MS).count();
        out.printf(Locale.ROOT, "rows measured: %d of %d; median under %.0f ms: %d of them; load average at end: %.2f%n",
                rows.stream().filter(Row::measured).count(), rows.size(), TARGET_MS,
                rows.stream().filter(Row::measured).count() - missed, loadAverage());
        out.flush();
        return rows.stream().allMatch(Row::measured) ? 0 : 1;
    }

    private static void print(PrintWriter out, List<Row> rows, Row row) {
        rows.add(row);
        out.println(row.line());
        out.flush();
    }

    private static Row notMeasured(String voice, Locale language, String why) {
        return new Row(voice, language.getLanguage(), Double.NaN, Double.NaN, Double.NaN, why);
    }

    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** A voice that plays on this computer's sound card, here one simulated in memory. */
    private static Row local(String name, Locale language, VoiceKind kind, InstalledVoices installed, int n) {
        ListeningCard card = new ListeningCard();
        Voices voices = Voices.start(installed, card, () -> {
            throw new IllegalStateException("no speech-dispatcher in this row");
        });
        Ear ear = new Ear() {
            @Override
            public void arm() {
                card.arm();
            }

            @Override
            public OptionalLong firstAudibleAfter(long since, long waitNanos) {
                long until = System.nanoTime() + waitNanos;
                while (card.firstAudibleNanos() == 0 && System.nanoTime() < until) {
                    LockSupport.parkNanos(50_000);
                }
                long t = card.firstAudibleNanos();
                return t == 0 ? OptionalLong.empty() : OptionalLong.of(t);
            }
        };
        return typedMoves(name, language, kind, voices, ear, n);
    }

    /** speech-dispatcher, five languages, through our SSIP connection to a private daemon whose sound is heard. */
    private static void speechDispatcher(PrintWriter out, List<Row> rows, int n) {
        StringBuilder why = new StringBuilder();
        Optional<BenchSpdSay> daemon = BenchSpdSay.start(why);
        if (daemon.isEmpty()) {
            LANGUAGES.forEach(l -> print(out, rows, notMeasured("speech-dispatcher", l, why.toString())));
            return;
        }
        try (BenchSpdSay spd = daemon.get()) {
            InstalledVoices installed = new InstalledVoices(false, false, Optional.empty(),
                    InstalledVoices.onPath(SpeechDispatcherOutput.EXECUTABLE, System.getenv()), true, false);
            Ear ear = new Ear() {
                @Override
                public void arm() {
                }

                @Override
                public OptionalLong firstAudibleAfter(long since, long waitNanos) {
                    return spd.firstAudibleAfter(since, waitNanos);
                }

                @Override
                public void awaitQuiet() {
                    spd.awaitQuiet(TimeUnit.MILLISECONDS.toNanos(100));
                }
            };
            for (Locale l : LANGUAGES) {
                Voices voices = Voices.start(installed, AudioDevice.none(), () -> new SpeechDispatcherOutput(
                        List.of(SsipAddress.unix(spd.socket())), SpeechDispatcherOutput.Spawner.none()));
                print(out, rows, typedMoves("speech-dispatcher", l, VoiceKind.SPEECHD, voices, ear, n));
            }
        }
    }

    /** Cuts whatever is said or queued until the voice is idle; false when it never is. */
    private static boolean hush(SpeechSystem speech) throws InterruptedException {
        long until = System.nanoTime() + PATIENCE.toNanos();
        do {
            speech.announcer().silence();
            if (speech.announcer().awaitIdle(Duration.ofMillis(20))) {
                return true;
            }
        } while (System.nanoTime() < until);
        return false;
    }

    /**
     * Runs the console in {@code language} with the voice {@code kind} of {@code voices}, waits for
     * its greeting to be heard whole, then types {@link #MOVE} (and takes it back) {@link #WARM_UP}
     * times and {@code n} timed times; quits.
     */
    private static Row typedMoves(String name, Locale language, VoiceKind kind, Voices voices, Ear ear, int n) {
        HandedLines lines = new HandedLines();
        ear.awaitQuiet();
        ear.arm();
        long start = System.nanoTime();
        // earcons go nowhere: the figure is the voice's (a move sound, when on, is heard sooner)
        SpeechSystem speech = SpeechSystem.start(voices, AudioDevice.none(), language, Optional.of(kind),
                Optional.empty(), List.of(), m -> { });
        Console console = new Console(lines, new PrintStream(OutputStream.nullOutputStream(), true,
                StandardCharsets.UTF_8), Voice.over(speech));
        SessionSettings settings = SessionSettings.defaults().withLocale(language).withVoice(VoiceSetting.of(kind));
        Thread thread = new Thread(() -> console.run(new Console.Options(settings, null, Console.StartedAs.ASKED_FOR,
                true), SessionServices.basic()), "bench-console");
        thread.setDaemon(true);
        thread.start();
        String lang = language.getLanguage();
        try {
            // the voice is ready once the greeting is heard (FreeTTS allocated, libespeak-ng loaded); then it is cut
            if (!lines.awaitWaiting(PATIENCE) || ear.firstAudibleAfter(start, PATIENCE.toNanos()).isEmpty()) {
                return notMeasured(name, language, "the console's greeting was not heard within "
                        + PATIENCE.toSeconds() + " s");
            }
            if (!hush(speech)) {
                return notMeasured(name, language, "the voice did not stop");
            }
            double[] heard = new double[n];
            double first = Double.NaN;
            for (int i = -WARM_UP; i < n; i++) {
                ear.awaitQuiet();
                ear.arm();
                long enter = System.nanoTime();
                lines.hand(MOVE);
                OptionalLong answered = ear.firstAudibleAfter(enter, HEAR_WAIT_NANOS);
                if (answered.isEmpty()) {
                    return notMeasured(name, language, "the answer to a typed move was not heard within "
                            + TimeUnit.NANOSECONDS.toSeconds(HEAR_WAIT_NANOS) + " s");
                }
                if (i >= 0) {
                    heard[i] = (answered.getAsLong() - enter) / 1e6;
                } else if (i == -WARM_UP) {
                    first = (answered.getAsLong() - enter) / 1e6;
                }
                // the move taken back, its answer cut: the next move is typed in silence, in the same position
                if (!lines.awaitWaiting(PATIENCE)) {
                    return notMeasured(name, language, "the console did not ask for the next line");
                }
                lines.hand(TAKE_BACK);
                if (!lines.awaitWaiting(PATIENCE)) {
                    return notMeasured(name, language, "the console did not ask for the next line");
                }
                if (!hush(speech)) {
                    return notMeasured(name, language, "the voice did not stop");
                }
            }
            return new Row(name, lang, BenchSpeech.median(heard), BenchSpeech.p90(heard), first, "");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return notMeasured(name, language, "interrupted");
        } finally {
            lines.hand("quit");
            lines.end();
            try {
                thread.join(PATIENCE.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (thread.isAlive()) {
                speech.close();
            }
        }
    }
}
