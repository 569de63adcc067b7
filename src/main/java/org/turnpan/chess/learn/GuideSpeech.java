package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Nouns;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.VoiceMessages;

/**
 * Turns a guide section into sentences, in the guide's language. A square standing alone ("e4", not
 * "e1g1" or "e8=Q") is said as the language names it, so a Russian or Bulgarian voice hears "е4" and
 * "дэ5" in its own letters rather than switching to English; displays show the page's own text,
 * with its Latin squares ({@link Medium#TEXT}).
 */
final class GuideSpeech {
    private static final Pattern LONE_SQUARE = Pattern.compile("(?<![\\p{L}\\p{N}=/-])([a-h][1-8])(?![\\p{L}\\p{N}=])");

    private final Catalogue messages;
    private final Nouns nouns = new Nouns(SquareStyle.PLAIN);
    private final int sectionCount;

    GuideSpeech(Catalogue messages, int sectionCount) {
        this.messages = messages;
        this.sectionCount = sectionCount;
    }

    /** The section's sentences in order: its number and title, each paragraph, each list announced. */
    List<Message> sentences(GuideSection section) {
        List<Message> out = new ArrayList<>();
        out.add(Message.of("learn.guide.section", "number", section.number(), "total", sectionCount,
                "title", section.title()));
        for (GuideBlock block : section.blocks()) {
            if (block instanceof GuideBlock.Heading h) {
                out.add(sentence(h.text()));
            } else if (block instanceof GuideBlock.Paragraph p) {
                out.add(sentence(p.text()));
            } else if (block instanceof GuideBlock.Items list) {
                out.add(Message.of("learn.guide.list", Catalogue.COUNT, list.items().size()));
                list.items().forEach(item -> out.add(sentence(capitalized(item))));
                out.add(Message.of("learn.guide.list.end"));
            }
        }
        return out;
    }

    /** The section's sentences as a voice says them. */
    List<String> utterances(GuideSection section) {
        return sentences(section).stream().map(m -> messages.render(m, Medium.SPEECH)).toList();
    }

    /**
     * The text with a full stop at the end: said with its lone squares in the language's letters,
     * shown as the page writes it.
     */
    private Message sentence(String text) {
        Matcher m = LONE_SQUARE.matcher(text);
        StringBuilder spoken = new StringBuilder();
        while (m.find()) {
            Square square = Square.parse(m.group(1)).orElseThrow();
            m.appendReplacement(spoken, Matcher.quoteReplacement(messages.render(nouns.square(square), Medium.SPEECH)));
        }
        m.appendTail(spoken);
        return VoiceMessages.verbatim(closed(spoken.toString())).shownAs(closed(text));
    }

    /**
     * A list item as a sentence of its own starts with a capital ("Rook on a1."), unless it starts
     * with a square, which keeps chess's small letter ("e4 is the centre.").
     */
    static String capitalized(String item) {
        String t = item.strip();
        if (t.isEmpty() || t.matches("(?s)[a-h][1-8]\\b.*")) {
            return t;
        }
        int first = t.codePointAt(0);
        return new StringBuilder().appendCodePoint(Character.toTitleCase(first))
                .append(t.substring(Character.charCount(first))).toString();
    }

    /** The text with a full stop at the end when it has no closing mark of its own. */
    static String closed(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return t;
        }
        char last = t.charAt(t.length() - 1);
        return ".!?:;…)»\"".indexOf(last) >= 0 ? t : t + ".";
    }
}
