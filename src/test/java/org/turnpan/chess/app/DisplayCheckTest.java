package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.speech.Catalogue;

/** Whether the window may open, decided without starting JavaFX. */
class DisplayCheckTest {

    @ParameterizedTest(name = "{0} DISPLAY={1} WAYLAND={2} glass={3} -> window {4}")
    @CsvSource(nullValues = "-", value = {
        "Linux, -, -, -, false",
        "Linux, '', '  ', -, false",
        "Linux, :99, -, -, true",
        "Linux, -, wayland-0, -, true",
        "Linux, -, -, Monocle, true",
        "Windows 11, -, -, -, true",
        "Mac OS X, -, -, -, true",
        "FreeBSD, -, -, -, false"})
    void windowOnlyWhereADisplayIs(String os, String display, String wayland, String glass, boolean window) {
        Map<String, String> env = new HashMap<>();
        if (display != null) {
            env.put("DISPLAY", display);
        }
        if (wayland != null) {
            env.put("WAYLAND_DISPLAY", wayland);
        }
        Map<String, String> props = glass == null ? Map.of() : Map.of("glass.platform", glass);
        assertEquals(window, DisplayCheck.whyNoWindow(os, env, props).isEmpty());
    }

    @ParameterizedTest
    @CsvSource({"en, terminal mode", "it, modalità terminale", "ru, текстовый режим", "bg, текстовият режим",
        "vi, chế độ dòng lệnh"})
    void theFallbackSaysWhyInEveryLanguage(String lang, String words) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        String said = m.render(DisplayCheck.fallback(DisplayCheck.whyNoWindow("Linux", Map.of(), Map.of()).orElseThrow()));
        assertTrue(said.contains("DISPLAY") && said.contains(words), said);
    }

    @ParameterizedTest
    @CsvSource({"'No toolkit found.', 'The window could not start. No toolkit found.'",
        "'Unable to load glass GTK library.', 'The window could not start: the GTK 3 library is missing. "
            + "Install the GTK 3 library, package libgtk-3-0.'"})
    void aToolkitFailureIsOneSentence(String error, String expected) {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        assertEquals(expected, en.render(DisplayCheck.failed(new UnsupportedOperationException(error))));
    }

    @ParameterizedTest
    @CsvSource({"en, GTK 3", "it, GTK 3", "ru, GTK 3", "bg, GTK 3", "vi, GTK 3"})
    void aMissingGtkNamesThePackageInEveryLanguage(String lang, String library) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        // the glass error may come wrapped in the toolkit's start-up exception
        String said = m.render(DisplayCheck.fallback(DisplayCheck.failed(
                new RuntimeException("start-up failed", new UnsupportedOperationException("Unable to load glass GTK library.")))));
        assertTrue(said.contains("libgtk-3-0") && said.contains(library), said);
        assertTrue(!said.contains("glass"), said);
    }
}
