package org.turnpan.chess.learn;

import java.util.List;

/** One block of a guide section, its markdown already stripped: a heading, a paragraph or a list. */
public sealed interface GuideBlock {

    /** A heading inside a section ({@code ###}). */
    record Heading(String text) implements GuideBlock {
    }

    /** A paragraph of one or more sentences. */
    record Paragraph(String text) implements GuideBlock {
    }

    /** A list; {@code numbered} when its items were written 1., 2., 3. */
    record Items(boolean numbered, List<String> items) implements GuideBlock {
        public Items {
            items = List.copyOf(items);
        }
    }
}
