package org.turnpan.chess.session.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * Issue 23: a Russian or Bulgarian sentence quotes a command word the player is to type, as a
 * native writer does (ru «помощь доска», bg „помощ дъска“). The command words are those of
 * {@link CommandTable} and {@link CommandGroup}, in the language and in English (both are typed).
 * A word counts as one to type where it
 * <ul>
 * <li>follows "например", "введите", "напишете", "командой"... (the {@link #TRIGGERS});</li>
 * <li>is one more example of a list ("или скан 4"): a command word with a literal argument, a
 * number, a square, a file letter, {@code uci:}, {@code builtin:};</li>
 * <li>is named with what follows it ("урок и номер", "помощ и група": the {@link #ARGUMENTS});</li>
 * <li>opens a clause that says what it does ("Помощь — список команд", "помощ показва");</li>
 * <li>is one of two command words joined by "и" or "или" that make a clause of their own, after a
 * semicolon or colon and at most one word ("; дальше назад и вперёд.");</li>
 * <li>is followed by one of its own sub-words ("правила назад", "онлайн поиск", "помощь доска"): the
 * {@code <bundle>.word.*} and {@code <bundle>.arg.*} words of its bundle, or any command word after help.</li>
 * </ul>
 * Exceptions, each with its reason, are in {@code speech/unquoted-command-words.tsv}.
 */
class TypedWordsQuotedTest {
    private static final String TRIGGERS = "например|введите|наберите|напишите|пишите|команду|командой"
            + "|команде|напишете|въведете|наберете|пишете|напиши|въведи|командата";
    private static final String ARGUMENTS = "номер|число|поле|полето|название|имя|име|тема|тему|група|группу"
            + "|команда|команду|букв\\p{L}*|сторон\\p{L}*|страна|движок|програм\\p{L}*|сообщение|съобщение";
    private static final String DOES = "покажет|показывает|показва|возвращает|връща|затваря|закрывает"
            + "|начинает|започва|—(?! это)(?! е )";
    private static final String LITERAL = "\\d|\\{=|[a-h](?![\\p{L}\\d])|uci:|builtin:|\\{example}";
    /** "Введите ход" is "type a move": the command "ход" (whose turn it is) is the same word. */
    private static final Set<String> NOT_COMMANDS = Set.of("ход");

    @TestFactory
    Stream<DynamicTest> everyCommandWordToTypeIsQuoted() throws IOException {
        Map<String, String> excused = exceptions();
        Set<String> used = new HashSet<>();
        List<DynamicTest> tests = new ArrayList<>();
        for (String lang : List.of("ru", "bg")) {
            Rules rules = new Rules(lang);
            templates(lang).forEach((key, template) -> {
                List<String> found = new ArrayList<>();
                for (String hit : rules.unquoted(template)) {
                    String id = lang + "\t" + key + "\t" + hit;
                    if (excused.containsKey(id)) {
                        used.add(id);
                    } else {
                        found.add(hit);
                    }
                }
                tests.add(DynamicTest.dynamicTest(lang + " " + key,
                        () -> assertTrue(found.isEmpty(), lang + " " + key + ": unquoted " + found + " in: " + template)));
            });
        }
        Set<String> stale = new TreeSet<>(excused.keySet());
        stale.removeAll(used);
        tests.add(DynamicTest.dynamicTest("every exception is still needed",
                () -> assertTrue(stale.isEmpty(), "stale rows: " + stale)));
        return tests.stream();
    }

    /** The rules catch what the issue names, and leave a quoted word alone. */
    @Test
    void theRulesCatchTheIssuesExamplesAndPassQuotedOnes() {
        Rules ru = new Rules("ru");
        assertFalse(ru.unquoted("Введите «помощь» и название группы, например помощь доска.").isEmpty());
        assertFalse(ru.unquoted("Введите задача и номер.").isEmpty());
        assertFalse(ru.unquoted("Введите «уроки»; урок и номер начинает урок.").isEmpty());
        assertFalse(ru.unquoted("Введите «скан», например «скан e» или скан 4.").isEmpty());
        assertFalse(ru.unquoted("Помощь — список команд.").isEmpty());
        assertFalse(ru.unquoted("Введите «разбор»; дальше назад и вперёд.").isEmpty());
        assertTrue(ru.unquoted("Введите «помощь доска», «задача» и номер, «скан e» или «скан 4».").isEmpty());
        assertTrue(ru.unquoted("Введите ход или команду; «помощь» покажет список команд.").isEmpty());
        Rules bg = new Rules("bg");
        assertFalse(bg.unquoted("Напишете help.").isEmpty());
        assertTrue(bg.unquoted("Напишете „помощ дъска“ или „help“.").isEmpty());
    }

    /** The voice says the quoted word and nothing of the quotes: they reach it as they are, punctuation. */
    @Test
    void theSpokenFormKeepsTheQuotesAsPunctuationOnly() {
        for (String lang : List.of("ru", "bg")) {
            Catalogue c = Catalogue.forLocale(Locale.forLanguageTag(lang));
            String said = c.render(Message.of("session.help.square"), Medium.SPEECH);
            String shown = c.render(Message.of("session.help.square"), Medium.TEXT);
            assertTrue(said.matches("(?s).*[«„][^»“]*е4[»“].*"), said);
            assertTrue(shown.matches("(?s).*[«„][^»“]*e4[»“].*"), shown);
            assertFalse(said.toLowerCase(Locale.ROOT).matches("(?s).*(кавычк|кавичк|quote).*"), said);
        }
    }

    /** The command words of one language, with their English forms, and the rules over them. */
    private static final class Rules {
        private final List<Pattern> patterns = new ArrayList<>();

        Rules(String lang) {
            Catalogue local = Catalogue.forLocale(Locale.forLanguageTag(lang));
            Catalogue english = Catalogue.forLocale(Locale.ENGLISH);
            Set<String> words = new HashSet<>();
            Map<String, Set<String>> subWords = new HashMap<>();
            for (Catalogue c : List.of(english, local)) {
                for (Command command : CommandTable.ALL) {
                    words.addAll(CommandWords.words(c, command.wordsKey()));
                }
                for (CommandGroup g : CommandGroup.values()) {
                    words.addAll(CommandWords.words(c, g.wordsKey()));
                }
            }
            words.removeAll(NOT_COMMANDS);
            assertTrue(words.contains("help") && words.size() > 100, "the command words are read: " + words);
            Map<String, String> all = new HashMap<>();
            Catalogue.BUNDLES.forEach(b -> all.putAll(Catalogue.read("i18n/" + b + "_" + lang + ".properties")));
            for (Command command : CommandTable.ALL) {
                Set<String> subs = new HashSet<>();
                // the session bundle's words are sides, pieces and values, everyday words ("где стоят фигуры")
                all.forEach((k, v) -> {
                    if (!command.bundle().equals("session") && k.matches(Pattern.quote(command.bundle()) + "\\.(word|arg)\\.[\\w-]+")) {
                        subs.addAll(CommandWords.words(local, k));
                    }
                });
                if (command == CommandTable.HELP) {
                    subs.addAll(words);
                }
                if (!subs.isEmpty()) {
                    for (Catalogue c : List.of(english, local)) {
                        CommandWords.words(c, command.wordsKey())
                                .forEach(w -> subWords.computeIfAbsent(w, x -> new HashSet<>()).addAll(subs));
                    }
                }
            }
            String cmd = "(?<![\\p{L}\\d«„“\"{=-])(?:" + alternatives(words) + ")(?![\\p{L}\\d»“\"-])";
            patterns.add(Pattern.compile("(?iU)(?<!\\p{L})(?:" + TRIGGERS + ")[:,]?\\s+(" + cmd + ")"));
            patterns.add(Pattern.compile("(?iU)(?:, | или | либо )(" + cmd + ")\\s+(?:" + LITERAL + ")"));
            patterns.add(Pattern.compile("(?iU)(" + cmd + ")\\s+и\\s+(?:её\\s+|ее\\s+)?(?:" + ARGUMENTS + ")"));
            patterns.add(Pattern.compile("(?iU)(?:^|[.;,:]\\s+|—\\s+)(" + cmd + ")\\s+(?:" + DOES + ")"));
            String pair = "(?iU)[;:]\\s+(?:\\p{L}+\\s+)?";
            patterns.add(Pattern.compile(pair + "(" + cmd + ")\\s+(?:и|или)\\s+" + cmd + "(?=[.;]|$)"));
            patterns.add(Pattern.compile(pair + cmd + "\\s+(?:и|или)\\s+(" + cmd + ")(?=[.;]|$)"));
            subWords.forEach((w, subs) -> patterns.add(Pattern.compile("(?iU)(?<![\\p{L}\\d«„“\"{=-])(" + Pattern.quote(w)
                    + ")\\s+(?:" + alternatives(subs) + ")(?![\\p{L}\\d»“\"-])")));
        }

        /** The command words of a template that are to be typed and stand outside quotes, lower-case. */
        List<String> unquoted(String template) {
            Set<Integer> seen = new TreeSet<>();
            List<String> out = new ArrayList<>();
            for (Pattern p : patterns) {
                Matcher m = p.matcher(template);
                while (m.find()) {
                    if (!quoted(template, m.start(1)) && seen.add(m.start(1))) {
                        out.add(m.group(1).toLowerCase(Locale.ROOT));
                    }
                }
            }
            return out;
        }

        private static String alternatives(Set<String> words) {
            return words.stream().sorted(Comparator.comparingInt(String::length).reversed().thenComparing(w -> w))
                    .map(Pattern::quote).collect(Collectors.joining("|"));
        }

        /** Whether an offset is inside «…» or „…“ (or "…"). */
        private static boolean quoted(String s, int at) {
            int depth = 0;
            boolean straight = false;
            for (int i = 0; i < at; i++) {
                char c = s.charAt(i);
                if (c == '«' || c == '„') {
                    depth++;
                } else if ((c == '»' || c == '“') && depth > 0) {
                    depth--;
                } else if (c == '"') {
                    straight = !straight;
                }
            }
            return depth > 0 || straight;
        }
    }

    /** Rows "lang, key, word, reason" of the table. */
    private static Map<String, String> exceptions() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (InputStream in = TypedWordsQuotedTest.class.getResourceAsStream("/speech/unquoted-command-words.tsv")) {
            assertNotNull(in, "speech/unquoted-command-words.tsv is missing");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] c = line.split("\t");
                assertTrue(c.length == 4 && !c[3].isBlank(), "lang, key, word and a reason: " + line);
                out.put(c[0] + "\t" + c[1] + "\t" + c[2], c[3]);
            }
        }
        return out;
    }

    private static Map<String, String> templates(String lang) {
        Map<String, String> all = new TreeMap<>();
        for (String bundle : Catalogue.BUNDLES) {
            Catalogue.read("i18n/" + bundle + "_" + lang + ".properties").forEach((k, v) -> {
                if (!k.matches("[a-z0-9]+\\.(command|group|word|arg|value|sound)\\.[\\w-]+") && !k.endsWith(".words")) {
                    all.put(k, v);
                }
            });
        }
        assertTrue(all.size() > 500, "the " + lang + " catalogues are read");
        return all;
    }
}
