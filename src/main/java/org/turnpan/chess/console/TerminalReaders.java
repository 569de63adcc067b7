package org.turnpan.chess.console;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The screen readers that already read a terminal aloud, found by their running programs, as
 * {@code ui.a11y.ReaderProcesses} finds NVDA, JAWS and VoiceOver: when one runs, the console's
 * automatic voice is none, or every printed line would be heard twice.
 * <ul>
 *   <li>Orca ({@code orca}, a Python script: its path is the first argument of {@code python3}),
 *   Fenrir ({@code fenrir}, {@code fenrir-daemon}) and TDSR ({@code tdsr}), run by this user (Orca
 *   at the login screen runs as another user and reads no terminal of ours);</li>
 *   <li>Speakup, the kernel's reader of the text console: its speech daemon {@code espeakup}, or the
 *   kernel module ({@code /sys/accessibility/speakup}), counted only on the text console itself
 *   ({@code TERM=linux}), the one screen it reads.</li>
 * </ul>
 * BRLTTY is not counted: it shows the screen in braille and says nothing, so our voice doubles nothing.
 */
final class TerminalReaders {
    /** The name said for each program, by its file name. */
    private static final Map<String, String> READERS = Map.of(
            "orca", "Orca",
            "fenrir", "Fenrir",
            "fenrir-daemon", "Fenrir",
            "tdsr", "TDSR");
    private static final String SPEAKUP = "Speakup";

    /** One running program: its owner and its command line (the executable first). */
    record Program(String user, List<String> commandLine) {
    }

    private TerminalReaders() {
    }

    /** The terminal screen reader running for this user now, by name, if any. */
    static Optional<String> running() {
        List<Program> programs;
        try {
            programs = ProcessHandle.allProcesses().map(p -> new Program(p.info().user().orElse(""),
                    commandLine(p.info()))).toList();
        } catch (RuntimeException e) {
            programs = List.of();
        }
        return among(programs, System.getProperty("user.name", ""), System.getenv().getOrDefault("TERM", ""),
                Files.isDirectory(Path.of("/sys/accessibility/speakup")));
    }

    private static List<String> commandLine(ProcessHandle.Info info) {
        List<String> line = new java.util.ArrayList<>();
        info.command().ifPresent(line::add);
        info.arguments().ifPresent(a -> line.addAll(List.of(a)));
        return line;
    }

    /**
     * The reader among {@code programs} for {@code user} in a terminal of type {@code term};
     * {@code speakupLoaded} when the kernel's Speakup module is there.
     */
    static Optional<String> among(List<Program> programs, String user, String term, boolean speakupLoaded) {
        boolean textConsole = "linux".equals(term);
        if (textConsole && speakupLoaded) {
            return Optional.of(SPEAKUP);
        }
        for (Program p : programs) {
            if (p.commandLine().isEmpty()) {
                continue;
            }
            String exe = fileName(p.commandLine().get(0));
            if (textConsole && exe.equals("espeakup")) {
                return Optional.of(SPEAKUP);
            }
            if (!p.user().equals(user)) {
                continue;
            }
            // a script is run by its interpreter: python3 /usr/bin/orca --replace
            String name = exe.startsWith("python") || exe.equals("perl") || exe.equals("sh")
                    ? p.commandLine().stream().skip(1).filter(a -> !a.startsWith("-")).findFirst()
                            .map(TerminalReaders::fileName).orElse("")
                    : exe;
            String reader = READERS.get(name);
            if (reader != null) {
                return Optional.of(reader);
            }
        }
        return Optional.empty();
    }

    private static String fileName(String path) {
        int cut = path.lastIndexOf('/');
        return path.substring(cut + 1).strip().toLowerCase(Locale.ROOT);
    }
}
