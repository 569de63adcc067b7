package org.turnpan.chess.speech;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.text.SafeText;

/**
 * The sentence catalogues of one language, read from {@code i18n/<bundle>[_<lang>].properties}
 * (UTF-8) on the class path. Templates have named slots: {@code {piece} takes {square}}; a slot may
 * ask for a grammatical form of a nested message ({@code {piece:acc}}) and may capitalize it
 * ({@code {^side}}); a {@link List} argument renders as a natural list; a key given only as plural
 * variants ({@code key.one}, {@code key.few}, ...) is chosen by the {@code count} argument. A key
 * missing in a language falls back to English. Plain slot values are cleaned of terminal control
 * sequences ({@link SafeText}). A short word of the template right before a slot may change with the
 * slot's first letter, as the language's {@link Euphony} rules say (Italian "e" becomes "ed" before
 * "e7"). Every sentence renders for a {@link Medium}: for the ear, squares are said in the
 * language's words; for a display, a message that carries its {@linkplain Message#shown() shown}
 * form (a square, a file) is written in standard notation ("e4"). Immutable once loaded. See
 * docs/i18n.md.
 */
public final class Catalogue {
    /** Every catalogue; each area of the program owns one. */
    public static final List<String> BUNDLES = List.of("messages", "notation", "session", "speech", "ui", "engine", "learn",
            "review", "chess960");
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.forLanguageTag("it"),
            Locale.forLanguageTag("ru"), Locale.forLanguageTag("bg"), Locale.forLanguageTag("vi"));

    /** The slot that chooses among plural variants of a key. */
    public static final String COUNT = "count";

    private static final Map<String, Catalogue> CACHE = new ConcurrentHashMap<>();
    /** Squares written into templates are said plainly ("е4"), whatever style the player chose. */
    private static final Nouns WRITTEN = new Nouns(SquareStyle.PLAIN);

    /** The key of a language's euphony rules (see {@link Euphony}). */
    public static final String EUPHONY = "grammar.euphony";

    private final Locale locale;
    private final Map<String, String> templates;
    private final Euphony euphony;

    private Catalogue(Locale locale, Map<String, String> templates) {
        this.locale = locale;
        this.templates = templates;
        this.euphony = Euphony.parse(templates.getOrDefault(EUPHONY, Euphony.NONE));
    }

    /** The catalogues for a language (one of {@link #LANGUAGES}; anything else gets English). */
    public static Catalogue forLocale(Locale locale) {
        String lang = supported(locale).getLanguage();
        return CACHE.computeIfAbsent(lang, Catalogue::load);
    }

    /** The supported language closest to {@code locale}: its language if we have it, else English. */
    public static Locale supported(Locale locale) {
        if (locale != null) {
            for (Locale l : LANGUAGES) {
                if (l.getLanguage().equals(locale.getLanguage())) {
                    return l;
                }
            }
        }
        return Locale.ENGLISH;
    }

    private static Catalogue load(String lang) {
        Map<String, String> all = new HashMap<>();
        for (String bundle : BUNDLES) {
            all.putAll(read("i18n/" + bundle + ".properties"));
        }
        if (!lang.equals("en")) {
            for (String bundle : BUNDLES) {
                all.putAll(read("i18n/" + bundle + "_" + lang + ".properties"));
            }
        }
        return new Catalogue(Locale.forLanguageTag(lang), Map.copyOf(all));
    }

    /** The raw key/template pairs of one catalogue file, or nothing when it is absent. */
    public static Map<String, String> read(String resource) {
        Map<String, String> out = new HashMap<>();
        try (InputStream in = Catalogue.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return out;
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String k : p.stringPropertyNames()) {
                out.put(k, p.getProperty(k));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    public Locale locale() {
        return locale;
    }

    public boolean has(String key) {
        return templates.containsKey(key);
    }

    /** The template for a key, or the key itself in brackets when no catalogue has it. */
    public String template(String key) {
        String t = templates.get(key);
        return t != null ? t : "[" + key + "]";
    }

    /** The sentence for the ear ({@link Medium#SPEECH}): what a voice says. */
    public String render(Message message) {
        return render(message, Medium.SPEECH);
    }

    /**
     * The sentence for {@code medium}: the same words, with squares and files as the voice says them
     * ({@link Medium#SPEECH}) or in standard notation ({@link Medium#TEXT}).
     */
    public String render(Message message, Medium medium) {
        return render(message, null, medium);
    }

    /** A label or a line to show ({@link Medium#TEXT}): menu items, headings, printed lines. */
    public String text(String key, Object... nameValuePairs) {
        return render(Message.of(key, nameValuePairs), Medium.TEXT);
    }

    /** The plural rules of this catalogue's language. */
    public PluralRules pluralRules() {
        return PluralRules.forLocale(locale);
    }

    /**
     * Renders a message in a grammatical form ("nom", "acc", "by"...; null for the plain one). The
     * template is {@code key.form} when the catalogue has it, else {@code key}; a key the catalogue
     * only has in plural variants ({@code key.one}, {@code key.few}...) is chosen by the {@code count}
     * slot.
     */
    private String render(Message message, String form, Medium medium) {
        if (medium == Medium.TEXT && message.shown().isPresent()) {
            return SafeText.clean(message.shown().get());
        }
        return fill(chooseTemplate(message, form), message.args(), form, medium);
    }

    private String chooseTemplate(Message message, String form) {
        String key = message.key();
        if (form != null) {
            String t = templates.get(key + "." + form);
            if (t != null) {
                return t;
            }
        }
        String t = templates.get(key);
        if (t != null) {
            return t;
        }
        if (message.args().get(COUNT) instanceof Number n) {
            String plural = templates.get(key + "." + pluralRules().categoryOf(n.longValue()).suffix());
            if (plural != null) {
                return plural;
            }
        }
        return templates.getOrDefault(key + "." + PluralCategory.OTHER.suffix(), "[" + key + "]");
    }

    /**
     * Fills slots: {@code {name}} (a nested message keeps the form being rendered), {@code {name:form}}
     * (the nested message in that form), and a leading {@code ^} ({@code {^name}}) capitalizes the
     * first letter. A square or a file written into the template itself ({@code {=e4}}, {@code {=d}})
     * is said in the language's letters and shown in standard notation, like a square from
     * {@link Nouns}. A braced text that names no argument is kept as it is.
     */
    private String fill(String template, Map<String, Object> args, String inherited, Medium medium) {
        StringBuilder sb = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close > i) {
                Slot slot = Slot.parse(template.substring(i + 1, close));
                Optional<Message> written = writtenSquare(slot.name());
                if (written.isPresent()) {
                    String v = value(written.get(), null, medium);
                    euphony.beforeSlot(sb, v);
                    sb.append(slot.capitalized() ? capitalize(v) : v);
                    i = close + 1;
                    continue;
                }
                if (args.containsKey(slot.name())) {
                    String v = value(args.get(slot.name()), slot.form() != null ? slot.form() : inherited, medium);
                    euphony.beforeSlot(sb, v);
                    sb.append(slot.capitalized() ? capitalize(v) : v);
                    i = close + 1;
                    continue;
                }
            }
            sb.append(c);
            i++;
        }
        return sb.toString();
    }

    /** {@code =e4} or {@code =d} (the body of {@code {=e4}}) as the square or file it writes; else empty. */
    private static Optional<Message> writtenSquare(String body) {
        if (body.length() == 2 && body.charAt(0) == '=' && body.charAt(1) >= 'a' && body.charAt(1) <= 'h') {
            return Optional.of(WRITTEN.file(body.charAt(1) - 'a'));
        }
        return body.startsWith("=") ? Square.parse(body.substring(1)).map(WRITTEN::square) : Optional.empty();
    }

    private String value(Object v, String form, Medium medium) {
        if (v instanceof Message m) {
            return render(m, form, medium);
        }
        if (v instanceof List<?> items) {
            return list(items, form, medium);
        }
        // the one place every slot value passes: text from outside loses its control sequences here
        return SafeText.clean(String.valueOf(v));
    }

    /** "a", "a and b", "a, b and c" with the {@code list.two} and {@code list.more} templates. */
    private String list(List<?> items, String form, Medium medium) {
        if (items.isEmpty()) {
            return "";
        }
        if (items.size() == 1) {
            return value(items.get(0), form, medium);
        }
        if (items.size() == 2) {
            return fill(template("list.two"), Map.of("first", items.get(0), "second", items.get(1)), form, medium);
        }
        return fill(template("list.more"), Map.of("first", items.get(0), "rest", items.subList(1, items.size())), form,
                medium);
    }

    private String capitalize(String s) {
        if (s.isEmpty()) {
            return s;
        }
        int first = s.codePointAt(0);
        return new StringBuilder().appendCodePoint(Character.toTitleCase(first))
                .append(s, Character.charCount(first), s.length()).toString();
    }

    /** One slot of a template: its name, an optional grammatical form and the capitalization mark. */
    private record Slot(String name, String form, boolean capitalized) {
        static Slot parse(String text) {
            boolean cap = text.startsWith("^");
            String body = cap ? text.substring(1) : text;
            int colon = body.indexOf(':');
            return colon < 0 ? new Slot(body, null, cap) : new Slot(body.substring(0, colon), body.substring(colon + 1), cap);
        }
    }
}
