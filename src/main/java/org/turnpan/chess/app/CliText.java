package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Locale;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.text.Echo;

/** The sentences the data commands (perft, moves) print on bad input, in the user's language. */
final class CliText {
    private final Phraser phraser;

    CliText(Locale locale) {
        this.phraser = Phraser.forLocale(locale);
    }

    private Catalogue messages() {
        return phraser.messages();
    }

    String fenError(FenError error) {
        return messages().render(Message.of("cli.fen-invalid", "problem", phraser.fenError(error)));
    }

    String unreadableFile(Path file) {
        return messages().render(Message.of("cli.file-unreadable", "file", Echo.path(file.toString())));
    }

    String emptySuite(Path file) {
        return messages().render(Message.of("cli.suite-empty", "file", Echo.path(file.toString())));
    }

    String badDepth(int depth) {
        return messages().render(Message.of("cli.depth-negative", "depth", depth));
    }
}
