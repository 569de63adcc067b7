package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Phraser;

/** Finished lessons as text: written, read back, and a damaged file read up to its damage, never thrown at. */
class LessonProgressTest {

    @Test
    void progressReadsBackFromItsTextForm() {
        LessonProgress p = LessonProgress.none().withDone("castling").withDone("board").withDone("castling");
        assertEquals(List.of("castling", "board"), p.done());
        String text = p.format();
        assertTrue(text.startsWith("# "), text);
        LessonProgress.Read read = LessonProgress.parse(text);
        assertEquals(new LessonProgress.Complete(p), read);
        assertTrue(read.progress().isDone("board"));
        assertFalse(read.progress().isDone("king"));
        assertEquals(2, read.progress().countDone(LessonCatalogue.standard()));
    }

    @Test
    void blankOrMissingTextIsNoProgressAndWindowsLineEndsAndAByteOrderMarkAreRead() {
        assertEquals(new LessonProgress.Complete(LessonProgress.none()), LessonProgress.parse(""));
        assertEquals(new LessonProgress.Complete(LessonProgress.none()), LessonProgress.parse(null));
        assertEquals(List.of("board", "king"),
                LessonProgress.parse("\uFEFF# x\r\nboard\r\n\r\nking\r\n").progress().done());
    }

    @Test
    void idsOfLessonsThisVersionDoesNotHaveAreKeptButNotCounted() {
        LessonProgress p = LessonProgress.parse("board\nfuture-lesson-99\n").progress();
        assertEquals(List.of("board", "future-lesson-99"), p.done());
        assertEquals(1, p.countDone(LessonCatalogue.standard()));
        assertTrue(LessonProgress.parse(p.format()).progress().isDone("future-lesson-99"));
    }

    @Test
    void aDamagedFileGivesTheLessonsBeforeTheDamageAndItsLine() {
        LessonProgress.Read read = LessonProgress.parse("# header\nboard\nking\n\u0000\u0001garbage here\nqueen\n");
        LessonProgress.Damaged damaged = assertInstanceOf(LessonProgress.Damaged.class, read);
        assertEquals(4, damaged.line());
        assertEquals(List.of("board", "king"), damaged.progress().done());
        String said = Catalogue.forLocale(Locale.ENGLISH).render(
                new LessonWords(Phraser.forLocale(Locale.ENGLISH)).damaged(damaged), Medium.TEXT);
        assertEquals("The file of finished lessons is damaged at line 4. The lessons named before that line are kept, "
                + "and the file is left as it is.", said);
    }

    @Test
    void aBadIdIsAProgrammerError() {
        assertThrows(IllegalArgumentException.class, () -> LessonProgress.none().withDone("Not An Id"));
    }
}
