package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Phraser;

/** The header sentence, dates with unknown parts, and names turned the way they are said. */
class HeaderWordsTest {
    private static final String FULL = """
            [Event "Corus"]
            [Site "Wijk aan Zee NED"]
            [Date "2004.01.25"]
            [Round "9"]
            [White "Carlsen, Magnus"]
            [Black "Kasparov, Garry"]
            [Result "1/2-1/2"]
            [WhiteElo "2484"]
            [BlackElo "2831"]
            [ECO "B90"]
            [Opening "Sicilian"]
            [Variation "Najdorf"]

            1. e4 c5 1/2-1/2
            """;

    @Test
    void theWholeHeaderInEveryLanguage() {
        PgnGame game = ReviewCursorTest.read(FULL);
        assertEquals("Magnus Carlsen, rated 2484, against Garry Kasparov, rated 2831; Corus, Wijk aan Zee NED,"
                + " 25 January 2004; round 9; a draw; Sicilian, Najdorf, ECO B90.", say(Locale.ENGLISH, game));
        assertEquals("Magnus Carlsen, Elo 2484, contro Garry Kasparov, Elo 2831; Corus, Wijk aan Zee NED,"
                + " 25 gennaio 2004; turno 9; patta; Sicilian, Najdorf, ECO B90.", say(Locale.ITALIAN, game));
        assertEquals("Magnus Carlsen, рейтинг 2484, против Garry Kasparov, рейтинг 2831; Corus, Wijk aan Zee NED,"
                + " 25 января 2004 года; тур 9; ничья; Sicilian, Najdorf, код ECO B90.", say(Locale.forLanguageTag("ru"), game));
        for (Locale lang : Catalogue.LANGUAGES) {
            String said = say(lang, game);
            assertTrue(said.contains("2004") && said.contains("Kasparov") && !said.contains("[") && said.endsWith("."),
                    lang + ": " + said);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown parts left out          | [Event "?"] [Site "?"] [Date "????.??.??"] [Round "?"] [White "?"] [Black "?"] [Result "*"] * | This game has no names, place or date recorded.
            no tags at all                  | 1. e4 *                                                                                     | This game has no names, place or date recorded.
            a year only, one player         | [White "Anand"] [Date "1995.??.??"] *                                                        | Anand against an unknown player; 1995.
            a month, a web site not read    | [Event "Rated Blitz game"] [Site "https://lichess.org/abc"] [Date "2021.07.??"] [White "a"] [Black "b"] [Result "0-1"] 0-1 | A against b; Rated Blitz game, July 2021; Black won.
            one rating is not enough        | [White "Kramnik, V"] [Black "Leko, P"] [WhiteElo "2770"] 1-0                                  | V Kramnik against P Leko; White won.
            a day that does not exist       | [Date "2023.02.29"] [Round "3.1"] *                                                          | February 2023; round 3.1.
            the event is also the site      | [Event "Hastings"] [Site "Hastings"] *                                                       | Hastings.
            an opening code alone           | [ECO "C50"] *                                                                                | ECO C50.
            """)
    void partsThatAreUnknownAreLeftOut(String name, String pgn, String english) {
        assertEquals(english, say(Locale.ENGLISH, ReviewCursorTest.read(pgn)));
    }

    @Test
    void playersAreNamedForSentencesAboutTheGame() {
        PgnGame game = ReviewCursorTest.read(FULL);
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        assertEquals("Magnus Carlsen", en.messages().render(new HeaderWords().player(game, Side.WHITE), Medium.TEXT));
        assertEquals("an unknown player", en.messages().render(new HeaderWords().player(ReviewCursorTest.read("1. e4 *"), Side.BLACK), Medium.TEXT));
        assertEquals("неизвестный игрок", Phraser.forLocale(Locale.forLanguageTag("ru"))
                .messages().render(new HeaderWords().player(ReviewCursorTest.read("[Black \"?\"] *"), Side.BLACK), Medium.TEXT));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Carlsen, Magnus     | Magnus Carlsen  | Carlsen
            Carlsen,M           | M Carlsen       | Carlsen
            DrDrunkenstein      | DrDrunkenstein  | DrDrunkenstein
            '  Ding   Liren '   | Ding Liren      | Ding Liren
            Smith, John, Jr.    | Smith, John, Jr.| Smith, John, Jr.
            ', Anna'            | Anna            | Anna
            """)
    void namesAreSaidFirstNameFirst(String tag, String spoken, String shortName) {
        assertEquals(Optional.of(new PlayerName(spoken, shortName)), PlayerName.fromTag(tag));
    }

    @Test
    void unknownNamesAndDates() {
        for (String unknown : new String[] {"", "?", "??", "-", "NN", "  "}) {
            assertEquals(Optional.empty(), PlayerName.fromTag(unknown), "'" + unknown + "'");
        }
        assertEquals(Optional.empty(), PgnDate.parse("????.??.??"));
        assertEquals(Optional.empty(), PgnDate.parse("sometime"));
        assertEquals(Optional.of(new PgnDate(2004, OptionalInt.of(1), OptionalInt.of(25))), PgnDate.parse("2004.01.25"));
        assertEquals(Optional.of(new PgnDate(2004, OptionalInt.of(1), OptionalInt.empty())), PgnDate.parse("2004.01.??"));
        assertEquals(Optional.of(new PgnDate(2004, OptionalInt.empty(), OptionalInt.empty())), PgnDate.parse("2004.??.25"));
        assertEquals(Optional.of(new PgnDate(2004, OptionalInt.empty(), OptionalInt.empty())), PgnDate.parse("2004.13.01"));
        assertEquals(Optional.of(new PgnDate(2024, OptionalInt.of(2), OptionalInt.of(29))), PgnDate.parse("2024/02/29"));
        assertEquals(Optional.of(new PgnDate(1997, OptionalInt.empty(), OptionalInt.empty())), PgnDate.parse("1997"));
    }

    private static String say(Locale lang, PgnGame game) {
        return Phraser.forLocale(lang).messages().render(new HeaderWords().header(game), Medium.TEXT);
    }
}
