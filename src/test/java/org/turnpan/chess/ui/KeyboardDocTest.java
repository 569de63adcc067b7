package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.Catalogue;

/** docs/keyboard.md lists every line of the F1 help, keys and meaning, as the English catalogue says them. */
class KeyboardDocTest {

    @Test
    void everyHelpLineIsDocumented() throws IOException {
        String doc = Files.readString(Path.of("docs", "keyboard.md"), StandardCharsets.UTF_8);
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        for (KeyMap.HelpLine line : KeyMap.HELP) {
            String row = "| " + en.text(line.keysKey()) + " | " + en.text(line.doesKey()) + " |";
            assertTrue(doc.contains(row), "docs/keyboard.md lacks: " + row);
        }
    }
}
