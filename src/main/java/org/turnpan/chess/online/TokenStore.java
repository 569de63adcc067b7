package org.turnpan.chess.online;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The personal API token, kept in one file of the config folder that only its owner can read
 * (mode 0600, set when the file is created, before a byte of the token is written; the file is
 * written beside its place and moved over it, so a crash leaves the old token or the new one).
 * Nothing else ever holds the token on disk.
 */
public final class TokenStore {

    /** The largest token file read (lichess tokens are some 30 characters). */
    private static final int MAX_BYTES = 4096;
    private static final Set<PosixFilePermission> OWNER_ONLY =
            EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

    private final Path file;

    public TokenStore(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** The token kept, or empty when none is (or the file cannot be read or holds no token). */
    public Optional<Token> read() {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_BYTES) {
                return Optional.empty();
            }
            return Token.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Keeps {@code token}, replacing any kept before. */
    public void write(Token token) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        Path temp = folder.resolve(file.getFileName() + ".new");
        Files.deleteIfExists(temp);
        FileAttribute<?>[] attributes = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)}
                : new FileAttribute<?>[0];
        // created with its mode: no moment exists when the file is readable by others
        Files.createFile(temp, attributes);
        if (posix) {
            Files.setPosixFilePermissions(temp, OWNER_ONLY); // the umask cannot widen it, but may narrow it
        }
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
            channel.write(StandardCharsets.UTF_8.encode(token.reveal() + "\n"));
            channel.force(true);
        }
        try {
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Forgets the token; true when a file was deleted. */
    public boolean delete() throws IOException {
        return Files.deleteIfExists(file);
    }
}
