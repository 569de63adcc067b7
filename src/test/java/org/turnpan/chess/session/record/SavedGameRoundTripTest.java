package org.turnpan.chess.session.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;

/**
 * The property behind the autosave and {@code save}: every game of every PGN fixture that opens,
 * written the way the session writes it and read back, is the same game (start position, moves,
 * outcome, clocks, seats, tags, comments), and writing it again gives the same text.
 */
class SavedGameRoundTripTest {

    private record Counts(int games, int setUp, int withNotes) {
    }

    @Test
    void everyFixtureGameSavedAndReadBackIsTheSameGame() throws Exception {
        List<Path> files = fixtures();
        assertTrue(files.size() >= 50, "the fixtures are missing: " + files.size() + " files");
        int games = 0;
        int setUp = 0;
        int annotated = 0;
        for (Path file : files) {
            Counts c = roundTrip(file);
            games += c.games();
            setUp += c.setUp();
            annotated += c.withNotes();
        }
        assertTrue(games >= 500, "too few games were tried: " + games);
        assertTrue(setUp >= 50, "too few games start from a set-up position: " + setUp);
        assertTrue(annotated >= 50, "too few games carry comments or variations: " + annotated);
    }

    private static Counts roundTrip(Path file) throws IOException {
        int games = 0;
        int setUp = 0;
        int annotated = 0;
        try (InputStream in = Files.newInputStream(file); PgnReader reader = PgnReader.of(in)) {
            while (reader.hasNext()) {
                if (!(reader.next() instanceof PgnEntry.Read read)) {
                    continue;
                }
                PgnGame pgn = read.game();
                SavedGame saved = PgnRecord.saved(pgn);
                String text = PgnRecord.write(saved);
                String where = file.getFileName() + " game " + read.number();
                PgnRecord.Read back = PgnRecord.read(text, 1);
                assertTrue(back.problem().isEmpty(), () -> where + ": " + back.problem() + "\n" + text);
                SavedGame again = back.game().orElseThrow();
                assertEquals(Fen.write(saved.game().startPosition()), Fen.write(again.game().startPosition()), where);
                assertEquals(saved.game().moves(), again.game().moves(), where);
                assertEquals(saved.game().outcome(), again.game().outcome(), where);
                assertEquals(saved.clocks(), again.clocks(), where);
                assertEquals(saved.white(), again.white(), where);
                assertEquals(saved.black(), again.black(), where);
                assertEquals(0, back.unplayed(), where);
                assertEquals(text, PgnRecord.write(again), where + ": writing again changes the text");
                boolean fromSetUp = !saved.game().startPosition().equals(Position.initial());
                if (fromSetUp) {
                    setUp++;
                    assertTrue(text.contains("[SetUp \"1\"]") && text.contains("[FEN \""), where);
                }
                if (followsFile(pgn, saved)) {
                    for (var tag : saved.notes().tags()) {
                        assertTrue(again.notes().tags().contains(tag), where + ": lost " + tag);
                    }
                    assertEquals(pgn.mainline().comments(), again.notes().openingComments(), where);
                    if (hasNotes(pgn)) {
                        annotated++;
                        for (int i = 0; i < saved.game().plyCount(); i++) {
                            assertEquals(spaced(pgn.mainline().moves().get(i).variations()),
                                    spaced(again.notes().moves().get(i).variations()), where + " ply " + (i + 1));
                            assertEquals(pgn.mainline().moves().get(i).nags(),
                                    again.notes().moves().get(i).nags(), where + " ply " + (i + 1));
                        }
                    }
                }
                games++;
            }
        }
        return new Counts(games, setUp, annotated);
    }

    /** Every move of the file was played (none cut off by a rule that ended the game first). */
    private static boolean followsFile(PgnGame pgn, SavedGame saved) {
        return pgn.mainline().moves().size() == saved.game().plyCount();
    }

    /**
     * Variations compared up to the spaces inside their comments: the notation layer's writer lays
     * out "( 1. e4" in a comment as "(1. e4" (a writer quirk, reported; the words are kept).
     */
    private static String spaced(Object variations) {
        return variations.toString().replaceAll("\\(\\s+", "(");
    }

    private static boolean hasNotes(PgnGame pgn) {
        return !pgn.mainline().comments().isEmpty() || pgn.mainline().moves().stream()
                .anyMatch(m -> !m.comments().isEmpty() || !m.nags().isEmpty() || !m.variations().isEmpty());
    }

