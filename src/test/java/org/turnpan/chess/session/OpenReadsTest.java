package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.TimedRead;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 24: opening a file reads it once for its list and once for the game opened, whichever way
 * it is opened (typed {@code open}, the window's Open menu, {@code --pgn}), counted through the
 * session's one seam for reading the player's files ({@link FileBytes}). Before, typed {@code open}
 * of one game read the file three times (a look for binary bytes, the list, the game), {@code
 * --pgn} four, and {@code game N} twice (the game's header again, then the game).
 */
class OpenReadsTest {
    private static final String ONE = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";

    @TempDir
    Path dir;

    /** A way into a file, as the player takes it. */
    private record Way(String name, BiConsumer<GameSession, Path> open) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static final Way TYPED = new Way("typed open", (s, file) -> {
        s.start();
        s.submit("open " + file);
    });
    private static final Way MENU = new Way("the window's Open menu", (s, file) -> {
        s.start();
        s.perform(Intent.Open.file(file));
    });
    private static final Way PGN_OPTION = new Way("--pgn", (s, file) -> s.start(Optional.of(file)));

    /** The ways in, a file's text, the reads expected, and a sentence heard. */
    static List<Arguments> cases() {
        String three = ONE + "\n" + ONE.replace("Anna", "Carla") + "\n" + ONE.replace("Anna", "Dora");
        List<Arguments> out = new ArrayList<>();
        for (Way way : List.of(TYPED, MENU, PGN_OPTION)) {
            // one game: once for the list (which finds one game), once for the game
            out.add(Arguments.of(way, "one game", ONE, 2, "The game from one-game.pgn is open, three half-moves."));
            // several games: once for the list, whose first page is said from what was read
            out.add(Arguments.of(way, "three games", three, 1, "Three of three, Dora against Boris."));
            // not text: the list stops at the NUL it finds, the game's read refuses the file
            out.add(Arguments.of(way, "not text", "[White \"A\"]\u0000\u0001", 2, "is not a text file"));
        }
        return out;
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("cases")
    void aFileIsReadOnceForItsListAndOnceForTheGameOpened(Way way, String kind, String text, int reads, String heard)
            throws Exception {
        Path file = dir.resolve(kind.replace(' ', '-') + ".pgn");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Counted counted = new Counted(file);
        List<String> said = new ArrayList<>();
        try (GameSession s = session(counted, said)) {
            way.open().accept(s, file);
            assertTrue(said.stream().anyMatch(l -> l.contains(heard)), () -> said.toString());
            assertEquals(reads, counted.reads.get(), () -> way + ", " + kind + ": " + said);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ways")
    void aListedGameIsReadOnceAndAGameByNumberOnce(Way way) throws Exception {
        Path file = dir.resolve("three.pgn");
        Files.writeString(file, ONE + "\n" + ONE.replace("Anna", "Carla") + "\n" + ONE.replace("Anna", "Dora"),
                StandardCharsets.UTF_8);
        Counted counted = new Counted(file);
        List<String> said = new ArrayList<>();
        try (GameSession s = session(counted, said)) {
            way.open().accept(s, file);
            assertEquals(1, counted.reads.get(), "the list");
            s.submit("game 2");
            assertTrue(said.stream().anyMatch(l -> l.contains("Game two of three.pgn is open, three half-moves.")),
                    () -> said.toString());
            assertEquals(2, counted.reads.get(), "the list, then game 2 from its place");
            s.submit("open " + file + " 3");
            assertTrue(said.stream().anyMatch(l -> l.contains("Game three of the three games in three.pgn is open")), () -> said.toString());
            assertEquals(3, counted.reads.get(), "open FILE N reads the file once more, for that game");
        }
    }

    static List<Way> ways() {
        return List.of(TYPED, MENU, PGN_OPTION);
    }

    private static GameSession session(FileBytes reads, List<String> said) {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        return new GameSession(SessionSettings.defaults(),
                new SessionServices(null, GameStore.none(), () -> 0L).withReads(reads),
                SessionListener.of(a -> said.add(en.render(a.message()))));
    }

    /** The session's reads, counted for one file. */
    private static final class Counted implements FileBytes {
        private final Path file;
        final AtomicInteger reads = new AtomicInteger();

        Counted(Path file) {
            this.file = file.toAbsolutePath();
        }

        @Override
        public InputStream open(Path path, long from) throws IOException {
            if (path.toAbsolutePath().equals(file)) {
                reads.incrementAndGet();
            }
            return TimedRead.FILES.open(path, from);
        }
    }
}
