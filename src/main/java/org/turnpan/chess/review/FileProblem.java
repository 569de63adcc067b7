package org.turnpan.chess.review;

import java.nio.file.Path;

/** Why a game file cannot be listed or read. Data only; the sentences are {@code review.file.*}. */
public sealed interface FileProblem {
    Path file();

    record NotFound(Path file) implements FileProblem {
    }

    record IsAFolder(Path file) implements FileProblem {
    }

    /** The file is there but could not be read (permissions, an input/output error). */
    record NotReadable(Path file) implements FileProblem {
    }
}
