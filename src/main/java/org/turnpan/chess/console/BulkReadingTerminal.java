package org.turnpan.chess.console;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.terminal.impl.PosixSysTerminal;
import org.jline.terminal.impl.jni.JniTerminalProvider;
import org.jline.terminal.spi.Pty;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;
import org.jline.utils.NonBlockingReader;
import org.jline.utils.OSUtils;

/**
 * A POSIX terminal (Linux, macOS, BSD) as JLine drives it (raw mode, size, signals, output), with
 * its keys read in bulk by {@link TerminalKeys} instead of JLine's reader of one byte per system call.
 */
final class BulkReadingTerminal extends PosixSysTerminal {
    private final TerminalKeys keys;

    private BulkReadingTerminal(String type, Pty pty, InputStream tty, boolean nativeSignals) throws IOException {
        this(type, pty, tty, nativeSignals, TerminalBuilder.builder());
    }

    private BulkReadingTerminal(String type, Pty pty, InputStream tty, boolean nativeSignals, TerminalBuilder encodings)
            throws IOException {
        super("turnpan-chess", type, pty, encodings.computeEncoding(), encodings.computeStdinEncoding(),
                encodings.computeStdoutEncoding(), encodings.computeStderrEncoding(), nativeSignals,
                SignalHandler.SIG_DFL);
        this.keys = new TerminalKeys(tty, stdinEncoding());
    }

    /**
     * The process's own terminal, when standard input and output are one (JLine's native provider
     * tells); empty on Windows, without the native provider, or when either is redirected: the
     * caller then lets JLine choose, as before.
     */
    static Optional<Terminal> ofThisProcess(String type) {
        if (OSUtils.IS_WINDOWS) {
            return Optional.empty();
        }
        try {
            TerminalProvider provider = TerminalProvider.load(TerminalBuilder.PROP_PROVIDER_JNI);
            if (!(provider instanceof JniTerminalProvider jni) || !jni.isSystemStream(SystemStream.Input)
                    || !jni.isSystemStream(SystemStream.Output)) {
                return Optional.empty();
            }
            return Optional.of(new BulkReadingTerminal(type, jni.current(SystemStream.Output),
                    new FileInputStream(FileDescriptor.in), true));
        } catch (IOException | RuntimeException | LinkageError e) {
            // no native library for this system, or no terminal after all: JLine's own choice
            return Optional.empty();
        }
    }

    /**
     * The terminal {@code pty}, whose keys come from {@code tty} (its slave side's input), the
     * process's signals left alone (for tests on a terminal of their own).
     */
    static BulkReadingTerminal on(Pty pty, InputStream tty, String type) throws IOException {
        return new BulkReadingTerminal(type, pty, tty, false);
    }

    @Override
    public NonBlockingReader reader() {
        return keys;
    }

    /** How the keys were read so far (for tests counting the reads of a paste). */
    TerminalKeys.ReadCount readCount() {
        return keys.readCount();
    }
}