    @Test
    void aSetUpGameIsWrittenWithItsPositionAndEveryTagOfItsFile() {
        String file = "[Event \"Study\"]\n[Site \"Perugia\"]\n[Date \"1921.03.04\"]\n[Round \"2\"]\n"
                + "[White \"Réti, Richard\"]\n[Black \"builtin:3\"]\n[Annotator \"Anna\"]\n[SetUp \"1\"]\n"
                + "[FEN \"7K/8/k1P5/7p/8/8/8/8 w - - 0 1\"]\n\n{The Réti study.} 1. Kg7 $1 {[%clk 0:01:00] only move} "
                + "(1. c7 Kb7) h4 2. Kf6 *\n";
        SavedGame saved = PgnRecord.read(file, 1).game().orElseThrow();
        assertEquals(Player.HUMAN, saved.white(), "a person's name is no seat: the side is played at this keyboard");
        assertEquals(Player.builtin(3), saved.black());
        String text = PgnRecord.write(saved);
        for (String kept : List.of("[Event \"Study\"]", "[Site \"Perugia\"]", "[Date \"1921.03.04\"]", "[Round \"2\"]",
                "[White \"Réti, Richard\"]", "[Black \"Turnpan 3\"]", "[BlackSeat \"builtin:3\"]",
                "[WhiteType \"human\"]", "[BlackType \"program\"]", "[Annotator \"Anna\"]", "[SetUp \"1\"]",
                "[FEN \"7K/8/k1P5/7p/8/8/8/8 w - - 0 1\"]", "{The Réti study.}", "$1", "(1. c7 Kb7)",
                "{[%clk 0:01:00] only move}")) {
            assertTrue(text.contains(kept), kept + " is lost:\n" + text);
        }
        assertFalse(text.contains("Turnpan Chess"), "the file's event is kept, not replaced");
        SavedGame again = PgnRecord.read(text, 1).game().orElseThrow();
        assertEquals(Player.builtin(3), again.black(), "the seat comes back from BlackSeat");
        assertEquals(Player.HUMAN, again.white());
    }

    /** The PGN standard's Termination values and names: "normal" or "time forfeit", "?" for an unnamed person. */
    @Test
    void endingsAndNamesAreWrittenAsTheStandardNamesThem() {
        String[][] rows = {
            {"1. f3 e5 2. g4 Qh4# 0-1", "normal"},
            {"1. e4 e5 1-0", "normal"},
            {"1. e4 e5 1/2-1/2", "normal"},
        };
        for (String[] row : rows) {
            SavedGame saved = PgnRecord.read("[White \"human\"]\n[Black \"human\"]\n\n" + row[0] + "\n", 1).game()
                    .orElseThrow();
            String text = PgnRecord.write(saved);
            assertTrue(text.contains("[Termination \"" + row[1] + "\"]"), row[0] + ":\n" + text);
            assertTrue(text.contains("[White \"?\"]") && text.contains("[Black \"?\"]"), "no invented name:\n" + text);
            assertFalse(text.contains("[White \"human\"]") || text.contains("[Black \"human\"]"), text);
        }
        SavedGame flagged = PgnRecord.read("[Termination \"time forfeit\"]\n\n1. e4 e5 1-0\n", 1).game().orElseThrow();
        assertTrue(PgnRecord.write(flagged).contains("[Termination \"time forfeit\"]"), "a flag fall is read back");
        SavedGame left = PgnRecord.read("[Termination \"abandoned\"]\n\n1. e4 e5 0-1\n", 1).game().orElseThrow();
        assertTrue(PgnRecord.write(left).contains("[Termination \"abandoned\"]"), "an abandoned game is read back");
        assertTrue(PgnRecord.write(left).contains("0-1"), PgnRecord.write(left));
        for (var termination : org.turnpan.chess.rules.Termination.values()) {
            assertTrue(List.of("normal", "time forfeit", "abandoned").contains(PgnRecord.termination(termination)), termination.name());
        }
    }

    @Test
    void aTimedSessionWritesItsOwnClockInPlaceOfTheFilesAndKeepsTheRestOfTheComment() {
        String file = "[TimeControl \"180+2\"]\n\n1. e4 {[%clk 0:02:59] [%eval 0.3] good} e5 *\n";
        SavedGame saved = PgnRecord.read(file, 1).game().orElseThrow();
        SavedGame timed = new SavedGame(saved.game(), saved.white(), saved.black(), Optional.of(TimeControl.ofMinutes(3, 2)),
                List.of(java.time.Duration.ofSeconds(170)), saved.notes());
        String text = PgnRecord.write(timed);
        assertTrue(text.contains("{[%clk 0:02:50] [%eval 0.3] good}"), text);
        assertFalse(text.contains("0:02:59"), text);
    }

    private static List<Path> fixtures() throws URISyntaxException {
        Path root = Path.of(SavedGameRoundTripTest.class.getResource("/pgn/fixtures").toURI());
        List<Path> out = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(p -> p.toString().endsWith(".pgn")).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
