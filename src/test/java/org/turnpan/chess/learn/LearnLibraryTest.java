package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * The learn package used the way the session will use it, and what the player hears: three lessons
 * completed in English and Italian (a wrong attempt with the rules engine's reason, a hint, a right
 * attempt, to the end of the lesson), the progress saved and read back, and a quiz round.
 */
class LearnLibraryTest {

    /** A stand-in for the session: holds the run and renders every message in the player's language. */
    private static final class Learner {
        final Catalogue messages;
        final Phraser phraser;
        final LessonWords words;
        final AnswerReader reader;
        LessonRun run;
        LessonProgress progress = LessonProgress.none();

        Learner(String lang) {
            Locale locale = Locale.forLanguageTag(lang);
            messages = Catalogue.forLocale(locale);
            phraser = Phraser.forLocale(locale);
            words = new LessonWords(phraser);
            reader = AnswerReader.forLocale(locale);
        }

        String start(String lessonId) {
            Lesson lesson = LessonCatalogue.standard().byId(lessonId).orElseThrow();
            run = LessonRun.start(lesson);
            return say(words.introduction(run, LessonCatalogue.standard().lessons().size()));
        }

        String move(String uci) {
            Square from = Square.parse(uci.substring(0, 2)).orElseThrow();
            Square to = Square.parse(uci.substring(2, 4)).orElseThrow();
            PieceType promotion = uci.length() > 4 ? PieceType.fromLetter(uci.charAt(4)).orElseThrow() : null;
            return after(run.attemptMove(from, to, promotion));
        }

        String hint() {
            LessonRun.HintTurn turn = run.hint();
            run = turn.run();
            return say(words.hint(turn.hint()));
        }

        private String after(LessonTurn turn) {
            run = turn.run();
            if (turn.result() instanceof AttemptResult.Right right && right.lessonComplete()) {
                progress = progress.withDone(run.lesson().id());
            }
            return say(words.result(turn));
        }

        String say(Message m) {
            return messages.render(m, Medium.TEXT);
        }
    }

    @Test
    void threeLessonsInEnglishSoundAsWritten() {
        Learner en = new Learner("en");
        assertEquals("Lesson 6 of 14. The knight. The knight moves like the letter L: two squares in a straight line, then "
                + "one to the side. It is the only piece that jumps over others. Step 1 of 2. Move the highlighted knight "
                + "from g1 to f3, over your own pawns. The lesson highlights the white knight on g1 and the square f3.",
                en.start("knight"));
        assertEquals("The knight on g1 can't take your own piece, the pawn on e2.", en.move("g1e2"));
        assertEquals("From g1, two squares up reach g3; one to the left of that is f3.", en.hint());
        assertEquals("Here is the solution. White knight from g1 to f3.", en.hint());
        assertEquals("Knight to f3. Right. The knight jumped over the pawn on g2. Knight to f3 is one of the most common "
                + "first moves. Step 2 of 2. Your knight on b5 can attack the black king and the black rook at once. Jump "
                + "to that square. The lesson highlights the white knight on b5.", en.move("g1f3"));
        assertEquals("That move is legal, but it is not the one this step asks for. Try again, or ask for a hint.",
                en.move("b5d6"));
        String last = en.move("b5c7");
        assertTrue(last.startsWith("Knight to c7, check. Right. From c7 the knight checks the king on e8"), last);
        assertTrue(last.endsWith("Lesson 6 is finished."), last);
        assertTrue(en.run.finished());

        en.start("castling");
        assertEquals(en.say(en.phraser.reason(new IllegalMoveReason.OwnPieceOnTarget(
                placed(en.run, Square.E1), placed(en.run, Square.E2)))), en.move("e1e2"));
        assertTrue(en.move("e1h1").startsWith("White castles kingside. Right. The king stands on g1 and the rook on f1."));
        assertTrue(en.move("e1a1").startsWith("White castles queenside. Right."));
        assertEquals("You can't castle kingside: your king would pass over f1, which is attacked by the bishop on c4.",
                en.move("e1g1"));
        assertEquals("The king may not pass over f1 while it is attacked, so kingside castling is not allowed. On the "
                + "queenside, d1 and c1 are safe.", en.hint());
        assertTrue(en.move("e1c1").endsWith("Lesson 10 is finished."));

        en.start("en-passant");
        assertEquals("That move is legal, but it is not the capture en passant. Try again, or ask for a hint.", en.move("e5e6"));
        assertTrue(en.move("e5d6").startsWith("Pawn takes on d6 en passant. Right."));
        assertTrue(en.move("d4c3").startsWith("Pawn takes on c3 en passant. Right."));
        String late = en.move("e5d6");
        assertEquals(en.say(en.phraser.reason(((Mistake.IllegalMove) ((AttemptResult.Wrong) en.run.attemptMove(
                Square.E5, Square.D6, null).result()).mistake()).reason())), late);
        assertTrue(late.contains("d6"), late);
        en.hint();
        assertTrue(en.move("e5e6").endsWith("Lesson 11 is finished."));

        assertEquals(List.of("knight", "castling", "en-passant"), en.progress.done());
        assertEquals(en.progress, LessonProgress.parse(en.progress.format()).progress());
        String list = en.say(en.words.list(LessonCatalogue.standard(), en.progress));
        assertTrue(list.startsWith("There are 14 lessons. 1. The board. 2. The king."), list);
        assertTrue(list.contains("6. The knight, finished.") && list.contains("10. Castling, finished."), list);
    }

