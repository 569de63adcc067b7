package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * Issue 23, from data in five languages: what a player types (moves first, then one line) and a
 * piece of the answer that must be shown. Lichess's literate, NATO and Anna/IBCA move styles in
 * every language's piece words ("knight f3", a square alone after the piece, is the knight's squares
 * with how to play the move: a reading never plays a move); "o" for the players; "new" with the language's word for no clock;
 * Italian "cos'è cambiato"; the console board with colours in words, and "board compact"; square
 * history naming the moves that leave; follow after a jump. Never "I do not understand".
 */
class TruthTableTest {

    @ParameterizedTest(name = "{0}: {1} / {2}")
    @CsvSource(delimiter = '|', value = {
        "en|-|knight f3|To move your knight there, type knight to f3.",
        "en|-|knight to f 3|White plays knight to f3.",
        "en|e4 d5 Nc3 d4 Nf3 d3|knight takes e 5|",
        "en|e4 e5|knight felix 3|White plays knight to f3.",
        "en|-|foxtrot 3|White plays pawn to f3.",
        "en|-|echo 4|White plays pawn to e4.",
        "en|e4 e5 Nf3 Nc6|knight takes echo 5|White plays knight takes pawn on e5.",
        "it|-|cavallo f3|scrivi cavallo in f3",
        "it|-|cavallo in felix 3|Mossa del Bianco, cavallo in f3.",
        "ru|-|конь f3|введите «конь на f3»",
        "ru|-|конь на foxtrot 3|Ход белых — конь на f3.",
        "bg|-|кон f3|напишете „кон на f3“",
        "bg|-|кон на felix 3|Ход на белите, кон на f3.",
        "vi|-|mã f3|mã đến f3",
        "vi|-|mã đến foxtrot 3|Bên Trắng đi mã đến f3.",
        "en|-|o|Both sides are played at this keyboard.",
        "ru|-|o|",
        "en|e4|new clock none|",
        "vi|e4|mới giờ không|",
        "en|e4 e5|board|black rook, black knight",
        "en|e4 e5|board|4 empty, white pawn, 3 empty",
        "en|e4 e5|board compact|r n b q k b n r",
        "it|e4|scacchiera|torre nera",
        "ru|e4|доска|чёрная ладья",
        "bg|e4|дъска|",
        "vi|e4|bàn cờ|",
        "vi|e4|bàn cờ gọn|r n b q k b n r",
        "en|e4 e5 Nf3|history g1|2, White: knight to f3, leaving g1",
        "it|e4 e5 Nf3|storia g1|che lascia g1",
        "ru|e4 e5 Nf3|история g1|фигура ушла с g1",
        "bg|e4 e5 Nf3|история g1|фигурата напусна g1",
        "vi|e4 e5 Nf3|lịch sử g1|rời ô g1",
        "it|e4 e5|cos'è cambiato|",
        "it|e4 e5|cosa e cambiato|",
        "vi|e4 e5|có gì thay đổi|",
    })
    void theLineIsUnderstoodAndTheAnswerIsTrue(String lang, String moves, String typed, String shown) {
        Recorder heard = new Recorder();
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L), heard);
        s.start();
        if (!moves.equals("-")) {
            for (String m : moves.split(" ")) {
                s.submit(m);
            }
        }
        heard.clear();
        s.submit(typed);
        Catalogue c = Catalogue.forLocale(Locale.forLanguageTag(lang));
        List<String> said = heard.announcements().stream().map(a -> c.render(a.message(), Medium.TEXT)).toList();
        String all = String.join("\n", said);
        assertTrue(!said.isEmpty(), "something is said");
        String notUnderstood = c.render(org.turnpan.chess.speech.Message.of("session.hint.unknown", "text",
                org.turnpan.chess.text.Echo.of(typed)), Medium.TEXT);
        assertTrue(!all.contains(notUnderstood), all);
        if (shown != null && !shown.isBlank()) {
            assertTrue(all.contains(shown), all);
        }
    }

    /** Follow after a jump: "move 3" from the start reports what the move heard changed, not the jump. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "en|the black pawn stood there before",
        "it|",
        "ru|",
        "bg|",
        "vi|",
    })
    void followAfterAJumpComparesWithThePositionBeforeTheMove(String lang, String shown) {
        Recorder heard = new Recorder();
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L), heard);
        s.start();
        for (String m : "e4 e5 Nf3 Nc6 Nxe5".split(" ")) {
            s.submit(m);
        }
        s.submit("review");
        s.submit("follow e5");
        s.submit("start");
        heard.clear();
        s.submit("move 3");
        Catalogue c = Catalogue.forLocale(Locale.forLanguageTag(lang));
        String all = heard.announcements().stream().map(a -> c.render(a.message(), Medium.TEXT))
                .reduce("", (a, b) -> a + "\n" + b);
        String wasEmpty = c.render(org.turnpan.chess.speech.Message.of("review.follow.arrived", "square",
                new org.turnpan.chess.speech.Nouns(org.turnpan.chess.speech.SquareStyle.PLAIN)
                        .square(org.turnpan.chess.rules.Square.E5), "piece",
                new org.turnpan.chess.speech.Nouns(org.turnpan.chess.speech.SquareStyle.PLAIN)
                        .piece(org.turnpan.chess.rules.Piece.of(org.turnpan.chess.rules.Side.WHITE,
                                org.turnpan.chess.rules.PieceType.KNIGHT))), Medium.TEXT);
        assertTrue(!all.contains(wasEmpty), "the square was not empty before the move: " + all);
        if (shown != null && !shown.isBlank()) {
            assertTrue(all.contains(shown), all);
        }
    }
}
