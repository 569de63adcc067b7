package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** Annotation glyphs written after moves become their NAGs; every written form of a result is read. */
class GlyphsAndResultsTest {

    @ParameterizedTest(name = "{0} ({1}) -> {2}")
    @CsvFileSource(resources = "/pgn/glyphs-and-results.tsv", delimiter = '\t', quoteCharacter = '\u0001')
    void readsEachWrittenForm(String written, String kind, int number) {
        if (kind.equals("glyph")) {
            assertEquals(number, PgnLexer.glyphNag(written, 0, written.length()));
            assertEquals(number, PgnLexer.glyphNag("Nf3" + written, 3, 3 + written.length()), "glued to a move");
        } else {
            assertEquals(number, PgnLexer.resultOf(written));
        }
    }
}
