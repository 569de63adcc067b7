package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnLine;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.notation.pgn.PgnResult;
import org.turnpan.chess.review.PlayedMove;
import org.turnpan.chess.review.Review;
import org.turnpan.chess.review.ReviewAnswer;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.activity.Learning;
import org.turnpan.chess.session.activity.Puzzling;
import org.turnpan.chess.session.activity.Quizzing;
import org.turnpan.chess.session.activity.Reviewing;
import org.turnpan.chess.session.activity.Tutor;
import org.turnpan.chess.session.intent.ReviewStep;
import org.turnpan.chess.session.record.MoveList;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * The typed review commands (words and help in the {@code review} catalogue): start and leave a
 * review of the game, step through it, enter and leave variations, follow squares. A step typed or
 * pressed while the game is on the board starts a review of the game at its last move first (when
 * the game allows one: {@link Helm#whyNoActivity}), so "back" from the game hears the move
 * before the last.
 */
public final class ReviewCommands {
    static final Command REVIEW = review("review", (core, args) -> start(core));
    static final Command RETURN = review("return", (core, args) -> core.backToGame());
    public static final Command FORWARD = step("forward", Review::forward);
    public static final Command BACK = step("back", Review::back);
    public static final Command START = step("start", Review::toLineStart);
    public static final Command END = step("end", Review::toLineEnd);
    public static final Command MOVE = review("move", ReviewCommands::toMove);
    public static final Command VARIATION = review("variation", (core, args) -> {
        int number = number(args).orElse(1);
        return step(core, r -> r.enter(number));
    });
    public static final Command LEAVE = step("leave", Review::leave);
    public static final Command FOLLOW = review("follow", (core, args) -> args.square()
            .map(sq -> step(core, r -> r.follow(sq))).orElseGet(args::usage));
    public static final Command UNFOLLOW = review("unfollow", ReviewCommands::unfollow);

    private ReviewCommands() {
    }

    /** A command whose words and help are in the review catalogue. */
    static Command review(String name, Command.Action action) {
        return new Command(name, "review", Submitted.HANDLED, action);
    }

    private static Command step(String name, Function<Review, ReviewAnswer> step) {
        return review(name, (core, args) -> step(core, step));
    }

    /** A review key: a step (starting a review when none runs), or a question about the game. */
    static List<Announcement> key(Helm core, ReviewStep key) {
        return switch (key) {
            case FORWARD -> step(core, Review::forward);
            case BACK -> step(core, Review::back);
            case LINE_START -> step(core, Review::toLineStart);
            case LINE_END -> step(core, Review::toLineEnd);
            case ENTER_VARIATION -> step(core, r -> r.enter(1));
            case LEAVE_VARIATION -> step(core, Review::leave);
            case COMMENT -> ReviewQuestions.comment(core);
            case CHANGES -> ReviewQuestions.changes(core);
            case HEADER -> ReviewQuestions.header(core);
        };
    }

    /**
     * "review": a review of the game at its last move (the board as the player knows it); in a lesson
     * or the quiz that interrupted a review, back to that review where it was.
     */
    private static List<Announcement> start(Helm core) {
        if (core.activity() instanceof Reviewing r) {
            return List.of(Announcement.answer(Message.of("session.review.already", "here", r.review().here())));
        }
        if (core.waiting().filter(Reviewing.class::isInstance).isPresent()) {
            return core.backToGame();
        }
        Optional<Announcement> no = whyNoReview(core);
        if (no.isPresent()) {
            return List.of(no.get());
        }
        Reviewing at = Reviewing.ofGame(core);
        return core.takeOver(at, List.of(Announcement.answer(Message.of("session.review.started",
                "here", at.review().here()))));
    }

    /** A step of the review; from the game, a review at the game's last move first. */
    static List<Announcement> step(Helm core, Function<Review, ReviewAnswer> step) {
        if (core.activity() instanceof Reviewing r) {
            ReviewAnswer a = step.apply(r.review());
            core.become(r.with(a.review()));
            return List.of(said(a));
        }
        Optional<Announcement> no = whyNoReview(core);
        if (no.isPresent()) {
            return List.of(no.get());
        }
        Reviewing at = Reviewing.ofGame(core);
        ReviewAnswer a = step.apply(at.review());
        return core.takeOver(at.with(a.review()), List.of(Announcement.answer(Message.of("session.review.entered",
                "said", a.said()))));
    }

    /** A step's sentence: an answer, or at the edge of a line the edge sound with it. */
    static Announcement said(ReviewAnswer a) {
        return new Announcement(a.refused() ? Kind.EDGE : Kind.ANSWER, Announcement.Priority.NAVIGATION, a.said());
    }

    /** Why the game cannot be reviewed now: nothing played yet, a clock running, an opponent thinking. */
    private static Optional<Announcement> whyNoReview(Helm core) {
        if (core.game().plyCount() == 0) {
            return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("session.review.empty")));
        }
        return core.whyNoActivity();
    }

    /** The move list of the board in view: the reviewed line, or the game's moves. */
    public static MoveList moveList(Helm core) {
        if (core.activity() instanceof Reviewing r) {
            return MoveList.of(r.review(), true);
        }
        if (core.activity() instanceof Learning || core.activity() instanceof Quizzing
                || core.activity() instanceof Puzzling) {
            // the board in view is the lesson's (or the quiz's): the list shows its moves, not the game's
            Game board = core.boardInView().game();
            PgnGame own = new PgnGame(List.of(), board.startPosition(), new PgnLine(List.of(),
                    board.moves().stream().map(PgnMove::of).toList()), PgnResult.UNKNOWN);
            return MoveList.of(Review.of(own, Reviewing.settings(core)).toLineEnd().review(), false);
        }
        return MoveList.of(Reviewing.ofGame(core).review(), false);
    }

    /** The move list's row {@code row}: the start (0), or right after that half-move of the line in view. */
    public static List<Announcement> toRow(Helm core, int row) {
        if (core.activity() instanceof Learning || core.activity() instanceof Quizzing
                || core.activity() instanceof Puzzling) {
            // the move list holds the game's moves, which a lesson or the quiz has taken off the board
            return Tutor.gameNotOnTheBoard(core);
        }
        List<PlayedMove> line = core.activity() instanceof Reviewing r ? r.review().cursor().lineFromStart()
                : core.game().plyCount() == 0 ? List.of() : Reviewing.ofGame(core).review().cursor().lineFromStart();
        if (row < 0 || row > line.size()) {
            return List.of();
        }
        if (row == 0) {
            return step(core, Review::toGameStart);
        }
        PlayedMove m = line.get(row - 1);
        return step(core, r -> r.toMove(m.number(), m.side()));
    }

    /** "move 12", "move 12 black": right after that move on the way through this line. */
    private static List<Announcement> toMove(Helm core, Arguments args) {
        Optional<Integer> number = number(args);
        if (number.isEmpty()) {
            return args.usage();
        }
        Side side = args.side().orElse(Side.WHITE);
        return step(core, r -> r.toMove(number.get(), side));
    }

    /** "unfollow e5"; without a square, the one square followed. */
    private static List<Announcement> unfollow(Helm core, Arguments args) {
        Optional<Square> square = args.square();
        if (square.isEmpty() && core.activity() instanceof Reviewing r && r.review().followed().size() == 1) {
            square = Optional.of(r.review().followed().get(0));
        }
        return square.map(sq -> step(core, r -> r.unfollow(sq))).orElseGet(args::usage);
    }

    /**
     * The first word that is a whole number from 1 up, of at most nine digits (any game number a
     * file holds: a billion games would be a file of 30 GB or more; five digits cut off game 100,000,
     * issue 21, item 10). Nine digits always fit an int.
     */
    public static Optional<Integer> number(Arguments args) {
        return args.words().stream().filter(w -> w.matches("[0-9]{1,9}")).map(Integer::parseInt)
                .filter(n -> n >= 1).findFirst();
    }
}
