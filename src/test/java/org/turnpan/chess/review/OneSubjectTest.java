package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/**
 * Issue 23: a subject is said once per sentence, as a native speaker says it ("White took the pawn
 * on d5, now attacks the rook on a8 and left the knight on c3 undefended", never "White took...,
 * White now attacks... and White left..."). Walks real games (three world-championship games and a
 * short one full of checks and castling) and, at every move, the sentences composed of parts: what
 * the move changed, what a takeback of one to four moves removed, the last move and the move said
 * with its side; in five languages, each sentence may name each side at most once.
 */
class OneSubjectTest {
    private static final List<String> LANGUAGES = List.of("en", "it", "ru", "bg", "vi");
    private static final List<String> GAMES = List.of("wcc2023.pgn", "wcc2023-2.pgn", "wcc2023-3.pgn");
    /** Castling on both sides, captures with check, a mate: every clause of "what changed". */
    private static final String SHORT = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Bc5 5. d4 exd4 6. e5 d5 7. exf6 dxc4 "
            + "8. Re1+ Be6 9. Ng5 Qd5 10. Nc3 Qf5 11. Nce4 O-O-O 12. g4 Qe5 13. Nxe6 fxe6 14. fxg7 Rhg8 "
            + "15. Bh6 d3 16. c3 d2 17. Bxd2 Qd5 18. Qf3 Ne5 19. Qf6 Nf3+ 20. Kg2 Nxe1+ 21. Rxe1 Qd3 *";

    @TestFactory
    Stream<DynamicTest> noComposedSentenceNamesASideTwice() throws IOException {
        List<Game> games = games();
        assertEquals(GAMES.size() + 1, games.size(), "the games are read");
        List<DynamicTest> tests = new ArrayList<>();
        for (String lang : LANGUAGES) {
            tests.add(DynamicTest.dynamicTest(lang, () -> {
                Catalogue c = Catalogue.forLocale(Locale.forLanguageTag(lang));
                Phraser phraser = new Phraser(c);
                ChangeWords changes = new ChangeWords(phraser);
                List<Pattern> sides = List.of(sideNames(c, Side.WHITE), sideNames(c, Side.BLACK));
                int sentences = 0;
                for (Game g : games) {
                    List<Position> positions = g.positions();
                    List<Move> moves = g.moves();
                    Game played = Game.from(positions.get(0));
                    List<Game> history = new ArrayList<>(List.of(played));
                    for (int i = 0; i < moves.size(); i++) {
                        Position before = positions.get(i);
                        Move m = moves.get(i);
                        played = played.play(m);
                        history.add(played);
                        List<Message> composed = new ArrayList<>();
                        composed.add(changes.of(MoveConsequences.of(before, m)));
                        composed.add(phraser.lastMove(before, m, MoveStyle.WORDS));
                        composed.add(phraser.moveWithSide(before, m, MoveStyle.FULL));
                        for (int back = 1; back <= 4 && back < history.size(); back++) {
                            composed.add(phraser.takenBack(played, history.get(history.size() - 1 - back)));
                        }
                        for (Message msg : composed) {
                            for (Medium medium : Medium.values()) {
                                String text = c.render(msg, medium);
                                for (String sentence : text.split("(?<=[.!?])\\s+")) {
                                    sentences++;
                                    for (Pattern side : sides) {
                                        Matcher named = side.matcher(sentence);
                                        int n = 0;
                                        while (named.find()) {
                                            n++;
                                        }
                                        assertTrue(n <= 1, lang + ", move " + (i + 1) + ": the side is named " + n
                                                + " times in \"" + sentence + "\"");
                                    }
                                }
                            }
                        }
                    }
                }
                assertTrue(sentences > 1000, "sentences were walked: " + sentences);
            }));
        }
        return tests.stream();
    }

    /** The walk sees every clause of "what changed": a capture, a check, a new attack, a piece left undefended, a mate. */
    @Test
    void theWalkMeetsEveryKindOfChange() throws IOException {
        boolean capture = false;
        boolean check = false;
        boolean attack = false;
        boolean undefended = false;
        boolean all = false;
        for (Game g : games()) {
            for (int i = 0; i < g.moves().size(); i++) {
                MoveConsequences c = MoveConsequences.of(g.positions().get(i), g.moves().get(i));
                capture |= c.captured().isPresent();
                check |= c.check();
                attack |= !c.newlyAttacked().isEmpty();
                undefended |= !c.leftUndefended().isEmpty();
                all |= c.captured().isPresent() && !c.newlyAttacked().isEmpty() && !c.leftUndefended().isEmpty();
            }
        }
        assertTrue(capture && check && attack && undefended && all, "every clause is met, and all three of the mover's together");
    }

    /** "White", "White's" (and their capitalised forms): the last word of each form of the side's name. */
    private static Pattern sideNames(Catalogue c, Side side) {
        List<String> words = new ArrayList<>();
        for (String form : List.of("", ".gen")) {
            String key = "side." + side.name().toLowerCase(Locale.ROOT) + form;
            if (c.has(key)) {
                String[] parts = c.template(key).strip().split("\\s+");
                String w = parts[parts.length - 1].replaceAll("'s$", "");
                words.add(Pattern.quote(w));
                words.add(Pattern.quote(w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1)));
            }
        }
        assertTrue(!words.isEmpty(), "the side's name is read");
        return Pattern.compile("(?<!\\p{L})(?:" + String.join("|", words) + ")(?!\\p{L})");
    }

    private static List<Game> games() throws IOException {
        List<Game> out = new ArrayList<>();
        for (String name : GAMES) {
            try (InputStream in = OneSubjectTest.class.getResourceAsStream("/pgn/fixtures/scalachess-fixtures/" + name)) {
                assertNotNull(in, name + " is missing");
                read(new PgnReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out);
            }
        }
        read(new PgnReader(new java.io.StringReader(SHORT)), out);
        return out;
    }

    private static void read(PgnReader reader, List<Game> out) throws IOException {
        try (reader) {
            while (reader.hasNext()) {
                if (reader.next() instanceof PgnEntry.Read r) {
                    out.add(r.game().toGame());
                }
            }
        }
    }
}
