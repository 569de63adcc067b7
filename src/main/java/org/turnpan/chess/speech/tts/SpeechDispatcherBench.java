package org.turnpan.chess.speech.tts;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;

/**
 * The speech-dispatcher figures of {@code bench speech}, as a player hears them: per language,
 * median and p90 of N warm requests of
 * <ul>
 *   <li><b>first audible</b>: request to the first sample above 500 of 32,767 when the daemon's sound
 *   can be captured ({@code ear}: a private daemon playing into a null sink, as in the tests); else
 *   request to the 701 BEGIN event, which speech-dispatcher sends when "the user is able to hear
 *   the speech";</li>
 *   <li><b>cut to silence</b>: our {@code CANCEL SELF} to the 703 CANCELED event (the daemon has
 *   stopped the sound);</li>
 *   <li><b>whole sentence</b>: request to 702 END.</li>
 * </ul>
 * The peer, measured in the same run, is what the program did before: one {@code spd-say -w} process
 * a sentence (first audible only with an ear; its cut is {@code spd-say -C}, which cancels every
 * client's speech, the only cut spd-say offers).
 */
public final class SpeechDispatcherBench {
    static final String SHORT = "Knight takes e5, check.";
    private static final Map<String, String> SENTENCES = Map.of(
            "en", "Knight takes e5, check.",
            "it", "Il cavallo prende in e5, scacco.",
            "ru", "Конь бьёт е5, шах.",
            "bg", "Конят взима е5, шах.",
            "vi", "Mã ăn e5, chiếu.");
    private static final String LONG = "The board from white's side: white king g1, queen d1, rooks a1 and f1, "
            + "bishops c1 and e2, knights b1 and f3, pawns a2 b2 c2 d4 e4 f2 g2 h2.";

    /**
     * One line of figures, in milliseconds; NaN where it could not be measured. {@code begin} is the
     * 701 BEGIN event (NaN for spd-say): first audible minus it is what the daemon's audio path adds.
     */
    public record Row(String voice, String language, double firstAudible, double firstAudibleP90, double begin,
                      double cut, double cutP90, double whole) {
        /** {@code speech-dispatcher  en  first audible X ms (p90 Y ms), 701 BEGIN X ms, cut to silence X ms (p90 Y ms), whole sentence X ms}. */
        public String line() {
            return String.format(Locale.ROOT,
                    "%-18s %-3s first audible %s ms (p90 %s ms)%s, cut to silence %s ms (p90 %s ms), whole sentence %s ms",
                    voice, language, ms(firstAudible), ms(firstAudibleP90),
                    Double.isNaN(begin) ? "" : ", 701 BEGIN " + ms(begin) + " ms", ms(cut), ms(cutP90), ms(whole));
        }

        private static String ms(double v) {
            return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.1f", v);
        }
    }

    private final List<SsipAddress> addresses;
    private final Map<String, String> environment;
    private final LongFunction<OptionalLong> ear;
    private final int requests;

    /**
     * @param addresses   where the daemon listens
     * @param environment the environment for the {@code spd-say} peer (its SPEECHD_ADDRESS)
     * @param ear         the first audible sample's time ({@link System#nanoTime}) at or after a time,
     *                    when the sound can be captured; null to time the 701 BEGIN event instead
     * @param requests    warm requests per figure
     */
    public SpeechDispatcherBench(List<SsipAddress> addresses, Map<String, String> environment,
                                 LongFunction<OptionalLong> ear, int requests) {
        this.addresses = List.copyOf(addresses);
        this.environment = Map.copyOf(environment);
        this.ear = ear;
        this.requests = requests;
    }

    /** The user's own daemon, from this process's environment, no capture, 10 requests a figure. */
    public static SpeechDispatcherBench forUser() {
        return new SpeechDispatcherBench(SsipAddress.candidates(System.getenv(), System.getProperty("user.home")),
                System.getenv(), null, 10);
    }

    /** One row per language for our SSIP connection, then one per language for the spd-say peer. */
    public List<Row> run(List<Locale> languages) throws InterruptedException {
        List<Row> rows = new ArrayList<>(ours(languages));
        Optional<Path> spdSay = InstalledVoices.onPath(SpeechDispatcherOutput.EXECUTABLE, System.getenv());
        if (spdSay.isPresent()) {
            for (Locale l : languages) {
                rows.add(peer(spdSay.get(), l));
            }
        }
        return rows;
    }

    /** One row per language for our SSIP connection only (the peer measured elsewhere). */
    public List<Row> ours(List<Locale> languages) throws InterruptedException {
        List<Row> rows = new ArrayList<>();
        SpeechDispatcherOutput out = new SpeechDispatcherOutput(addresses, SpeechDispatcherOutput.Spawner.none());
        try {
            for (Locale l : languages) {
                rows.add(ours(out, l));
            }
        } finally {
            out.close();
        }
        return rows;
    }

