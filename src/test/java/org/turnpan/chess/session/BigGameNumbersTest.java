package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.command.Arguments;
import org.turnpan.chess.session.command.CommandTable;
import org.turnpan.chess.session.command.CommandWords;
import org.turnpan.chess.session.command.GameListCommands;
import org.turnpan.chess.session.command.ReviewCommands;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 21, item 10: numbers are not cut at five digits. In a file of 100,002 tiny games,
 * {@code games 100000} lists from game 100,000 (it read the next page instead), {@code game 100001}
 * opens that game (it was refused), and a game that {@code search} names can be opened.
 */
class BigGameNumbersTest {
    private static final int GAMES = 100_002;

    @TempDir
    Path dir;

    private final List<String> heard = new ArrayList<>();

    /** 5 MB written and listed: 4-12 s on a loaded machine, so slow; its twin below runs by default. */
    @Test
    @org.junit.jupiter.api.Tag("slow")
    void everyNumberTheFileHoldsWorks() throws Exception {
        Path file = dir.resolve("many.pgn");
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int n = 1; n <= GAMES; n++) {
                w.write("[White \"W" + n + "\"]\n[Black \"B" + n + "\"]\n\n1. e4 *\n\n");
            }
        }
        Catalogue en = Catalogue.forLocale(java.util.Locale.ENGLISH);
        try (GameSession s = new GameSession(SessionSettings.defaults(), new SessionServices(null, GameStore.none(), () -> 0L),
                SessionListener.of(a -> heard.add(en.render(a.message()))))) {
            s.start();
            s.submit("open " + file);
            heard.clear();
            s.submit("games 100000");
            assertTrue(String.join("\n", heard).contains("W100000"), String.join("\n", heard));
            heard.clear();
            s.submit("game 100001");
            assertTrue(String.join("\n", heard).contains("W100001"), String.join("\n", heard));
            s.submit("search W100002");
            s.submit("game 100002");
            assertTrue(heard.stream().anyMatch(l -> l.contains("W100002")), String.join("\n", heard));
            assertEquals(Optional.empty(), s.question(), "nothing to replace: no move was played");
        }
    }

    /** The small twin of the parse: every number an int holds, up to nine digits, is read as typed. */
    @Test
    void gameNumbersOfNineDigitsAreRead() {
        CommandWords words = new CommandWords(java.util.Locale.ENGLISH, CommandTable.ALL);
        for (String n : List.of("1", "99999", "100000", "123456789")) {
            Arguments args = new Arguments(GameListCommands.GAME, List.of(n), n, words);
            assertEquals(Optional.of(Integer.parseInt(n)), ReviewCommands.number(args), n);
        }
    }
}
