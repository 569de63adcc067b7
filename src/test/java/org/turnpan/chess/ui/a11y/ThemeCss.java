package org.turnpan.chess.ui.a11y;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The window's stylesheet read as rules (selector, property, value) and its colours found in the
 * values: enough CSS for the contrast tests, which must read the colours the window really draws.
 */
final class ThemeCss {
    private static final Pattern COLOUR = Pattern.compile(
            "#[0-9a-fA-F]{6}\\b|#[0-9a-fA-F]{3}\\b|rgba?\\(\\s*([\\d.]+)\\s*,\\s*([\\d.]+)\\s*,\\s*([\\d.]+)\\s*(?:,\\s*([\\d.]+)\\s*)?\\)");

    record Rule(String selector, Map<String, String> properties) {
    }

    private final List<Rule> rules = new ArrayList<>();

    private ThemeCss(String text) {
        String css = text.replaceAll("(?s)/\\*.*?\\*/", " ");
        for (String block : css.split("}")) {
            int open = block.indexOf('{');
            if (open < 0) {
                continue;
            }
            Map<String, String> props = new LinkedHashMap<>();
            for (String decl : block.substring(open + 1).split(";")) {
                int colon = decl.indexOf(':');
                if (colon > 0) {
                    props.put(decl.substring(0, colon).strip(), decl.substring(colon + 1).strip().replaceAll("\\s+", " "));
                }
            }
            for (String selector : block.substring(0, open).split(",")) {
                rules.add(new Rule(selector.strip().replaceAll("\\s+", " "), props));
            }
        }
    }

    static ThemeCss window() throws IOException {
        try (InputStream in = ThemeCss.class.getResourceAsStream("/org/turnpan/chess/ui/turnpan.css")) {
            if (in == null) {
                throw new IOException("turnpan.css is missing");
            }
            return new ThemeCss(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The value of {@code property} in the last rule whose selector is exactly {@code selector}. */
    String value(String selector, String property) {
        String found = null;
        for (Rule r : rules) {
            if (r.selector().equals(selector) && r.properties().containsKey(property)) {
                found = r.properties().get(property);
            }
        }
        if (found == null) {
            throw new AssertionError("turnpan.css has no " + property + " for " + selector);
        }
        return found;
    }

    /** The single colour of {@code property} for {@code selector}. */
    Rgb colour(String selector, String property) {
        List<Rgb> all = colours(value(selector, property));
        if (all.size() != 1) {
            throw new AssertionError(selector + " " + property + " is not one colour: " + all);
        }
        return all.get(0);
    }

    /** The rules that apply in {@code theme} ("light", "dark") and whose selector contains {@code part}. */
    List<Rule> rulesFor(String theme, String part) {
        List<Rule> out = new ArrayList<>();
        for (Rule r : rules) {
            String s = r.selector();
            boolean themed = s.startsWith(".theme-");
            if (s.contains(part) && (!themed || s.startsWith(".theme-" + theme + " "))) {
                out.add(r);
            }
        }
        return out;
    }

    /** Every colour written in a value (hex, rgb, rgba), in order; "transparent" is not a colour. */
    static List<Rgb> colours(String value) {
        List<Rgb> out = new ArrayList<>();
        Matcher m = COLOUR.matcher(value);
        while (m.find()) {
            if (m.group().startsWith("#")) {
                out.add(Rgb.hex(m.group()));
            } else {
                double alpha = m.group(4) == null ? 1 : Double.parseDouble(m.group(4));
                out.add(new Rgb(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                        Double.parseDouble(m.group(3)), alpha));
            }
        }
        return out;
    }
}
