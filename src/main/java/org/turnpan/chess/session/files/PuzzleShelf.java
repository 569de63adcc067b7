package org.turnpan.chess.session.files;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.puzzle.PuzzleScore;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

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

    private final Optional<Path> file;
    private final Clock clock;
    private PuzzleScore score = PuzzleScore.start();
    private boolean opened;
    private boolean keepAsideFirst;
    private boolean stuck;

    public PuzzleShelf(Optional<Path> file, Clock clock) {
        this.file = file;
        this.clock = clock;
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
        if (file.isEmpty()) {
            return List.of();
        }
        Path path = file.get();
        LoadResult loaded = new SaveStore(parent(path), READ_LIMIT).load(path);
        if (loaded instanceof LoadResult.Failed failed) {
            if (failed.problem() instanceof StoreProblem.NotFound) {
                return List.of();
            }
            keepAsideFirst = true;
            return List.of(Message.of("puzzle.record.unreadable", "file", name(path)));
        }
        PuzzleScore.Read read = PuzzleScore.parse(((LoadResult.Loaded) loaded).text());
        score = read.score();
        if (read.damaged()) {
            keepAsideFirst = true;
            return List.of(Message.of("puzzle.record.damaged", "file", name(path), "count", read.badLines().size()));
        }
        return List.of();
    }

    /** Keeps the new record and writes it; what is said is only what went wrong, or where a damaged file went. */
    public List<Message> keep(PuzzleScore next) {
        score = next;
        if (file.isEmpty() || stuck) {
            return List.of();
        }
        Path path = file.get();
        List<Message> said = new ArrayList<>();
        if (keepAsideFirst) {
            Optional<Path> aside = UnreadableAutosave.keepAside(path, clock);
            if (aside.isEmpty()) {
                stuck = true;
                return List.of(Message.of("puzzle.record.stuck", "file", name(path), "folder", folder(path)));
            }
            keepAsideFirst = false;
            said.add(Message.of("puzzle.record.aside", "file", name(aside.get()), "folder", folder(path)));
        }
        try {
            AtomicTextFile.write(path, next.format());
        } catch (IOException | SecurityException e) {
            said.add(Message.of("puzzle.record.not.saved", "folder", folder(path)));
        }
        return said;
    }

    private static Path parent(Path path) {
        Path parent = path.toAbsolutePath().getParent();
        return parent == null ? path.toAbsolutePath() : parent;
    }

    private static String name(Path path) {
        return Echo.path(path.getFileName().toString());
    }

    private static String folder(Path path) {
        return Echo.path(parent(path).toString());
    }
}
