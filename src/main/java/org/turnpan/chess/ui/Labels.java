package org.turnpan.chess.ui;

/** A label as the voice should get it: without the mnemonic's underscore and a trailing ellipsis. */
final class Labels {
    private Labels() {
    }

    /** "_New game…" gives "New game"; "Ver_bosity" gives "Verbosity"; a doubled "__" stays one underscore. */
    static String plain(String label) {
        if (label == null) {
            return "";
        }
        String t = label.replace("__", "\u0000").replace("_", "").replace('\u0000', '_').strip();
        while (t.endsWith("…") || t.endsWith("...")) {
            t = t.endsWith("…") ? t.substring(0, t.length() - 1) : t.substring(0, t.length() - 3);
        }
        return t.strip();
    }
}
