package org.turnpan.chess.speech.tts;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The voices of one running program, made once: FreeTTS starts allocating in the background as
 * soon as this exists, the others are cheap. Hands out the output for a {@link VoiceKind}.
 */
public final class Voices implements AutoCloseable {
    private final InstalledVoices installed;
    private final Map<VoiceKind, SpeechOutput> outputs = new EnumMap<>(VoiceKind.class);

    private Voices(InstalledVoices installed, AudioDevice device, EspeakLibrary library,
                   Supplier<SpeechDispatcherOutput> speechd) {
        this.installed = installed;
        outputs.put(VoiceKind.NONE, new SilentOutput());
        if (installed.freetts()) {
            outputs.put(VoiceKind.FREETTS, FreeTtsOutput.start(device));
        }
        // espeak-ng in process when libespeak-ng is installed (loaded in the background once chosen), else a process a sentence
        Optional<EspeakOutput> process = installed.espeak().map(p -> new EspeakOutput(p, device));
        if (installed.espeakLibrary()) {
            outputs.put(VoiceKind.ESPEAK, EspeakLibraryOutput.of(library, process, device));
        } else {
            process.ifPresent(p -> outputs.put(VoiceKind.ESPEAK, p));
        }
        if (installed.spdSay().isPresent()) {
            outputs.put(VoiceKind.SPEECHD, speechd.get());
        }
    }

    /** Detects what is installed and starts allocating the built-in voice. Returns at once. */
    public static Voices start(AudioDevice device) {
        return start(device, EspeakLibrary.system());
    }

    /** As {@link #start(AudioDevice)}, with libespeak-ng from {@code library} (tests give one that fails). */
    public static Voices start(AudioDevice device, EspeakLibrary library) {
        return new Voices(InstalledVoices.detect(device, library), device, library, SpeechDispatcherOutput::forUser);
    }

    public static Voices start(InstalledVoices installed, AudioDevice device) {
        return new Voices(installed, device, EspeakLibrary.system(), SpeechDispatcherOutput::forUser);
    }

    /**
     * Only the voices {@code installed} names, speech-dispatcher reached through {@code speechd}
     * instead of the user's own daemon ({@code bench keystroke}: a private daemon whose sound it hears).
     */
    public static Voices start(InstalledVoices installed, AudioDevice device, Supplier<SpeechDispatcherOutput> speechd) {
        return new Voices(installed, device, EspeakLibrary.system(), speechd);
    }

    public InstalledVoices installed() {
        return installed;
    }

    /**
     * The output for {@code kind}; the screen reader comes from the window. Falls back to the silent
     * output when that voice is not installed (the {@link VoiceChooser} has told the user why).
     */
    public SpeechOutput output(VoiceKind kind, Optional<SpeechOutput> screenReader) {
        if (kind == VoiceKind.SCREEN_READER && screenReader.isPresent()) {
            return screenReader.get();
        }
        SpeechOutput out = outputs.getOrDefault(kind, outputs.get(VoiceKind.NONE));
        if (out instanceof EspeakLibraryOutput library) {
            library.startLoading(); // chosen: load libespeak-ng now, in the background
        }
        return out;
    }

    /** The voice of {@code kind} if it can render to memory (FreeTTS, espeak-ng in process or as a process). */
    public Optional<SpeechRenderer> renderer(VoiceKind kind) {
        return outputs.get(kind) instanceof SpeechRenderer r ? Optional.of(r) : Optional.empty();
    }

    @Override
    public void close() {
        outputs.values().forEach(SpeechOutput::close);
    }
}
