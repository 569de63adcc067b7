package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.notation.MoveLine;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * Reads one typed line and does what it says: the answer to a pending promotion, a command of the
 * {@link CommandTable} (its words in English or the session language), or a move in any notation
 * ({@link MoveEntry#typed}); anything else gets a hint. Returns what is said.
 */
public final class CommandInterpreter {

    /** What a line came to, and what is said about it. */
    public record Result(Submitted submitted, List<Announcement> said) {
    }

    /** lichess's typed {@code o} alone: who the opponent is (with a square, {@code o e4}, it is the square's question). */
    private static final String LICHESS_OPPONENT = "o";

    /**
     * More characters than any command line holds: the longest argument, a file's path, is at most
     * 4,096 characters (PATH_MAX). A longer line is read only for moves (a game's moves pasted whole).
     */
    static final int LONGEST_COMMAND = 8_192;

    private final List<Command> table;
    private CommandWords vocabulary;

    public CommandInterpreter(List<Command> table) {
        this.table = List.copyOf(table);
    }

    /** The words of the commands and their arguments in {@code locale} and English, built once per language. */
    public CommandWords vocabulary(Locale locale) {
        if (vocabulary == null || !vocabulary.locale().equals(locale)) {
            vocabulary = new CommandWords(locale, table);
        }
        return vocabulary;
    }

    public Result run(Helm core, String line) {
        // cleaned once at the entry: BOM and control characters, NFC, Vietnamese tone placement
        String text = TypedText.clean(line == null ? "" : line).strip();
        if (core.confirmations().waiting()) {
            return new Result(Submitted.HANDLED, core.confirmations().answer(core, text));
        }
        if (text.isEmpty()) {
            return notUnderstood(Message.of("session.hint.empty"));
        }
        CommandWords words = vocabulary(core.locale());
        Optional<List<Announcement>> promoted = core.entry().promotionAnswer(text, words);
        if (promoted.isPresent()) {
            return new Result(Submitted.HANDLED, promoted.get());
        }
        Optional<List<Announcement>> answered = core.activity().answer(core, text);
        if (answered.isPresent()) {
            return new Result(Submitted.HANDLED, answered.get());
        }
        if (text.length() > LONGEST_COMMAND) {
            return lineOrMoves(core, text); // a pasted page: no command's words, only moves, are looked for
        }
        List<String> tokens = words.phrases(Arrays.stream(text.toLowerCase(Locale.ROOT).split("\\s+"))
                .map(CommandInterpreter::withoutEndMarks).filter(t -> !t.isEmpty()).toList());
        if (tokens.isEmpty()) {
            return lineOrMoves(core, text);
        }
        if (tokens.equals(List.of(LICHESS_OPPONENT))) {
            return new Result(Submitted.HANDLED, ReviewQuestions.players(core));
        }
        Optional<Command> command = words.command(tokens.get(0));
        if (command.isPresent()) {
            // what follows the command word, which may be several words ("bài học 3", "luật chơi tiếp")
            int said = tokens.get(0).split(" ").length;
            String[] typed = text.split("\\s+", said + 1);
            String rest = typed.length == said + 1 ? typed[said].strip() : "";
            if (!rest.isEmpty() && CommandTable.ALONE.contains(command.get())) {
                return lineOrMoves(core, text); // "bỏ qua" (skip) is no "bỏ" (discard): whole words only
            }
            if (command.get() == ReadingCommands.KNIGHT && !rest.isEmpty()
                    && new Arguments(command.get(), new ArrayList<>(tokens.subList(1, tokens.size())), rest, words)
                    .square().isEmpty() && LiterateMove.read(text, words).isPresent()) {
                // "knight to f 3", "knight takes e 5", "knight felix 3": a move in words (lichess), not
                // the knight's squares, which take a square alone ("knight f3")
                return lineOrMoves(core, text);
            }
            return run(core, command.get(), tokens.subList(1, tokens.size()), rest);
        }
        // the question word last, as the language puts it: "mã ở đâu", "кони где"
        Optional<Command> asked = words.command(tokens.get(tokens.size() - 1))
                .filter(c -> c == QuestionCommands.PIECES || c == QuestionCommands.SQUARE);
        if (asked.isPresent()) {
            return run(core, asked.get(), tokens.subList(0, tokens.size() - 1), "");
        }
        // the switch first, as the language puts it: "tắt âm báo", "выключить звуки", "disattiva suoni"
        if (tokens.size() > 1 && words.value(tokens.get(0)).isPresent()
                && words.command(tokens.get(1)).filter(SoundCommand.SOUNDS::equals).isPresent()) {
            List<String> args = new ArrayList<>(tokens.subList(2, tokens.size()));
            args.add(0, tokens.get(0));
            return run(core, SoundCommand.SOUNDS, args, "");
        }
        return lineOrMoves(core, text);
    }

    /** A typed command: {@link #apply}; a refused one never quits. */
    private Result run(Helm core, Command command, List<String> words, String rest) {
        Arguments args = new Arguments(command, new ArrayList<>(words), rest, vocabulary(core.locale()));
        boolean refused = OwnedCommands.refusalNow(core, command).isPresent();
        return new Result(refused ? Submitted.HANDLED : command.result(), apply(core, command, args));
    }

    /**
     * A command however it came (typed, or a window key that means it): the refusal when it is not
     * accepted now ({@link OwnedCommands#refusalNow}: a review refusing resign, hint in an online game),
     * else the activity's own answer (a lesson's hint), else what the command does.
     */
    public static List<Announcement> apply(Helm core, Command command, Arguments args) {
        Optional<Announcement> refused = OwnedCommands.refusalNow(core, command);
        if (refused.isPresent()) {
            return List.of(refused.get());
        }
        Optional<List<Announcement>> own = core.activity().command(core, command);
        return own.orElseGet(() -> command.action().apply(core, args));
    }

    /** A line that is no command: the activity's own reading first (a lesson's answer), else moves. */
    private Result lineOrMoves(Helm core, String typed) {
        // "knight to f 3", "foxtrot 3", "cavallo felix 3": lichess's literate and NATO/Anna styles, as SAN
        String text = LiterateMove.read(typed, vocabulary(core.locale())).orElse(typed);
        Optional<List<Announcement>> own = core.activity().line(core, text);
        return own.map(said -> new Result(Submitted.HANDLED, said)).orElseGet(() -> moves(core, text));
    }

    /**
     * Every move of the line in turn ("e4 e5 Nf3", "1. e4 e5"), stopping at the first one not
     * played (refused, or waiting for its promotion piece). A first word that is no move: the whole
     * line was not understood, as a command would not be.
     */
    private static Result moves(Helm core, String text) {
        MoveLine line = MoveLine.of(text);
        List<Announcement> said = new ArrayList<>();
        boolean first = true;
        while (!line.isEmpty()) {
            Game board = core.activity().moveGame(core);
            MoveLine.Next next = line.next(board.position());
            int plies = board.plyCount();
            Optional<List<Announcement>> moved = core.entry().typed(next.text());
            if (moved.isEmpty()) {
                said.add(Announcement.answer(Message.of("session.hint.unknown", "text",
                        Echo.of(first ? text : next.text()))));
                return new Result(first ? Submitted.NOT_UNDERSTOOD : Submitted.HANDLED, said);
            }
            said.addAll(moved.get());
            if (core.activity().moveGame(core).plyCount() != plies + 1 || core.entry().pending().isPresent()) {
                break;
            }
            first = false;
            line = next.rest();
        }
        return first && said.isEmpty() ? notUnderstood(Message.of("session.hint.unknown", "text", Echo.of(text)))
                : new Result(Submitted.HANDLED, said);
    }

    /**
     * The word without its trailing question and exclamation marks ("help?" is help). A loop, not the
     * pattern {@code [?!]+$}, which backtracks over every run of marks: quadratic on a pasted line of them.
     */
    static String withoutEndMarks(String word) {
        int end = word.length();
        while (end > 0 && (word.charAt(end - 1) == '?' || word.charAt(end - 1) == '!')) {
            end--;
        }
        return word.substring(0, end);
    }

    private static Result notUnderstood(Message hint) {
        return new Result(Submitted.NOT_UNDERSTOOD, List.of(Announcement.answer(hint)));
    }
}
