package org.turnpan.chess.speech.tts;

import java.util.Optional;

/** A voice that can also synthesize into memory (for WAV files and tests). */
public interface SpeechRenderer {

    /** The sound of {@code utterance}, or nothing when the voice could not synthesize it. Blocks. */
    Optional<Pcm> render(Utterance utterance);
}
