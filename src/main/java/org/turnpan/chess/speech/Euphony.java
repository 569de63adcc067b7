package org.turnpan.chess.speech;

import java.util.ArrayList;
import java.util.List;

/**
 * A language's sound rules for a short word written in a template right before a slot, when what
 * the slot renders starts with certain letters: Italian "c6 e e7" is said "c6 ed e7", "promuove a
 * alfiere" is "promuove ad alfiere", "da a2 a a4" is "da a2 ad a4"; Bulgarian "в" is "във" before
 * в or ф. The rules are data in each language's {@code messages} catalogue ({@code grammar.euphony}):
 * rules separated by semicolons, each {@code word>replacement:letters}, or {@code -} for none.
 * A translator writes the plain word ("{first} e {second}") and the rule picks the form.
 */
record Euphony(List<Rule> rules) {
    /** The catalogue value of a language with no such rule. */
    static final String NONE = "-";

    /** {@code word} becomes {@code replacement} before a slot whose text starts with one of {@code letters}. */
    record Rule(String word, String replacement, String letters) {
    }

    Euphony {
        rules = List.copyOf(rules);
    }

    /**
     * Reads {@code e>ed:eèé; a>ad:aà}. A malformed rule is a catalogue error, found by the
     * catalogue tests, so it throws.
     */
    static Euphony parse(String text) {
        List<Rule> rules = new ArrayList<>();
        if (text == null || text.isBlank() || text.strip().equals(NONE)) {
            return new Euphony(rules);
        }
        for (String part : text.split(";")) {
            String p = part.strip();
            int arrow = p.indexOf('>');
            int colon = p.indexOf(':', arrow + 1);
            if (arrow <= 0 || colon <= arrow + 1 || colon == p.length() - 1) {
                throw new IllegalArgumentException("malformed euphony rule \"" + p + "\" in " + Catalogue.EUPHONY);
            }
            rules.add(new Rule(p.substring(0, arrow), p.substring(arrow + 1, colon), p.substring(colon + 1)));
        }
        return new Euphony(rules);
    }

    /**
     * When {@code sb} ends with one of the rules' words as a word of its own followed by one space,
     * and {@code value} starts with one of that rule's letters (in either case), puts the
     * replacement in place of the word.
     */
    void beforeSlot(StringBuilder sb, String value) {
        if (rules.isEmpty() || value.isEmpty() || sb.length() < 2 || sb.charAt(sb.length() - 1) != ' ') {
            return;
        }
        String first = value.substring(0, value.offsetByCodePoints(0, 1));
        for (Rule r : rules) {
            int start = sb.length() - 1 - r.word().length();
            if (start < 0 || !sb.substring(start, sb.length() - 1).equals(r.word())) {
                continue;
            }
            boolean wordStart = start == 0 || (!Character.isLetterOrDigit(sb.charAt(start - 1)) && sb.charAt(start - 1) != '\'');
            if (wordStart && (r.letters().contains(first) || r.letters().contains(first.toLowerCase(java.util.Locale.ROOT)))) {
                sb.replace(start, sb.length() - 1, r.replacement());
                return;
            }
        }
    }
}
