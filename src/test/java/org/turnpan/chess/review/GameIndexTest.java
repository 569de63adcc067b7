package org.turnpan.chess.review;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.SharedData;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Phraser;

/**
 * The list of a file's games: every game opens from its offset as the whole-file reader reads it,
 * pages, search by player name (any case, any accents), streaming (the first page before the file
 * is read to its end), a changed file, a missing one, and the sentences of each.
 */
class GameIndexTest {
    /** Plain reads of the file, from an offset. */
    private static final FileBytes READS = (file, from) -> {
        InputStream in = Files.newInputStream(file);
        in.skipNBytes(from);
        return in;
    };

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"chessops-kasparov-deep-blue-1997.pgn", "scalachess-FWWRC.pgn", "pgn-extract-debian-eco.pgn",
        "python-chess-utf8-bom.pgn", "chessops-headers-and-moves-on-the-same-line.pgn", "notnil-fixtures/0013.pgn",
        "python-chess-testpy-inline/029-PgnTestCase.test_tricky_skip_game-lit1.pgn"})
    void everyGameOpensAsTheWholeFileReaderReadsIt(String name) throws Exception {
        Path file = fixture(name);
        List<PgnEntry> sequential = ReviewFixtures.entries("pgn/fixtures/" + name);
        try (GameIndex index = listed(file)) {
            assertEquals(sequential.size(), index.counted().get(30, TimeUnit.SECONDS));
            assertEquals(OptionalInt.of(sequential.size()), index.total());
            for (int n = 1; n <= sequential.size(); n++) {
                GameOpening opened = index.open(n);
                if (sequential.get(n - 1) instanceof PgnEntry.Read r) {
                    assertEquals(r.game(), assertInstanceOf(GameOpening.Opened.class, opened).game(), "game " + n);
                } else {
                    assertEquals(sequential.get(n - 1), assertInstanceOf(GameOpening.Unreadable.class, opened).problem());
                }
            }
            assertEquals(new GameOpening.NoSuchGame(sequential.size() + 1, sequential.size(), true),
                    index.open(sequential.size() + 1));
        }
    }

    @Test
    void pagesAndTheirSentences() throws Exception {
        try (GameIndex index = listed(fixture("chessops-kasparov-deep-blue-1997.pgn"))) {
            index.counted().get(30, TimeUnit.SECONDS);
            GamesPage first = index.page(1, 4);
            assertEquals(4, first.entries().size());
            assertEquals(4, first.last());
            GamesPage last = index.page(5, 4);
            assertEquals(List.of(5, 6), last.entries().stream().map(GameEntry::number).toList());
            assertTrue(index.page(7, 4).isEmpty());
            Phraser en = Phraser.forLocale(Locale.ENGLISH);
            IndexWords words = new IndexWords();
            assertEquals("Games 5 to 6 of 6."
                    + " 5 of 6, Garry Kasparov against Deep Blue (Computer), IBM Man-Machine, New York USA 1997, a draw."
                    + " 6 of 6, Deep Blue (Computer) against Garry Kasparov, IBM Man-Machine, New York USA 1997, White won.",
                    en.messages().render(words.page(last), Medium.TEXT));
            assertEquals("There is no game 7; the file has 6 games.", en.messages().render(words.page(index.page(7, 4)), Medium.TEXT));
            assertEquals("Partite da 5 a 6 di 6. 5 di 6, Garry Kasparov contro Deep Blue (Computer), IBM Man-Machine,"
                    + " New York USA 1997, patta. 6 di 6, Deep Blue (Computer) contro Garry Kasparov, IBM Man-Machine,"
                    + " New York USA 1997, ha vinto il Bianco.", Phraser.forLocale(Locale.ITALIAN).messages().render(words.page(last), Medium.TEXT));
        }
    }

    @Test
    void theFirstPageComesBeforeTheFileIsReadToItsEnd() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int g = 1; g <= 30; g++) {
            text.append("[White \"Player ").append(g).append("\"]\n[Black \"Other\"]\n[Result \"*\"]\n\n1. e4 *\n\n");
        }
        Path file = dir.resolve("thirty.pgn");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        int elevenGames = text.indexOf("[White \"Player 12\"]");
        PipedOutputStream writer = new PipedOutputStream();
        PipedInputStream pipe = new PipedInputStream(writer, bytes.length);
        writer.write(bytes, 0, elevenGames);
        writer.flush();
        try (GameIndex index = GameIndex.listing(file, pipe, READS)) {
            GamesPage first = index.page(1, 10);
            assertEquals(10, first.entries().size());
            assertEquals(OptionalInt.empty(), first.total(), "the rest of the file is not read yet");
            assertEquals("Games 1 to 2; the rest of the file is still being read. Game 1, Player 1 against Other."
                    + " Game 2, Player 2 against Other.", Phraser.forLocale(Locale.ENGLISH).messages().render(new IndexWords()
                    .page(new GamesPage(first.entries().subList(0, 2), 1, first.total())), Medium.TEXT));
            assertTrue(index.total().isEmpty());
            writer.write(bytes, elevenGames, bytes.length - elevenGames);
            writer.close();
            assertEquals(30, index.counted().get(30, TimeUnit.SECONDS));
            assertEquals(OptionalInt.of(30), index.page(21, 10).total());
            assertEquals("Player 30", index.page(30, 1).entries().get(0).white().orElseThrow().spoken());
        }
    }

    @Test
    void searchIgnoresCaseAccentsAndWordOrder() throws Exception {
        Path file = dir.resolve("names.pgn");
        Files.writeString(file, String.join("\n",
                game("Müller, Hans", "Carlsen, Magnus", "1-0"),
                game("Ding Liren", "Nepomniachtchi, Ian", "1/2-1/2"),
                game("Łukasz Øvergård", "Иванов, Пётр", "0-1"),
                game("Carlsen, Magnus", "?", "*")), StandardCharsets.UTF_8);
        try (GameIndex index = listed(file)) {
            assertEquals(List.of(1), numbers(index.search("muller")));
            assertEquals(List.of(1, 4), numbers(index.search("MAGNUS carlsen")));
            assertEquals(List.of(1, 4), numbers(index.search("Carlsen, M")));
            assertEquals(List.of(2), numbers(index.search("liren")));
            assertEquals(List.of(3), numbers(index.search("lukasz overgard")));
            assertEquals(List.of(3), numbers(index.search("петр")));
            assertEquals(List.of(), numbers(index.search("kasparov")));
            assertEquals(List.of(), numbers(index.search("  ")));
            Phraser en = Phraser.forLocale(Locale.ENGLISH);
            IndexWords words = new IndexWords();
            List<GameEntry> found = index.search("carlsen");
            assertEquals("2 games have a player called carlsen. Game 1, Müller against Carlsen, White won."
                    + " Game 4, Carlsen against an unknown player.",
                    en.messages().render(words.found("carlsen", found.size(), GamesPage.of(found, 1, 10)), Medium.TEXT));
            assertEquals("2 games have a player called carlsen. Results 2 to 2 of 2. Game 4, Carlsen against an unknown player.",
                    en.messages().render(words.found("carlsen", found.size(), GamesPage.of(found, 2, 10)), Medium.TEXT));
            assertEquals("No game in this file has a player called Kasparov.",
                    en.messages().render(words.found("Kasparov", 0, new GamesPage(List.of(), 1, OptionalInt.of(0))), Medium.TEXT));
        }
    }

    @Test
    void aFileChangedSinceItWasListedIsNotReadAtTheWrongPlace() throws Exception {
        Path file = dir.resolve("changing.pgn");
        Files.writeString(file, game("A", "B", "1-0") + "\n" + game("C", "D", "0-1"), StandardCharsets.UTF_8);
        try (GameIndex index = listed(file)) {
            index.counted().get(30, TimeUnit.SECONDS);
            assertInstanceOf(GameOpening.Opened.class, index.open(2));
            Files.writeString(file, game("Someone else", "B", "1-0") + "\n" + game("C", "D", "0-1"), StandardCharsets.UTF_8);
            Files.setLastModifiedTime(file, FileTime.from(Instant.now().plusSeconds(5)));
            GameOpening changed = index.open(2);
            assertEquals(new GameOpening.FileChanged(), changed);
            assertEquals("The file has changed since its games were listed; list them again.",
                    Phraser.forLocale(Locale.ENGLISH).messages().render(new IndexWords().notOpened(changed), Medium.TEXT));
            Files.delete(file);
            assertInstanceOf(GameOpening.Failed.class, index.open(1));
        }
    }

    @Test
    void filesThatCannotBeListed() {
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        IndexWords words = new IndexWords();
        Path missing = dir.resolve("missing.pgn");
        GameIndex.Listing none = GameIndex.open(missing, READS);
        assertEquals("There is no file " + missing + ".",
                en.messages().render(words.problem(assertInstanceOf(GameIndex.Listing.Failed.class, none).problem()), Medium.TEXT));
        GameIndex.Listing folder = GameIndex.open(dir, READS);
        assertEquals(dir + " is a folder, not a game file.",
                en.messages().render(words.problem(assertInstanceOf(GameIndex.Listing.Failed.class, folder).problem()), Medium.TEXT));
    }

    @Test
    void anEmptyFileHasNoGames() throws Exception {
        Path file = dir.resolve("empty.pgn");
        Files.writeString(file, "\n\n", StandardCharsets.UTF_8);
        try (GameIndex index = listed(file)) {
            assertEquals(0, index.counted().get(30, TimeUnit.SECONDS));
            assertEquals("There are no games in this file.",
                    Phraser.forLocale(Locale.ENGLISH).messages().render(new IndexWords().page(index.page(1, 10)), Medium.TEXT));
            assertEquals(new GameOpening.NoSuchGame(1, 0, true), index.open(1));
        }
    }

    /** The first page of the 17,557-game corpus comes within two seconds, and every game can be opened. */
    @Test
    @Tag("slow")
    void theCorpusListsItsFirstPageAtOnceAndOpensItsLastGame() throws Exception {
        Path corpus = SharedData.require(SharedData.CORPUS);
        long t0 = System.nanoTime();
        try (GameIndex index = listed(corpus)) {
            assertEquals(10, index.page(1, 10).entries().size());
            assertTrue(System.nanoTime() - t0 < 2_000_000_000L, "first page within two seconds");
            assertEquals(17557, index.counted().get(60, TimeUnit.SECONDS));
            assertInstanceOf(GameOpening.Opened.class, index.open(17557));
        }
    }

    private static String game(String white, String black, String result) {
        return "[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n\n1. e4 e5 " + result + "\n";
    }

    private static List<Integer> numbers(List<GameEntry> entries) {
        return entries.stream().map(GameEntry::number).toList();
    }

    private static GameIndex listed(Path file) {
        return assertInstanceOf(GameIndex.Listing.Listed.class, GameIndex.open(file, READS)).index();
    }

    private static Path fixture(String name) throws URISyntaxException {
        return Path.of(GameIndexTest.class.getResource("/pgn/fixtures/" + name).toURI());
    }
}
