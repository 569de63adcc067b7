package org.turnpan.chess.text;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads the tab-separated tables in src/test/resources/text, where control characters are written as escapes. */
final class Escapes {
    private Escapes() {
    }

    /** The rows of a table (comments and blank lines skipped), each split on tabs; fails when the table is missing or empty. */
    static List<String[]> rows(String resource) throws IOException {
        try (InputStream in = Escapes.class.getResourceAsStream(resource)) {
            assertNotNull(in, resource + " is missing");
            List<String[]> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> l.split("\t", -1))
                    .toList();
            assertFalse(rows.isEmpty(), resource + " has no rows");
            return rows;
        }
    }

    /** {@code \e} ESC, {@code \a} BEL, {@code \b}, {@code \n}, {@code \r}, {@code \t}, {@code \xHH}, {@code \\uHHHH}, {@code \\}. */
    static String decode(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                sb.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 'e' -> sb.append('\u001B');
                case 'a' -> sb.append('\u0007');
                case 'b' -> sb.append('\b');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'x' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                case '\\' -> sb.append('\\');
                default -> throw new IllegalArgumentException("unknown escape \\" + e + " in " + s);
            }
        }
        return sb.toString();
    }
}
