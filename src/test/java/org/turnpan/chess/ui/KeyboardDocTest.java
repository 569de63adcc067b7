package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyHelp;
import org.turnpan.chess.keys.KeyTable;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * docs/keyboard.md against the key table (keys.csv): its tables hold exactly the English F1 help
 * lines, keys and meaning, in the table's order and nothing else; and where a help line's English
 * words name keys one by one ("T, Alt+T"), each is a key the table gives that line.
 */
class KeyboardDocTest {
    private static final Catalogue EN = Catalogue.forLocale(Locale.ENGLISH);

    /** The rows of the doc's key tables: "| keys | what they do |", without the header rows. */
    private static List<String> docRows() throws IOException {
        List<String> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("docs", "keyboard.md"), StandardCharsets.UTF_8)) {
            if (line.startsWith("| ") && !line.equals("| Keys | What they do |")) {
                rows.add(line);
            }
        }
        return rows;
    }

    /** The F1 help in English with the table's keys, as rows of the doc. */
    static List<String> helpRows() {
        return KeyTable.standard().helpLines().stream().map(line -> "| "
                + text(KeyHelp.keysOf(EN, KeyBindings.defaults(), line)) + " | " + text(KeyHelp.does(EN, line)) + " |")
                .toList();
    }

    private static String text(Object words) {
        return words instanceof Message m ? EN.render(m, Medium.TEXT) : words.toString();
    }

    @Test
    void theDocListsEveryHelpLineInTheTablesOrderAndNothingElse() throws IOException {
        assertEquals(String.join("\n", helpRows()), String.join("\n", docRows()),
                "docs/keyboard.md's key tables differ from keys.csv and the English catalogue: rewrite them from "
                        + "KeyboardDocTest.helpRows()");
    }

    @Test
    void everyKeyTheEnglishHelpNamesOneByOneIsBoundOnItsLine() {
        int checked = 0;
        for (String line : KeyTable.standard().helpLines()) {
            // "Shift+K, Q, R, B, N, P": the Shift carries over, as people write it
            if (!EN.has("ui.keys." + line + ".keys") || line.equals("opponent-pieces")) {
                continue;
            }
            List<String> named = List.of(EN.text("ui.keys." + line + ".keys").split(",\\s*"));
            if (!named.stream().allMatch(k -> KeyChord.parse(k).isPresent())) {
                continue; // words, not keys: "Arrow keys", "1 to 8", "Tab to the move list, then Up and Down"
            }
            Set<KeyChord> bound = KeyTable.standard().actionsOf(line).stream().flatMap(a -> a.defaults().stream())
                    .collect(Collectors.toSet());
            for (String k : named) {
                assertTrue(bound.contains(KeyChord.parse(k).orElseThrow()), "ui.keys." + line + ".keys names " + k
                        + ", which keys.csv does not give to " + line + ": " + bound);
                checked++;
            }
        }
        assertTrue(checked >= 30, "only " + checked + " keys checked");
    }
}
