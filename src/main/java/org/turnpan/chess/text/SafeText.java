package org.turnpan.chess.text;

/**
 * Text from outside (an engine, a file, a typed line) made safe to print on a terminal, show on a
 * braille display or hand to a voice: every terminal control sequence and control character is
 * removed, so no outside text can hide, recolour, retitle or rewrite what the program says.
 * <ul>
 *   <li>ESC sequences: CSI ({@code ESC [ … final}), the string commands OSC, DCS, SOS, PM and APC
 *   ({@code ESC ] … BEL or ESC \}, to the end of the text when never closed) and the two- or
 *   three-character ones ({@code ESC 7}, {@code ESC ( B}); their 8-bit C1 forms too.</li>
 *   <li>Other C0 and C1 controls and DEL: tab, line and page breaks become one space each (a line
 *   from outside can never start a new line of ours), the others are dropped.</li>
 *   <li>Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can
 *   show text in another order than it is read; the plain marks LRM and RLM are kept.</li>
 * </ul>
 * Depends on nothing; every package may use it.
 */
public final class SafeText {
    private static final char ESC = 0x1B;
    private static final char BEL = 0x07;
    /** The 8-bit forms of CSI, OSC, DCS, SOS, PM, APC and ST. */
    private static final char C1_CSI = 0x9B;
    private static final char C1_ST = 0x9C;

    private SafeText() {
    }

    /** {@code text} without control sequences and controls; the same instance when it has none. */
    public static String clean(String text) {
        if (text == null) {
            return "";
        }
        int first = firstUnsafe(text);
        if (first < 0) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length());
        sb.append(text, 0, first);
        int i = first;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == ESC) {
                i = afterEscape(text, i + 1);
            } else if (c == C1_CSI) {
                i = afterCsi(text, i + 1);
            } else if (opensString(c)) {
                i = afterString(text, i + 1);
            } else if (isLineOrTab(c) || c == '\u2028' || c == '\u2029') {
                sb.append(' ');
                i++;
            } else {
                if (!isUnsafe(c)) {
                    sb.append(c);
                }
                i++;
            }
        }
        return sb.toString();
    }

    private static int firstUnsafe(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isUnsafe(c) || c == '\u2028' || c == '\u2029') {
                return i;
            }
        }
        return -1;
    }

    /** A control character (C0, DEL, C1) or a bidirectional embedding, override or isolate. */
    static boolean isUnsafe(char c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069');
    }

    private static boolean isLineOrTab(char c) {
        return c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r' || c == 0x85;
    }

    /** The C1 controls that open a string ended by ST: DCS, SOS, OSC, PM, APC. */
    private static boolean opensString(char c) {
        return c == 0x90 || c == 0x98 || c == 0x9D || c == 0x9E || c == 0x9F;
    }

    /** Index after the escape sequence whose ESC stood just before {@code i}. */
    private static int afterEscape(String text, int i) {
        if (i >= text.length()) {
            return i;
        }
        char c = text.charAt(i);
        if (c == '[') {
            return afterCsi(text, i + 1);
        }
        if (c == ']' || c == 'P' || c == 'X' || c == '^' || c == '_') {
            return afterString(text, i + 1);
        }
        // intermediate bytes, then one final byte (ESC ( B, ESC # 8, ESC 7, ESC c ...)
        while (i < text.length() && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x2F) {
            i++;
        }
        return i < text.length() && text.charAt(i) >= 0x30 && text.charAt(i) <= 0x7E ? i + 1 : i;
    }

    /** Index after a CSI's parameter and intermediate bytes and its final byte. */
    private static int afterCsi(String text, int i) {
        while (i < text.length() && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x3F) {
            i++;
        }
        return i < text.length() && text.charAt(i) >= 0x40 && text.charAt(i) <= 0x7E ? i + 1 : i;
    }

    /** Index after a string command's terminator (BEL, ESC \ or ST), or the end of the text. */
    private static int afterString(String text, int i) {
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == BEL || c == C1_ST) {
                return i + 1;
            }
            if (c == ESC) {
                // ESC then backslash is ST; any other ESC ends the string and starts a sequence of its own
                return i + 1 < text.length() && text.charAt(i + 1) == '\\' ? i + 2 : i;
            }
            i++;
        }
        return i;
    }
}
