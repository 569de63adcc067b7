package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.learn.LessonProgress;
import org.turnpan.chess.learn.LessonWords;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * The finished lessons between runs: written atomically in the data folder, read back by the next
 * run; a damaged or unreadable file is said once, kept byte for byte until a lesson is finished,
 * then set aside (never deleted) before the new file is written; one that cannot be set aside is
 * never written over.
 */
class LessonShelfTest {
    private static final Clock AT = Clock.fixed(Instant.parse("2026-12-01T18:00:00Z"), ZoneOffset.UTC);
    private static final String ASIDE = "lessons.unreadable-2026-12-01T18-00-00.txt";
    private static final LessonWords WORDS = new LessonWords(Phraser.forLocale(Locale.ENGLISH));

    @TempDir
    Path dir;

    private LessonShelf shelf() {
        return new LessonShelf(Optional.of(dir.resolve(LessonShelf.FILE_NAME)), AT);
    }

    private static List<String> english(List<Message> said) {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        return said.stream().map(en::render).toList();
    }

    @Test
    void finishedLessonsAreWrittenAndReadByTheNextRun() throws IOException {
        LessonShelf first = shelf();
        assertEquals(List.of(), first.open(WORDS), "no file yet: nothing to say");
        assertEquals(List.of(), first.finished("board"));
        assertEquals(List.of(), first.finished("castling"));
        assertEquals(List.of("board", "castling"),
                LessonProgress.parse(Files.readString(dir.resolve(LessonShelf.FILE_NAME))).progress().done());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(dir.resolve(LessonShelf.FILE_NAME)), files.toList(), "no temporary file is left");
        }
        LessonShelf next = shelf();
        assertEquals(List.of(), next.open(WORDS));
        assertTrue(next.progress().isDone("board") && next.progress().isDone("castling"));
    }

    @Test
    void aDamagedFileIsSaidKeptAndSetAsideWhenALessonIsFinished() throws IOException {
        byte[] damaged = "# Turnpan Chess\nboard\nthis is not an id!\nknight\n".getBytes(StandardCharsets.UTF_8);
        Path file = Files.write(dir.resolve(LessonShelf.FILE_NAME), damaged);
        LessonShelf shelf = shelf();
        assertEquals(List.of("The file of finished lessons is damaged at line three. The lessons named before that line "
                + "are kept, and the file is left as it is."), english(shelf.open(WORDS)));
        assertEquals(List.of(), shelf.open(WORDS), "said once");
        assertTrue(shelf.progress().isDone("board"), "what was read before the damage counts");
        assertArrayEquals(damaged, Files.readAllBytes(file), "left as it is until a lesson is finished");

        assertEquals(List.of("The damaged file of finished lessons was set aside unchanged as " + ASIDE
                + " in the folder " + dir.toAbsolutePath() + "."), english(shelf.finished("rook")));
        assertArrayEquals(damaged, Files.readAllBytes(dir.resolve(ASIDE)), "kept aside byte for byte");
        assertEquals(List.of("board", "rook"), LessonProgress.parse(Files.readString(file)).progress().done());
        assertEquals(List.of(), shelf.finished("queen"), "set aside once");
        assertArrayEquals(damaged, Files.readAllBytes(dir.resolve(ASIDE)));
    }

    @Test
    void aFileThatIsNotTextIsNeverTakenForNoLessons() throws IOException {
        byte[] binary = {'b', 'o', 0, 'a', 'r', 'd', '\n'};
        Path file = Files.write(dir.resolve(LessonShelf.FILE_NAME), binary);
        LessonShelf shelf = shelf();
        assertEquals(List.of("The file of finished lessons, lessons.txt, cannot be read, so no lesson counts as "
                + "finished yet. The file is left as it is until you finish a lesson."), english(shelf.open(WORDS)));
        assertArrayEquals(binary, Files.readAllBytes(file));
        assertEquals(1, shelf.finished("board").size());
        assertArrayEquals(binary, Files.readAllBytes(dir.resolve(ASIDE)));
        assertEquals(List.of("board"), LessonProgress.parse(Files.readString(file)).progress().done());
    }

    @Test
    void aDamagedFileThatCannotBeSetAsideIsNeverWrittenOver() throws IOException {
        byte[] damaged = "board\n???\n".getBytes(StandardCharsets.UTF_8);
        Path file = Files.write(dir.resolve(LessonShelf.FILE_NAME), damaged);
        // every name it could be set aside under is taken (a read-only folder does not stop root)
        for (int n = 1; n <= UnreadableAutosave.MAX_TRIES; n++) {
            Files.writeString(dir.resolve(UnreadableAutosave.asideName(LessonShelf.FILE_NAME,
                    LocalDateTime.now(AT), n)), "taken");
        }
        LessonShelf shelf = shelf();
        shelf.open(WORDS);
        assertEquals(List.of("The file of finished lessons lessons.txt can neither be read nor moved aside, so it is "
                + "left as it is in " + dir.toAbsolutePath() + ", and finished lessons are kept only until you quit."),
                english(shelf.finished("board")));
        assertEquals(List.of(), shelf.finished("rook"), "said once");
        assertTrue(shelf.progress().isDone("rook"), "kept for this run");
        assertArrayEquals(damaged, Files.readAllBytes(file), "never written over");
        assertEquals("taken", Files.readString(dir.resolve(ASIDE)));
    }

    @Test
    void withoutAFileTheLessonsAreKeptForThisRun() {
        LessonShelf shelf = new LessonShelf(Optional.empty(), AT);
        assertEquals(List.of(), shelf.open(WORDS));
        assertEquals(List.of(), shelf.finished("board"));
        assertTrue(shelf.progress().isDone("board"));
    }

    @Test
    void theDataFolderNamesTheFileOnlyForTheCopyThatHoldsIt() {
        try (GameStore first = GameStore.of(new SaveStore(dir)); GameStore second = GameStore.of(new SaveStore(dir))) {
            assertEquals(Optional.of(dir.toAbsolutePath().resolve(LessonShelf.FILE_NAME)), first.lessonsFile());
            assertEquals(Optional.empty(), second.lessonsFile(), "a second copy writes nothing in the folder");
        }
        assertEquals(Optional.empty(), GameStore.none().lessonsFile());
    }
}
