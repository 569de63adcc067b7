package org.turnpan.chess.engine.uci;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;

/**
 * A scripted stand-in for a UCI engine, run as a separate process by the tests. The script (first
 * argument) is read line by line:
 * <pre>
 * expect PREFIX   read standard input until a line starting with PREFIX
 * send TEXT       write TEXT as one line ({@code \e} in TEXT is written as ESC, {@code \a} as BEL)
 * flood N TEXT    write TEXT as a line N times, as fast as the pipe takes it (N = 0: until killed)
 * endless         write one line that never ends, until killed
 * sleep MS        do nothing for MS milliseconds (ignoring input: a hang)
 * exit CODE       end the process at once (a crash)
 * log FILE        from now on append every line read to FILE
 * touch FILE      create FILE (to tell the test that what came before is done)
 * </pre>
 * After the last line it reads until {@code quit} or the end of input, then exits normally.
 */
public final class FakeUciEngine {
    private FakeUciEngine() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        List<String> script = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Path log = null;
        for (String raw : script) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int space = line.indexOf(' ');
            String verb = space < 0 ? line : line.substring(0, space);
            String arg = space < 0 ? "" : line.substring(space + 1);
            switch (verb) {
                case "expect":
                    String got;
                    do {
                        got = in.readLine();
                        if (got == null) {
                            return;
                        }
                        record(log, got);
                    } while (!got.startsWith(arg));
                    break;
                case "send":
                    System.out.println(arg.replace("\\e", "\u001b").replace("\\a", "\u0007"));
                    System.out.flush();
                    break;
                case "flood":
                    int blank = arg.indexOf(' ');
                    flood(Long.parseLong(arg.substring(0, blank)), arg.substring(blank + 1));
                    break;
                case "endless":
                    endless();
                    break;
                case "sleep":
                    Thread.sleep(Long.parseLong(arg));
                    break;
                case "exit":
                    System.exit(Integer.parseInt(arg));
                    break;
                case "log":
                    log = Path.of(arg);
                    break;
                case "touch":
                    Files.writeString(Path.of(arg), "");
                    break;
                default:
                    throw new IllegalArgumentException("unknown script verb: " + line);
            }
        }
        for (String got = in.readLine(); got != null && !got.equals("quit"); got = in.readLine()) {
            record(log, got);
        }
    }

    /** Writes {@code line} {@code times} times (0: until the pipe breaks, when the engine is killed). */
    private static void flood(long times, String line) throws IOException {
        byte[] one = (line + "\n").getBytes(StandardCharsets.UTF_8);
        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        try {
            for (long i = 0; times == 0 || i < times; i++) {
                out.write(one);
            }
            out.flush();
        } catch (IOException e) {
            System.exit(0);
        }
    }

    private static void endless() {
        byte[] chunk = new byte[1 << 16];
        Arrays.fill(chunk, (byte) 'x');
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        try {
            while (true) {
                out.write(chunk);
            }
        } catch (IOException e) {
            System.exit(0);
        }
    }

    private static void record(Path log, String line) throws IOException {
        if (log != null) {
            Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        }
    }
}
