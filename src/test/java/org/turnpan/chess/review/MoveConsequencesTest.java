package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Phraser;

/**
 * "Newly attacked" and "left undefended" on hand-made positions ({@code review/consequences.tsv}):
 * forks, discovered attacks, a defender walking away or a line cut, en passant, castling, mate, a
 * pinned defender, and all four things at once; each with the English sentence a player hears.
 */
class MoveConsequencesTest {

    static Stream<Arguments> cases() throws IOException {
        try (InputStream in = MoveConsequencesTest.class.getResourceAsStream("/review/consequences.tsv")) {
            List<String[]> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t")).toList();
            assertTrue(rows.size() >= 10, "the cases are there");
            return rows.stream().map(r -> Arguments.of((Object[]) r));
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void eachMoveChangesWhatTheTableSays(String fen, String uci, String captured, String check, String attacked,
                                         String undefended, String english) {
        Position before = Position.fromFen(fen);
        MoveConsequences c = MoveConsequences.of(before, Move.parseUci(uci).orElseThrow());
        assertEquals(captured.equals("-") ? Optional.empty() : Optional.of(placed(captured)), c.captured(), "captured");
        assertEquals(!check.equals("-"), c.check(), "check");
        assertEquals(check.equals("mate"), c.checkmate(), "checkmate");
        assertEquals(squares(attacked), c.newlyAttacked().stream().map(PlacedPiece::square).toList(), "newly attacked");
        assertEquals(squares(undefended), c.leftUndefended().stream().map(PlacedPiece::square).toList(), "left undefended");
        for (PlacedPiece p : c.newlyAttacked()) {
            assertEquals(before.sideToMove().opposite(), p.piece().side(), "only the other side's pieces are attacked");
        }
        Phraser phraser = Phraser.forLocale(Locale.ENGLISH);
        assertEquals(english, phraser.messages().render(new ChangeWords(phraser).of(c)));
    }

    @Test
    void everyLanguageSaysAllFourThingsAtOnce() {
        MoveConsequences all = MoveConsequences.of(Position.fromFen("4k3/8/6p1/7q/8/3B4/4N3/K7 w - - 0 1"),
                Move.parseUci("d3g6").orElseThrow());
        for (Locale lang : Catalogue.LANGUAGES) {
            Phraser p = Phraser.forLocale(lang);
            String said = p.messages().render(new ChangeWords(p).of(all));
            assertTrue(!said.contains("[") && !said.contains("{") && said.endsWith("."), lang + ": " + said);
            assertTrue(Character.isUpperCase(said.charAt(0)), lang + " starts with a capital: " + said);
        }
    }

    private static PlacedPiece placed(String text) {
        String[] p = text.split("@");
        return new PlacedPiece(Piece.fromFenLetter(p[0].charAt(0)).orElseThrow(), Square.parse(p[1]).orElseThrow());
    }

    private static List<Square> squares(String text) {
        return text.equals("-") ? List.of()
                : Arrays.stream(text.split(" ")).map(s -> Square.parse(s).orElseThrow()).toList();
    }
}
