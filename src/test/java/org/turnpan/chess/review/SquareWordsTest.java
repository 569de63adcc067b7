package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.Verbosity;

/** Square follow ("The white knight now stands on e5; the square was empty.") and square history. */
class SquareWordsTest {
    private static final PgnGame GAME = ReviewCursorTest.read(
            "1. e4 d5 2. e5 f5 3. exf6 Nxf6 4. Nf3 Nc6 5. Bb5 e5 6. O-O Bd6 7. Nxe5 Bxe5 *");

    @Test
    void aFollowedSquareSaysWhatArrivedLeftOrWasReplaced() {
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        Review review = Review.of(GAME, ReviewSettings.of(en, MoveStyle.WORDS, Verbosity.NORMAL));
        ReviewAnswer follow = review.follow(Square.E5);
        assertEquals("Following e5; it is empty now.", en.messages().render(follow.said(), Medium.TEXT));
        ReviewAnswer a = follow.review().toMove(2, Side.WHITE);
        assertEquals("2, White: pawn to e5. The white pawn now stands on e5; the square was empty.", en.messages().render(a.said(), Medium.TEXT));
        a = a.review().toMove(3, Side.WHITE);
        assertEquals("3, White: pawn takes on f6 en passant. The square e5 is now empty; the white pawn stood there.",
                en.messages().render(a.said(), Medium.TEXT));
        a = a.review().toMove(5, Side.BLACK);
        assertEquals("5, Black: pawn to e5. The black pawn now stands on e5; the square was empty.", en.messages().render(a.said(), Medium.TEXT));
        a = a.review().toMove(7, Side.WHITE);
        assertEquals("7, White: knight takes pawn on e5. The white knight now stands on e5; the black pawn stood there before.",
                en.messages().render(a.said(), Medium.TEXT));
        a = a.review().forward();
        assertEquals("7, Black: bishop takes knight on e5. The black bishop now stands on e5; the white knight stood there before."
                + " End of the recorded moves. The game has no result.", en.messages().render(a.said(), Medium.TEXT));
        a = a.review().toMove(2, Side.WHITE);
        assertEquals("2, White: pawn to e5. The white pawn now stands on e5; the square was empty.",
                en.messages().render(a.said(), Medium.TEXT), "a jump reports what the move heard changed (issue 23)");
        assertEquals("No longer following e5.", en.messages().render(a.review().unfollow(Square.E5).said(), Medium.TEXT));
    }

    @Test
    void everyLanguageSaysTheThreeKindsOfChangeAsWholeSentences() {
        Position empty = Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        Position knight = Position.fromFen("4k3/8/8/4N3/8/8/8/4K3 w - - 0 1");
        Position pawn = Position.fromFen("4k3/8/8/4p3/8/8/8/4K3 w - - 0 1");
        List<SquareChange> changes = List.of(
                SquareChange.between(empty, knight, Square.E5).orElseThrow(),
                SquareChange.between(knight, empty, Square.E5).orElseThrow(),
                SquareChange.between(pawn, knight, Square.E5).orElseThrow());
        assertEquals(Optional.empty(), SquareChange.between(knight, knight, Square.E5));
        assertEquals(Optional.empty(), SquareChange.between(knight, pawn, Square.A1));
        for (Locale lang : Catalogue.LANGUAGES) {
            Phraser p = Phraser.forLocale(lang);
            SquareWords words = new SquareWords(p, new StepWords(p, MoveStyle.WORDS));
            for (SquareChange c : changes) {
                String said = p.messages().render(words.change(c), Medium.TEXT);
                assertTrue(Character.isUpperCase(said.charAt(0)) && said.endsWith(".") && !said.contains("["),
                        lang + ": " + said);
            }
        }
        Phraser ru = Phraser.forLocale(Locale.forLanguageTag("ru"));
        SquareWords russian = new SquareWords(ru, new StepWords(ru, MoveStyle.WORDS));
        assertEquals("Теперь на е5 стоит белый конь, а не чёрная пешка.", ru.messages().render(russian.change(changes.get(2)), Medium.SPEECH));
    }

    @Test
    void historyListsEveryMoveToOrFromTheSquareCastlingAndEnPassantIncluded() {
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        Review review = Review.of(GAME, ReviewSettings.of(en, MoveStyle.WORDS, Verbosity.NORMAL));
        assertEquals("5 moves went to or from e5: 2, White: pawn to e5; 3, White: pawn takes on f6 en passant, leaving e5;"
                + " 5, Black: pawn to e5; 7, White: knight takes pawn on e5; 7, Black: bishop takes knight on e5.",
                en.messages().render(review.history(Square.E5), Medium.TEXT));
        assertEquals("2 moves went to or from f5: 2, Black: pawn to f5; 3, White: pawn takes on f6 en passant.",
                en.messages().render(review.history(Square.F5), Medium.TEXT));
        assertEquals("1 move went to or from h1: 6, White: castles kingside, leaving h1.", en.messages().render(review.history(Square.H1), Medium.TEXT));
        assertEquals("No move goes to or from a4 in this line.", en.messages().render(review.history(Square.A4), Medium.TEXT));
        Message italian = review.history(Square.F1);
        assertEquals("2 mosse toccano la casa f1: 5, Bianco: alfiere in b5, che lascia f1; 6, Bianco: arrocco corto.",
                Phraser.forLocale(Locale.ITALIAN).messages().render(italian, Medium.TEXT));
    }
}
