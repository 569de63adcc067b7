package org.turnpan.chess.session.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.Optional;
import java.util.Set;

/**
 * Where a save of a path really writes, checked before anything is written: a symbolic link is
 * followed to the file it names (which is then replaced atomically in its own folder, so the link
 * stays a link); only a regular file is ever replaced: a folder, a device, a pipe or a socket is
 * refused; the folder must already exist. An existing file's permissions, owner and group are
 * noted so the new file gets them back.
 */
public final class SafeWriteTarget {

    /** Links followed at most before the path counts as a loop (the Linux kernel's limit, MAXSYMLINKS). */
    static final int MAX_LINKS = 40;
    /** The longest file name most disks keep, in UTF-8 bytes (NAME_MAX of Linux and macOS file systems). */
    static final int LONGEST_NAME_BYTES = 255;

    private SafeWriteTarget() {
    }

    /** What the check found. */
    public sealed interface Checked {
    }

    /** Write {@code file} (the link's target for a link); {@code existing} when it is there already. */
    public record Ready(Path file, Optional<Existing> existing) implements Checked {
    }

    record Refused(StoreProblem problem) implements Checked {
    }

    /**
     * What a replaced file keeps: its POSIX permissions, owner and group (each null where the file
     * system has none).
     */
    record Existing(Set<PosixFilePermission> permissions, UserPrincipal owner, GroupPrincipal group) {
        static final Existing UNKNOWN = new Existing(null, null, null);
    }

    /** Checks a save to {@code path} (made absolute). Never throws for what is on the disk. */
    public static Checked check(Path path) {
        Path typed = path.toAbsolutePath();
        Path file = typed;
        try {
            // a link the system itself resolves to a pipe, socket or device (/dev/stdout on a pipe reads
            // as "pipe:[127624]" in /proc/self/fd): refused by the name typed, never by that one
            try {
                if (Files.readAttributes(typed, BasicFileAttributes.class).isOther()) {
                    return new Refused(new StoreProblem.NotAFile(typed));
                }
            } catch (IOException e) {
                // no such file yet, or a link loop: the walk below says which
            }
            for (int links = 0; Files.isSymbolicLink(file); links++) {
                if (links == MAX_LINKS) {
                    return new Refused(new StoreProblem.LinkLoop(typed));
                }
                Path parent = file.getParent();
                Path target = Files.readSymbolicLink(file);
                file = parent == null ? target.toAbsolutePath() : parent.resolve(target);
            }
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (NoSuchFileException e) {
                Path folder = file.getParent();
                return folder == null || Files.isDirectory(folder) ? new Ready(file, Optional.empty())
                        : new Refused(new StoreProblem.NoFolder(file));
            }
            if (attributes.isDirectory()) {
                return new Refused(new StoreProblem.IsAFolder(typed));
            }
            if (!attributes.isRegularFile()) {
                return new Refused(new StoreProblem.NotAFile(typed));
            }
            return new Ready(file, Optional.of(existing(file)));
        } catch (IOException | SecurityException e) {
            return new Refused(failure(file, typed));
        }
    }

    /**
     * Why a write of {@code file} failed, as far as its path tells: a folder above it that is a
     * file ({@code notes.txt/x.pgn}), a name longer than a disk keeps, or else the folder or the
     * disk ({@code typed} is named then, as the player wrote it).
     */
    static StoreProblem failure(Path file, Path typed) {
        Path folder = file.getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            return new StoreProblem.NoFolder(file);
        }
        Path name = file.getFileName();
        if (name != null && name.toString().getBytes(StandardCharsets.UTF_8).length > LONGEST_NAME_BYTES) {
            return new StoreProblem.NameTooLong(file);
        }
        return new StoreProblem.NotWritable(typed);
    }

    private static Existing existing(Path file) {
        try {
            PosixFileAttributes a = Files.readAttributes(file, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return new Existing(a.permissions(), a.owner(), a.group());
        } catch (UnsupportedOperationException | IOException | SecurityException e) {
            return Existing.UNKNOWN;
        }
    }
}
