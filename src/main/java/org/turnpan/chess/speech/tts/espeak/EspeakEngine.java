package org.turnpan.chess.speech.tts.espeak;

import com.sun.jna.Native;
import com.sun.jna.Pointer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * libespeak-ng in this process, the way NVDA drives it: initialized once in synchronous mode, so
 * {@code espeak_Synth} returns when the sentence is done and the samples come to our callback on
 * the calling thread as they are made (0.1-0.3 ms after the call); returning 1 from the callback
 * aborts the synthesis, which is how a sentence is cut off. The library has one global state, so
 * there is one engine per process ({@link #system()}) and one synthesis at a time.
 * <p>
 * Found as {@code libespeak-ng.so.1} on Linux (Debian's {@code libespeak-ng1}), in the eSpeak NG
 * folder under Program Files on Windows (its installer's {@code libespeak-ng.dll}, with
 * {@code espeak-ng-data} beside it), and in Homebrew's or MacPorts' {@code lib} on macOS.
 */
public final class EspeakEngine {
    /** Samples handed to the callback at a time: 10 ms keeps the first sample early and the abort quick. */
    private static final int BUFFER_MILLIS = 10;
    /** espeak-ng's own normal amplitude; our volume is applied to the samples, so the trim sees the voice's own level. */
    private static final int NORMAL_VOLUME = 100;

    private final EspeakApi api;
    private final int sampleRate;
    /** Held here for as long as the library may call it: a callback JNA has collected crashes the JVM. */
    private final EspeakApi.SynthCallback callback = this::onSamples;
    private SampleSink target;
    private boolean aborted;
    private boolean failed;
    private String voice = "";
    private int wordsPerMinute = -1;

    /** Where the samples of one sentence go, as 16-bit mono PCM in {@link #bigEndian()} order. */
    @FunctionalInterface
    public interface SampleSink {
        /** Takes {@code length} bytes of samples; false stops the synthesis. */
        boolean accept(byte[] samples, int length);
    }

    /** How a synthesis ended. */
    public enum Outcome {
        /** The whole sentence went to the sink. */
        DONE,
        /** The sink said stop. */
        ABORTED,
        /** The library refused the voice or the text. */
        FAILED
    }

    /** A library file to try and the folder holding {@code espeak-ng-data} (empty: the library's own default). */
    public record Candidate(Path library, Optional<Path> dataFolder) {
    }

    private EspeakEngine(EspeakApi api, int sampleRate) {
        this.api = api;
        this.sampleRate = sampleRate;
        api.espeak_SetSynthCallback(callback);
        api.espeak_SetParameter(EspeakApi.PARAMETER_VOLUME, NORMAL_VOLUME, 0);
    }

    /**
     * The process's engine, loaded and initialized on first use (tens of milliseconds on a quiet
     * machine, most of it JNA's own start; call it off the thread that answers the user); empty
     * when the library is not installed or does not load.
     */
    public static Optional<EspeakEngine> system() {
        return Installed.ENGINE;
    }

    /** Whether a libespeak-ng file is where {@link #system()} looks: a cheap look at the disk, nothing loaded. */
    public static boolean found() {
        return !installed(System.getProperty("os.name", ""), System.getenv()).isEmpty();
    }

    /** Loaded once: the library keeps global state, so two engines would share (and break) it. */
    private static final class Installed {
        static final Optional<EspeakEngine> ENGINE = load(installed(System.getProperty("os.name", ""), System.getenv()));
    }

    /** The first candidate that loads and initializes. */
    static Optional<EspeakEngine> load(List<Candidate> candidates) {
        for (Candidate c : candidates) {
            try {
                EspeakApi api = Native.load(c.library().toString(), EspeakApi.class);
                int rate = api.espeak_Initialize(EspeakApi.AUDIO_OUTPUT_SYNCHRONOUS, BUFFER_MILLIS,
                        c.dataFolder().map(Path::toString).orElse(null), EspeakApi.INITIALIZE_DONT_EXIT);
                if (rate > 0) {
                    return Optional.of(new EspeakEngine(api, rate));
                }
            } catch (UnsatisfiedLinkError | RuntimeException e) {
                // not loadable here (another processor, a broken file): try the next place
            }
        }
        return Optional.empty();
    }

    /** The candidates of {@link #candidates} whose file exists. */
    static List<Candidate> installed(String osName, Map<String, String> env) {
        return candidates(osName, env).stream().filter(c -> Files.isRegularFile(c.library())).toList();
    }

    /**
     * Where libespeak-ng is installed on {@code osName}, most likely first: Linux's library folders
     * (and {@code LD_LIBRARY_PATH}), the eSpeak NG folder under Program Files on Windows (the data
     * beside the DLL), Homebrew's and MacPorts' {@code lib} on macOS.
     */
    public static List<Candidate> candidates(String osName, Map<String, String> env) {
        String os = osName.toLowerCase(Locale.ROOT);
        List<Candidate> out = new ArrayList<>();
        if (os.startsWith("windows")) {
            for (String root : new String[] {"ProgramFiles", "ProgramW6432", "ProgramFiles(x86)"}) {
                String dir = env.get(root);
                if (dir != null && !dir.isBlank()) {
                    Path folder = Path.of(dir, "eSpeak NG");
                    Candidate c = new Candidate(folder.resolve("libespeak-ng.dll"), Optional.of(folder));
                    if (!out.contains(c)) {
                        out.add(c);
                    }
                }
            }
        } else if (os.startsWith("mac")) {
            for (String lib : new String[] {"/opt/homebrew/lib", "/usr/local/lib", "/opt/local/lib"}) {
                out.add(new Candidate(Path.of(lib, "libespeak-ng.dylib"), Optional.empty()));
                out.add(new Candidate(Path.of(lib, "libespeak-ng.1.dylib"), Optional.empty()));
            }
        } else {
            List<String> dirs = new ArrayList<>();
            for (String d : env.getOrDefault("LD_LIBRARY_PATH", "").split(":")) {
                if (!d.isBlank()) {
                    dirs.add(d);
                }
            }
            dirs.addAll(List.of("/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
                    "/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib", "/lib"));
            for (String d : dirs) {
                out.add(new Candidate(Path.of(d, "libespeak-ng.so.1"), Optional.empty()));
            }
        }
        return List.copyOf(out);
    }

    /** Samples a second. */
    public int sampleRate() {
        return sampleRate;
    }

    /** The byte order of the samples: the machine's own. */
    public static boolean bigEndian() {
        return ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN;
    }

    /**
     * Says {@code text} with the espeak-ng voice {@code voiceName} at {@code wpm} words a minute,
     * handing the samples to {@code sink} on this thread as they are made; returns when done or cut off.
     */
    public synchronized Outcome synthesize(String text, String voiceName, int wpm, SampleSink sink) {
        if (!voiceName.equals(voice)) {
            if (api.espeak_SetVoiceByName(voiceName) != EspeakApi.OK) {
                voice = "";
                return Outcome.FAILED;
            }
            voice = voiceName;
        }
        if (wpm != wordsPerMinute) {
            api.espeak_SetParameter(EspeakApi.PARAMETER_RATE, wpm, 0);
            wordsPerMinute = wpm;
        }
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        byte[] terminated = new byte[utf8.length + 1];
        System.arraycopy(utf8, 0, terminated, 0, utf8.length);
        target = sink;
        aborted = false;
        failed = false;
        try {
            int result = api.espeak_Synth(terminated, new EspeakApi.SizeT(terminated.length), 0,
                    EspeakApi.POS_CHARACTER, 0, EspeakApi.CHARS_UTF8, null, null);
            if (failed || (result != EspeakApi.OK && !aborted)) {
                return Outcome.FAILED;
            }
            return aborted ? Outcome.ABORTED : Outcome.DONE;
        } finally {
            target = null;
        }
    }

    /** Runs on the thread inside {@link #synthesize} (synchronous mode), which holds the lock. */
    private int onSamples(Pointer wav, int samples, Pointer events) {
        if (aborted) {
            return 1;
        }
        if (wav == null || samples <= 0) {
            return 0;
        }
        try {
            byte[] bytes = wav.getByteArray(0, samples * 2);
            if (!target.accept(bytes, bytes.length)) {
                aborted = true;
            }
        } catch (RuntimeException | Error e) {
            // an exception must not cross into C: stop this sentence and report it failed
            failed = true;
            aborted = true;
        }
        return aborted ? 1 : 0;
    }
}
