package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.PgnRecord;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * Issue 12, item 5, in every language with that language's answer words: {@code new} and
 * {@code open} ask before a game in progress (or a found game) is replaced, {@code save} onto a
 * file that exists asks to overwrite, append or cancel; any other line drops the question, changes
 * nothing and is not run; the saved sentence names the full path.
 */
class ConfirmationTest {

    @TempDir
    Path dir;

    private final List<Announcement> heard = new ArrayList<>();

    private GameSession session(String lang, GameStore store) {
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                new SessionServices(null, store, () -> 0L), SessionListener.of(heard::add));
        s.start();
        return s;
    }

    /** Submits a line and returns the keys of what was said, each checked to render as a whole sentence. */
    private List<String> say(GameSession s, String line) {
        heard.clear();
        s.submit(line);
        Catalogue m = s.messages();
        List<String> keys = new ArrayList<>();
        for (Announcement a : heard) {
            String text = m.render(a.message());
            assertFalse(text.contains("{") || text.contains("}"), "unfilled slot: " + text);
            if (a.message().key().startsWith("session.confirm") || a.message().key().startsWith("session.pgn")) {
                assertTrue(text.endsWith(".") || text.endsWith("?"), "a whole sentence: " + text);
            }
            keys.add(a.message().key());
        }
        return keys;
    }

    /** Each language with its words for yes, no, overwrite, append and cancel. */
    static Stream<Arguments> answerWords() {
        return Stream.of(
                Arguments.of("en", "yes", "no", "overwrite", "append", "cancel"),
                Arguments.of("it", "sì", "no", "sovrascrivi", "aggiungi", "annulla"),
                Arguments.of("ru", "да", "нет", "перезаписать", "дописать", "отмена"),
                Arguments.of("bg", "да", "не", "презапиши", "добави", "отказ"),
                Arguments.of("vi", "có", "không", "ghi đè", "thêm", "hủy"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answerWords")
    void replacingAGameAsksFirst(String lang, String yes, String no, String overwrite, String append, String cancel) {
        GameSession s = session(lang, GameStore.none());
        assertEquals(List.of(), say(s, "new").stream().filter(k -> k.startsWith("session.confirm")).toList(),
                "nothing is lost before a move: no question");
        say(s, "e2e4");
        assertEquals(List.of("session.confirm.replace"), say(s, "new"));
        assertEquals(s.question(), s.yesNoQuestion(), "the window may answer this one by its Yes/No dialog");
        assertEquals(List.of("session.confirm.replace.no"), say(s, no));
        assertEquals(1, s.game().plyCount());
        assertEquals(List.of("session.confirm.replace"), say(s, "new"));
        assertEquals(List.of("session.confirm.dropped"), say(s, "e7e5"), "another line drops the question");
        assertEquals(1, s.game().plyCount(), "and is not run");
        say(s, "new");
        assertTrue(say(s, yes.toUpperCase(Locale.ROOT)).contains("session.start.first"), "yes, in any case, replaces the game");
        assertEquals(0, s.game().plyCount());
        say(s, "e2e4");
        say(s, "new");
        assertTrue(say(s, "y").contains("session.start.first"), "English answers work in every language");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answerWords")
    void savingOntoAFileAsksToOverwriteAppendOrCancel(String lang, String yes, String no, String overwrite,
                                                      String append, String cancel) throws Exception {
        GameSession s = session(lang, GameStore.none());
        say(s, "e2e4");
        Path file = dir.resolve("game " + lang + ".pgn");
        assertEquals(List.of("session.pgn.saved"), say(s, "save " + file));
        assertTrue(s.messages().render(last()).contains(file.toAbsolutePath().toString()), "the full path is said");
        String first = Files.readString(file);
        say(s, "e7e5");
        assertEquals(List.of("session.confirm.overwrite"), say(s, "save " + file));
        assertEquals(List.of("session.confirm.save.no"), say(s, cancel));
        assertEquals(first, Files.readString(file));
        say(s, "save " + file);
        assertTrue(s.question().isPresent());
        assertTrue(s.yesNoQuestion().isEmpty(), "the window's Yes/No dialog does not take this question: it is typed");
        assertEquals(List.of("session.confirm.dropped"), say(s, yes), "yes is not one of this question's answers");
        assertEquals(first, Files.readString(file));
        say(s, "save " + file);
        assertEquals(List.of("session.pgn.appended"), say(s, append));
        assertEquals(2, PgnRecord.read(Files.readString(file), 1).games());
        assertTrue(s.messages().render(last()).contains(file.toAbsolutePath().toString()));
        say(s, "save " + file);
        assertEquals(List.of("session.pgn.saved"), say(s, overwrite));
        assertEquals(1, PgnRecord.read(Files.readString(file), 1).games());
        assertEquals(2, PgnRecord.read(Files.readString(file), 1).game().orElseThrow().game().plyCount());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"en, yes, no", "it, si, no", "ru, д, н", "bg, д, н", "vi, c, k"})
    void openingAFileAndAFoundGameAskToo(String lang, String yes, String no) throws Exception {
        Path file = dir.resolve("other.pgn");
        Files.writeString(file, "1. d4 d5 *\n");
        GameStore store = new MemoryStore();
        GameSession first = session(lang, store);
        say(first, "e2e4");
        assertEquals(List.of("session.confirm.replace"), say(first, "open " + file));
        assertTrue(say(first, yes).contains("session.pgn.opened"));
        assertEquals(2, first.game().plyCount());
        first.close();

        GameSession second = session(lang, store);
        assertTrue(second.isResumeOffered());
        assertEquals(List.of("session.confirm.replace.found"), say(second, "new"));
        say(second, no);
        assertTrue(second.isResumeOffered(), "the found game is still offered");
        assertTrue(store.load().orElseThrow().contains("d5"), "and still kept");
        assertEquals(List.of("session.confirm.replace.found"), say(second, "open " + file));
        assertTrue(say(second, yes).contains("session.pgn.opened"));
        assertFalse(second.isResumeOffered());
    }

    private Message last() {
        return heard.get(heard.size() - 1).message();
    }
}
