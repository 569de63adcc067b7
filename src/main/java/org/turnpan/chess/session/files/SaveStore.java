package org.turnpan.chess.session.files;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.stream.Stream;
import org.turnpan.chess.review.FileBytes;

/**
 * The game files of one user: the autosaved game in progress ({@value #AUTOSAVE_NAME} in the
 * {@linkplain DataFolder data folder}) and the PGN files the user saves and opens.
 *
 * <p>Every write is atomic (see {@link AtomicTextFile}): after a crash or a kill the file holds
 * the last complete save, never a part of one. Problems with the user's files or disk come back as
 * {@link StoreProblem} data, never as exceptions.
 *
 * <p><b>Finished games.</b> The store does not read PGN, so it cannot tell a finished game from an
 * unfinished one: the session calls {@link #clearAutosave()} when a game ends, and
 * {@link #unfinishedGame()} offers whatever autosave is left (the session may also check the
 * PGN result tag of the text, for a crash between the last move and the clearing).
 */
public final class SaveStore {

    /** The autosave's file name inside the data folder. */
    public static final String AUTOSAVE_NAME = "current-game.pgn";
    /** Files larger than this are refused by {@link #load(Path)} (big enough for a large PGN collection). */
    public static final long DEFAULT_READ_LIMIT = 64L * 1024 * 1024;
    /** Temporary files older than this are left-overs of a crash and are swept away. */
    static final Duration STALE_TEMP_AGE = Duration.ofMinutes(1);

    private static final Charset FALLBACK = Charset.isSupported("windows-1252")
            ? Charset.forName("windows-1252") : StandardCharsets.ISO_8859_1;

    private final Path folder;
    private final long readLimit;
    private final FileBytes reads;

    /** A store in {@code folder} (created on the first write). */
    public SaveStore(Path folder) {
        this(folder, DEFAULT_READ_LIMIT);
    }

    public SaveStore(Path folder, long readLimitBytes) {
        this(folder, readLimitBytes, TimedRead.FILES);
    }

    /** A store whose {@link #load} reads through {@code reads}. */
    public SaveStore(Path folder, long readLimitBytes, FileBytes reads) {
        if (readLimitBytes <= 0) {
            throw new IllegalArgumentException("read limit must be positive");
        }
        this.folder = folder.toAbsolutePath();
        this.readLimit = readLimitBytes;
        this.reads = reads;
    }

    /** The store in this user's {@link DataFolder}. */
    public static SaveStore forUser() {
        return new SaveStore(DataFolder.forUser());
    }

    public Path folder() {
        return folder;
    }

    public Path autosaveFile() {
        return folder.resolve(AUTOSAVE_NAME);
    }

    /** Replaces the autosaved game with {@code pgnText}, atomically; creates the data folder (0700) if need be. */
    public synchronized SaveResult autosave(String pgnText) {
        Optional<StoreProblem> noFolder = createFolder();
        return noFolder.<SaveResult>map(SaveResult.Failed::new).orElseGet(() -> save(autosaveFile(), pgnText));
    }

