package org.turnpan.chess.session.activity;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnLine;
import org.turnpan.chess.review.PlayedMove;
import org.turnpan.chess.review.Review;
import org.turnpan.chess.review.ReviewCursor;
import org.turnpan.chess.review.ReviewSettings;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.game.GameArchive;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.session.record.PgnRecord;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * A review of the session's game (just played, in progress without a running clock, or opened from
 * a file): the board shows the reviewed point, with the clocks the game recorded there; no clock
 * runs and the game is never changed. A move entered on the board or typed is refused with how to
 * play on from here; the commands that would change the game are refused until the player goes
 * back to it; the review's own steps come from keys ({@link BoardAction.ReviewStep}) and typed
 * commands ({@code session.command.ReviewCommands}). Immutable: each step gives a new one.
 *
 * @param review  where the review stands, what it follows, how it speaks
 * @param shown   the reviewed point as a game (its moves from the start, for the last-move mark and
 *                the board questions); one object per point, so advice asked about it stays current
 * @param control the game's time control (the recorded clocks start from it)
 * @param whole   the session's game, shown at the end of the main line (with how it ended: a resignation
 *                or a flag the moves alone do not show)
 */
public record Reviewing(Review review, Game shown, TimeControl control, Game whole) implements Activity.Waits {

    /** A review of the session's game {@code whole} (as {@code review} walks it) at the review's place. */
    public static Reviewing of(Review review, TimeControl control, Game whole) {
        return new Reviewing(review, shownGame(review, whole), control, whole);
    }

    /** A review of the session's game at its last move. */
    public static Reviewing ofGame(Stage core) {
        Review r = Review.of(gamePgn(core), settings(core));
        return of(r.toLineEnd().review(), core.record().timeControl(), core.game());
    }

    /**
     * The session's game as a recorded game: the tags its file gave (none for a game played here:
     * no invented event or date), its moves with the file's comments, glyphs and variations while it
     * follows the file, the clocks of a timed game, and its result. A game opened from a file and
     * untouched is the game as read, not converted to a record and back: the moves the rules played,
     * with everything the file wrote of them.
     */
    private static PgnGame gamePgn(Stage core) {
        GameRecord record = core.record();
        Optional<PgnGame> read = core.archive().untouchedParsed();
        if (read.isPresent()) {
            PgnLine line = read.get().mainline();
            PgnLine played = new PgnLine(line.comments(), line.moves().subList(0, record.game().plyCount()));
            return new PgnGame(record.notes().tags(), read.get().start(), played, PgnRecord.result(record.game()));
        }
        PgnGame pgn = PgnRecord.pgn(GameArchive.saved(record));
        return new PgnGame(record.notes().tags(), pgn.start(), pgn.mainline(), pgn.result());
    }

    /** The same review at another place, or speaking otherwise. */
    public Reviewing with(Review next) {
        return next.cursor().equals(review.cursor()) ? new Reviewing(next, shown, control, whole)
                : of(next, control, whole);
    }

    /** How a review speaks in the session's settings: terse reads comments on request, full says what changed. */
    public static ReviewSettings settings(Stage core) {
        SessionSettings s = core.settings();
        return ReviewSettings.of(core.words().phraser(), s.moveStyle(), s.verbosity());
    }

    @Override
    public BoardInView board(Stage core) {
        return new BoardInView(shown, clocks(), core.cursor().bottom(), core.playerSide());
    }

    @Override
    public Game moveGame(Stage core) {
        return shown;
    }

    @Override
    public Optional<Announcement> whyNoMove(Stage core) {
        return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("session.review.no.moves")));
    }


    @Override
    public Optional<List<Announcement>> perform(Stage core, BoardAction action) {
        if (action instanceof BoardAction.Cancel) {
            return Optional.of(core.backToGame());
        }
        return Optional.empty();
    }

    @Override
    public Optional<Announcement> refusal(Stage core, Order command) {
        if (command.is(Order.Kind.CHANGES_THE_GAME)) {
            return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("session.review.game.command")));
        }
        return Optional.empty();
    }

    @Override
    public Reviewing relabelled(Stage core) {
        return new Reviewing(review.with(settings(core)), shown, control, whole);
    }

    @Override
    public Message ended() {
        return Message.of("session.review.ended");
    }

    /** A lesson or the quiz checked in the middle of a review gives it back at the same move. */
    @Override
    public Message paused(Stage core) {
        return Message.of("session.review.paused");
    }

    /** "Back to the review, at 12, Black: knight takes e4." (or at the start of the game, of a variation). */
    @Override
    public Message resumed(Stage core) {
        ReviewCursor at = review.cursor();
        if (at.atLineStart()) {
            return at.inMainLine() ? Message.of("session.review.resumed.start")
                    : Message.of("session.review.resumed.variation", "number", at.variationNumber());
        }
        PlayedMove m = at.lastMove().orElseThrow();
        Message move = core.words().phraser().move(m.before(), m.move().move(), core.settings().moveStyle());
        return Message.of("session.review.resumed.move", "where", Message.of("review.move." + SessionWords.lower(m.side()),
                "number", m.number(), "move", move));
    }

    /** The clocks the game recorded at this point ({@code [%clk]}); the start's time where none was recorded yet. */
    ClockReading clocks() {
        Optional<Duration> white = review.recordedClock(Side.WHITE);
        Optional<Duration> black = review.recordedClock(Side.BLACK);
        if (!recordsClocks(review)) {
            // a time control but no clock recorded: no time at any point is known
            return ClockReading.untimed();
        }
        TimeControl tc = control;
        if (!tc.isTimed() && (white.isPresent() || black.isPresent())) {
            // a file with %clk but no TimeControl tag: the larger reading stands for the start
            Duration most = white.orElse(Duration.ZERO).compareTo(black.orElse(Duration.ZERO)) > 0
                    ? white.orElse(Duration.ZERO) : black.orElse(Duration.ZERO);
            tc = TimeControl.of(most, Duration.ZERO);
        }
        if (!tc.isTimed()) {
            return ClockReading.untimed();
        }
        return new ClockReading(tc, white.orElse(tc.initial()), black.orElse(tc.initial()), Optional.empty(), false,
                Optional.empty());
    }

    /** True when the game's main line recorded a clock ({@code [%clk]}) after any move. */
    private static boolean recordsClocks(Review review) {
        return review.game().mainline().moves().stream()
                .anyMatch(m -> m.comments().stream().anyMatch(c -> c.contains("[%clk")));
    }

    /** The moves from the start to the reviewed point as a game; at the main line's end, the session's game. */
    private static Game shownGame(Review review, Game whole) {
        if (review.cursor().inMainLine() && review.cursor().index() == whole.plyCount()
                && review.cursor().lineLength() == whole.plyCount()) {
            return whole;
        }
        Game g = Game.from(review.game().start());
        for (PlayedMove m : review.cursor().movesSoFar()) {
            if (g.isOver()) {
                // a line the file goes on with after the rules ended it: the position still follows
                g = Game.from(g.position());
            }
            g = g.play(m.move().move());
        }
        return g;
    }
}
