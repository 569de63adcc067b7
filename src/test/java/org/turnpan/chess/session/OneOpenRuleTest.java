package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 21, item 11: one rule for every way to open a file ({@code open}, the window's Open,
 * {@code --pgn}): a file of several games over the read limit is listed by all three ({@code --pgn}
 * refused it); a single game over the limit is refused by all three, at once, before it is read.
 */
class OneOpenRuleTest {
    @TempDir
    Path dir;

    private final List<String> heard = new ArrayList<>();

    /** A file over the read limit: one game of 65 comments of 1 MB, or games of 1 KB, as a real database. */
    private Path bigFile(String name, int games) throws Exception {
        Path file = dir.resolve(name);
        int comments = games == 1 ? (int) (SaveStore.DEFAULT_READ_LIMIT >> 20) + 1 : 1;
        String comment = "x".repeat(games == 1 ? 1 << 20 : 1000);
        int count = games == 1 ? 1 : (int) (SaveStore.DEFAULT_READ_LIMIT / 1000) + 1000;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int g = 1; g <= count; g++) {
                w.write("[White \"W" + g + "\"]\n[Black \"B" + g + "\"]\n\n1. e4 ");
                for (int c = 0; c < comments; c++) {
                    w.write("{" + comment + "} ");
                }
                w.write("*\n\n");
            }
        }
        assertTrue(Files.size(file) > SaveStore.DEFAULT_READ_LIMIT);
        return file;
    }

    private GameSession session() {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        return new GameSession(SessionSettings.defaults(), new SessionServices(null, GameStore.none(), () -> 0L),
                SessionListener.of(a -> heard.add(en.render(a.message()))));
    }

    /** Opens {@code file} the way numbered {@code way}: typed {@code open}, the window's Open, {@code --pgn}. */
    private static void open(GameSession s, int way, Path file) {
        switch (way) {
            case 0 -> {
                s.start();
                s.submit("open " + file);
            }
            case 1 -> {
                s.start();
                s.perform(Intent.Open.file(file));
            }
            default -> s.start(Optional.of(file));
        }
    }

    @Test
    void aLargeFileOfSeveralGamesIsListedByEveryWayIn() throws Exception {
        Path file = bigFile("two.pgn", 2);
        for (int way = 0; way < 3; way++) {
            heard.clear();
            try (GameSession s = session()) {
                open(s, way, file);
                assertTrue(heard.stream().anyMatch(l -> l.contains("W2 against B2")), way + ": " + heard);
            }
        }
    }

    @Test
    void aLargeSingleGameIsRefusedAtOnceByEveryWayIn() throws Exception {
        Path file = bigFile("one.pgn", 1);
        for (int way = 0; way < 3; way++) {
            heard.clear();
            long start = System.nanoTime();
            try (GameSession s = session()) {
                open(s, way, file);
                assertTrue(heard.stream().anyMatch(l -> l.contains("too large")), way + ": " + heard);
                assertEquals(0, s.game().plyCount());
            }
            // a bound, not a timing: reading the file to its end is what took 13 s for 1 GB
            assertTrue(System.nanoTime() - start < 10_000_000_000L, "said without reading the file");
        }
    }
}
