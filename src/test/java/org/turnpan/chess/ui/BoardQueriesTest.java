package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.speech.Phraser;

/** What the reading keys answer, in words (English and one other language). */
class BoardQueriesTest {

    private static String say(String lang, java.util.function.Function<BoardQueries, org.turnpan.chess.speech.Message> q) {
        Locale l = Locale.forLanguageTag(lang);
        Messages m = Messages.forLocale(l);
        return m.render(q.apply(new BoardQueries(new BoardWords(m), Phraser.forLocale(l))));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(delimiter = '|', value = {
        "en|rank|E1|On rank 1, a1 white rook, b1 to d1 empty, e1 white king, f1 to g1 empty, h1 white rook.",
        "en|file|A3|On the a file, a1 white rook, a2 to a7 empty, a8 black rook.",
        "it|rank|E8|Sulla traversa 8, a8 torre nera, da b8 a d8 vuote, e8 re nero, da f8 a g8 vuote, h8 torre nera.",
        "ru|file|B5|На вертикали бэ, бэ1 пусто, бэ2 белая пешка, с бэ3 по бэ8 пусто.",
        "en|attacks|F1|f1 is attacked by nothing and defended by white king on e1, white rook on h1.",
        "en|attacks|E2|e2 is attacked by nothing and defended by white king on e1.",
        "en|moves|A1|White rook on a1 can go to b1, c1, d1, a2, a3, a4, a5, a6, a7, a8.",
        "en|captures|A1|White rook on a1 can capture on a8.",
        "en|moves|H8|Black rook on h8 attacks h1, h2, h3, h4, h5, h6, h7, f8, g8.",
        "en|moves|D4|d4 is empty: no piece to move.",
        "bg|material|A1|Материалът на белите е 11, а на черните 10.",
        "vi|clocks|A1|Ván này không có đồng hồ."})
    void readingKeys(String lang, String what, Square s, String expected) {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/1P6/R3K2R w KQkq - 0 1");
        assertEquals(expected, say(lang, q -> switch (what) {
            case "rank" -> q.rank(p, s);
            case "file" -> q.file(p, s);
            case "attacks" -> q.attackersAndDefenders(p, s);
            case "moves" -> q.moves(p, s, false);
            case "captures" -> q.moves(p, s, true);
            case "material" -> q.material(p);
            default -> q.clocks(Optional.empty());
        }));
    }

    @ParameterizedTest
    @CsvSource({"PT4M5S, 4:05", "PT1H2M3S, 1:02:03", "PT9.46S, 9.4", "PT0S, 0.0", "PT10S, 0:10"})
    void clockTexts(Duration d, String text) {
        assertEquals(text, BoardQueries.clockText(d));
    }

    @ParameterizedTest
    @CsvSource({"PT31S, NORMAL", "PT29S, LOW", "PT10S, LOW", "PT9.9S, CRITICAL"})
    void clockUrgency(Duration d, ClockUrgency u) {
        assertEquals(u, ClockUrgency.of(d));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"en|White has 4:05, and Black has 0:30.", "it|Bianco 4:05, nero 0:30."})
    void clocksAreRead(String lang, String expected) {
        Table.Clocks c = new Table.Clocks(Duration.ofSeconds(245), Duration.ofSeconds(30), Side.WHITE);
        assertEquals(expected, say(lang, q -> q.clocks(Optional.of(c))));
    }
}
