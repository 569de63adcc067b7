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
            "review", "reading", "voice", "online", "cli", "chess960", "mistakes", "keys", "puzzle", "app", Catalogue.NUMBERS);
    /**
     * The bundle of number words ({@link NumberWords}): language data whose keys differ by language
     * (Russian has cases, Vietnamese none), read for its own language only.
     */
    public static final String NUMBERS = "numbers";
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
    private final NumberWords numbers;

    private Catalogue(Locale locale, Map<String, String> templates, Map<String, String> numberWords) {
        this.locale = locale;
        this.templates = templates;
        this.euphony = Euphony.parse(templates.getOrDefault(EUPHONY, Euphony.NONE));
        this.numbers = new NumberWords(numberWords, PluralRules.forLocale(locale));
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
        // a language's numbers never fall back to English words
        Map<String, String> numbers = read("i18n/" + NUMBERS + (lang.equals("en") ? "" : "_" + lang) + ".properties");
        return new Catalogue(Locale.forLanguageTag(lang), Map.copyOf(all), Map.copyOf(numbers));
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
     * slot. Nested messages and lists are rendered first, innermost first, with a stack of our own
     * ({@link Rendering}), never by recursion: a message joined from 100,000 parts or a history of
     * 17,000 moves nests that deep, and the thread's stack must not decide how long a list may be.
     */
    private String render(Message message, String form, Medium medium) {
        return new Rendering(medium).of(message, form);
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

    /** A message or a list to render in a form: equal only to the same object in the same form. */
    private record Part(Object value, String form) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Part p && p.value == value && java.util.Objects.equals(p.form, form);
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(value) * 31 + java.util.Objects.hashCode(form);
        }
    }

    /** A value already rendered: written into a slot as it is. */
    private record Rendered(String text) {
    }

    /** The part of a folded template before its last slot, {@code {rest}}, with its arguments. */
    private record Head(String template, Map<String, Object> args) {
    }

    /** The slot a template folded from the right ends with. */
    private static final String REST = "{rest}";

    /** One rendering: the parts done so far, and the work left on a stack of its own. */
    private final class Rendering {
        private final Medium medium;
        private final Map<Part, String> done = new HashMap<>();

        Rendering(Medium medium) {
            this.medium = medium;
        }

        String of(Message message, String form) {
            Part root = new Part(message, form);
            java.util.ArrayDeque<Part> work = new java.util.ArrayDeque<>();
            work.push(root);
            while (!work.isEmpty()) {
                Part part = work.peek();
                if (done.containsKey(part)) {
                    work.pop();
                    continue;
                }
                List<Part> needed = new java.util.ArrayList<>();
                for (Part p : inside(part)) {
                    if (!done.containsKey(p)) {
                        needed.add(p);
                    }
                }
                if (needed.isEmpty()) {
                    work.pop();
                    done.put(part, part.value() instanceof Message m ? message(m, part.form()) : list((List<?>) part.value(),
                            part.form()));
                } else {
                    needed.forEach(work::push);
                }
            }
            return done.get(root);
        }

        /** The messages and lists a part's rendering needs first. */
        private List<Part> inside(Part part) {
            List<Part> out = new java.util.ArrayList<>();
            if (part.value() instanceof List<?> items) {
                for (Object item : items) {
                    nested(item, part.form()).ifPresent(out::add);
                }
                return out;
            }
            Message m = (Message) part.value();
            if (shownAsIs(m)) {
                return out;
            }
            List<Message> chain = chain(m, part.form());
            for (Message link : chain) {
                String template = chooseTemplate(link, part.form());
                slotsOf(link, chain.size() > 1 ? template.substring(0, template.length() - REST.length()) : template,
                        part.form(), out);
            }
            if (chain.size() > 1) {
                nested(chain.get(chain.size() - 1).args().get("rest"), part.form()).ifPresent(out::add);
            }
            return out;
        }

        /** The nested parts the slots of {@code template} need from {@code m}'s arguments. */
        private void slotsOf(Message m, String template, String form, List<Part> out) {
            for (int i = template.indexOf('{'); i >= 0; i = template.indexOf('{', i + 1)) {
                int close = template.indexOf('}', i);
                if (close < 0) {
                    break;
                }
                Slot slot = Slot.parse(template.substring(i + 1, close));
                if (m.args().containsKey(slot.name())) {
                    nested(m.args().get(slot.name()), slot.form() != null ? slot.form() : form).ifPresent(out::add);
                }
            }
        }

        /**
         * A message folded from the right ({@link Joined}, a history, an engine's line): it and each
         * message in its {@code rest} slot in turn while that slot ends its template plainly; the last
         * one's {@code rest} is rendered on its own. Only {@code m} when it is not such a fold.
         */
        private List<Message> chain(Message m, String form) {
            List<Message> out = new java.util.ArrayList<>();
            out.add(m);
            Message link = m;
            while (endsInRest(link, form)) {
                Object next = link.args().get("rest");
                if (!(next instanceof Message n) || shownAsIs(n) || !endsInRest(n, form)) {
                    break;
                }
                out.add(n);
                link = n;
            }
            return endsInRest(m, form) && m.args().get("rest") instanceof Message ? out : List.of(m);
        }

        private boolean endsInRest(Message m, String form) {
            return m.args().containsKey("rest") && !shownAsIs(m) && chooseTemplate(m, form).endsWith(REST);
        }

        private Optional<Part> nested(Object value, String form) {
            return value instanceof Message || value instanceof List<?> ? Optional.of(new Part(value, form))
                    : Optional.empty();
        }

        private boolean shownAsIs(Message m) {
            return medium == Medium.TEXT && m.shown().isPresent();
        }

        private String message(Message m, String form) {
            if (shownAsIs(m)) {
                return SafeText.clean(m.shown().get());
            }
            List<Message> chain = chain(m, form);
            if (chain.size() == 1) {
                return fill(chooseTemplate(m, form), m.args(), form).toString();
            }
            List<Head> heads = new java.util.ArrayList<>();
            for (Message link : chain) {
                String template = chooseTemplate(link, form);
                heads.add(new Head(template.substring(0, template.length() - REST.length()), link.args()));
            }
            return fold(heads, value(chain.get(chain.size() - 1).args().get("rest"), form), form);
        }

        /**
         * "a", "a and b", "a, b and c" with the {@code list.two} and {@code list.more} templates,
         * folded from the right over the items already rendered.
         */
        private String list(List<?> items, String form) {
            if (items.isEmpty()) {
                return "";
            }
            int n = items.size();
            if (n == 1) {
                return value(items.get(0), form);
            }
            String last = fill(template("list.two"), Map.of("first", new Rendered(value(items.get(n - 2), form)), "second",
                    new Rendered(value(items.get(n - 1), form))), form).toString();
            String more = template("list.more");
            List<Head> heads = new java.util.ArrayList<>();
            for (int i = 0; i < n - 2; i++) {
                heads.add(new Head(more.substring(0, more.length() - REST.length()), Map.of("first",
                        new Rendered(value(items.get(i), form)), "rest", new Rendered(""))));
            }
            if (!more.endsWith(REST)) { // a language whose list does not end in its rest: fold the slow way
                String out = last;
                for (int i = n - 3; i >= 0; i--) {
                    out = fill(more, Map.of("first", new Rendered(value(items.get(i), form)), "rest", new Rendered(out)),
                            form).toString();
                }
                return out;
            }
            return fold(heads, last, form);
        }

        /**
         * Each head's template filled, then the tail: what nesting each in the {@code {rest}} slot of the
         * one before would give, in time and memory linear in the text (filling the whole rest into each
         * slot in turn was quadratic: 100,000 parts ran out of memory). A word a template puts before its
         * rest slot still changes with the first letter of what follows ({@link Euphony}).
         */
        private String fold(List<Head> heads, String tail, String form) {
            StringBuilder[] filled = new StringBuilder[heads.size()];
            String following = tail;
            for (int i = heads.size() - 1; i >= 0; i--) {
                filled[i] = fill(heads.get(i).template(), heads.get(i).args(), form);
                euphony.beforeSlot(filled[i], following);
                if (filled[i].length() > 0) {
                    following = filled[i].substring(0, Math.min(filled[i].length(), 2));
                }
            }
            int length = tail.length();
            for (StringBuilder b : filled) {
                length += b.length();
            }
            StringBuilder out = new StringBuilder(length);
            for (StringBuilder b : filled) {
                out.append(b);
            }
            return out.append(tail).toString();
        }

        /**
         * Fills slots: {@code {name}} (a nested message keeps the form being rendered), {@code {name:form}}
         * (the nested message in that form), and a leading {@code ^} ({@code {^name}}) capitalizes the
         * first letter. A square or a file written into the template itself ({@code {=e4}}, {@code {=d}})
         * is said in the language's letters and shown in standard notation, like a square from
         * {@link Nouns}. A braced text that names no argument is kept as it is.
         */
        private StringBuilder fill(String template, Map<String, Object> args, String inherited) {
            StringBuilder sb = new StringBuilder(template.length() + 32);
            int i = 0;
            while (i < template.length()) {
                char c = template.charAt(i);
                int close = c == '{' ? template.indexOf('}', i) : -1;
                if (close > i) {
                    Slot slot = Slot.parse(template.substring(i + 1, close));
                    Optional<Message> written = writtenSquare(slot.name());
                    if (written.isPresent()) {
                        String v = new Rendering(medium).of(written.get(), null);
                        euphony.beforeSlot(sb, v);
                        sb.append(slot.capitalized() ? capitalize(v) : v);
                        i = close + 1;
                        continue;
                    }
                    if (args.containsKey(slot.name())) {
                        Object arg = args.get(slot.name());
                        // a number takes only its own slot's form (gender, case): "{count:f}"
                        String v = arg instanceof Number n ? number(n, slot.form(), medium)
                                : value(arg, slot.form() != null ? slot.form() : inherited);
                        euphony.beforeSlot(sb, v);
                        sb.append(slot.capitalized() ? capitalize(v) : v);
                        i = close + 1;
                        continue;
                    }
                }
                sb.append(c);
                i++;
            }
            return sb;
        }

        /** A slot's text: a part rendered before, or a plain value cleaned of control sequences. */
        private String value(Object v, String form) {
            if (v instanceof Rendered r) {
                return r.text();
            }
            if (v instanceof Message || v instanceof List<?>) {
                String text = done.get(new Part(v, form));
                if (text == null) {
                    throw new IllegalStateException("rendered out of order: " + form);
                }
                return text;
            }
            if (v instanceof Number n) {
                return number(n, null, medium);
            }
            // the one place every slot value passes: text from outside loses its control sequences here
            return SafeText.clean(String.valueOf(v));
        }
    }

    /**
     * A number: in words for the ear, in the form its slot declares ({@code {count:f}}: "две минуты",
     * "una variante"); in digits for the eye ("2 минуты").
     */
    private String number(Number n, String form, Medium medium) {
        return medium == Medium.SPEECH ? numbers.say(n, form) : String.valueOf(n);
    }

    /** A number in words as this language says it, in a form ("f", "gen", "f.gen", "ord"...). */
    public String spell(Number n, String form) {
        return numbers.say(n, form);
    }

    /** {@code =e4} or {@code =d} (the body of {@code {=e4}}) as the square or file it writes; else empty. */
    private static Optional<Message> writtenSquare(String body) {
        if (body.length() == 2 && body.charAt(0) == '=' && body.charAt(1) >= 'a' && body.charAt(1) <= 'h') {
            return Optional.of(WRITTEN.file(body.charAt(1) - 'a'));
        }
        return body.startsWith("=") ? Square.parse(body.substring(1)).map(WRITTEN::square) : Optional.empty();
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
