package org.turnpan.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.Square;

/** Square names as players type them, Latin and Cyrillic (the way the program prints them for ru and bg). */
class SquareTextTest {

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
        "e4|e4", "E4|e4", " h8 |h8", "е4|e4", "Е4|e4", "бэ4|b4", "бе4|b4", "це3|c3", "ЦЭ3|c3", "дэ5|d5",
        "де5|d5", "эф7|f7", "еф7|f7", "жэ1|g1", "же1|g1", "аш8|h8", "а1|a1", "с6|c6",
        "i4|-", "e9|-", "e|-", "e44|-", "б4|-", "д4|-", "ф4|-", "''|-", "e4e5|-"})
    void readsOneSquareOrNothing(String typed, String expected) {
        Optional<Square> read = SquareText.read(typed);
        assertEquals(expected.equals("-") ? Optional.empty() : Square.parse(expected), read);
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
        "f3 and b7|f3 b7", "эф3, бэ7|f3 b7", "on d8.|d8", "a1 a1 h8|a1 h8", "la casa a1|a1",
        "nothing|''", "e4e5 d4|d4", "Ô e4 và d5|e4 d5"})
    void findsEverySquareInAText(String text, String expected) {
        List<Square> want = expected.isEmpty() ? List.of()
                : java.util.Arrays.stream(expected.split(" ")).map(s -> Square.parse(s).orElseThrow()).toList();
        assertEquals(want, SquareText.findAll(text));
    }
}
