package org.turnpan.chess.session.activity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.puzzle.Puzzle;
import org.turnpan.chess.puzzle.PuzzleRun;
import org.turnpan.chess.puzzle.PuzzleScore;
import org.turnpan.chess.puzzle.PuzzleWords;
import org.turnpan.chess.puzzle.Theme;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.files.PuzzleShelf;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * A puzzle being solved (issue 26; the logic is {@link PuzzleRun}'s): its position is the board in
 * view, turned to the solver's side ({@link Stage#turnBoardTo}) and back to the player's own
 * view when the puzzles end, with the opponent's move as the last one; a move entered by keys
 * or typed in any of our notations is the answer; {@code hint} names the piece to move,
 * {@code solution} plays the rest out, {@code puzzle} says it again or, once it is over, opens the
 * next. The first wrong move, or the solution asked for, fails it; solving it scores it. Each result
 * goes into the player's record at once ({@link PuzzleShelf}). Immutable: each step gives a new one.
 *
 * @param run      the puzzle and how far it is
 * @param game     the moves on the board: the opponent's move, then the line played
 * @param total    how many puzzles the set holds
 * @param theme    the theme asked for ("puzzle theme fork"), kept for the next puzzle
 * @param recorded the result is already in the record (a failure counts once)
 */
public record Puzzling(PuzzleRun run, Game game, int total, Optional<Theme> theme, boolean recorded) implements Activity.Plays, Activity.Away {

    /** Opens {@code puzzle}: the board is its position, and it is said. */
    public static List<Announcement> start(Stage core, Puzzle puzzle, int total, Optional<Theme> theme) {
        PuzzleShelf shelf = core.tutor().puzzles();
        List<Message> said = new ArrayList<>(shelf.open());
        Game game = Game.from(puzzle.before()).play(puzzle.opponentMove());
        Puzzling next = new Puzzling(PuzzleRun.start(puzzle), game, total, theme, false);
        said.add(words(core).opening(puzzle, total, theme));
        List<Announcement> opening = List.of(Announcement.answer(Joined.sentences(said)));
        List<Announcement> answer;
        if (core.activity() instanceof Puzzling) {
            // from one puzzle to the next: no "closed", the board just changes
            core.become(next);
            answer = opening;
        } else {
            answer = core.takeOver(next, opening);
        }
        if (core.activity() == next) {
            shelf.keep(shelf.score().started(puzzle.id()));
            core.turnBoardTo(next.run().player());
            core.focusedBy(puzzle.opponentMove().to());
        }
        return answer;
    }

    /** "puzzle" typed while this one is open: it again; once over, the next one. */
    public List<Announcement> again(Stage core) {
        return List.of(Announcement.answer(words(core).again(run, total, game.moves().subList(1, game.moves().size()))));
    }

    @Override
    public BoardInView board(Stage core) {
        return new BoardInView(game, ClockReading.untimed(), core.cursor().bottom(), run.player());
    }

    @Override
    public Game moveGame(Stage core) {
        return game;
    }

    @Override
    public Optional<Announcement> whyNoMove(Stage core) {
        return run.finished() ? Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("puzzle.over")))
                : Optional.empty();
    }

    @Override
    public List<Announcement> play(Stage core, Move move, Square lookAt) {
        core.focusedBy(lookAt);
        PuzzleRun.Turn turn = run.attempt(move, core.tutor().refuter());
        PuzzleWords words = words(core);
        if (turn instanceof PuzzleRun.Wrong wrong) {
            List<Message> said = new ArrayList<>(List.of(words.wrong(wrong, !recorded)));
            Puzzling next = new Puzzling(wrong.next(), game, total, theme, true);
            if (!recorded) {
                said.addAll(record(core, PuzzleScore.Result.FAILED));
            }
            core.become(next);
            return List.of(Announcement.queued(Kind.REFUSAL, Joined.sentences(said)));
        }
        PuzzleRun.Right right = (PuzzleRun.Right) turn;
        Game played = game.play(move);
        if (right.reply().isPresent()) {
            played = played.play(right.reply().get());
        }
        List<Message> said = new ArrayList<>(List.of(words.right(right)));
        boolean nowRecorded = recorded;
        if (right.next().finished()) {
            if (!recorded) {
                said.addAll(record(core, right.next().result()));
                nowRecorded = true;
            }
            said.add(Message.of("puzzle.next"));
        }
        core.become(new Puzzling(right.next(), played, total, theme, nowRecorded));
        right.reply().ifPresent(r -> core.focusedBy(r.to()));
        return List.of(Announcement.answer(Joined.sentences(said)));
    }

    /** {@code hint}: the piece to move. */
    List<Announcement> hint(Stage core) {
        Optional<PuzzleRun.HintTurn> h = run.hint();
        if (h.isEmpty()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("puzzle.over")));
        }
        core.become(new Puzzling(h.get().next(), game, total, theme, recorded));
        core.focusedBy(h.get().from());
        return List.of(new Announcement(Kind.HELP, Announcement.Priority.NAVIGATION,
                words(core).hint(run.position(), h.get().from())));
    }

    /** {@code solution}: the rest of the line played out and said; the puzzle counts as failed. */
    public List<Announcement> solution(Stage core) {
        if (run.finished()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("puzzle.over")));
        }
        PuzzleRun.SolutionTurn s = run.solution();
        Game played = game;
        for (PuzzleRun.Played p : s.moves()) {
            played = played.play(p.move());
        }
        List<Message> said = new ArrayList<>(List.of(words(core).solution(s.moves())));
        if (!recorded) {
            said.addAll(record(core, PuzzleScore.Result.FAILED));
        }
        said.add(Message.of("puzzle.next"));
        core.become(new Puzzling(s.next(), played, total, theme, true));
        return List.of(Announcement.answer(Joined.sentences(said)));
    }

    private List<Message> record(Stage core, PuzzleScore.Result result) {
        PuzzleShelf shelf = core.tutor().puzzles();
        PuzzleScore before = shelf.score();
        PuzzleScore after = before.after(run.puzzle().id(), run.puzzle().rating(), result);
        List<Message> said = new ArrayList<>(List.of(words(core).recorded(before, after)));
        said.addAll(shelf.keep(after));
        return said;
    }

    @Override
    public Optional<List<Announcement>> perform(Stage core, BoardAction action) {
        return Tutor.awayFromTheGame(core, action);
    }

    /** The game is not on the board: what would change it or walk through it is refused. */
    @Override
    public Optional<Announcement> refusal(Stage core, Order command) {
        return Tutor.refusal(command, "puzzle.game.command");
    }

    @Override
    public Optional<List<Announcement>> command(Stage core, Order command) {
        if (command.is(Order.Kind.HINT)) {
            return Optional.of(hint(core));
        }
        return Tutor.gameCommand(core, command);
    }

    @Override
    public Message ended() {
        return Message.of("puzzle.closed");
    }

    public static PuzzleWords words(Stage core) {
        return new PuzzleWords(core.words().phraser(), core.settings().moveStyle());
    }
}
