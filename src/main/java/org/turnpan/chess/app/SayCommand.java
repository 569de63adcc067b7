package org.turnpan.chess.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.text.NumberFormat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.files.SaveResult;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.files.StoreProblem;
import org.turnpan.chess.session.files.StoreProblemSentence;
import org.turnpan.chess.session.settings.SettingChoices;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.VoiceMessages;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.EspeakLibraryOutput;
import org.turnpan.chess.speech.tts.EspeakOutput;
import org.turnpan.chess.speech.tts.FreeTtsOutput;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.Pcm;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.SpeechRenderer;
import org.turnpan.chess.speech.tts.TextOutput;
import org.turnpan.chess.speech.tts.Utterance;
import org.turnpan.chess.speech.tts.VoiceChoice;
import org.turnpan.chess.speech.tts.VoiceChooser;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.speech.tts.Wav;
import org.turnpan.chess.speech.tts.espeak.EspeakEngine;
import org.turnpan.chess.text.Echo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code say [--lang L] [--voice V] [--print] [--out F.wav] (--text T | --fen FEN --move M)}:
 * speaks a sentence, writes it to a WAV file, or prints it. Exit 0 when done, 2 when the input is
 * refused (bad FEN, a move that cannot be played, wrong options), 1 when the sound could not be made.
 */
@Command(name = "say")
final class SayCommand implements Callable<Integer> {
    private static final Duration LONGEST_SENTENCE = Duration.ofMinutes(2);

    @Spec
    CommandSpec spec;

    @Option(names = "--lang")
    String lang;

    @Option(names = "--voice")
    String voice;

    @Option(names = "--print")
    boolean print;

    @Option(names = "--out")
    Path out;

    @Option(names = "--text")
    String text;

    @Option(names = "--fen")
    String fen;

    @Option(names = "--move")
    String move;

    private Catalogue messages;

    /** The sentence to say and whether the input was refused. */
    private record Sentence(Message message, boolean refused) {
    }

    @Override
    public Integer call() {
        Locale locale = GlobalOptions.localeOf(lang, Locale.ENGLISH);
        messages = Catalogue.forLocale(locale);
        if (lang != null && SettingChoices.language(lang).isEmpty()) {
            err(Message.of("speech.say.unknown-language", "name", Echo.of(lang)));
        }
        Optional<VoiceKind> asked = VoiceKind.parse(voice);
        if (voice != null && asked.isEmpty() && !voice.equalsIgnoreCase("auto")) {
            err(Message.of("speech.say.unknown-voice", "name", Echo.of(voice)));
            return 2;
        }
        Optional<Sentence> sentence = sentence(locale);
        if (sentence.isEmpty()) {
            return 2;
        }
        String words = messages.render(sentence.get().message());
        int status;
        if (print) {
            out().println(words);
            status = 0;
        } else if (out != null && !sentence.get().refused()) {
            status = writeWav(words, locale, asked);
        } else if (out != null) {
            out().println(words);
            status = 0;
        } else {
            status = speak(sentence.get().message(), locale, asked);
        }
        return sentence.get().refused() ? 2 : status;
    }

    private Optional<Sentence> sentence(Locale locale) {
        if (text != null && fen == null && move == null) {
            return Optional.of(new Sentence(VoiceMessages.verbatim(text), false));
        }
        if (text != null || fen == null || move == null) {
            err(Message.of("speech.say.text-or-move"));
            return Optional.empty();
        }
        Phraser phraser = Phraser.forLocale(locale);
        Fen.Result parsed = Fen.parse(fen);
        if (parsed.error().isPresent()) {
            return Optional.of(new Sentence(phraser.fenError(parsed.error().get()), true));
        }
        Position before = parsed.position().orElseThrow();
        MoveText.Parsed read = MoveText.read(before, move, locale);
        if (read instanceof MoveText.Found found) {
            return Optional.of(new Sentence(phraser.move(before, found.move(), MoveStyle.WORDS), false));
        }
        return Optional.of(new Sentence(phraser.notationError(((MoveText.Refused) read).error()), true));
    }

