package org.turnpan.chess.session.files;

import java.nio.file.Path;

/** What {@link SaveStore} did with a text it was asked to write. */
public sealed interface SaveResult {

    /** The file now holds the whole new text. */
    record Saved(Path path) implements SaveResult {
    }

    /** Nothing was changed: the previous file, if any, is intact. */
    record Failed(StoreProblem problem) implements SaveResult {
    }
}
