package org.turnpan.chess.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;

/** Tables for tests: two humans at one keyboard, no clock, no autosave; set-ups through a PGN with a FEN tag. */
final class TestTables {
    private TestTables() {
    }

    static SessionTable twoHumans(Locale locale) {
        return new SessionTable(SessionSettings.defaults().withLocale(locale), SessionServices.basic());
    }

    /** A PGN file holding no moves, only the starting position {@code fen}. */
    static Path setUp(String fen) {
        try {
            Path file = Files.createTempFile("turnpan-ui-", ".pgn");
            file.toFile().deleteOnExit();
            Files.writeString(file, "[Event \"Test\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n[Result \"*\"]\n\n*\n",
                    StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A started table already at {@code fen}. */
    static SessionTable at(String fen) {
        SessionTable t = twoHumans(Locale.ENGLISH);
        t.greeting();
        t.openPgn(setUp(fen));
        return t;
    }
}
