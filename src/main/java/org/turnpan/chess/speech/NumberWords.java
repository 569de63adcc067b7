package org.turnpan.chess.speech;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A number said in words for the ear, in the gender and case its sentence asks for: "две минуты",
 * "два коня", "una variante", "после сорока одного полухода". The words and the way they join are
 * data in the {@code numbers} catalogue of each language (see docs/i18n.md, "Numbers for the ear");
 * this class only composes them. A form is the slot's form: tags joined by dots, a gender ({@code m},
 * {@code f}, {@code n}), a case ({@code gen}, {@code dat}, {@code acc}, {@code ins}, {@code pre}) or
 * {@code ord} for an ordinal ("двадцать пятого" for {@code ord.n.gen}); no form is the language's
 * plain counting word (masculine nominative). Whole numbers up to 999,999,999,999 are said as
 * words; a fraction says its digits after the language's decimal word; beyond that the digits are
 * said one by one. Immutable.
 */
final class NumberWords {
    private static final long THOUSAND = 1_000;
    private static final long MILLION = 1_000_000;
    private static final long BILLION = 1_000_000_000;
    private static final long LIMIT = 1_000_000_000_000L;
    private static final String ORDINAL = "ord";
    private static final String DAY = "day";

    private final Map<String, String> templates;
    private final PluralRules plurals;

    NumberWords(Map<String, String> templates, PluralRules plurals) {
        this.templates = templates;
        this.plurals = plurals;
    }

    /** {@code number} in words, in {@code form} (null or empty for the plain form). */
    String say(Number number, String form) {
        List<String> tags = form == null || form.isBlank() ? List.of() : List.of(form.split("\\."));
        if (number instanceof Double || number instanceof Float || number instanceof BigDecimal) {
            BigDecimal d = new BigDecimal(number.toString()).stripTrailingZeros();
            if (d.scale() > 0) {
                return fraction(d);
            }
            return say(d.longValueExact(), tags);
        }
        return say(number.longValue(), tags);
    }

    private String say(long n, List<String> tags) {
        if (tags.contains(DAY)) {
            // a day of the month: its own word where the language has one (Italian "primo", the
            // first day only), else the number as the rest of the form asks ("venticinque")
            String own = templates.get("number." + n + "." + DAY);
            if (own != null) {
                return own;
            }
            List<String> rest = new ArrayList<>(tags);
            rest.remove(DAY);
            return say(n, rest);
        }
        String wrapper = templates.get("number.ord");
        if (wrapper != null && tags.contains(ORDINAL) && n > 0 && n < LIMIT) {
            // Vietnamese "thứ hai mươi mốt": the ordinal is a word before the number, which keeps its counting words
            return wrapper.replace("{n}", whole(n, tags, true));
        }
        if (n < 0) {
            return fill("number.minus", Map.of("n", say(-n, tags)));
        }
        if (n >= LIMIT) {
            return digits(Long.toString(n));
        }
        if (n == 0) {
            return word(0, tags, tags.contains(ORDINAL));
        }
        return whole(n, tags, true);
    }

    /** "twelve point five": the whole part, the decimal word, the digits one by one (in no gender or case). */
    private String fraction(BigDecimal d) {
        String plain = d.abs().toPlainString();
        int dot = plain.indexOf('.');
        String whole = say(d.abs().longValue(), List.of());
        String said = fill("number.decimal", Map.of("whole", whole, "fraction", digits(plain.substring(dot + 1))));
        return d.signum() < 0 ? fill("number.minus", Map.of("n", said)) : said;
    }