    private Row ours(SpeechDispatcherOutput out, Locale language) throws InterruptedException {
        List<Long> begins = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<Long> cancels = new java.util.concurrent.CopyOnWriteArrayList<>();
        out.onHeard(h -> {
            if (h.code() == SsipConnection.Event.BEGIN) {
                begins.add(h.nanoTime());
            } else if (h.code() == SsipConnection.Event.CANCELED) {
                cancels.add(h.nanoTime());
            }
        });
        String text = SENTENCES.getOrDefault(language.getLanguage(), SHORT);
        List<Double> first = new ArrayList<>();
        List<Double> begin = new ArrayList<>();
        List<Double> whole = new ArrayList<>();
        List<Double> cut = new ArrayList<>();
        for (int i = 0; i <= requests; i++) {
            begins.clear();
            long t0 = System.nanoTime();
            Delivery d = out.speak(new Utterance(text, language, Prosody.NORMAL)).join();
            long end = System.nanoTime();
            if (d != Delivery.SPOKEN) {
                return new Row("speech-dispatcher", language.getLanguage(), Double.NaN, Double.NaN, Double.NaN,
                        Double.NaN, Double.NaN, Double.NaN);
            }
            OptionalLong begun = begins.isEmpty() ? OptionalLong.empty() : OptionalLong.of(begins.get(0));
            OptionalLong heard = ear == null ? begun : ear.apply(t0);
            Thread.sleep(150); // the sound card's tail: the next request starts in silence
            if (i == 0) {
                continue; // warm-up
            }
            heard.ifPresent(t -> first.add((t - t0) / 1e6));
            begun.ifPresent(t -> begin.add((t - t0) / 1e6));
            whole.add((end - t0) / 1e6);
            begins.clear();
            cancels.clear();
            CompletableFuture<Delivery> speaking = out.speak(new Utterance(LONG, language, Prosody.NORMAL));
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (begins.isEmpty() && System.nanoTime() < until) {
                Thread.sleep(1);
            }
            Thread.sleep(200);
            long t1 = System.nanoTime();
            out.stop();
            speaking.join();
            until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (cancels.isEmpty() && System.nanoTime() < until) {
                Thread.sleep(1);
            }
            if (!cancels.isEmpty()) {
                cut.add((cancels.get(0) - t1) / 1e6);
            }
            Thread.sleep(150);
        }
        return new Row("speech-dispatcher", language.getLanguage(), median(first), p90(first), median(begin), median(cut),
                p90(cut), median(whole));
    }

    private Row peer(Path spdSay, Locale language) throws InterruptedException {
        String text = SENTENCES.getOrDefault(language.getLanguage(), SHORT);
        List<Double> first = new ArrayList<>();
        List<Double> whole = new ArrayList<>();
        List<Double> cut = new ArrayList<>();
        try {
            for (int i = 0; i <= requests; i++) {
                long t0 = System.nanoTime();
                Process p = start(List.of(spdSay.toString(), "-w", "-l", language.getLanguage(), "--", text));
                p.waitFor(30, TimeUnit.SECONDS);
                long end = System.nanoTime();
                OptionalLong heard = ear == null ? OptionalLong.empty() : ear.apply(t0);
                Thread.sleep(150);
                if (i == 0) {
                    continue;
                }
                heard.ifPresent(t -> first.add((t - t0) / 1e6));
                whole.add((end - t0) / 1e6);
                Process speaking = start(List.of(spdSay.toString(), "-w", "-l", language.getLanguage(), "--", LONG));
                Thread.sleep(700);
                long t1 = System.nanoTime();
                start(List.of(spdSay.toString(), "-C")).waitFor(10, TimeUnit.SECONDS);
                if (speaking.waitFor(10, TimeUnit.SECONDS)) {
                    cut.add((System.nanoTime() - t1) / 1e6);
                } else {
                    speaking.destroyForcibly();
                }
                Thread.sleep(150);
            }
        } catch (IOException e) {
            return new Row("spd-say", language.getLanguage(), Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                    Double.NaN, Double.NaN);
        }
        return new Row("spd-say", language.getLanguage(), median(first), p90(first), Double.NaN, median(cut), p90(cut),
                median(whole));
    }

    private Process start(List<String> command) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().putAll(environment);
        return pb.start();
    }

    static double median(List<Double> xs) {
        return quantile(xs, 0.5);
    }

    static double p90(List<Double> xs) {
        return quantile(xs, 0.9);
    }

    private static double quantile(List<Double> xs, double q) {
        if (xs.isEmpty()) {
            return Double.NaN;
        }
        List<Double> s = xs.stream().sorted().toList();
        return s.get(Math.min(s.size() - 1, (int) Math.ceil(q * s.size()) - 1));
    }
}
