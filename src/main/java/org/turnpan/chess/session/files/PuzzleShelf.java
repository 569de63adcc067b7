package org.turnpan.chess.session.files;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.puzzle.PuzzleScore;
import org.turnpan.chess.speech.Message;

/**
 * The player's puzzle record ({@link PuzzleScore}: rating, solved, failed, streak), kept between runs
 * in {@value #FILE_NAME} beside the finished lessons: read when puzzles are first asked for, written
 * atomically ({@link AtomicTextFile}) after every finished puzzle. As with the lessons' file
 * ({@link LessonShelf}), a damaged or unreadable file is never deleted or written over unasked: what
 * could be read is used, the player hears about it once, and before the first write it is set aside
 * under a name that says so; when it cannot be set aside, nothing is written.
 */
public final class PuzzleShelf {

    public static final String FILE_NAME = "puzzles.txt";
    /** A record with every puzzle solved is about 6 KB; anything over this is not ours. */
    static final long READ_LIMIT = 256L * 1024;

    private final ShelfFile file;
    private PuzzleScore score = PuzzleScore.start();
    private boolean opened;

    public PuzzleShelf(Optional<Path> file, Clock clock) {
        this.file = new ShelfFile(file, clock, READ_LIMIT, "puzzle.record");
    }

    public PuzzleScore score() {
        return score;
    }

    /** Reads the file the first time; says what went wrong with it, once. */
    public List<Message> open() {
        if (opened) {
            return List.of();
        }
        opened = true;
        ShelfFile.Read text = file.read();
        if (text.text().isEmpty()) {
            return text.said();
        }
        PuzzleScore.Read read = PuzzleScore.parse(text.text().get());
        score = read.score();
        if (read.damaged()) {
            file.damaged();
            return List.of(Message.of("puzzle.record.damaged", "file", file.name(), "count", read.badLines().size()));
        }
        return List.of();
    }

    /** Keeps the new record and writes it; what is said is only what went wrong, or where a damaged file went. */
    public List<Message> keep(PuzzleScore next) {
        score = next;
        return file.write(next.format());
    }
}
