package org.turnpan.chess.session.files;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.learn.LessonProgress;
import org.turnpan.chess.learn.LessonWords;
import org.turnpan.chess.speech.Message;

/**
 * The finished lessons, kept between runs in {@value #FILE_NAME} in the data folder: read once, when
 * the lessons are first asked for, and written atomically ({@link AtomicTextFile}, like the autosave)
 * each time a lesson is finished.
 *
 * <p>A file that is damaged or cannot be read is never deleted and never written over: what could be
 * read of it is used, the player hears about it once, and it stays as it is until a lesson is
 * finished; then it is set aside in its folder under a name that says so
 * ({@code lessons.unreadable-2026-12-01T18-00-00.txt}, as {@link UnreadableAutosave} does for the
 * game) and the new file is written. When it cannot be set aside, nothing is written and the
 * lessons are kept for this run only. Without a file (another copy of the program holds the data
 * folder, or a test's store) the lessons are kept for this run only.
 */
public final class LessonShelf {

    /** The file's name in the data folder. */
    public static final String FILE_NAME = "lessons.txt";
    /** A list of lesson ids is a few hundred bytes; anything over this is not ours. */
    static final long READ_LIMIT = 64L * 1024;

    private final ShelfFile file;
    private LessonProgress progress = LessonProgress.none();
    private boolean opened;

    public LessonShelf(Optional<Path> file, Clock clock) {
        this.file = new ShelfFile(file, clock, READ_LIMIT, "learn.progress");
    }

    /** The finished lessons known so far (read the file first with {@link #open}). */
    public LessonProgress progress() {
        return progress;
    }

    /**
     * Reads the file the first time it is called, and says what went wrong with it (damaged, not
     * readable); later calls say nothing.
     */
    public List<Message> open(LessonWords words) {
        if (opened) {
            return List.of();
        }
        opened = true;
        ShelfFile.Read text = file.read();
        if (text.text().isEmpty()) {
            return text.said();
        }
        LessonProgress.Read read = LessonProgress.parse(text.text().get());
        progress = read.progress();
        if (read instanceof LessonProgress.Damaged damaged) {
            file.damaged();
            return List.of(words.damaged(damaged));
        }
        return List.of();
    }

    /**
     * Lesson {@code id} is finished: it is kept, and the file is written (after setting a damaged one
     * aside). What is said: only what went wrong, or where the damaged file now is.
     */
    public List<Message> finished(String id) {
        progress = progress.withDone(id);
        return file.write(progress.format());
    }
}
