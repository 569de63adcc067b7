package org.turnpan.chess.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/** What a screen reader says for a square: short, its marks after it, the help only when asked. */
class SquareReadingTest {
    private static final Catalogue ENGLISH = Catalogue.forLocale(Locale.ENGLISH);

    /** The session's words for a square ("e4, white knight"), as both front ends say it. */
    private static SessionWords words(Catalogue m) {
        return new SessionWords(SessionSettings.defaults().withLocale(m.locale()));
    }

    private static Game play(String... uci) {
        Game g = Game.newGame();
        for (String m : uci) {
            g = g.play(Move.parseUci(m).orElseThrow());
        }
        return g;
    }

    private static String heard(Catalogue m, Game g, Square s, Optional<Square> selected) {
        Set<SquareMark> marks = SquareMark.of(g, selected).getOrDefault(s, Set.of());
        return m.render(SquareReading.text(words(m).squareContents(g.position(), s), marks));
    }

    @Test
    void whatAPlayerHearsWhileMovingAKnight() {
        Game g = play("e2e4", "e7e5");
        Optional<Square> knight = Optional.of(Square.G1);
        assertEquals("g1, white knight, selected", heard(ENGLISH, g, Square.G1, knight));
        assertEquals("f3, empty, light square, you can move here", heard(ENGLISH, g, Square.F3, knight));
        assertEquals("h3, empty, light square, you can move here", heard(ENGLISH, g, Square.H3, knight));
        assertEquals("e2, empty, light square, you can move here", heard(ENGLISH, g, Square.E2, knight));
        assertEquals("e5, black pawn, last move", heard(ENGLISH, g, Square.E5, knight));
        assertEquals("e7, empty, dark square, last move", heard(ENGLISH, g, Square.E7, knight));
        assertEquals("d4, empty, dark square", heard(ENGLISH, g, Square.D4, knight), "no mark: just the square");
        assertEquals("g1, white knight", heard(ENGLISH, g, Square.G1, Optional.empty()));
    }

    @Test
    void aKingInCheckSaysSoAndTheMarksKeepTheirOrder() {
        Game g = play("e2e4", "f7f6", "d2d4", "g7g5", "d1h5");
        assertEquals("e8, black king, in check", heard(ENGLISH, g, Square.E8, Optional.empty()));
        assertEquals("h5, white queen, last move", heard(ENGLISH, g, Square.H5, Optional.empty()));
        Message all = SquareReading.text(words(ENGLISH).squareContents(g.position(), Square.E8), EnumSet.allOf(SquareMark.class));
        assertEquals("e8, black king, selected, in check, you can move here, last move", ENGLISH.render(all));
    }

    @Test
    void theMarksOfAWholeBoard() {
        Game g = play("e2e4");
        Map<Square, Set<SquareMark>> marks = SquareMark.of(g, Optional.of(Square.G8));
        assertEquals(Map.of(
                Square.G8, Set.of(SquareMark.SELECTED),
                Square.F6, Set.of(SquareMark.TARGET),
                Square.H6, Set.of(SquareMark.TARGET),
                Square.E2, Set.of(SquareMark.LAST_MOVE),
                Square.E4, Set.of(SquareMark.LAST_MOVE)), marks);
        assertEquals(Map.of(), SquareMark.of(Game.from(Position.initial()), Optional.empty()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void inEveryLanguageTheSquareComesFirstAndTheHelpIsNotRepeated(String lang) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        Game g = play("e2e4", "e7e5");
        String plain = m.render(words(m).squareContents(g.position(), Square.E5));
        String help = m.render(SquareReading.helpOnRequest());
        for (SquareMark mark : SquareMark.values()) {
            assertTrue(m.has(mark.key()), lang + " " + mark.key());
            String withMark = m.render(SquareReading.text(words(m).squareContents(g.position(), Square.E5), Set.of(mark)));
            assertTrue(withMark.startsWith(plain + ","), lang + ": " + withMark);
            assertTrue(withMark.length() < plain.length() + 32, "a mark is a few words: " + withMark);
            assertFalse(withMark.contains(help), lang + ": " + withMark);
        }
    }

    @Test
    void theHelpIsOnTheFirstSquareOnlyAndAlwaysOnRequest() {
        assertEquals(Optional.of(Message.of("ui.square.help")), SquareReading.help(SquareReading.Arrival.ENTERED_BOARD));
        assertEquals(Optional.empty(), SquareReading.help(SquareReading.Arrival.MOVED_ON_BOARD));
        assertTrue(ENGLISH.render(SquareReading.helpOnRequest()).startsWith("Arrows move."));
    }

    @Test
    void everyMarkTheEarHearsIsDrawnForTheEye() throws IOException {
        String css;
        try (InputStream in = getClass().getResourceAsStream("/org/turnpan/chess/ui/turnpan.css")) {
            css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (SquareMark mark : SquareMark.values()) {
            assertTrue(css.contains(".square." + mark.styleClass()), "turnpan.css draws " + mark.styleClass());
        }
    }
}
