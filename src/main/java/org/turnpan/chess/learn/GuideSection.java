package org.turnpan.chess.learn;

import java.util.List;

/**
 * One section of the rules guide: its stable id (the same in every language, from the
 * {@code <!-- section: id -->} comment), its number from 1, its heading and its blocks.
 */
public record GuideSection(String id, int number, String title, List<GuideBlock> blocks) {

    public GuideSection {
        if (id == null || id.isBlank() || title == null || title.isBlank()) {
            throw new IllegalArgumentException("a section needs an id and a title");
        }
        blocks = List.copyOf(blocks);
    }

    /** The heading and every block as written (markdown stripped), one line each; for searching and tests. */
    public String plainText() {
        StringBuilder out = new StringBuilder(title);
        for (GuideBlock b : blocks) {
            if (b instanceof GuideBlock.Heading h) {
                out.append('\n').append(h.text());
            } else if (b instanceof GuideBlock.Paragraph p) {
                out.append('\n').append(p.text());
            } else if (b instanceof GuideBlock.Items items) {
                items.items().forEach(i -> out.append('\n').append(i));
            }
        }
        return out.toString();
    }
}
