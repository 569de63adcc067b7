package org.turnpan.chess.speech.tts;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.sound.sampled.AudioFormat;

/**
 * espeak-ng as a process, one per utterance: the text goes in on stdin (so no sentence can be
 * mistaken for an option), written by a thread of its own while this one streams the WAV that comes
 * back on {@code --stdout} to the device as it arrives (espeak-ng reads its input as it speaks: one
 * thread doing both deadlocks once the text is longer than the two pipes hold, about 86 KB). Speaks
 * all five languages. Cut off by killing the process and flushing the line. Its leading silence is
 * dropped as it streams ({@link LeadingSilenceTrim}). The fallback when libespeak-ng cannot be
 * loaded ({@link EspeakLibraryOutput}).
 */
public final class EspeakOutput extends SynthesizingOutput implements SpeechRenderer {
    public static final String NAME = "espeak";
    public static final String EXECUTABLE = "espeak-ng";
    /** espeak-ng's default speed, words per minute. */
    private static final int NORMAL_WPM = 175;
    /** espeak-ng's default amplitude (its scale is 0..200). */
    private static final int NORMAL_AMPLITUDE = 100;
    private static final Map<String, String> VOICES = Map.of("en", "en-us", "it", "it", "ru", "ru", "bg", "bg", "vi", "vi");

    private final Path executable;
    private final AudioDevice device;

    public EspeakOutput(Path executable, AudioDevice device) {
        this(executable, device, UtteranceLimit.NORMAL);
    }

    EspeakOutput(Path executable, AudioDevice device, UtteranceLimit limit) {
        super("espeak-voice", limit);
        this.executable = executable;
        this.device = device;
    }

    /** The espeak-ng voice for a language. */
    static String voiceFor(Locale locale) {
        return VOICES.getOrDefault(locale.getLanguage(), "en-us");
    }

    @Override
    public Optional<Pcm> render(Utterance utterance) {
        return renderOnWorker(utterance);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isAvailable() {
        return device.present();
    }

    @Override
    public boolean speaks(Locale locale) {
        return VOICES.containsKey(locale.getLanguage());
    }

    @Override
    AudioDevice device() {
        return device;
    }

    /** espeak-ng's speed for {@code prosody}, words a minute. */
    static int wordsPerMinute(Prosody prosody) {
        return (int) Math.round(NORMAL_WPM * prosody.rate());
    }

    /** The command line for one utterance (text on stdin, WAV on stdout). */
    List<String> command(Utterance u) {
        return List.of(executable.toString(), "-v", voiceFor(u.locale()),
                "-s", String.valueOf(wordsPerMinute(u.prosody())),
                "-a", String.valueOf(Math.round(NORMAL_AMPLITUDE * u.prosody().volume())),
                "--stdout");
    }

    @Override
    Delivery perform(Utterance u, AudioDevice target, SpeechJob job) {
        Process p;
        try {
            p = new ProcessBuilder(command(u)).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            return Delivery.FAILED;
        }
        job.onCancel(p::destroyForcibly);
        writeInput(p, u.text());
        try (InputStream out = p.getInputStream()) {
            return stream(out, target, job, u.prosody().volume());
        } catch (IOException e) {
            return job.isCancelled() ? Delivery.INTERRUPTED : Delivery.FAILED;
        } finally {
            // ends the input thread too: its next write fails once the process is gone
            p.destroyForcibly();
        }
    }

    /** Writes {@code text} to the process's standard input on a daemon thread, then closes it. */
    private static void writeInput(Process p, String text) {
        Thread input = new Thread(() -> {
            try (OutputStream in = p.getOutputStream()) {
                in.write(text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                // espeak-ng ended or was cut off before it read everything: nothing is left to say
            }
        }, "espeak-input");
        input.setDaemon(true);
        input.start();
    }

    private static Delivery stream(InputStream wav, AudioDevice target, SpeechJob job, double volume) throws IOException {
        AudioFormat format = Wav.readHeader(wav);
        Optional<AudioSink> opened = target.open(format);
        if (opened.isEmpty()) {
            return Delivery.FAILED;
        }
        job.onCancel(opened.get()::cancel);
        // its leading silence (about 50 ms in it/ru/bg/vi) dropped; -a has already scaled the samples
        AudioSink sink = new LeadingSilenceTrim(opened.get(), format,
                Math.max(1, (int) Math.round(Audible.THRESHOLD * Math.min(1.0, volume))));
        try {
            byte[] buf = new byte[2048];
            int carry = 0;
            int n;
            while ((n = wav.read(buf, carry, buf.length - carry)) > 0) {
                int have = carry + n;
                int whole = have - have % format.getFrameSize();
                if (!sink.write(buf, 0, whole)) {
                    return Delivery.INTERRUPTED;
                }
                carry = have - whole;
                System.arraycopy(buf, whole, buf, 0, carry);
            }
            sink.drain();
            return job.isCancelled() ? Delivery.INTERRUPTED : Delivery.SPOKEN;
        } finally {
            sink.close();
        }
    }
}