    private String digits(String text) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            out.add(word(text.charAt(i) - '0', List.of(), false));
        }
        return String.join(" ", out);
    }

    /** 1 ≤ n < LIMIT; {@code last} when these words end the number (an ordinal's last word). */
    private String whole(long n, List<String> tags, boolean last) {
        long[] scales = {BILLION, MILLION, THOUSAND};
        String[] names = {"billion", "million", "thousand"};
        for (int i = 0; i < scales.length; i++) {
            if (n >= scales[i]) {
                long high = n / scales[i];
                long rest = n % scales[i];
                String group = group(names[i], high, tags);
                if (rest == 0) {
                    return group;
                }
                String restSaid = whole(rest, tags, last);
                return join("number.groups", rest, Map.of("high", group, "rest", restSaid));
            }
        }
        return belowThousand((int) n, tags, last);
    }

    /** "two thousand", "две тысячи", "duemila": the plural template of the scale, its count said. */
    private String group(String scale, long high, List<String> tags) {
        // exactly one of a scale may have words of its own ("тысяча", "mille"), else its plural category
        String key = "number." + scale + "." + (high == 1 && templates.containsKey("number." + scale + ".1") ? "1"
                : plurals.categoryOf(high).suffix());
        List<String> cases = tags.contains(ORDINAL) ? List.of() : tags.stream().filter(NumberWords::isCase).toList();
        String template = cases.isEmpty() ? null : templates.get(key + "." + cases.get(0));
        if (template == null) {
            template = templates.get(key);
        }
        if (template == null) {
            template = templates.getOrDefault("number." + scale + ".other", "{n} " + scale);
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            int open = template.indexOf('{', i);
            int close = open < 0 ? -1 : template.indexOf('}', open);
            if (open < 0 || close < 0) {
                sb.append(template, i, template.length());
                break;
            }
            sb.append(template, i, open);
            String body = template.substring(open + 1, close);
            if (body.equals("n") || body.startsWith("n:")) {
                List<String> own = new ArrayList<>(body.startsWith("n:") ? List.of(body.substring(2).split("\\.")) : List.of());
                // the case of the whole number passes to its count ("двух тысяч")
                cases.stream().filter(t -> !own.contains(t)).forEach(own::add);
                sb.append(whole(high, own, false));
            } else {
                sb.append(template, open, close + 1);
            }
            i = close + 1;
        }
        return sb.toString();
    }

    private static boolean isCase(String tag) {
        return switch (tag) {
            case "gen", "dat", "acc", "ins", "pre" -> true;
            default -> false;
        };
    }

    private String belowThousand(int n, List<String> tags, boolean last) {
        int hundreds = n / 100 * 100;
        int rest = n % 100;
        if (hundreds == 0) {
            return belowHundred(rest, tags, last);
        }
        String h = word(hundreds, tags, last && rest == 0);
        if (rest == 0) {
            return h;
        }
        return join("number.hundreds", rest, Map.of("hundreds", h, "rest", belowHundred(rest, tags, last)));
    }

    private String belowHundred(int n, List<String> tags, boolean last) {
        if (n < 20 || n % 10 == 0) {
            return word(n, tags, last);
        }
        String tens = word(n / 10 * 10, tags, false);
        String unit = afterTens(n % 10, tags, last);
        String elide = templates.getOrDefault("number.tens.elide", "");
        if (!unit.isEmpty() && elide.indexOf(unit.charAt(0)) >= 0 && !tens.isEmpty()) {
            tens = tens.substring(0, tens.length() - 1);
        }
        return fill("number.tens", Map.of("tens", tens, "unit", unit));
    }

    /** A unit after a ten: Vietnamese "mốt" for 1 in "hai mươi mốt", Italian "tré" in "ventitré". */
    private String afterTens(int unit, List<String> tags, boolean last) {
        if (last && tags.contains(ORDINAL)) {
            // "ventunesimo", "ventitreesimo"; Vietnamese "hai mươi mốt" (never "nhất" after a ten)
            List<String> ordinal = new ArrayList<>(tags);
            ordinal.remove(ORDINAL);
            ordinal.add(0, ORDINAL);
            String own = templates.get("number." + unit + "." + String.join(".", ordinal) + ".after-tens");
            if (own == null) {
                own = templates.get("number." + unit + ".ord.after-tens");
            }
            if (own != null) {
                return own;
            }
            Optional<String> w = lookup(unit, ordinal, true);
            if (w.isPresent()) {
                return w.get();
            }
            String after = templates.get("number." + unit + ".after-tens");
            return after != null ? after : word(unit, tags, last);
        }
        Optional<String> specific = last && tags.contains(ORDINAL) ? Optional.empty() : lookup(unit, tags, false);
        if (specific.isPresent()) {
            return specific.get();
        }
        String after = templates.get("number." + unit + ".after-tens");
        return after != null && !(last && tags.contains(ORDINAL)) ? after : word(unit, tags, last);
    }

    /**
     * One word in a form: {@code number.<n>.<tags>}, then each tag alone (the case first, so "сорока"
     * serves every gender), then the plain word. An ordinal changes only the number's last word;
     * the words before it stay plain ("двадцать пятого").
     */
    private String word(int n, List<String> tags, boolean last) {
        List<String> own = tags;
        if (tags.contains(ORDINAL)) {
            List<String> rest = new ArrayList<>(tags);
            rest.remove(ORDINAL);
            if (!last) {
                return plain(n);
            }
            List<String> ordinal = new ArrayList<>();
            ordinal.add(ORDINAL);
            ordinal.addAll(rest);
            Optional<String> w = lookup(n, ordinal, true);
            if (w.isPresent()) {
                return w.get();
            }
            own = rest;
        }
        return lookup(n, own, false).orElseGet(() -> plain(n));
    }

    private String plain(int n) {
        return templates.getOrDefault("number." + n, Integer.toString(n));
    }

    /** The word for {@code n} in a form other than the plain one, if the catalogue has it. */
    private Optional<String> lookup(int n, List<String> tags, boolean ordinal) {
        if (tags.isEmpty()) {
            return Optional.empty();
        }
        String base = "number." + n + ".";
        String t = templates.get(base + String.join(".", tags));
        if (t != null) {
            return Optional.of(t);
        }
        String prefix = ordinal ? ORDINAL + "." : "";
        List<String> singles = ordinal ? tags.subList(1, tags.size()) : tags;
        for (int i = singles.size() - 1; i >= 0; i--) {
            t = templates.get(base + prefix + singles.get(i));
            if (t != null) {
                return Optional.of(t);
            }
        }
        return ordinal ? Optional.ofNullable(templates.get(base + ORDINAL)) : Optional.empty();
    }

    /**
     * Joins a higher part and the rest with the template for the rest's shape: {@code .units} (1 to
     * 9), {@code .tens} (10 to 99), {@code .word} (a rest said in one word: up to 19, a round ten or
     * hundred), else the plain template. Bulgarian "сто и пет" / "сто двадесет и пет", Vietnamese
     * "một trăm linh năm".
     */
    private String join(String key, long rest, Map<String, String> parts) {
        List<String> shapes = new ArrayList<>();
        if (rest < 10) {
            shapes.add(".units");
        }
        if (rest < 100) {
            shapes.add(".tens");
        }
        if (rest < 20 || (rest < 100 && rest % 10 == 0) || (rest < 1000 && rest % 100 == 0)) {
            shapes.add(".word");
        }
        shapes.add("");
        for (String shape : shapes) {
            if (templates.containsKey(key + shape)) {
                return fill(key + shape, parts);
            }
        }
        return fill(key, parts);
    }

    private String fill(String key, Map<String, String> parts) {
        String t = templates.getOrDefault(key, defaultJoin(key));
        for (Map.Entry<String, String> e : parts.entrySet()) {
            t = t.replace("{" + e.getKey() + "}", e.getValue());
        }
        return t;
    }

    private static String defaultJoin(String key) {
        return switch (key) {
            case "number.minus" -> "- {n}";
            case "number.decimal" -> "{whole} . {fraction}";
            case "number.tens" -> "{tens} {unit}";
            case "number.hundreds" -> "{hundreds} {rest}";
            default -> "{high} {rest}";
        };
    }
}