    /**
     * Creates the data folder, private to the user (0700, as the XDG base directory rules ask;
     * other systems keep their own rules), when it is not there yet. Empty when it is there.
     */
    public synchronized Optional<StoreProblem> createFolder() {
        if (Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try {
            if (AtomicTextFile.posix(folder)) {
                Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } else {
                Files.createDirectories(folder);
            }
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of(new StoreProblem.NotWritable(autosaveFile()));
        }
    }

    /**
     * The autosaved game left by a previous run (not cleared because the game had not finished),
     * or empty when there is none, it is blank, or it cannot be read (see {@link #findAutosave()}
     * to tell those apart). Also sweeps away temporary files left by a crash in the middle of a save.
     */
    public synchronized Optional<String> unfinishedGame() {
        if (findAutosave() instanceof LoadResult.Loaded loaded && !loaded.text().isBlank()) {
            return Optional.of(loaded.text());
        }
        return Optional.empty();
    }

    /**
     * The autosave file as read: its text, or why not ({@code NotFound} when there is none). Also
     * sweeps away temporary files left by a crash in the middle of a save.
     */
    public synchronized LoadResult findAutosave() {
        sweepStaleTemps(autosaveFile());
        return load(autosaveFile());
    }

    /** Forgets the autosaved game (it ended, or the player discarded it). Empty when done. */
    public synchronized Optional<StoreProblem> clearAutosave() {
        try {
            Files.deleteIfExists(autosaveFile());
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of(new StoreProblem.NotWritable(autosaveFile()));
        }
    }

    /**
     * Writes {@code text} to {@code file} (a "save as"), atomically: the previous file, if any, is
     * replaced only once the new text is completely on the disk, and keeps its permissions and
     * owner; a new file is private to the user (0600). A symbolic link is followed and the file it
     * names is written; a folder, a device or a pipe is refused, and so is a folder that does not
     * exist (it is not created). The result names the file written.
     */
    public SaveResult save(Path file, String text) {
        SafeWriteTarget.Checked checked = SafeWriteTarget.check(file);
        return checked instanceof SafeWriteTarget.Ready ready ? write(ready, text)
                : new SaveResult.Failed(((SafeWriteTarget.Refused) checked).problem());
    }

    /**
     * Adds {@code text} at the end of {@code file} (another game for a PGN collection), as a whole
     * new file written atomically; a missing file is created as by {@link #save}.
     */
    public SaveResult append(Path file, String text) {
        SafeWriteTarget.Checked checked = SafeWriteTarget.check(file);
        if (!(checked instanceof SafeWriteTarget.Ready ready)) {
            return new SaveResult.Failed(((SafeWriteTarget.Refused) checked).problem());
        }
        if (ready.existing().isEmpty()) {
            return write(ready, text);
        }
        LoadResult before = load(ready.file());
        if (before instanceof LoadResult.Failed failed) {
            return new SaveResult.Failed(failed.problem());
        }
        String old = ((LoadResult.Loaded) before).text().stripTrailing();
        return write(ready, old.isEmpty() ? text : old + "\n\n" + text);
    }

    /**
     * Why {@code file} must not be written by any command (a {@code say --out} too), asked before
     * anything is written: a folder, a device or a pipe (opening a pipe for writing waits for a
     * reader for ever), a link that leads back to itself, or a folder that does not exist. Empty
     * when it may be written: a regular file, a link to one, or a new name in a folder that exists.
     */
    public static Optional<StoreProblem> writeRefusal(Path file) {
        return SafeWriteTarget.check(file) instanceof SafeWriteTarget.Refused refused
                ? Optional.of(refused.problem()) : Optional.empty();
    }

    /** Bytes to write to a file: a WAV, or anything not text ({@link #writeFile}). */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code content} to {@code file} as {@code save} writes a game: refused for what must not
     * be written ({@link #writeRefusal}), else atomically (a temporary file beside it, forced to the
     * disk, then renamed over it), so a full disk or a kill leaves the old file whole. A link is
     * followed and the file it names replaced; a replaced file keeps its mode and owner.
     */
    public static SaveResult writeFile(Path file, Content content) {
        SafeWriteTarget.Checked checked = SafeWriteTarget.check(file);
        if (!(checked instanceof SafeWriteTarget.Ready ready)) {
            return new SaveResult.Failed(((SafeWriteTarget.Refused) checked).problem());
        }
        try {
            AtomicTextFile.write(ready.file(), content, ready.existing());
            return new SaveResult.Saved(ready.file());
        } catch (IOException | SecurityException e) {
            return new SaveResult.Failed(SafeWriteTarget.failure(ready.file(), ready.file()));
        }
    }

    private static SaveResult write(SafeWriteTarget.Ready ready, String text) {
        try {
            AtomicTextFile.write(ready.file(), text, ready.existing());
            return new SaveResult.Saved(ready.file());
        } catch (IOException | SecurityException e) {
            return new SaveResult.Failed(SafeWriteTarget.failure(ready.file(), ready.file()));
        }
    }

    /** Reads a whole text file (a PGN the user opens). */
    public LoadResult load(Path file) {
        Path source = file.toAbsolutePath();
        Optional<StoreProblem> refused = ReadableFile.problem(source);
        if (refused.isPresent()) {
            // a folder; a pipe would block the read until some other program writes to it, a device never ends
            return new LoadResult.Failed(refused.get());
        }
        try {
            long size = Files.size(source);
            if (size > readLimit) {
                // said before a byte is read (issue 21, item 11)
                return new LoadResult.Failed(new StoreProblem.TooLarge(source, size, readLimit));
            }
        } catch (IOException | SecurityException e) {
            // read below, which says what is wrong
        }
        byte[] bytes;
        try (InputStream in = reads.open(source, 0)) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, readLimit + 1));
        } catch (TimedRead.Stalled e) {
            return new LoadResult.Failed(new StoreProblem.ReadStalled(source));
        } catch (NoSuchFileException e) {
            return new LoadResult.Failed(new StoreProblem.NotFound(source));
        } catch (AccessDeniedException e) {
            return new LoadResult.Failed(new StoreProblem.NotReadable(source));
        } catch (IOException | SecurityException e) {
            return new LoadResult.Failed(Files.exists(source)
                    ? new StoreProblem.NotReadable(source) : new StoreProblem.NotFound(source));
        }
        if (bytes.length > readLimit) {
            return new LoadResult.Failed(new StoreProblem.TooLarge(source, sizeOf(source, bytes.length), readLimit));
        }
        return decode(bytes).<LoadResult>map(text -> new LoadResult.Loaded(source, text))
                .orElseGet(() -> new LoadResult.Failed(new StoreProblem.NotText(source)));
    }

    /** UTF-8 (without its byte-order mark), else the usual 8-bit PGN encoding; empty for binary data. */
    static Optional<String> decode(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return Optional.empty();
            }
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, FALLBACK);
        }
        return Optional.of(text.startsWith("\uFEFF") ? text.substring(1) : text);
    }

    private static long sizeOf(Path file, long atLeast) {
        try {
            return Math.max(atLeast, Files.size(file));
        } catch (IOException e) {
            return atLeast;
        }
    }

    /** Deletes temporary files of {@code target} that no running save can still be writing. */
    private static void sweepStaleTemps(Path target) {
        Path parent = target.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            return;
        }
        String prefix = AtomicTextFile.tempPrefix(target);
        FileTime cutoff = FileTime.from(Instant.now().minus(STALE_TEMP_AGE));
        try (Stream<Path> files = Files.list(parent)) {
            files.filter(p -> {
                String name = p.getFileName().toString();
                return name.startsWith(prefix) && name.endsWith(AtomicTextFile.TEMP_SUFFIX);
            }).forEach(p -> {
                try {
                    if (Files.getLastModifiedTime(p).compareTo(cutoff) < 0) {
                        Files.deleteIfExists(p);
                    }
                } catch (IOException e) {
                    // another process may have removed it; nothing to do
                }
            });
        } catch (IOException | SecurityException e) {
            // sweeping is housekeeping: a failure must not stop a resume
        }
    }
}
