package org.turnpan.chess.speech.tts;

import java.util.Optional;
import org.turnpan.chess.speech.tts.espeak.EspeakEngine;

/**
 * Where libespeak-ng comes from: {@link #found()} is a cheap look at the disk, made while the voice
 * is chosen at start-up; {@link #load()} loads and initializes it (JNA and espeak-ng's data: tens of
 * milliseconds on a quiet machine), which {@link Voices} does on a background thread. Tests give a
 * library that is missing or fails to load.
 */
public interface EspeakLibrary {

    /** True when a library file is installed where it is looked for. */
    boolean found();

    /** The engine, or empty when the library does not load. Slow the first time. */
    Optional<EspeakEngine> load();

    /** This computer's libespeak-ng. */
    static EspeakLibrary system() {
        return new EspeakLibrary() {
            @Override
            public boolean found() {
                return EspeakEngine.found();
            }

            @Override
            public Optional<EspeakEngine> load() {
                return EspeakEngine.system();
            }
        };
    }
}