    private int speak(Message message, Locale locale, Optional<VoiceKind> asked) {
        PrintWriter o = out();
        SpeechOutput log = new TextOutput(line -> {
            o.println(line);
            o.flush();
        });
        try (SpeechSystem speech = SpeechSystem.start(locale, asked, Optional.empty(), List.of(log), null)) {
            speech.announcer().announce(Announcement.queued(Announcement.Kind.ANSWER, message));
            return speech.announcer().awaitIdle(LONGEST_SENTENCE) ? 0 : 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    private int writeWav(String words, Locale locale, Optional<VoiceKind> asked) {
        Optional<StoreProblem> refused = SaveStore.writeRefusal(out);
        if (refused.isPresent()) {
            err(StoreProblemSentence.of(refused.get()));
            return 2;
        }
        InstalledVoices installed = InstalledVoices.detect(AudioDevice.none());
        VoiceKind kind = asked.orElse(VoiceChooser.speaks(VoiceKind.FREETTS, locale) && installed.freetts()
                ? VoiceKind.FREETTS : VoiceKind.ESPEAK);
        if (kind != VoiceKind.FREETTS && kind != VoiceKind.ESPEAK) {
            err(Message.of("speech.say.no-renderer", "voice", VoiceMessages.voiceName(kind)));
            return 2;
        }
        if (!installed.has(kind)) {
            err(VoiceMessages.notice(new VoiceChoice.Notice(VoiceChoice.Notice.Kind.VOICE_NOT_INSTALLED, kind, locale)));
            return 2;
        }
        if (!VoiceChooser.speaks(kind, locale)) {
            // "another voice will speak" was printed, then nothing written: say what is true, and keep it
            String language = locale.getDisplayLanguage(locale);
            if (kind == VoiceKind.FREETTS && VoiceChooser.speaks(VoiceKind.ESPEAK, locale) && installed.has(VoiceKind.ESPEAK)) {
                err(Message.of("cli.say.freetts-english-espeak", "language", language));
                kind = VoiceKind.ESPEAK;
            } else {
                err(Message.of(kind == VoiceKind.FREETTS ? "cli.say.freetts-english-refused" : "cli.say.voice-lacks-refused",
                        "voice", VoiceMessages.voiceName(kind), "language", language));
                return 2;
            }
        }
        Optional<Pcm> pcm = render(kind, installed, Utterance.of(words, locale));
        if (pcm.isEmpty()) {
            err(Message.of("speech.say.cannot-render", "voice", VoiceMessages.voiceName(kind)));
            return 1;
        }
        if (saveWav(out, pcm.get()) instanceof SaveResult.Failed failed) {
            err(StoreProblemSentence.of(failed.problem()));
            return 1;
        }
        NumberFormat seconds = NumberFormat.getNumberInstance(locale);
        seconds.setMaximumFractionDigits(1);
        seconds.setMinimumFractionDigits(1);
        out().println(messages.render(Message.of("speech.say.saved", "file", Echo.path(out.toString()),
                "seconds", seconds.format(pcm.get().seconds())), Medium.TEXT));
        return 0;
    }

    /**
     * Writes {@code pcm} as a WAV file through the atomic writer, as every file is written: a full
     * disk or a kill during writing leaves the previous file whole (issue 21, item 2).
     */
    static SaveResult saveWav(Path file, Pcm pcm) {
        return SaveStore.writeFile(file, stream -> Wav.write(pcm, stream));
    }

    /** FreeTTS, or espeak-ng in process when libespeak-ng loads, else as a process. */
    private static Optional<Pcm> render(VoiceKind kind, InstalledVoices installed, Utterance utterance) {
        Optional<EspeakEngine> engine = kind == VoiceKind.ESPEAK && installed.espeakLibrary()
                ? EspeakEngine.system() : Optional.empty();
        if (kind == VoiceKind.ESPEAK && engine.isEmpty() && installed.espeak().isEmpty()) {
            return Optional.empty(); // the library file is there but does not load, and there is no process
        }
        SpeechOutput output = kind == VoiceKind.FREETTS ? FreeTtsOutput.start(AudioDevice.none())
                : engine.isPresent() ? new EspeakLibraryOutput(engine.get(), AudioDevice.none())
                : new EspeakOutput(installed.espeak().orElseThrow(), AudioDevice.none());
        try {
            return ((SpeechRenderer) output).render(utterance);
        } finally {
            output.close();
        }
    }

    private PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private void err(Message m) {
        PrintWriter e = spec.commandLine().getErr();
        e.println(messages.render(m, Medium.TEXT));
        e.flush();
    }
}
