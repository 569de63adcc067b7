package org.turnpan.chess.console;

import java.io.ByteArrayOutputStream;
import java.io.IOError;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Lines typed at a terminal with readline-like editing (JLine): Left/Right/Home/End move in the
 * line, Backspace/Delete erase, Up/Down recall the lines typed earlier in this session, Tab completes
 * a command word (and, when several fit, lists them on the lines below), Ctrl+D on an empty line ends
 * the input, Ctrl+C discards the line being typed and the game goes on.
 *
 * <p>The prompt is empty and nothing is coloured, so a braille display shows only what was typed
 * and the answers. A line is taken exactly as typed: no history expansion ({@code Nf3!} is a move),
 * no quoting ({@code dov'è} is not an open quote waiting for a second line), no bracketed paste (a
 * pasted list of moves is read line by line).
 */
public final class EditingLineSource implements LineSource {
    private final Terminal terminal;
    private final LineReader reader;
    private final PrintStream answers;
    private volatile Supplier<? extends Collection<String>> completions = List::of;

    private EditingLineSource(Terminal terminal) {
        DefaultParser takeAsTyped = new DefaultParser();
        takeAsTyped.setQuoteChars(new char[0]);
        takeAsTyped.setEscapeChars(new char[0]);
        takeAsTyped.setEofOnUnclosedQuote(false);
        takeAsTyped.setEofOnEscapedNewLine(false);
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .parser(takeAsTyped)
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.BRACKETED_PASTE, false)
                // Tab completes or lists; no menu whose choice is shown only by highlighting
                .option(LineReader.Option.AUTO_MENU, false)
                .option(LineReader.Option.MENU_COMPLETE, false)
                .option(LineReader.Option.CASE_INSENSITIVE, true)
                .completer((lineReader, line, candidates) -> {
                    if (line.wordIndex() == 0) {
                        completions.get().forEach(w -> candidates.add(new Candidate(w)));
                    }
                })
                .build();
        this.answers = new PrintStream(new AboveTheLine(reader), true, StandardCharsets.UTF_8);
    }

    /** Editing on the given terminal, which stays the caller's (tests drive a terminal of their own). */
    static EditingLineSource on(Terminal terminal) {
        return new EditingLineSource(terminal);
    }

    /**
     * Editing on the process's own terminal; plain lines from {@code in} where the terminal cannot
     * edit: {@code TERM} unset (a Windows console edits lines itself) or {@code dumb} (an Emacs shell
     * edits the line and would see every key echoed twice), or no terminal could be opened.
     */
    public static LineSource forSystemTerminal(InputStream in) {
        String type = System.getenv("TERM");
        if (type == null || type.isBlank() || type.startsWith(Terminal.TYPE_DUMB)) {
            return LineSource.plain(in);
        }
        try {
            return new EditingLineSource(TerminalBuilder.builder().system(true).dumb(false).build());
        } catch (IOException | RuntimeException e) {
            return LineSource.plain(in);
        }
    }

    @Override
    public Optional<String> next() {
        while (true) {
            try {
                return Optional.of(reader.readLine(""));
            } catch (UserInterruptException e) {
                // Ctrl+C: the half-typed line is dropped, the next one is read
            } catch (EndOfFileException | IOError e) {
                return Optional.empty();
            }
        }
    }

    /** A secret (the lichess token): nothing echoed, not kept in the history. */
    @Override
    public Optional<String> nextSecret() {
        reader.setVariable(LineReader.DISABLE_HISTORY, true);
        try {
            return Optional.of(reader.readLine("", Character.valueOf((char) 0)));
        } catch (UserInterruptException e) {
            return Optional.of("");
        } catch (EndOfFileException | IOError e) {
            return Optional.empty();
        } finally {
            reader.setVariable(LineReader.DISABLE_HISTORY, false);
        }
    }

    @Override
    public void completeWith(Supplier<? extends Collection<String>> words) {
        completions = words;
    }

    @Override
    public PrintStream answersTo(PrintStream out) {
        return answers;
    }

    @Override
    public void close() {
        try {
            terminal.close();
        } catch (IOException e) {
            // the terminal is gone already; nothing is left to give back
        }
    }

    /** Prints each complete line above the line being typed, which is then shown again below it. */
    private static final class AboveTheLine extends OutputStream {
        private final LineReader reader;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        AboveTheLine(LineReader reader) {
            this.reader = reader;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                reader.printAbove(pending.toString(StandardCharsets.UTF_8));
                pending.reset();
            } else if (b != '\r') {
                pending.write(b);
            }
        }
    }
}
