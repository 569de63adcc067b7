package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.session.files.ReadableFile;
import org.turnpan.chess.session.files.StoreProblem;
import org.turnpan.chess.session.files.StoreProblemSentence;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.text.Echo;

/** The sentences the data commands (perft, moves, pgn) print on bad input, in the user's language. */
final class CliText {
    private final Phraser phraser;

    CliText(Locale locale) {
        this.phraser = Phraser.forLocale(locale);
    }

    private Catalogue messages() {
        return phraser.messages();
    }

    String fenError(FenError error) {
        return messages().render(Message.of("cli.fen-invalid", "problem", phraser.fenError(error)), Medium.TEXT);
    }

    String unreadableFile(Path file) {
        return messages().render(Message.of("cli.file-unreadable", "file", Echo.path(file.toString())), Medium.TEXT);
    }

    String emptySuite(Path file) {
        return messages().render(Message.of("cli.suite-empty", "file", Echo.path(file.toString())), Medium.TEXT);
    }

    String badDepth(int max) {
        return messages().render(Message.of("cli.depth-range", "max", max), Medium.TEXT);
    }

    String badMaxNodes() {
        return messages().render(Message.of("cli.max-nodes-invalid"), Medium.TEXT);
    }

    String notText(Path file) {
        return notText(file, messages());
    }

    /** Why a perft suite file is not read, before reading it: {@link #placeRefusal}. */
    Optional<String> suiteRefusal(Path file) {
        return placeRefusal(file, messages());
    }

    /** The sentence for a file of {@code size} bytes, over the {@code maxBytes} it may have. */
    String tooLarge(Path file, long size, long maxBytes) {
        return messages().render(StoreProblemSentence.of(new StoreProblem.TooLarge(file.toAbsolutePath(), size, maxBytes)),
                Medium.TEXT);
    }

    /**
     * The sentence refusing a file before it is read (missing, a folder, a device or a pipe, not
     * readable, binary), the same for every pgn subcommand and for perft's suite; empty for a file
     * that can be read as text.
     */
    static Optional<String> fileRefusal(Path file, Catalogue messages) {
        return ReadableFile.textProblem(file).map(p -> messages.render(StoreProblemSentence.of(p), Medium.TEXT));
    }

    /**
     * As {@link #fileRefusal}, without reading the file: a command that reads it looks at its first
     * bytes as it goes ({@code NulSniff}) and says {@link #notText(Path, Catalogue)} itself.
     */
    static Optional<String> placeRefusal(Path file, Catalogue messages) {
        return ReadableFile.problem(file).map(p -> messages.render(StoreProblemSentence.of(p), Medium.TEXT));
    }

    /** The sentence for a file whose first bytes hold a NUL, as {@link #fileRefusal} says it. */
    static String notText(Path file, Catalogue messages) {
        return messages.render(StoreProblemSentence.of(new StoreProblem.NotText(file.toAbsolutePath())), Medium.TEXT);
    }
}
