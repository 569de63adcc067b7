package org.turnpan.chess.session.files;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * The one small file a shelf keeps in the data folder (the finished lessons, the puzzle record):
 * read once, written atomically ({@link AtomicTextFile}) after each change. A file that is damaged
 * or cannot be read is never deleted and never written over unasked: before the first write it is
 * set aside under a name that says so ({@link UnreadableAutosave#keepAside}); when it cannot be set
 * aside, nothing is written and the shelf is kept for this run only. Without a file (another copy
 * holds the data folder, a test's store) nothing is read or written.
 *
 * <p>Its sentences are the shelf's own, under {@code PREFIX.unreadable}, {@code PREFIX.stuck},
 * {@code PREFIX.aside} and {@code PREFIX.not.saved}.
 */
final class ShelfFile {

    /** What reading gave: the text, or nothing, with what is said about it. */
    record Read(Optional<String> text, List<Message> said) {
    }

    private final Optional<Path> file;
    private final Clock clock;
    private final long readLimit;
    private final String prefix;
    /** The file on the disk could not be read whole: set it aside before writing over it. */
    private boolean keepAsideFirst;
    /** A file that could not be read could not be set aside either: nothing is written. */
    private boolean stuck;

    ShelfFile(Optional<Path> file, Clock clock, long readLimit, String prefix) {
        this.file = file;
        this.clock = clock;
        this.readLimit = readLimit;
        this.prefix = prefix;
    }

    /** The file's text; none when there is no file or none on the disk, or it cannot be read (said). */
    Read read() {
        if (file.isEmpty()) {
            return new Read(Optional.empty(), List.of());
        }
        Path path = file.get();
        LoadResult loaded = new SaveStore(parent(path), readLimit).load(path);
        if (loaded instanceof LoadResult.Failed failed) {
            if (failed.problem() instanceof StoreProblem.NotFound) {
                return new Read(Optional.empty(), List.of());
            }
            keepAsideFirst = true;
            return new Read(Optional.empty(), List.of(Message.of(prefix + ".unreadable", "file", name(path))));
        }
        return new Read(Optional.of(((LoadResult.Loaded) loaded).text()), List.of());
    }

    /** What was read is damaged: it is set aside before the first write. */
    void damaged() {
        keepAsideFirst = true;
    }

    /** The file's name as said ("lessons.txt"); empty without a file. */
    String name() {
        return file.map(ShelfFile::name).orElse("");
    }

    /** Writes {@code text}; what is said is only what went wrong, or where a damaged file went. */
    List<Message> write(String text) {
        if (file.isEmpty() || stuck) {
            return List.of();
        }
        Path path = file.get();
        List<Message> said = new ArrayList<>();
        if (keepAsideFirst) {
            Optional<Path> aside = UnreadableAutosave.keepAside(path, clock);
            if (aside.isEmpty()) {
                stuck = true;
                return List.of(Message.of(prefix + ".stuck", "file", name(path), "folder", folder(path)));
            }
            keepAsideFirst = false;
            said.add(Message.of(prefix + ".aside", "file", name(aside.get()), "folder", folder(path)));
        }
        try {
            AtomicTextFile.write(path, text);
        } catch (IOException | SecurityException e) {
            said.add(Message.of(prefix + ".not.saved", "folder", folder(path)));
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
