package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.session.command.Command;
import org.turnpan.chess.session.command.CommandTable;
import org.turnpan.chess.session.command.CommandWords;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Every command word and alias that docs/commands.md lists, in every language, typed as a player
 * types it: read as the command of its row (never as another one, never as yes or no because its
 * first word is also yes or no, as Vietnamese {@code có gì thay đổi} was), and, typed while a
 * yes-or-no question waits, never taken as yes unless it is a yes word.
 */
class DocumentedCommandWordsTest {
    private static final List<String> LANGUAGES = List.of("it", "ru", "bg", "vi");

    /** One documented alias: the language, the English word of its row, and the alias. */
    record Alias(String lang, String english, String word) {
    }

    static List<Alias> documented() throws IOException {
        List<Alias> out = new ArrayList<>();
        boolean inTable = false;
        for (String line : Files.readAllLines(Path.of("docs/commands.md"), StandardCharsets.UTF_8)) {
            if (line.startsWith("| command (English words)")) {
                inTable = true;
                continue;
            }
            if (!line.startsWith("|")) {
                inTable = false;
                continue;
            }
            if (!inTable || line.startsWith("|---")) {
                continue;
            }
            String[] cells = line.split("\\s*\\|\\s*");
            // cells[0] is empty: | en | what | it | ru | bg | vi |
            String english = firstWord(cells[1]);
            for (String w : cells[1].split(",")) {
                out.add(new Alias("en", english, wordOf(w)));
            }
            for (int i = 0; i < LANGUAGES.size(); i++) {
                for (String w : cells[3 + i].split(",")) {
                    out.add(new Alias(LANGUAGES.get(i), english, wordOf(w)));
                }
            }
        }
        return out;
    }

    private static String firstWord(String cell) {
        return wordOf(cell.split(",")[0]);
    }

    /** "`move N black`" is typed as "move"; "`play from here`" as it is. */
    private static String wordOf(String cell) {
        String w = cell.replace("`", "").strip();
        return Arrays.stream(w.split(" ")).filter(t -> !t.equals("N") && !t.equals("SQUARE") && !t.equals("ENGINE")
                && !t.equals("NAME") && !t.equals("black")).reduce((a, b) -> a + " " + b).orElse(w);
    }

    @Test
    void theDocumentListsTheCommandsOfEveryLanguage() throws IOException {
        List<Alias> all = documented();
        assertTrue(all.size() > 400, "read " + all.size() + " aliases from docs/commands.md");
        assertTrue(all.contains(new Alias("vi", "changes", "có gì thay đổi")));
    }

    @Test
    void everyDocumentedWordIsItsCommand() throws IOException {
        List<String> wrong = new ArrayList<>();
        java.util.Map<String, CommandWords> vocabularies = new java.util.HashMap<>();
        CommandWords english = new CommandWords(Locale.ENGLISH, CommandTable.ALL);
        for (Alias a : documented()) {
            Optional<Command> expected = first(english, a.english());
            assertTrue(expected.isPresent(), "no English command " + a.english());
            CommandWords words = vocabularies.computeIfAbsent(a.lang(),
                    lang -> new CommandWords(Locale.forLanguageTag(lang), CommandTable.ALL));
            Optional<Command> got = first(words, a.word());
            if (!got.equals(expected)) {
                wrong.add(a + " is read as " + got.map(Command::name).orElse("nothing"));
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** The command a typed line starts with, as the interpreter reads it. */
    private static Optional<Command> first(CommandWords words, String typed) {
        List<String> tokens = words.phrases(Arrays.stream(TypedText.clean(typed).toLowerCase(Locale.ROOT).split("\\s+"))
                .filter(t -> !t.isEmpty()).toList());
        return tokens.isEmpty() ? Optional.empty() : words.command(tokens.get(0));
    }

    @Test
    void aCommandTypedDuringAQuestionIsNeverTakenAsYes() throws IOException {
        List<String> wrong = new ArrayList<>();
        java.util.Map<String, GameSession> sessions = new java.util.HashMap<>();
        for (Alias a : documented()) {
            if (a.english().equals("accept")) {
                continue; // a yes word: the answer yes
            }
            GameSession s = sessions.computeIfAbsent(a.lang(), lang -> {
                GameSession started = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                        new SessionServices(null, GameStore.none(), () -> 0L), SessionListener.of(x -> { }));
                started.start();
                started.submit("e4");
                return started;
            });
            s.submit("new");
            assertTrue(s.question().isPresent(), "new asks while a game is in progress");
            s.submit(a.word());
            if (s.game().plyCount() != 1) {
                wrong.add(a + " answered the question yes");
            }
            assertFalse(s.question().isPresent(), a + " left the question waiting");
        }
        assertEquals(List.of(), wrong);
    }
}
