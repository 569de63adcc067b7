package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code pgn export} never writes a terminal control sequence it read in a tag or a comment. */
class PgnExportControlsTest {
    private static final String ESC = "\u001b";

    @Test
    void tagsAndCommentsAreWrittenWithoutControlSequences() {
        String pgn = "[Event \"" + ESC + "[8mHidden" + ESC + "[0m Cup\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n"
                + "[Round \"1\"]\n[White \"Eve" + ESC + "]0;pwned\u0007 Evil\"]\n[Black \"Bob\u202e\"]\n[Result \"*\"]\n\n"
                + "1. e4 {a comment " + ESC + "[2J that\tclears\u0085the screen} e5 2. Nf3 *\n";
        List<PgnGame> games = Fixtures.games(Fixtures.parse(pgn));
        assertEquals(1, games.size());
        String out = PgnWriter.toText(games.get(0));
        assertTrue(out.chars().noneMatch(c -> c != '\n' && (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x202e)), out);
        assertTrue(out.contains("[Event \"Hidden Cup\"]") && out.contains("[White \"Eve Evil\"]")
                && out.contains("[Black \"Bob\"]"), out);
        assertTrue(out.contains("{a comment  that clears the screen}"), out);
    }
}
