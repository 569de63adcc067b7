package org.turnpan.chess.speech;

/**
 * Where a sentence goes, which decides how its squares are written. The same message renders for
 * both: the announcer shows the {@link #TEXT} form on every display and gives the {@link #SPEECH}
 * form to the voice. See docs/i18n.md, "Spoken and shown".
 */
public enum Medium {
    /**
     * For the ear (a voice, a screen reader's speech): squares as the language says them ("е4",
     * "дэ5" for a Russian voice, "бе4" for a Bulgarian one, so it never switches to English
     * mid-sentence), and in the phonetic style when the player chose it ("echo 4").
     */
    SPEECH,
    /**
     * For the eye and the fingers (the console's lines, the window's log and status line, a braille
     * display): squares and files in standard notation, Latin letters in every language ("e4").
     */
    TEXT
}
