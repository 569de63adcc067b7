package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

/**
 * Reads one typed line and does what it says: the answer to a pending promotion, a command of the
 * {@link CommandTable} (its words in English or the session language), or a move in any notation
 * ({@link MoveEntry#typed}); anything else gets a hint. Returns what is said.
 */
final class CommandInterpreter {

    /** What a line came to, and what is said about it. */
    record Result(Submitted submitted, List<Announcement> said) {
    }

    private final List<Command> table;
    private CommandWords vocabulary;

    CommandInterpreter(List<Command> table) {
        this.table = List.copyOf(table);
    }

    /** The commands, in the order help lists them. */
    List<Command> table() {
        return table;
    }

    /** The words of the commands and their arguments in {@code locale} and English, built once per language. */
    CommandWords vocabulary(Locale locale) {
        if (vocabulary == null || !vocabulary.locale().equals(locale)) {
            vocabulary = new CommandWords(locale, table);
        }
        return vocabulary;
    }

    Result run(SessionCore core, String line) {
        String text = line == null ? "" : line.strip();
        if (text.isEmpty()) {
            return notUnderstood(Message.of("session.hint.empty"));
        }
        CommandWords words = vocabulary(core.locale());
        Optional<List<Announcement>> promoted = core.entry().promotionAnswer(text, words);
        if (promoted.isPresent()) {
            return new Result(Submitted.HANDLED, promoted.get());
        }
        List<String> tokens = words.phrases(Arrays.asList(text.toLowerCase(Locale.ROOT).split("\\s+")));
        Optional<Command> command = words.command(tokens.get(0));
        if (command.isPresent()) {
            String[] typed = text.split("\\s+", 2);
            Arguments args = new Arguments(command.get(), new ArrayList<>(tokens.subList(1, tokens.size())),
                    typed.length == 2 ? typed[1].strip() : "", words);
            return new Result(command.get().result(), command.get().action().apply(core, args));
        }
        Optional<List<Announcement>> moved = core.entry().typed(text);
        return moved.map(said -> new Result(Submitted.HANDLED, said))
                .orElseGet(() -> notUnderstood(Message.of("session.hint.unknown", "text", text)));
    }

    private static Result notUnderstood(Message hint) {
        return new Result(Submitted.NOT_UNDERSTOOD, List.of(Announcement.answer(hint)));
    }
}
