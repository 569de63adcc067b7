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
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The sentence catalogues of one language, read from {@code i18n/<bundle>[_<lang>].properties}
 * (UTF-8) on the class path. Templates have named slots: {@code {piece} takes {square}}. A key
 * missing in a language falls back to English. Immutable once loaded.
 */
public final class Messages {
    /** Every catalogue; each area of the program owns one. */
    public static final List<String> BUNDLES = List.of("messages", "notation", "session", "speech", "ui", "engine");
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.forLanguageTag("it"),
            Locale.forLanguageTag("ru"), Locale.forLanguageTag("bg"), Locale.forLanguageTag("vi"));

    private static final Map<String, Messages> CACHE = new ConcurrentHashMap<>();

    private final Locale locale;
    private final Map<String, String> templates;

    private Messages(Locale locale, Map<String, String> templates) {
        this.locale = locale;
        this.templates = templates;
    }

    /** The catalogues for a language (one of {@link #LANGUAGES}; anything else gets English). */
    public static Messages forLocale(Locale locale) {
        String lang = supported(locale).getLanguage();
        return CACHE.computeIfAbsent(lang, Messages::load);
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

    private static Messages load(String lang) {
        Map<String, String> all = new HashMap<>();
        for (String bundle : BUNDLES) {
            all.putAll(read("i18n/" + bundle + ".properties"));
        }
        if (!lang.equals("en")) {
            for (String bundle : BUNDLES) {
                all.putAll(read("i18n/" + bundle + "_" + lang + ".properties"));
            }
        }
        return new Messages(Locale.forLanguageTag(lang), Map.copyOf(all));
    }

    /** The raw key/template pairs of one catalogue file, or nothing when it is absent. */
    public static Map<String, String> read(String resource) {
        Map<String, String> out = new HashMap<>();
        try (InputStream in = Messages.class.getClassLoader().getResourceAsStream(resource)) {
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

    public String render(Message message) {
        return fill(template(message.key()), message.args());
    }

    public String text(String key, Object... nameValuePairs) {
        return render(Message.of(key, nameValuePairs));
    }

    private String fill(String template, Map<String, Object> args) {
        StringBuilder sb = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close > i) {
                String name = template.substring(i + 1, close);
                if (args.containsKey(name)) {
                    sb.append(value(args.get(name)));
                    i = close + 1;
                    continue;
                }
            }
            sb.append(c);
            i++;
        }
        return sb.toString();
    }

    private String value(Object v) {
        if (v instanceof Message m) {
            return render(m);
        }
        return String.valueOf(v);
    }
}
