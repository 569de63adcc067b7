package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * Issue 23: the rules guide's last section ("Typing moves in Turnpan Chess") says what the program
 * does, in all five languages. It said Italian R was read as the king first; the program asks when
 * both readings are legal, which is right. Each claim with an example is checked against the
 * notation: Rf1 with king and rook both able is asked about, and a square alone that only an en
 * passant capture reaches plays it.
 */
class GuideTruthTest {

    private static String lastSection(String file) throws IOException {
        String text = Files.readString(Path.of("docs", file), StandardCharsets.UTF_8);
        return text.substring(text.lastIndexOf("\n## "));
    }

    @ParameterizedTest
    @CsvSource({"rules.md", "rules.it.md", "rules.ru.md", "rules.bg.md", "rules.vi.md"})
    void italianRIsAskedAboutAsTheGuideSays(String file) throws IOException {
        String section = lastSection(file);
        assertTrue(section.contains("Rf1") && section.contains("e1f1") && section.contains("h1f1"), section);
        NotationError.TwoReadings asked = assertInstanceOf(NotationError.TwoReadings.class,
                ((MoveText.Refused) MoveText.read(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), "Rf1",
                        Locale.ITALIAN)).error());
        assertEquals("e1f1 h1f1", asked.firstFrom() + "" + asked.firstTo() + " " + asked.secondFrom() + asked.secondTo());
    }

    @ParameterizedTest
    @CsvSource({"rules.md", "rules.it.md", "rules.ru.md", "rules.bg.md", "rules.vi.md"})
    void aSquareAloneIsTheOneLegalMoveAsTheGuideSays(String file) throws IOException {
        String section = lastSection(file);
        assertTrue(section.contains("(e4)") && section.contains("d6"), section);
        Position enPassant = Position.fromFen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
        assertEquals(new MoveText.Found(Move.parseUci("e5d6").orElseThrow()), MoveText.read(enPassant, "d6", Locale.ENGLISH));
        assertEquals(new MoveText.Found(Move.parseUci("e2e4").orElseThrow()), MoveText.read(Position.initial(), "e4",
                Locale.ENGLISH));
        assertInstanceOf(NotationError.SeveralCanGo.class, ((MoveText.Refused) MoveText.read(
                Position.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), "e2", Locale.ENGLISH)).error());
    }
}