    @Test
    void threeLessonsInItalianSoundAsWritten() {
        Learner it = new Learner("it");
        String intro = it.start("promotion");
        assertTrue(intro.startsWith("Lezione 12 di 14. La promozione. Un pedone che arriva sull'ultima traversa"), intro);
        assertTrue(intro.endsWith("La lezione evidenzia il pedone bianco in e7 e la casa e8."), intro);
        assertEquals(it.say(it.phraser.reason(new IllegalMoveReason.PromotionPieceRequired(
                placed(it.run, Square.E7), Square.E8))), it.move("e7e8"));
        assertEquals("La mossa è legale, ma qui il pedone va promosso a donna. Riprova.", it.move("e7e8r"));
        assertEquals("Quando si apre la scelta premi D, oppure scrivi e8=D.", it.hint());
        assertTrue(it.move("e7e8q").startsWith("Pedone in e8, promuove a donna. Giusto. Il pedone è diventato donna in e8."));
        assertTrue(it.move("d7d8n").startsWith("Pedone in d8, promuove a cavallo, scacco. Giusto."));
        assertTrue(it.move("f7f8r").endsWith("Lezione 12 completata."));

        it.start("check");
        String notAnswered = it.say(it.phraser.reason(new IllegalMoveReason.KingInCheckNotResolved(
                placed(it.run, Square.F1), Square.D3, List.of(placed(it.run, Square.E5)))));
        assertTrue(notAnswered.contains("e5"), notAnswered);
        assertEquals(notAnswered, it.move("f1d3"));
        assertEquals("Questa mossa para lo scacco, ma la prova chiede di muovere il re. Riprova.", it.move("c4e5"));
        assertEquals("Il re può andare su una casa vicina che la torre non attacca: d1, d2 oppure f2.", it.hint());
        assertTrue(it.move("e1d2").contains("Giusto. Il re è uscito dalla colonna e"));
        it.move("c4e5");
        assertTrue(it.move("f1e2").endsWith("Lezione 8 completata."));

        String board = it.start("board");
        assertTrue(board.contains("Trova a1"), board);
        assertEquals("No, hai indicato h1. Riprova, oppure chiedi un suggerimento.",
                it.after(it.run.answer("h1", it.reader)));
        it.after(it.run.answer("a1", it.reader));
        assertTrue(it.hint().startsWith("Il Nero siede dalla parte della traversa 8"));
        assertEquals("La risposta è a8.", it.hint());
        it.after(it.run.answer("a8", it.reader));
        assertEquals("Rispondi chiara o scura.", it.after(it.run.answer("a8", it.reader)));
        assertEquals("No. Ricomincia a contare da a1, che è scura, oppure chiedi un suggerimento.",
                it.after(it.run.answer("scura", it.reader)));
        it.after(it.run.answer("chiara", it.reader));
        it.after(it.run.answer("è chiara", it.reader));
        assertTrue(it.after(it.run.answerSquare(Square.E1)).endsWith("Lezione 1 completata."));
        assertEquals(List.of("promotion", "check", "board"), it.progress.done());
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it"})
    void aQuizRoundIsAskedAnsweredAndScored(String lang) {
        Learner l = new Learner(lang);
        QuizQuestions questions = new QuizQuestions(new Random(2024));
        QuizWords words = new QuizWords();
        QuizScore score = QuizScore.zero();
        Position position = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        for (int i = 0; i < 8; i++) {
            QuizQuestion q = questions.next(position);
            String asked = l.say(words.question(q));
            assertTrue(asked.endsWith("?") || asked.endsWith("."), asked);
            boolean answerRight = i % 2 == 0;
            String typed = typedAnswer(l, q, answerRight);
            QuizResult result = QuizResult.judge(q, typed, l.reader);
            assertEquals(answerRight ? QuizResult.Right.class : QuizResult.Wrong.class, result.getClass(), asked + " " + typed);
            String heard = l.say(words.result(result));
            assertTrue(heard.startsWith(answerRight ? (lang.equals("en") ? "Right. " : "Giusto. ") : "No. "), heard);
            assertTrue(heard.endsWith(l.say(words.answer(q))), heard);
            score = score.after(result);
        }
        assertEquals(new QuizScore(8, 4), score);
        assertEquals(lang.equals("en") ? "4 right answers out of 8." : "4 risposte giuste su 8.", l.say(words.score(score)));
    }

    /** What a player would type: the right answer from the question's data, or a wrong one. */
    private static String typedAnswer(Learner l, QuizQuestion q, boolean right) {
        if (q instanceof QuizQuestion.ColourOf c) {
            boolean light = (c.colour() == SquareColour.LIGHT) == right;
            return l.messages.template(light ? "learn.word.light" : "learn.word.dark").split(",")[0];
        }
        if (q instanceof QuizQuestion.WhatStandsOn w) {
            Position p = w.position();
            return p.pieceAt(w.square()).map(piece -> {
                String side = l.messages.template("learn.word." + (right == (piece.side() == org.turnpan.chess.rules.Side.WHITE)
                        ? "white" : "black")).split(",")[0];
                return l.messages.template("learn.word." + piece.type().name().toLowerCase(Locale.ROOT)).split(",")[0]
                        + " " + side;
            }).orElseGet(() -> right ? l.messages.template("learn.word.nothing").split(",")[0]
                    : l.messages.template("learn.word.pawn") .split(",")[0] + " " + l.messages.template("learn.word.white"));
        }
        List<Square> squares = q instanceof QuizQuestion.WhereIs w ? w.squares() : ((QuizQuestion.AttackersOf) q).attackers();
        if (!right) {
            return squares.isEmpty() ? "h4" : squares.get(0) == Square.H4 ? "a5" : squares.stream()
                    .skip(1).map(Square::toString).collect(Collectors.joining(" ")) + " h4";
        }
        return squares.isEmpty() ? l.messages.template("learn.word.nothing").split(",")[0]
                : squares.stream().map(Square::toString).collect(Collectors.joining(" "));
    }

    private static org.turnpan.chess.rules.PlacedPiece placed(LessonRun run, Square s) {
        return new org.turnpan.chess.rules.PlacedPiece(run.step().position().pieceAt(s).orElseThrow(), s);
    }
}
