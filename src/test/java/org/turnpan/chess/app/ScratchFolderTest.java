package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Scratch folders of the training run and the benches leave nothing behind. */
class ScratchFolderTest {
    @Test
    void closingDeletesTheFolderWithNestedFiles() throws IOException {
        Path made;
        try (ScratchFolder scratch = ScratchFolder.create("turnpan-scratch-test")) {
            made = scratch.path();
            Files.createDirectories(scratch.resolve("data/saves"));
            Files.writeString(scratch.resolve("data/saves/game.pgn"), "1. f3 e5 2. g4 Qh4# 0-1");
            Files.writeString(scratch.resolve("speech.log"), "0\tNew game.");
            assertTrue(Files.isDirectory(made));
        }
        assertFalse(Files.exists(made));
    }
}
