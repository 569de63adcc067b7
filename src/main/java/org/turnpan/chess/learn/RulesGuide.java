package org.turnpan.chess.learn;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * The rules guide inside the program: docs/rules.md and its translations (rules.it.md, .ru.md,
 * .bg.md, .vi.md), packaged as {@code guide/rules[.<lang>].md}, split into sections that can be
 * listed, found by number or by a word of their heading, stepped through, and heard. Every language
 * has the same sections in the same order (same ids). Immutable; one instance per language.
 */
public final class RulesGuide {
    private static final Map<String, RulesGuide> CACHE = new ConcurrentHashMap<>();
    private static final Pattern NEGATIVE_NUMBER = Pattern.compile("\\s*[-\u2212\u2013]\\s*\\d+\\s*");

    private final Locale locale;
    private final String title;
    private final List<GuideSection> sections;
    private final GuideSpeech speech;

    private RulesGuide(Locale locale, GuideMarkdown.Parsed parsed) {
        this.locale = locale;
        this.title = parsed.title();
        this.sections = List.copyOf(parsed.sections());
        this.speech = new GuideSpeech(Catalogue.forLocale(locale), sections.size());
    }

    /** The guide in a supported language (English for any other). */
    public static RulesGuide forLocale(Locale locale) {
        Locale lang = Catalogue.supported(locale);
        return CACHE.computeIfAbsent(lang.getLanguage(), l -> load(lang));
    }

    /** The resource a language's guide is read from: {@code guide/rules.md}, {@code guide/rules.it.md}... */
    public static String resource(Locale locale) {
        String lang = Catalogue.supported(locale).getLanguage();
        return lang.equals("en") ? "guide/rules.md" : "guide/rules." + lang + ".md";
    }

    private static RulesGuide load(Locale lang) {
        String name = resource(lang);
        try (InputStream in = RulesGuide.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the rules guide " + name + " is missing from the program");
            }
            return new RulesGuide(lang, GuideMarkdown.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Locale locale() {
        return locale;
    }

    /** The guide's title ("The rules of chess, by ear"). */
    public String title() {
        return title;
    }

    public List<GuideSection> sections() {
        return sections;
    }

    public GuideSection first() {
        return sections.get(0);
    }

    /** Section {@code number}, counted from 1. */
    public Optional<GuideSection> section(int number) {
        return number >= 1 && number <= sections.size() ? Optional.of(sections.get(number - 1)) : Optional.empty();
    }

    /** The section with this id ("castling"), the same in every language. */
    public Optional<GuideSection> byId(String id) {
        return sections.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** The section after {@code current}; empty after the last. */
    public Optional<GuideSection> next(GuideSection current) {
        return section(current.number() + 1);
    }

    /** The section before {@code current}; empty before the first. */
    public Optional<GuideSection> previous(GuideSection current) {
        return section(current.number() - 1);
    }

    /**
     * The section a player asks for: a number ("7"), an id ("en-passant"), or words of its heading in
     * this language, any case, with or without accents ("arrocco", "nhap thanh"). Empty when none fits.
     */
    public Optional<GuideSection> find(String typed) {
        // "-1" folds to "1": a minus sign must not land on section 1.
        String wanted = Folding.folded(typed);
        if (wanted.isEmpty() || NEGATIVE_NUMBER.matcher(typed).matches()) {
            return Optional.empty();
        }
        if (wanted.chars().allMatch(Character::isDigit)) {
            return wanted.length() > 3 ? Optional.empty() : section(Integer.parseInt(wanted));
        }
        Optional<GuideSection> exact = sections.stream().filter(s -> Folding.folded(s.id()).equals(wanted)).findFirst();
        if (exact.isPresent()) {
            return exact;
        }
        return sections.stream().filter(s -> (" " + Folding.folded(s.title()) + " ").contains(" " + wanted)).findFirst();
    }

    /** "The rules guide has 20 sections. 1. The board and where things are. 2. ..." as one message. */
    public Message contents() {
        List<Message> sentences = new ArrayList<>();
        sentences.add(Message.of("learn.guide.contents", Catalogue.COUNT, sections.size()));
        for (GuideSection s : sections) {
            sentences.add(Message.of("learn.guide.contents.entry", "number", s.number(), "title", s.title()));
        }
        return Joined.sentences(sentences);
    }

    /** The whole section as one message to be heard: number, heading, paragraphs, lists announced as lists. */
    public Message read(GuideSection section) {
        return Message.of("learn.guide.passage", "text", Joined.sentences(speech.sentences(section)));
    }

    /**
     * The section as sentences for a voice, in order: "Section 9 of 18. Castling.", each paragraph,
     * each list as "A list of 4 items.", its items and "End of list."; markdown already stripped.
     */
    public List<String> utterances(GuideSection section) {
        return speech.utterances(section);
    }
}
