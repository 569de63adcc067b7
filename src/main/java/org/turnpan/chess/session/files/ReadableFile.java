package org.turnpan.chess.session.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;
import org.turnpan.chess.review.NulSniff;

/**
 * Whether a file named by the player can be opened for reading, asked before it is opened: a
 * missing file, a folder, a device or a pipe (reading one may block forever or never end) and a
 * file without read permission each give their {@link StoreProblem}. A link is followed to the file
 * it names; a link that leads back to itself is {@link StoreProblem.LinkLoop}. One check for every command that reads a file ({@code open}, {@code --pgn}, {@code pgn
 * check}, {@code pgn export}, {@code perft --suite}), so they all refuse alike.
 */
public final class ReadableFile {

    /** Bytes looked at for a NUL, as git does to tell binary files from text. */
    static final int SNIFFED_BYTES = NulSniff.BYTES;

    private ReadableFile() {
    }

    /**
     * Why a file expected to hold text cannot be read: {@link #problem}, or {@link StoreProblem.NotText}
     * when its first {@value #SNIFFED_BYTES} bytes hold a NUL (an image, an archive, a sparse file of
     * zeros), which no text file has; empty when it can be read as text.
     */
    public static Optional<StoreProblem> textProblem(Path file) {
        Optional<StoreProblem> problem = problem(file);
        if (problem.isPresent()) {
            return problem;
        }
        Path path = file.toAbsolutePath();
        try {
            for (byte b : TimedRead.readNBytes(path, SNIFFED_BYTES)) {
                if (b == 0) {
                    return Optional.of(new StoreProblem.NotText(path));
                }
            }
            return Optional.empty();
        } catch (TimedRead.Stalled e) {
            return Optional.of(new StoreProblem.ReadStalled(path));
        } catch (IOException | SecurityException e) {
            return Optional.of(new StoreProblem.NotReadable(path));
        }
    }

    /** Why {@code file} cannot be read, or empty when it is a regular file we may read. */
    public static Optional<StoreProblem> problem(Path file) {
        Path path = file.toAbsolutePath();
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            if (attributes.isDirectory()) {
                return Optional.of(new StoreProblem.IsAFolder(path));
            }
            if (!attributes.isRegularFile()) {
                return Optional.of(new StoreProblem.NotAFile(path));
            }
            if (TimedRead.onSystemFilesystem(path)) {
                return Optional.of(new StoreProblem.SystemFile(path));
            }
            return Files.isReadable(path) ? Optional.empty() : Optional.of(new StoreProblem.NotReadable(path));
        } catch (NoSuchFileException e) {
            return Optional.of(new StoreProblem.NotFound(path));
        } catch (IOException | SecurityException e) {
            // a link that cannot be followed although it is there leads round in a circle
            return Optional.of(Files.isSymbolicLink(path) ? new StoreProblem.LinkLoop(path) : new StoreProblem.NotReadable(path));
        }
    }
}
