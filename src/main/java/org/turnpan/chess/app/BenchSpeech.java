package org.turnpan.chess.app;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.VoiceMessages;
import org.turnpan.chess.speech.tts.CaptureDevice;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.EspeakOutput;
import org.turnpan.chess.speech.tts.FreeTtsOutput;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;
import org.turnpan.chess.speech.tts.VoiceKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench speech}: time from a speak request to the first audio sample reaching the audio
 * device, warm (median and 90th percentile of N requests), for FreeTTS kevin16 and for espeak-ng in
 * each language. The device is a capture buffer, so the figure is synthesis latency, not sound-card
 * buffering, and the bench runs on machines with no sound card.
 */
@Command(name = "speech", description = "Time from request to first audio sample.")
final class BenchSpeech implements Callable<Integer> {
    /** Target for the built-in voice: a key press must be answered within 20 ms. */
    static final double FREETTS_TARGET_MS = 20;
    private static final int WARM_UP = 3;
    /** The same sentence in each language, roughly the length of a spoken move. */
    private static final String[][] SENTENCES = {
        {"en", "Knight takes e5, check."},
        {"it", "Il cavallo prende in e5, scacco."},
        {"ru", "Конь бьёт на е5, шах."},
        {"bg", "Конят взема на е5, шах."},
        {"vi", "Mã ăn ở e5, chiếu tướng."},
    };

    @Spec
    CommandSpec spec;

    @Option(names = "--runs", description = "Timed requests per voice (default 20).")
    int runs = 20;

    /** Median and 90th percentile of the first-sample latency, and of the whole synthesis, in ms. */
    record Figures(double firstMedian, double firstP90, double wholeMedian) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int n = Math.max(1, runs);
        out.printf(Locale.ROOT, "speech: request -> first audio sample, warm, median (p90) of %d requests%n", n);
        CaptureDevice device = new CaptureDevice();
        long t0 = System.nanoTime();
        FreeTtsOutput freetts = FreeTtsOutput.start(device);
        boolean allocated = freetts.awaitAllocated();
        double allocateMs = (System.nanoTime() - t0) / 1e6;
        Figures kevin = null;
        if (allocated) {
            kevin = measure(freetts, device, Utterance.of(SENTENCES[0][1], Locale.ENGLISH), n);
            out.printf(Locale.ROOT, "freetts kevin16 en  first sample %6.2f ms (p90 %6.2f)  whole sentence %7.2f ms  "
                    + "allocate %.0f ms  target < %.0f ms: %s%n", kevin.firstMedian(), kevin.firstP90(),
                    kevin.wholeMedian(), allocateMs, FREETTS_TARGET_MS, kevin.firstMedian() < FREETTS_TARGET_MS ? "OK" : "MISSED");
        }
        freetts.close();
        Figures espeakEn = null;
        var espeak = InstalledVoices.onPath(EspeakOutput.EXECUTABLE, System.getenv());
        if (espeak.isEmpty()) {
            out.println(Catalogue.forLocale(Locale.ENGLISH).render(Message.of("speech.bench.missing", "voice",
                    VoiceMessages.voiceName(VoiceKind.ESPEAK))));
        } else {
            EspeakOutput voice = new EspeakOutput(espeak.get(), device);
            for (String[] s : SENTENCES) {
                Figures f = measure(voice, device, Utterance.of(s[1], Locale.forLanguageTag(s[0])), n);
                if (espeakEn == null) {
                    espeakEn = f;
                }
                out.printf(Locale.ROOT, "espeak-ng %s         first sample %6.2f ms (p90 %6.2f)  whole sentence %7.2f ms%n",
                        s[0], f.firstMedian(), f.firstP90(), f.wholeMedian());
            }
            voice.close();
        }
        if (kevin != null && espeakEn != null) {
            out.printf(Locale.ROOT, "freetts vs espeak-ng (en): first sample %.1fx sooner%n",
                    espeakEn.firstMedian() / Math.max(kevin.firstMedian(), 1e-3));
        }
        out.flush();
        return kevin != null ? 0 : 1;
    }

    /** Times {@code n} requests after a warm-up; a request that does not speak counts as a failure. */
    static Figures measure(SpeechOutput voice, CaptureDevice device, Utterance u, int n) {
        for (int i = 0; i < WARM_UP; i++) {
            voice.speak(u).join();
        }
        double[] first = new double[n];
        double[] whole = new double[n];
        for (int i = 0; i < n; i++) {
            device.arm();
            long start = System.nanoTime();
            Delivery d = voice.speak(u).join();
            long end = System.nanoTime();
            long sample = device.firstSampleNanos();
            first[i] = d == Delivery.SPOKEN && sample != 0 ? (sample - start) / 1e6 : Double.POSITIVE_INFINITY;
            whole[i] = (end - start) / 1e6;
        }
        Arrays.sort(first);
        Arrays.sort(whole);
        return new Figures(first[n / 2], first[Math.min(n - 1, (int) Math.ceil(n * 0.9) - 1)], whole[n / 2]);
    }
}
