package org.turnpan.chess.session.files;

import java.nio.file.Path;

/**
 * A separate program for {@link AutosaveKillTest}: autosaves numbered texts of varying size in a
 * loop (arguments: the folder, the first number), printing "saved N" after each completed save,
 * until it is killed.
 */
public final class AutosaveLoop {

    private AutosaveLoop() {
    }

    public static void main(String[] args) {
        SaveStore store = new SaveStore(Path.of(args[0]));
        for (int n = Integer.parseInt(args[1]); ; n++) {
            if (!(store.autosave(text(n)) instanceof SaveResult.Saved)) {
                System.out.println("failed " + n);
                System.exit(3);
            }
            System.out.println("saved " + n);
            System.out.flush();
        }
    }

    /** Shared filler, built once so that the loop spends its time writing, not building. */
    private static final String FILLER = filler();

    private static String filler() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < 4_000_000; i++) {
            sb.append(i / 2 + 1).append(i % 2 == 0 ? ". e4 {[%clk 0:03:00]} " : " e5 {[%clk 0:02:59]}\n");
        }
        return sb.toString();
    }

    /**
     * A recognisable text of 0.5 to 4 MB: its number and length first, the same number last. A
     * cut file lacks the end; a file mixing two saves has a wrong length or a wrong end.
     */
    static String text(int n) {
        String body = FILLER.substring(0, 500_000 + (int) ((n * 7919L) % 3_500_000)) + "\nEND " + n + "\n";
        return "BEGIN " + n + " " + body.length() + "\n" + body;
    }

    /** The number of a complete text written by {@link #text}, or -1 when it is cut or mixed. */
    static int completeNumber(String text) {
        int eol = text.indexOf('\n');
        if (eol < 0 || !text.startsWith("BEGIN ")) {
            return -1;
        }
        String[] head = text.substring(6, eol).split(" ");
        int n = Integer.parseInt(head[0]);
        int length = Integer.parseInt(head[1]);
        boolean whole = text.length() == eol + 1 + length && text.endsWith("\nEND " + n + "\n");
        return whole && text.equals(text(n)) ? n : -1;
    }
}
