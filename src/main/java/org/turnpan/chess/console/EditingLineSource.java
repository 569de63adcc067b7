package org.turnpan.chess.console;

import java.io.ByteArrayOutputStream;
import java.io.IOError;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.reader.impl.history.DefaultHistory;
import org.jline.terminal.Attributes;
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
        this.terminal = terminal;
        PastingLineReader editor = new PastingLineReader(terminal);
        editor.setParser(new AsTypedParser());
        editor.setHistory(new RecallableHistory());
        editor.option(LineReader.Option.DISABLE_EVENT_EXPANSION, true);
        editor.option(LineReader.Option.BRACKETED_PASTE, false);
        // Tab completes or lists; no menu whose choice is shown only by highlighting
        editor.option(LineReader.Option.AUTO_MENU, false);
        editor.option(LineReader.Option.MENU_COMPLETE, false);
        editor.option(LineReader.Option.CASE_INSENSITIVE, true);
        editor.setCompleter((lineReader, line, candidates) -> {
            if (line.wordIndex() == 0) {
                completions.get().forEach(w -> candidates.add(new Candidate(w)));
            }
        });
        this.reader = editor;
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
            return LineSource.plainStandardInput(in);
        }
        try {
            Optional<Terminal> ours = BulkReadingTerminal.ofThisProcess(type);
            return new EditingLineSource(ours.isPresent() ? ours.get()
                    : TerminalBuilder.builder().system(true).dumb(false).build());
        } catch (IOException | RuntimeException e) {
            return LineSource.plainStandardInput(in);
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

    /** Reads one key in raw mode (no Enter needed, nothing echoed), then gives the terminal back as it was. */
    @Override
    public boolean keyWithin(Duration timeout) {
        Attributes before = terminal.enterRawMode();
        try {
            return terminal.reader().read(Math.max(1, timeout.toMillis())) >= 0;
        } catch (IOException | IOError e) {
            return false;
        } finally {
            terminal.setAttributes(before);
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

    /**
     * JLine's editor, taking a paste as one edit. JLine handles each character as a key of its own:
     * it copies the whole line for undo and shows the whole line again after each one, so a pasted
     * line cost time growing with the square of its length (2,000 characters 1.3 s, 20,000 22 s,
     * 100,000 never answered; issue 21). Here the printable characters already waiting after a typed
     * one, and those that follow within a few milliseconds, are inserted together, so a paste costs
     * one copy and one showing; on the process's own terminal they are taken in bulk from
     * {@link TerminalKeys} (JLine's reader took a system call per byte: 2 MB in 13.6 s). As from a
     * pipe, at most {@link LineSource#LONGEST_LINE} + 1 characters are kept and the rest of the line
     * is read without being kept, so the console refuses it whole.
     */
    private static final class PastingLineReader extends LineReaderImpl {
        /** How long a paste may pause between characters and still be one paste (a typist is far slower). */
        private static final long PASTE_GAP_MILLIS = 5;
        /**
         * The longest line shown again as it changes. JLine lays the whole line out and compares it
         * with the screen at each showing, and the terminal draws it: for a 100,000-character paste
         * in tmux that was 0.8 s of the 2.4 s the editor took (load 14), growing with the load and the
         * length. A longer line is no longer shown (fifty full rows of 160 columns is past what anyone
         * reads back); the console answers it when Enter is pressed.
         */
        static final int LONGEST_SHOWN = 8_000;

        PastingLineReader(Terminal terminal) {
            super(terminal, "turnpan-chess", new java.util.HashMap<>());
        }

        @Override
        protected void redisplay(boolean flush) {
            if (buf.length() <= LONGEST_SHOWN) {
                super.redisplay(flush);
            } else if (flush) {
                terminal.flush();
            }
        }

        @Override
        protected boolean selfInsert() {
            // past the longest line a key is read and not kept, as the rest of a paste is
            boolean inserted = buf.length() > LineSource.LONGEST_LINE || super.selfInsert();
            StringBuilder waiting = new StringBuilder();
            long room = Math.max(0, LineSource.LONGEST_LINE + 1L - buf.length());
            try {
                if (terminal.reader() instanceof TerminalKeys keys) {
                    keys.takePrintable(waiting, room, PASTE_GAP_MILLIS);
                } else {
                    takePrintableOneByOne(waiting, room);
                }
            } catch (IOException e) {
                throw new IOError(e); // as JLine's key reader says it: Ctrl+C (interrupted) ends the line
            }
            buf.write(waiting);
            return inserted;
        }

        /** {@link TerminalKeys#takePrintable} through JLine's own reader, a character at a time (other terminals). */
        private void takePrintableOneByOne(StringBuilder line, long room) {
            while (true) {
                int next = bindingReader.peekCharacter(PASTE_GAP_MILLIS);
                if (next < ' ' || next == 0x7f) { // nothing waiting, the end of input, or a key (Enter, Tab, Escape)
                    return;
                }
                int c = bindingReader.readCharacter();
                if (line.length() < room) {
                    line.appendCodePoint(c);
                }
            }
        }
    }

    /**
     * Words split at spaces, with no quotes and no escapes: a line is taken exactly as typed. A line
     * longer than {@link PastingLineReader#LONGEST_SHOWN} is one word, not split: JLine splits the
     * line it accepts, and splitting a pasted million characters took a noticeable part of the
     * answer's time (nothing completes or recalls such a line).
     */
    private static final class AsTypedParser extends DefaultParser {
        AsTypedParser() {
            setQuoteChars(new char[0]);
            setEscapeChars(new char[0]);
            setEofOnUnclosedQuote(false);
            setEofOnEscapedNewLine(false);
        }

        @Override
        public ParsedLine parse(String line, int cursor, ParseContext context) {
            if (line.length() > PastingLineReader.LONGEST_SHOWN) {
                return new ArgumentList(line, List.of(line), 0, cursor, cursor, null, cursor, line.length());
            }
            return super.parse(line, cursor, context);
        }
    }

    /**
     * The lines Up recalls: a line longer than {@link PastingLineReader#LONGEST_SHOWN} is not kept
     * (nobody recalls it to edit, and 500 pasted lines of a million characters would fill the heap).
     */
    private static final class RecallableHistory extends DefaultHistory {
        @Override
        public void add(Instant time, String line) {
            if (line.length() <= PastingLineReader.LONGEST_SHOWN) {
                super.add(time, line);
            }
        }
    }
}
