package org.turnpan.chess.speech;

import java.util.Locale;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.VoiceChoice.Notice;
import org.turnpan.chess.speech.tts.VoiceKind;

/** Sentences about voices and sounds, as messages of the {@code speech} catalogue. */
public final class VoiceMessages {
    private VoiceMessages() {
    }

    /** The name of a voice: "eSpeak NG", "your screen reader". */
    public static Message voiceName(VoiceKind kind) {
        return Message.of("speech.voice." + kind.key());
    }

    /** The name of a language in the current language: "Italian", "итальянский". */
    public static Message languageName(Locale language) {
        return Message.of("speech.language." + Catalogue.supported(language).getLanguage());
    }

    /** What to tell the user about how the voice was chosen: "No audio device found; ...". */
    public static Message notice(Notice notice) {
        return Message.of(notice.kind().key(), "voice", voiceName(notice.voice()),
                "language", languageName(notice.language()));
    }

    /** The settings name of an earcon: "sound for a capture". */
    public static Message earconName(Earcon earcon) {
        return Message.of("speech.earcon." + earcon.name().toLowerCase(Locale.ROOT));
    }

    /** "On: sound for a capture." / "Off: ...". */
    public static Message earconSwitched(Earcon earcon, boolean on) {
        return Message.of(on ? "speech.earcon.on" : "speech.earcon.off", "earcon", earconName(earcon));
    }

    /** "Verbosity: terse." */
    public static Message verbosityChanged(Verbosity v) {
        return Message.of("speech.verbosity.now." + v.name().toLowerCase(Locale.ROOT));
    }

    /** A sentence the user typed, spoken as it is. */
    public static Message verbatim(String text) {
        return Message.of("speech.say.text", "text", text);
    }

    /**
     * "Orca is reading this terminal, so Turnpan Chess does not speak by itself; type voice to turn
     * its own voice on.": said once at start when a terminal screen reader runs.
     */
    public static Message readerRunning(String reader, java.util.Locale language) {
        String command = Catalogue.forLocale(language).render(Message.of("session.command.voice"), Medium.TEXT);
        return Message.of("voice.reader-running", "reader", reader, "command", command);
    }
}
