package org.turnpan.chess.app;

import java.util.Collections;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;
import org.turnpan.chess.speech.Catalogue;

/**
 * The texts of {@code --help} in one language, handed to picocli as the {@link ResourceBundle} it
 * reads descriptions and headings from: the {@code cli.help.*} keys of our catalogue
 * ({@code i18n/cli*.properties}), without that prefix. A key names what picocli looks up: a
 * command's {@code <qualified.name>.usage.description}, an option's {@code <qualified.name>.<name
 * without dashes>}, the shared headings ({@code usage.synopsisHeading}) and the standard options
 * ({@code mixinStandardHelpOptions.help}). The annotations carry no text of their own: the catalogue
 * is the one source of the help in every language and of the English manual page.
 */
final class HelpTexts extends ResourceBundle {
    /** The catalogue keys of the help texts start with this. */
    static final String PREFIX = "cli.help.";
    /** Picocli's own help command, whose headings stand apart with blank lines. */
    private static final String HELP = "turnpan-chess.help.";
    /**
     * Texts picocli prints as they are, so their spacing and blank lines are ours to add, as its
     * own English has them ({@code %s} is the text; {@code %n} a line end when picocli prints it).
     */
    private static final Map<String, String> FRAMES = Map.of("usage.synopsisHeading", "%s ",
            "usage.commandListHeading", "%s%%n",
            HELP + "usage.description.0", "%%n%s",
            HELP + "usage.description.1", "%s%%n");

    private final Map<String, String> texts;

    private HelpTexts(Map<String, String> texts) {
        this.texts = texts;
    }

    /** The help texts of {@code locale}'s language (English for a key it lacks). */
    static HelpTexts forLocale(Locale locale) {
        Catalogue catalogue = Catalogue.forLocale(locale);
        Map<String, String> texts = new TreeMap<>();
        for (String key : Catalogue.read("i18n/cli.properties").keySet()) {
            if (key.startsWith(PREFIX)) {
                String name = key.substring(PREFIX.length());
                // picocli formats every text (String.format): a % of ours is a percent sign
                String text = catalogue.template(key).replace("%", "%%");
                texts.put(name, String.format(Locale.ROOT, FRAMES.getOrDefault(name, "%s"), text));
            }
        }
        texts.put(HELP + "usage.synopsisHeading", "%n" + texts.get("usage.synopsisHeading"));
        return new HelpTexts(Map.copyOf(texts));
    }

    @Override
    protected Object handleGetObject(String key) {
        return texts.get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        return Collections.enumeration(texts.keySet());
    }
}
