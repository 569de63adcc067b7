package org.turnpan.chess.session.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.Chess960;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/** The words after {@code new} that ask for Chess960, and the start position said in five languages. */
class Chess960StartTest {

    @Test
    void aNumberIsKeptAndTheRestIsLeftForPlayersAndClock() {
        Chess960Start.Numbered n = assertInstanceOf(Chess960Start.Numbered.class,
                Chess960Start.chosen(List.of("960", "518", "black", "builtin:2")));
        assertEquals(518, n.number());
        assertEquals(List.of("black", "builtin:2"), n.rest());
    }

    @Test
    void withoutANumberThePositionIsDrawnAtRandom() {
        RandomGenerator seeded = new Random(7);
        int expected = Chess960.randomNumber(new Random(7));
        Chess960Start.Numbered n = assertInstanceOf(Chess960Start.Numbered.class,
                Chess960Start.chosen(List.of("Chess960", "clock", "3+2"), seeded));
        assertEquals(expected, n.number());
        assertEquals(List.of("clock", "3+2"), n.rest());
    }

    @Test
    void numbersOutOfRangeAreRefusedAndStandardChessIsLeftAlone() {
        assertInstanceOf(Chess960Start.Refused.class, Chess960Start.chosen(List.of("960", "960")));
        assertInstanceOf(Chess960Start.Refused.class, Chess960Start.chosen(List.of("960", "-3")));
        assertInstanceOf(Chess960Start.Standard.class, Chess960Start.chosen(List.of("white", "builtin")));
        assertInstanceOf(Chess960Start.Standard.class, Chess960Start.chosen(List.of()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en|Chess960, position five hundred eighteen, with rook, knight, bishop, queen, king, bishop, knight, rook on the first rank.",
        "it|Scacchi 960, posizione cinquecentodiciotto, con torre, cavallo, alfiere, donna, re, alfiere, cavallo, torre sulla prima traversa.",
        "ru|Шахматы Фишера, позиция пятьсот восемнадцать; на первой горизонтали ладья, конь, слон, ферзь, король, слон, конь, ладья.",
        "bg|Шах 960, позиция петстотин и осемнадесет; на първата редица са топ, кон, офицер, дама, цар, офицер, кон, топ.",
        "vi|Cờ vua 960, thế số năm trăm mười tám, hàng đầu từ a1 đến h1 là xe, mã, tượng, hậu, vua, tượng, mã, xe.",
    })
    void theStartPositionIsSaidOnceInEachLanguage(String lang, String spoken) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        List<Message> pieces = Chess960.backRank(518).stream()
                .map(t -> Message.of("session.noun." + t.name().toLowerCase(Locale.ROOT) + ".one")).toList();
        Message said = Message.of("chess960.position", "number", 518, "pieces", Joined.commas(pieces));
        assertEquals(spoken, m.render(said, Medium.SPEECH));
        assertEquals(PieceType.ROOK, Chess960.backRank(518).get(0));
    }
}
