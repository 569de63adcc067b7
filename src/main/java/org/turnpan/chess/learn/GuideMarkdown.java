package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the markdown of a rules guide (docs/rules*.md): a {@code # title}, then sections, each
 * opened by a {@code <!-- section: id -->} comment and a {@code ## heading}, holding paragraphs,
 * {@code ###} headings and lists ({@code -}, {@code *} or {@code 1.} items; an indented line
 * continues the item). Inline marks (bold, italics, code, links) are stripped. The guides ship inside
 * the program, so a malformed one is a programmer error and throws.
 */
final class GuideMarkdown {
    private static final Pattern SECTION = Pattern.compile("^<!--\\s*section:\\s*([a-z0-9-]+)\\s*-->$");
    private static final Pattern BULLET = Pattern.compile("^(?:[-*]|(\\d+)\\.)\\s+(.*)$");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)]\\([^)]*\\)");
    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->");

    /** A parsed guide: its title and its sections in order. */
    record Parsed(String title, List<GuideSection> sections) {
    }

    private GuideMarkdown() {
    }

    static Parsed parse(String markdown, String name) {
        String title = null;
        List<GuideSection> sections = new ArrayList<>();
        String id = null;
        String heading = null;
        List<GuideBlock> blocks = new ArrayList<>();
        BlockBuilder block = new BlockBuilder();
        String[] lines = markdown.replace("\r", "").split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            String trimmed = line.strip();
            Matcher section = SECTION.matcher(trimmed);
            if (section.matches()) {
                block.flushInto(blocks);
                if (id != null) {
                    sections.add(section(id, sections.size() + 1, heading, blocks, name));
                }
                id = section.group(1);
                heading = null;
                blocks = new ArrayList<>();
            } else if (trimmed.startsWith("# ")) {
                if (title != null || id != null) {
                    throw malformed(name, n, "a second title");
                }
                title = inline(trimmed.substring(2));
            } else if (trimmed.startsWith("## ")) {
                if (id == null || heading != null) {
                    throw malformed(name, n, "a section heading without its own section comment");
                }
                heading = inline(trimmed.substring(3));
            } else if (trimmed.startsWith("### ")) {
                block.flushInto(blocks);
                blocks.add(new GuideBlock.Heading(inline(trimmed.substring(4))));
            } else if (trimmed.startsWith("|") || trimmed.startsWith("![") || trimmed.startsWith("```")) {
                throw malformed(name, n, "a table, picture or code block (the guide is read aloud)");
            } else if (trimmed.isEmpty()) {
                block.flushInto(blocks);
            } else if (id != null) {
                block.add(line, trimmed, blocks);
            }
        }
        block.flushInto(blocks);
        if (id != null) {
            sections.add(section(id, sections.size() + 1, heading, blocks, name));
        }
        if (title == null || sections.isEmpty()) {
            throw new IllegalArgumentException(name + " has no title or no section");
        }
        return new Parsed(title, sections);
    }

    private static GuideSection section(String id, int number, String heading, List<GuideBlock> blocks, String name) {
        if (heading == null || blocks.isEmpty()) {
            throw new IllegalArgumentException(name + ": section " + id + " needs a ## heading and some text");
        }
        return new GuideSection(id, number, heading, blocks);
    }

    private static IllegalArgumentException malformed(String name, int line, String what) {
        return new IllegalArgumentException(name + " line " + (line + 1) + ": " + what);
    }

    /** Strips inline markdown: links keep their text; bold, italics and code marks go. */
    static String inline(String text) {
        String s = COMMENT.matcher(text).replaceAll("");
        s = LINK.matcher(s).replaceAll("$1");
        s = s.replace("**", "").replace("`", "");
        s = s.replaceAll("(?<![\\p{L}\\p{N}*])\\*(?=\\S)([^*]+?)(?<=\\S)\\*(?![\\p{L}\\p{N}*])", "$1");
        s = s.replaceAll("(?<![\\p{L}\\p{N}_])_(?=\\S)([^_]+?)(?<=\\S)_(?![\\p{L}\\p{N}_])", "$1");
        return s.replace("\\", "").replaceAll("\\s+", " ").strip();
    }

    /** Collects the lines of the paragraph or list being read. */
    private static final class BlockBuilder {
        private final StringBuilder paragraph = new StringBuilder();
        private final List<StringBuilder> items = new ArrayList<>();
        private boolean numbered;

        void add(String line, String trimmed, List<GuideBlock> blocks) {
            Matcher bullet = BULLET.matcher(trimmed);
            boolean indented = line.startsWith(" ") || line.startsWith("\t");
            if (bullet.matches() && !(indented && !items.isEmpty())) {
                if (!paragraph.isEmpty()) {
                    flushInto(blocks);
                }
                numbered = bullet.group(1) != null;
                items.add(new StringBuilder(bullet.group(2)));
            } else if (!items.isEmpty()) {
                items.get(items.size() - 1).append(' ').append(trimmed);
            } else {
                paragraph.append(paragraph.isEmpty() ? "" : " ").append(trimmed);
            }
        }

        void flushInto(List<GuideBlock> blocks) {
            if (!paragraph.isEmpty()) {
                blocks.add(new GuideBlock.Paragraph(inline(paragraph.toString())));
            }
            if (!items.isEmpty()) {
                blocks.add(new GuideBlock.Items(numbered, items.stream().map(b -> inline(b.toString())).toList()));
            }
            paragraph.setLength(0);
            items.clear();
        }
    }
}
