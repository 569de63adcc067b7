package org.turnpan.chess.speech.tts;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The voices of one running program, made once: FreeTTS starts allocating in the background as
 * soon as this exists, the others are cheap. Hands out the output for a {@link VoiceKind}.
 */
public final class Voices implements AutoCloseable {
    private final InstalledVoices installed;
    private final Map<VoiceKind, SpeechOutput> outputs = new EnumMap<>(VoiceKind.class);

    private Voices(InstalledVoices installed, AudioDevice device) {
        this.installed = installed;
        outputs.put(VoiceKind.NONE, new SilentOutput());
        if (installed.freetts()) {
            outputs.put(VoiceKind.FREETTS, FreeTtsOutput.start(device));
        }
        installed.espeak().ifPresent(p -> outputs.put(VoiceKind.ESPEAK, new EspeakOutput(p, device)));
        if (installed.spdSay().isPresent()) {
            outputs.put(VoiceKind.SPEECHD, SpeechDispatcherOutput.forUser());
        }
    }

    /** Detects what is installed and starts allocating the built-in voice. Returns at once. */
    public static Voices start(AudioDevice device) {
        return new Voices(InstalledVoices.detect(device), device);
    }

    public static Voices start(InstalledVoices installed, AudioDevice device) {
        return new Voices(installed, device);
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
        return outputs.getOrDefault(kind, outputs.get(VoiceKind.NONE));
    }

    /** The voice of {@code kind} if it can render to memory (FreeTTS, espeak-ng). */
    public Optional<SpeechRenderer> renderer(VoiceKind kind) {
        return outputs.get(kind) instanceof SpeechRenderer r ? Optional.of(r) : Optional.empty();
    }

    @Override
    public void close() {
        outputs.values().forEach(SpeechOutput::close);
    }
}
