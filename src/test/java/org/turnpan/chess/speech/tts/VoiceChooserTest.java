package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** The automatic and asked-for choice of voice, for each platform situation in voice-choice.csv. */
class VoiceChooserTest {

    @ParameterizedTest(name = "{0} {1} card={2} freetts={3} espeak={4} spd={5} running={6} sr={7} -> {8}")
    @CsvFileSource(resources = "/speech/voice-choice.csv")
    void choosesTheBestVoiceThatSpeaksTheLanguage(String asked, String lang, boolean card, boolean freetts,
                                                   String espeak, boolean spd, boolean running, boolean screenReader,
                                                   VoiceKind expected, String notices) {
        boolean process = espeak.equals("process") || espeak.equals("both");
        boolean library = espeak.equals("library") || espeak.equals("both");
        InstalledVoices installed = new InstalledVoices(card, freetts,
                process ? Optional.of(Path.of("/usr/bin/espeak-ng")) : Optional.empty(),
                spd ? Optional.of(Path.of("/usr/bin/spd-say")) : Optional.empty(), running, library);
        VoiceChoice choice = VoiceChooser.choose(VoiceKind.parse(asked), Locale.forLanguageTag(lang), installed, screenReader);
        assertEquals(expected, choice.voice());
        List<VoiceChoice.Notice.Kind> expectedNotices = notices == null ? List.of()
                : Arrays.stream(notices.split("\\|")).map(VoiceChoice.Notice.Kind::valueOf).toList();
        assertEquals(expectedNotices, choice.notices().stream().map(VoiceChoice.Notice::kind).toList());
    }

    @Test
    void voiceNamesOnTheCommandLine() {
        assertEquals(Optional.of(VoiceKind.ESPEAK), VoiceKind.parse(" eSpeak "));
        assertEquals(Optional.of(VoiceKind.SPEECHD), VoiceKind.parse("speechd"));
        assertEquals(Optional.empty(), VoiceKind.parse("auto"));
        assertEquals(Optional.empty(), VoiceKind.parse("robot"));
    }
}
