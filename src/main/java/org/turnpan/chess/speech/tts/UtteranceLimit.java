package org.turnpan.chess.speech.tts;

import java.time.Duration;

/**
 * How long one utterance may take, from the start of its synthesis to the end of its sound, before
 * the voice is cut off and the utterance counts as {@link Delivery#FAILED}: a synthesizer that hangs
 * (a dispatcher with no sound card, a process that stops reading) never holds the queue.
 * <p>
 * {@link #NORMAL}: 3 s for a process to start and speak its first sound on a loaded machine, plus
 * 150 ms a character at normal rate (espeak-ng says about 16 characters a second at its 175 words a
 * minute, 62 ms a character, so a working voice at half speed still ends well inside), at most
 * 10 minutes (the longest sentence the program makes, the help list, takes under 2).
 */
record UtteranceLimit(Duration base, Duration perCharacter, Duration cap) {
    static final UtteranceLimit NORMAL = new UtteranceLimit(Duration.ofSeconds(3), Duration.ofMillis(150),
            Duration.ofMinutes(10));

    /** The time {@code u} may take at its rate. */
    Duration of(Utterance u) {
        double rate = Math.max(0.1, u.prosody().rate());
        long ms = base.toMillis() + Math.round(u.text().length() * perCharacter.toMillis() / rate);
        return Duration.ofMillis(Math.min(cap.toMillis(), ms));
    }
}
