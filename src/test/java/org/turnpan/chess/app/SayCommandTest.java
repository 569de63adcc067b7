package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.tts.EspeakOutput;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.WavProbe;

/** {@code say}: real, audible WAV files, printed sentences and refusals. */
class SayCommandTest {
    /** Quieter than this (RMS of full scale) is silence or noise, not speech. */
    private static final double AUDIBLE_RMS = 0.01;

    @TempDir
    Path dir;

    /** Output of one run: exit status, stdout, stderr. */
    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void englishWithFreeTtsIsARealSpokenWav() throws Exception {
        Path wav = dir.resolve("en.wav");
        Run r = run("say", "--voice", "freetts", "--text", "The knight on g1 goes to f3, check.", "--out", wav.toString());
        assertEquals(0, r.status(), r.err());
        WavProbe p = WavProbe.of(wav);
        assertEquals(16000f, p.format().getSampleRate(), "kevin16 speaks at 16 kHz");
        assertTrue(p.seconds() > 1.0 && p.seconds() < 8.0, "a short sentence lasts 1..8 s, got " + p.seconds());
        assertTrue(p.rms() > AUDIBLE_RMS, "speech is audible, RMS " + p.rms());
        assertTrue(r.out().contains("en.wav"), r.out());
    }

    @Test
    void englishDefaultsToFreeTtsAndLongerTextLastsLonger() throws Exception {
        Path shortWav = dir.resolve("short.wav");
        Path longWav = dir.resolve("long.wav");
        assertEquals(0, run("say", "--text", "Check.", "--out", shortWav.toString()).status());
        assertEquals(0, run("say", "--text", "White resigns. Black wins the game. Thank you for playing.",
                "--out", longWav.toString()).status());
        WavProbe s = WavProbe.of(shortWav);
        WavProbe l = WavProbe.of(longWav);
        assertEquals(16000f, s.format().getSampleRate(), "English renders with FreeTTS by default");
        assertTrue(l.seconds() > 2 * s.seconds(), s.seconds() + " s vs " + l.seconds() + " s");
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/speech/sentences.tsv", delimiter = '\t')
    void everyLanguageWithEspeakIsARealSpokenWav(String lang, String sentence) throws Exception {
        assertTrue(InstalledVoices.onPath(EspeakOutput.EXECUTABLE, System.getenv()).isPresent(), "espeak-ng is not installed (apt-get install espeak-ng)");
        Path wav = dir.resolve(lang + ".wav");
        Run r = run("say", "--lang", lang, "--voice", "espeak", "--text", sentence, "--out", wav.toString());
        assertEquals(0, r.status(), r.err());
        WavProbe p = WavProbe.of(wav);
        assertEquals(22050f, p.format().getSampleRate(), "espeak-ng speaks at 22.05 kHz");
        assertTrue(p.seconds() > 1.0 && p.seconds() < 10.0, lang + " lasts 1..10 s, got " + p.seconds());
        assertTrue(p.rms() > AUDIBLE_RMS, lang + " is audible, RMS " + p.rms());
        assertTrue(p.peak() > 0.1, lang + " has speech peaks, peak " + p.peak());
    }

    @Test
    void printPrintsTheSentenceWithoutSound() {
        Run r = run("say", "--print", "--lang", "it", "--text", "Scacco matto.");
        assertEquals(0, r.status());
        assertEquals("Scacco matto.", r.out().strip());
    }

    @Test
    void withVoiceNoneTheSentenceStillReachesTheTextLog() {
        Run r = run("say", "--voice", "none", "--text", "Knight to f3.");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Knight to f3."), r.out());
    }

    @Test
    void aMoveThatCannotBePlayedIsExplainedAndExitsTwo() throws Exception {
        Path wav = dir.resolve("refused.wav");
        Run r = run("say", "--print", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "--move", "e2e5");
        assertEquals(2, r.status());
        assertFalse(r.out().isBlank(), "the refusal is said in words");
        Run w = run("say", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1 extra", "--move", "e4", "--out", wav.toString());
        assertEquals(2, w.status());
        assertFalse(Files.exists(wav), "no sound file for a refused input");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void aMoveIsSaidAsThePhrasingLayerWordsItInTheLanguage(String lang) {
        Locale locale = Locale.forLanguageTag(lang);
        Position start = Position.initial();
        Run played = run("say", "--print", "--lang", lang, "--fen", start.toFen(), "--move", "g1f3");
        assertEquals(0, played.status(), played.err());
        Move knight = ((MoveText.Found) MoveText.read(start, "g1f3", locale)).move();
        assertEquals(Catalogue.forLocale(locale).render(Phraser.forLocale(locale).move(start, knight, MoveStyle.WORDS)),
                played.out().strip());
        Run refused = run("say", "--print", "--lang", lang, "--fen", start.toFen(), "--move", "e2e5");
        assertEquals(2, refused.status());
        MoveText.Refused why = (MoveText.Refused) MoveText.read(start, "e2e5", locale);
        assertEquals(Catalogue.forLocale(locale).render(Phraser.forLocale(locale).notationError(why.error())),
                refused.out().strip());
    }

    @Test
    void wrongOptionsAreRefusedInWords() {
        Run noText = run("say", "--print");
        assertEquals(2, noText.status());
        assertTrue(noText.err().contains("--text"), noText.err());
        Run badVoice = run("say", "--voice", "robot", "--text", "x");
        assertEquals(2, badVoice.status());
        assertTrue(badVoice.err().contains("robot"), badVoice.err());
    }

    /**
     * FreeTTS asked for another language than English: "another voice will speak" was printed and
     * then nothing written. Now the file is written by espeak-ng (installed here; CI installs it),
     * and the sentence says so in the user's language, promising nothing more.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"ru, шах, русский", "it, scacco, italiano", "bg, шах, български", "vi, chiếu, Tiếng Việt"})
    void freeTtsInAnotherLanguageIsWrittenByEspeakAndSaidSo(String lang, String text, String language) throws Exception {
        Path wav = dir.resolve(lang + ".wav");
        Run r = run("say", "--lang", lang, "--voice", "freetts", "--text", text, "--out", wav.toString());
        assertEquals(0, r.status(), r.err());
        Catalogue messages = Catalogue.forLocale(Locale.forLanguageTag(lang));
        String said = messages.render(Message.of("cli.say.freetts-english-espeak", "language",
                Locale.forLanguageTag(lang).getDisplayLanguage(Locale.forLanguageTag(lang))), Medium.TEXT);
        assertTrue(said.contains("FreeTTS") && said.contains("espeak-ng"), said);
        assertEquals(said, r.err().strip(), "one true sentence, no promise of another voice");
        assertTrue(r.err().toLowerCase(Locale.ROOT).contains(language.toLowerCase(Locale.ROOT)), r.err());
        assertTrue(Files.size(wav) > 8_000, "a spoken WAV: " + Files.size(wav) + " bytes");
    }

    /**
     * {@code --out} onto a pipe waited for a reader for ever (the program hung); a folder, a pipe
     * and a missing folder are refused at once with the sentence {@code save} gives, exit 2, and
     * nothing is written.
     */
    @Test
    void aPipeAFolderOrAMissingFolderIsRefusedAtOnce() throws Exception {
        Path fifo = dir.resolve("pipe.wav");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertTrue(mkfifo.waitFor(10, java.util.concurrent.TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo made no pipe");
        Catalogue it = Catalogue.forLocale(Locale.ITALIAN);
        for (Path target : new Path[] {fifo, dir, dir.resolve("no-such-folder").resolve("x.wav")}) {
            Run r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                    () -> run("say", "--lang", "it", "--text", "Scacco.", "--out", target.toString()));
            assertEquals(2, r.status(), target + ": " + r.err());
            String expected = it.render(org.turnpan.chess.session.files.StoreProblemSentence.of(
                    org.turnpan.chess.session.files.SaveStore.writeRefusal(target).orElseThrow()));
            assertEquals(expected, r.err().strip());
            assertTrue(r.out().isEmpty(), r.out());
        }
        assertTrue(Files.isDirectory(dir) && !Files.isRegularFile(fifo) && Files.exists(fifo), "nothing replaced");
        assertFalse(Files.exists(dir.resolve("no-such-folder")), "no folder created");
    }
}
