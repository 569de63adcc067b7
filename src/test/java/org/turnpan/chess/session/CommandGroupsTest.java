package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.session.command.Command;
import org.turnpan.chess.session.command.CommandGroup;
import org.turnpan.chess.session.command.CommandTable;
import org.turnpan.chess.session.command.CommandWords;
import org.turnpan.chess.speech.Catalogue;

/**
 * The groups that help names ({@link CommandTable#GROUPS}): every command of the table in exactly
 * one group, a group short enough to be heard in one breath, and the words of every group in every
 * language leading to that group's commands.
 */
class CommandGroupsTest {
    private static final int MOST_IN_A_GROUP = 20;

    @Test
    void everyCommandIsInExactlyOneGroup() {
        Map<Command, List<CommandGroup>> groupsOf = new HashMap<>();
        CommandTable.GROUPS.forEach((group, commands) -> commands.forEach(
                c -> groupsOf.computeIfAbsent(c, k -> new ArrayList<>()).add(group)));
        List<String> wrong = new ArrayList<>();
        for (Command c : CommandTable.ALL) {
            List<CommandGroup> in = groupsOf.getOrDefault(c, List.of());
            if (in.size() != 1) {
                wrong.add(c.name() + " is in " + in);
            }
        }
        groupsOf.keySet().stream().filter(c -> !CommandTable.ALL.contains(c))
                .forEach(c -> wrong.add(c.name() + " is grouped but not in the table"));
        assertEquals(List.of(), wrong);
        assertEquals(CommandTable.ALL.size(), groupsOf.size());
    }

    @Test
    void everyGroupHoldsAFewCommands() {
        assertEquals(Set.of(CommandGroup.values()), CommandTable.GROUPS.keySet());
        CommandTable.GROUPS.forEach((group, commands) -> {
            assertFalse(commands.isEmpty(), group + " is empty");
            assertTrue(commands.size() <= MOST_IN_A_GROUP, group + " has " + commands.size() + " commands");
        });
    }

    /**
     * No word names two groups; a group word that is also a command word names a command of that
     * group (its help is then said with the group's), so that no command's help becomes unreachable.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void groupWordsNameOneGroupAndHideNoCommand(String lang) {
        CommandWords words = new CommandWords(Locale.forLanguageTag(lang), CommandTable.ALL);
        Map<String, CommandGroup> seen = new HashMap<>();
        for (Catalogue m : List.of(Catalogue.forLocale(Locale.ENGLISH), Catalogue.forLocale(Locale.forLanguageTag(lang)))) {
            for (CommandGroup g : CommandGroup.values()) {
                assertTrue(m.has(g.wordsKey()) && m.has(g.commandsKey()), g + " in " + m.locale());
                for (String w : CommandWords.words(m, g.wordsKey())) {
                    CommandGroup before = seen.putIfAbsent(w, g);
                    assertTrue(before == null || before == g, "\"" + w + "\" names " + before + " and " + g);
                    assertEquals(g, words.group(w).orElseThrow(), w);
                    words.command(w).ifPresent(c -> assertTrue(CommandTable.GROUPS.get(g).contains(c),
                            "\"" + w + "\" names the group " + g + " and the command " + c.name() + " of another"));
                }
            }
        }
    }

    /** The commands of the mistakes drill, a puzzle and an online game: refused while a game is on the board. */
    private static final Set<String> ELSEWHERE = Set.of("better", "skip", "solution", "chat", "claim", "abort");

    /** Every word of every group, in the language and in English, gets that group's sentence. */
    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void everyGroupWordIsHeard(String lang) {
        Locale locale = Locale.forLanguageTag(lang);
        Catalogue local = Catalogue.forLocale(locale);
        String help = CommandWords.words(local, CommandTable.HELP.wordsKey()).get(0);
        for (Catalogue m : List.of(Catalogue.forLocale(Locale.ENGLISH), local)) {
            for (CommandGroup g : CommandGroup.values()) {
                String opening = local.template(g.commandsKey()).substring(0, 12);
                for (String w : CommandWords.words(m, g.wordsKey())) {
                    String said = HelpAnswersTest.answer(locale, help + " " + w);
                    assertTrue(said.startsWith(opening), lang + " \"" + help + " " + w + "\": " + said);
                    for (Command c : CommandTable.GROUPS.get(g)) {
                        // a new session has the game on the board: what works elsewhere is not listed (HelpNowTest)
                        if (!ELSEWHERE.contains(c.name())) {
                            assertTrue(said.contains(CommandWords.words(local, c.wordsKey()).get(0)), c.name() + " in " + said);
                        }
                    }
                }
            }
        }
    }

    /** Help alone names every group, by its word in the language, with how many commands it holds. */
    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void helpAloneNamesEveryGroup(String lang) {
        Locale locale = Locale.forLanguageTag(lang);
        Catalogue local = Catalogue.forLocale(locale);
        String said = HelpAnswersTest.answer(locale, CommandWords.words(local, CommandTable.HELP.wordsKey()).get(0));
        for (CommandGroup g : CommandGroup.values()) {
            String name = CommandWords.words(local, g.wordsKey()).get(0);
            // the first group may open a sentence ("… в 7 групп. Доска — 10 команд, …")
            assertTrue(said.toLowerCase(locale).contains(name.toLowerCase(locale) + " "), name + " in " + said);
        }
        int words = said.split("\\s+").length;
        assertTrue(words < 110, "help alone is " + words + " words: " + said);
    }
}
