package org.turnpan.chess.speech;

import java.util.List;
import java.util.Locale;

/**
 * The CLDR cardinal plural rules for whole numbers in the program's languages: Russian has one
 * (1, 21, 31...), few (2-4, 22-24...), many (0, 5-20, 25-30...) and other (fractions only);
 * English, Italian and Bulgarian have one (exactly 1) and other; Vietnamese has other only.
 */
public enum PluralRules {
    /** English, Italian, Bulgarian (and the fallback for any other language). */
    ONE_OTHER(List.of(PluralCategory.ONE, PluralCategory.OTHER)),
    /** Russian (and the other East Slavic languages). */
    EAST_SLAVIC(List.of(PluralCategory.ONE, PluralCategory.FEW, PluralCategory.MANY, PluralCategory.OTHER)),
    /** Vietnamese: no grammatical number. */
    OTHER_ONLY(List.of(PluralCategory.OTHER));

    @SuppressWarnings("ImmutableEnumChecker") // always a List.of, unmodifiable
    private final List<PluralCategory> categories;

    PluralRules(List<PluralCategory> categories) {
        this.categories = categories;
    }

    /** The rules of a language ("en", "it", "ru", "bg", "vi"); unknown languages get one/other. */
    public static PluralRules forLanguage(String language) {
        return switch (language.toLowerCase(Locale.ROOT)) {
            case "ru", "uk", "be" -> EAST_SLAVIC;
            case "vi", "ja", "zh", "ko", "th" -> OTHER_ONLY;
            default -> ONE_OTHER;
        };
    }

    public static PluralRules forLocale(Locale locale) {
        return forLanguage(locale.getLanguage());
    }

    /** The categories a catalogue of this language must give for every plural key. */
    public List<PluralCategory> categories() {
        return categories;
    }

    /** The category of a whole number (negative numbers count as their absolute value). */
    public PluralCategory categoryOf(long number) {
        long n = Math.abs(number);
        return switch (this) {
            case ONE_OTHER -> n == 1 ? PluralCategory.ONE : PluralCategory.OTHER;
            case OTHER_ONLY -> PluralCategory.OTHER;
            case EAST_SLAVIC -> eastSlavic(n);
        };
    }

    private static PluralCategory eastSlavic(long n) {
        long mod10 = n % 10;
        long mod100 = n % 100;
        if (mod10 == 1 && mod100 != 11) {
            return PluralCategory.ONE;
        }
        if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) {
            return PluralCategory.FEW;
        }
        return PluralCategory.MANY;
    }
}
