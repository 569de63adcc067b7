package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The sentence style rules of docs/i18n.md that a machine can check, over every value of every
 * catalogue in every language: no "label: value" (a colon right before a slot, a slot used as a
 * label before a colon, or a sentence opened by a short label such as "Hint:"), a capital at the
 * start of every sentence, one form of address per language, and the Italian and Bulgarian
 * points of the list. The rules that need an ear (who moved, numbers, castling in full...) are
 * checked by the golden sentences.
 */
class CatalogueStyleTest {

    /**
     * A colon, then (after spaces or an opening quote) a slot: "in check from: {pieces}". A square
     * written into the template ({@code {=d1}}) is text, not a slot: "which the rook does not hit: d1".
     */
    private static final Pattern COLON_BEFORE_SLOT = Pattern.compile(":\\s*[«“„\"]?\\{(?!=)");
    /** A slot used as a label: "{square}: attacked by", "{side}: {time}". */
    private static final Pattern SLOT_AS_LABEL = Pattern.compile("^([^\\s{]+\\s)?\\{[^}]+}:(\\s|$)");
    /**
     * A label opening a sentence: one or two words then a colon ("Hint: ", "Не може: "), or up to four
     * words with a comma among them ("Last move, White: "). Longer openings are clauses ("There are
     * three ways: ...").
     */
    private static final Pattern LABEL_OPENING = Pattern.compile(
            "^([^\\s:.!?{]+(?:\\s[^\\s:.!?{]+)?|[^\\s:.!?{]+,(?:\\s[^\\s:.!?{]+){1,3}|[^\\s:.!?{]+\\s[^\\s:.!?{]+,(?:\\s[^\\s:.!?{]+){1,2}):(\\s|$)");
    /** Where a sentence ends inside a template: end mark, an optional closing quote, spaces. */
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?…][»”\"')]?\\s+");
    /** A square written as chess writes it, in Latin or Cyrillic letters: "e4 is empty", "а1 е там". */
    private static final Pattern SQUARE_OPENING = Pattern.compile("^(?iu)[a-hа-яё]{1,2}[1-8](?![\\p{L}\\d])");
    /** A template that ends as a sentence (fragments, names, word lists and menu items such as "Open…" do not). */
    private static final Pattern ENDS_AS_SENTENCE = Pattern.compile(".*[.!?][»”\"')]?$", Pattern.DOTALL);

    /**
     * Slots that may open a sentence without {@code ^}: they hold a whole sentence of their own (it
     * starts with its capital), a square (written as chess writes it: "e4 is empty"), or what the
     * player typed, said back as typed. A number is said in words ("Three games…"), so a sentence
     * that opens with one writes {@code {^count}}.
     */
    private static final Set<String> SENTENCE_SLOTS = Set.of("reason", "outcome", "problem", "help", "answer",
            "task", "evaluation", "greeting", "whose", "first", "second", "praise", "how", "line", "text",
            "detail", "notice");
    // pawnMove: a terse pawn move, which starts with its square or file ("e4.", "e takes d5.")
    private static final Set<String> NON_WORD_SLOTS = Set.of("square", "from", "to", "rank", "file", "path", "pawnMove");

    /**
     * True exceptions, each with its reason. Every key here is shown, not spoken as an
     * announcement: labels of on-screen fields (a screen reader says the label, then the field) and
     * the lines of the keyboard help, a two-column list read line by line.
     */
    private static final Set<String> ALLOWED_LABELS = Set.of(
            "ui.command.label", "ui.new.colour", "ui.new.opponent", "ui.new.clock", "ui.new.level", "ui.new.engine",
            "ui.new.variant", "ui.new.position",
            "ui.help.line",
            // a person's words, quoted as the chat shows them ("Ortensia Valli says: Good luck!", issue 25)
            "online.chat.line");
    /**
     * The same, by key prefix: menu items ("_Theme: light or dark"), the cells of the keyboard help,
     * the report of {@code pgn check}, whose form ("FILE: Game N, line L, column C: ...", then
     * "Games read: N. Games with errors: E.") is the command-line contract of docs/commands.md that
     * editors and outside checks read, and the review's move lists, read as a score sheet ("12, White:
     * knight to f3"; "5 moves went to or from e5: 8, Black: pawn to e5; ...").
     */
    private static final List<String> ALLOWED_LABEL_PREFIXES = List.of("ui.menu.", "ui.keys.", "pgn.problem.",
            // the labels of the online dialogs' fields, as ui.new.* (a screen reader says the label, then the field)
            "online.ui.field.",
            // the command line's --help: each line is read on screen beside the option it describes
            // ("--lang=<lang>   Language: en, it, ru, bg, vi."), a two-column list like the keyboard help
            "cli.help.",
            "pgn.check.summary", "review.move.white", "review.move.black", "review.history.");

    /** Forms of address that a language's catalogues must not use (one form per language). */
    private static final Map<String, Pattern> OTHER_ADDRESS = Map.of(
            // Italian speaks to the player with tu: no formal Lei forms, no plural voi forms
            "it", Pattern.compile("(?u)\\b(Lei|Suo|Sua|[Dd]igiti|[Ss]criva|[Ss]celga|[Pp]rema|[Dd]ica|[Cc]hieda|[Aa]ttenda|"
                    + "[Ii]ndichi|[Ss]crivete|[Dd]ecidete|[Pp]remete|[Ss]cegliete|[Pp]rovate|[Dd]igitate|[Uu]sate|[Aa]prite|"
                    + "[Cc]hiedete|[Dd]ite|[Vv]ostr[oaie]|potete|volete|avete|siete)\\b"),
            // Russian speaks with вы: no ты forms
            "ru", Pattern.compile("(?iu)(?<![\\p{L}])(ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоего|твоей|твоих)(?![\\p{L}])"),
            // Bulgarian speaks with вие: no ти forms
            "bg", Pattern.compile("(?iu)(?<![\\p{L}])(ти|теб|тебе|твой|твоя|твоят|твоето|твоите|твоята)(?![\\p{L}])"));

    @TestFactory
    Stream<DynamicTest> everySentenceFollowsTheStyleRules() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            String code = lang.getLanguage();
            for (String bundle : Catalogue.BUNDLES) {
                String file = "i18n/" + bundle + (code.equals("en") ? "" : "_" + code) + ".properties";
                Map<String, String> catalogue = new TreeMap<>(Catalogue.read(file));
                tests.add(DynamicTest.dynamicTest(file, () -> {
                    assertFalse(catalogue.isEmpty(), file + " is missing or empty");
                    Map<String, String> broken = new TreeMap<>();
                    catalogue.forEach((key, value) -> problem(code, key, value).ifPresent(p -> broken.put(key, p)));
                    StringBuilder report = new StringBuilder();
                    broken.forEach((k, p) -> report.append("\n  ").append(k).append(" -> ").append(p));
                    assertTrue(broken.isEmpty(), file + ": sentences that break the style rules of docs/i18n.md" + report);
                }));
            }
        }
        return tests.stream();
    }

    /** What is wrong with one catalogue value, if anything. */
    static java.util.Optional<String> problem(String lang, String key, String value) {
        if (!ALLOWED_LABELS.contains(key) && ALLOWED_LABEL_PREFIXES.stream().noneMatch(key::startsWith)) {
            if (COLON_BEFORE_SLOT.matcher(value).find()) {
                return java.util.Optional.of("a label with a colon before a slot: " + value);
            }
            for (String sentence : sentences(value)) {
                if (SLOT_AS_LABEL.matcher(sentence).find()) {
                    return java.util.Optional.of("a slot used as a label: " + value);
                }
                if (LABEL_OPENING.matcher(sentence).find()) {
                    return java.util.Optional.of("a sentence opened by a label: " + value);
                }
            }
        }
        if (ENDS_AS_SENTENCE.matcher(value.strip()).matches()) {
            for (String sentence : sentences(value)) {
                if (!startsWell(sentence)) {
                    return java.util.Optional.of("a sentence without a capital at its start: " + value);
                }
            }
        }
        Pattern address = OTHER_ADDRESS.get(lang);
        if (address != null) {
            Matcher m = address.matcher(value);
            if (m.find()) {
                return java.util.Optional.of("the other form of address (" + m.group() + "): " + value);
            }
        }
        if (lang.equals("bg") && count(value, "не може") > 1) {
            return java.util.Optional.of("\"не може\" twice: " + value);
        }
        if (lang.equals("it")) {
            String words = value.replaceAll("\\{[^}]*}", "{}");
            if (Pattern.compile("(?<![\\p{L}'])e [eEèé]").matcher(words).find()
                    || Pattern.compile("(?<![\\p{L}'])a [aA]").matcher(words).find()) {
                return java.util.Optional.of("\"e\"/\"a\" before a vowel where Italian says \"ed\"/\"ad\": " + value);
            }
        }
        return java.util.Optional.empty();
    }

    /** The sentences of a template, split after . ! ? … (a number like "12." followed by a move stays whole). */
    static List<String> sentences(String value) {
        List<String> out = new ArrayList<>();
        Matcher m = SENTENCE_END.matcher(value);
        int start = 0;
        while (m.find()) {
            String before = value.substring(0, m.start());
            boolean numbered = m.group().startsWith(".") && (before.endsWith("{number}")
                    || (!before.isEmpty() && Character.isDigit(before.charAt(before.length() - 1))
                    && (before.length() < 2 || !Character.isLetter(before.charAt(before.length() - 2)))));
            if (!numbered) {
                out.add(value.substring(start, m.end()).strip());
                start = m.end();
            }
        }
        if (start < value.length()) {
            out.add(value.substring(start).strip());
        }
        out.removeIf(String::isEmpty);
        return out;
    }

    /** A capital, a digit, an opening quote, {^slot}, or a slot that holds a sentence, a square or a number. */
    static boolean startsWell(String sentence) {
        int c = sentence.codePointAt(0);
        if (Character.isUpperCase(c) || Character.isTitleCase(c) || Character.isDigit(c) || "«“„\"(".indexOf(c) >= 0) {
            return true;
        }
        if (SQUARE_OPENING.matcher(sentence).find() || sentence.startsWith("{=")) {
            // a square written as chess writes it, also when written into the template: "{=h1} is light"
            return true;
        }
        if (c != '{') {
            return false;
        }
        if (sentence.startsWith("{^")) {
            return true;
        }
        int end = sentence.indexOf('}');
        String name = sentence.substring(1, end < 0 ? sentence.length() : end).replaceAll(":.*", "");
        return SENTENCE_SLOTS.contains(name) || NON_WORD_SLOTS.contains(name);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
