package org.turnpan.chess.session.files;

import java.nio.file.Path;

/** What {@link SaveStore#load(Path)} found: the text of the file, or why there is none. */
public sealed interface LoadResult {

    /** The whole file as text (UTF-8; Latin-1 files are read too; a byte-order mark is dropped). */
    record Loaded(Path path, String text) implements LoadResult {
    }

    record Failed(StoreProblem problem) implements LoadResult {
    }
}
