package org.turnpan.chess.text;

/**
 * What the player typed (or a file or a program wrote), as a sentence may say it back: cleaned by
 * {@link SafeText} and cut to a few words, so a pasted 100 KB line is never read out at length.
 * A cut text ends with {@link #MORE}. Every slot of a sentence that echoes input takes its value
 * from here.
 * <p>
 * The limits: five words are enough to recognize what one typed (the longest command with its
 * argument, {@code set verbosity brief}, or a move like {@code Nbd2}, is one to three words),
 * and 40 characters are about half a line of an 80-cell braille display, or two seconds of speech.
 */
public final class Echo {
    /** Words said back at most. */
    public static final int WORDS = 5;
    /** Characters (code points) said back at most. */
    public static final int CHARACTERS = 40;
    /** Characters of a path said back at most: one line of an 80-cell braille display. */
    public static final int PATH_CHARACTERS = 80;
    /** Words of a name from outside (an engine's own name) said at most. */
    public static final int NAME_WORDS = 8;
    /** Characters of a name from outside said at most. */
    public static final int NAME_CHARACTERS = 60;
    /** Marks a cut. */
    public static final String MORE = "…";

    private Echo() {
    }

    /** Typed text said back: its first {@link #WORDS} words, at most {@link #CHARACTERS} characters. */
    public static String of(String typed) {
        return cut(typed, WORDS, CHARACTERS);
    }

    /**
     * A file or program path said back: whole when it has at most {@link #PATH_CHARACTERS}
     * characters, else {@link #MORE} and its end from a folder boundary (the file name matters more
     * than the folders above it). A path is one word, and saying which file was meant needs more
     * than 40 characters: {@code /usr/lib/jvm/…} paths are often 60.
     */
    public static String path(String path) {
        String s = SafeText.clean(path).strip();
        int length = s.codePointCount(0, s.length());
        if (length <= PATH_CHARACTERS) {
            return s;
        }
        String tail = s.substring(s.offsetByCodePoints(0, length - (PATH_CHARACTERS - 1)));
        int folder = Math.max(tail.indexOf('/'), tail.indexOf('\\'));
        if (folder > 0 && folder < tail.length() - 1) {
            tail = tail.substring(folder);
        }
        return MORE + tail;
    }

    /**
     * A name from outside, as an engine gives its own ({@code Stockfish 17.1}): at most
     * {@link #NAME_WORDS} words and {@link #NAME_CHARACTERS} characters; real names are 1 to 4 words.
     */
    public static String name(String name) {
        return cut(name, NAME_WORDS, NAME_CHARACTERS);
    }

    /**
     * {@code text} cleaned, and cut after {@code maxWords} words or {@code maxChars} characters,
     * whichever comes first, with {@link #MORE} after a cut. A cut inside a word goes back to the
     * last space when that keeps at least half the characters.
     */
    public static String cut(String text, int maxWords, int maxChars) {
        String s = SafeText.clean(text).strip();
        int words = 0;
        int chars = 0;
        boolean inWord = false;
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            boolean space = Character.isWhitespace(cp) || Character.isSpaceChar(cp);
            if (!space && !inWord && words == maxWords) {
                return s.substring(0, i).stripTrailing() + MORE;
            }
            if (chars == maxChars) {
                return atSpace(s.substring(0, i), maxChars) + MORE;
            }
            if (!space && !inWord) {
                words++;
            }
            inWord = !space;
            chars++;
            i += Character.charCount(cp);
        }
        return s;
    }

    private static String atSpace(String kept, int maxChars) {
        int space = kept.lastIndexOf(' ');
        return space >= maxChars / 2 ? kept.substring(0, space).stripTrailing() : kept.stripTrailing();
    }
}
