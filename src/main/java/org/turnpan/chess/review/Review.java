package org.turnpan.chess.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * A review of one recorded game: where it stands ({@link #cursor()}), which squares are followed,
 * and how it speaks. Immutable: every command returns a {@link ReviewAnswer} with the review after
 * it and the sentence to say; the game itself is never changed, and no clock runs.
 *
 * <p>What a step says: the move with its number and side, its glyphs in words, its comment (or
 * "There is a comment." when comments are read on request), the clock left after it when the game
 * recorded {@code %clk}, how many variations it has, the game's ending or "End of the variation." at
 * the end of a line, what changed on each followed square, and, when the settings ask for it, what
 * the move changed ({@link MoveConsequences}).
 */
public final class Review {
    private final ReviewCursor cursor;
    private final List<Square> followed;
    private final ReviewSettings settings;
    private final StepWords steps;
    private final SquareWords squares;
    private final ChangeWords changes;

    private Review(ReviewCursor cursor, List<Square> followed, ReviewSettings settings) {
        this.cursor = cursor;
        this.followed = List.copyOf(followed);
        this.settings = settings;
        this.steps = new StepWords(settings.phraser(), settings.moveStyle());
        this.squares = new SquareWords(settings.phraser(), steps);
        this.changes = new ChangeWords(settings.phraser());
    }

    /** A review of {@code game} at its start, following no square. */
    public static Review of(PgnGame game, ReviewSettings settings) {
        return new Review(ReviewCursor.start(game), List.of(), settings);
    }

    public ReviewCursor cursor() {
        return cursor;
    }

    public PgnGame game() {
        return cursor.game();
    }

    /** The position being looked at (for the board reader). */
    public Position position() {
        return cursor.position();
    }

    /** The squares followed, a1 first. */
    public List<Square> followed() {
        return followed;
    }

    public ReviewSettings settings() {
        return settings;
    }

    /** The same place and followed squares, speaking with other settings (a new language, verbosity or move style). */
    public Review with(ReviewSettings newSettings) {
        return new Review(cursor, followed, newSettings);
    }

    /** The same review at another place of the same game (the window's move list moved). */
    public Review at(ReviewCursor place) {
        if (place.game() != cursor.game()) {
            throw new IllegalArgumentException("a place of another game");
        }
        return new Review(place, followed, settings);
    }

    // ---- steps

    public ReviewAnswer forward() {
        return cursor.forward().map(this::step).orElseGet(() -> ReviewAnswer.refused(this, steps.end(cursor)));
    }

    public ReviewAnswer back() {
        return cursor.back().map(this::step)
                .orElseGet(() -> ReviewAnswer.refused(this, steps.start(cursor, settings.comments())));
    }

    /** To the start of this line: the start of the game in the main line, of the variation in one. */
    public ReviewAnswer toLineStart() {
        return step(cursor.toLineStart());
    }

    /** To the last move of this line. */
    public ReviewAnswer toLineEnd() {
        return step(cursor.toLineEnd());
    }

    /** To the start of the game, out of every variation. */
    public ReviewAnswer toGameStart() {
        return step(cursor.toGameStart());
    }

    /** Right after move {@code number} of {@code side}, on the way through this line ("move 12 black"). */
    public ReviewAnswer toMove(int number, Side side) {
        return cursor.toMove(number, side).map(this::step).orElseGet(() -> ReviewAnswer.refused(this, noSuchMove(number, side)));
    }

    /** Into variation {@code number} of the move just played (1-based). */
    public ReviewAnswer enter(int number) {
        Optional<ReviewCursor> inside = cursor.enter(number);
        if (inside.isEmpty()) {
            int count = cursor.variationCount();
            return ReviewAnswer.refused(this, count == 0 ? Message.of("review.variation.none")
                    : Message.of("review.variation.missing", "number", number, "count", count));
        }
        Review next = new Review(inside.get(), followed, settings);
        return ReviewAnswer.done(next, next.withReports(steps.entered(inside.get(), settings.comments()), cursor));
    }

    /** Out of this variation, back to the move it is an alternative to. */
    public ReviewAnswer leave() {
        return cursor.leave().map(out -> {
            Review next = new Review(out, followed, settings);
            // back in the main line: what differs from the variation just left, where the player's picture stands
            return ReviewAnswer.done(next, next.withReports(steps.left(out), cursor, true));
        }).orElseGet(() -> ReviewAnswer.refused(this, Message.of("review.leave.none")));
    }

    // ---- questions about this place

    /** What this place says again (the move, its notes; the start or the end). */
    public Message here() {
        return steps.arrived(cursor, settings.comments());
    }

    /**
     * A move of the line as the ear hears a row of the move list: "17, White: rook to d8, checkmate."
     * (the row "17. Rd8#" is for the eye; notation never reaches a voice).
     */
    public Message moveSaid(PlayedMove m) {
        return steps.move(m);
    }

    /** The comment of this move, read whatever the comment mode. */
    public Message comment() {
        return steps.commentHere(cursor);
    }

    /** The game's header in one sentence. */
    public Message header() {
        return new HeaderWords().header(game());
    }

    /** The FEN of the position looked at. */
    public String fen() {
        return Fen.write(cursor.position());
    }

    /** What the last move on the way here changed: capture, check, pieces newly attacked, left undefended. */
    public Message changes() {
        return cursor.lastPlayed().map(m -> changes.of(MoveConsequences.of(m.before(), m.move().move())))
                .orElse(Message.of("review.changes.start"));
    }

    /** Every move to or from {@code square} from the start of the game to the end of this line. */
    public Message history(Square square) {
        return squares.history(cursor.lineFromStart(), square);
    }

    /** The clock the game recorded for {@code side} at this place: its last {@code %clk} on the way here. */
    public Optional<Duration> recordedClock(Side side) {
        List<PlayedMove> moves = cursor.movesSoFar();
        for (int i = moves.size() - 1; i >= 0; i--) {
            if (moves.get(i).side() == side) {
                Optional<Duration> left = MoveNotes.clock(moves.get(i).move().comments());
                if (left.isPresent()) {
                    return left;
                }
            }
        }
        return Optional.empty();
    }

    // ---- following squares

    public ReviewAnswer follow(Square square) {
        if (followed.contains(square)) {
            return ReviewAnswer.refused(this, Message.of("review.follow.already", "square",
                    settings.phraser().square(square)));
        }
        TreeSet<Square> more = new TreeSet<>(followed);
        more.add(square);
        return ReviewAnswer.done(new Review(cursor, new ArrayList<>(more), settings),
                squares.followed(cursor.position(), square));
    }

    public ReviewAnswer unfollow(Square square) {
        Message sq = settings.phraser().square(square);
        if (!followed.contains(square)) {
            return ReviewAnswer.refused(this, Message.of("review.follow.not", "square", sq));
        }
        List<Square> fewer = new ArrayList<>(followed);
        fewer.remove(square);
        return ReviewAnswer.done(new Review(cursor, fewer, settings), Message.of("review.follow.stop", "square", sq));
    }

    // ----

    private ReviewAnswer step(ReviewCursor to) {
        Review next = new Review(to, followed, settings);
        return ReviewAnswer.done(next, next.withReports(steps.place(to, settings.comments()), cursor));
    }

    /**
     * {@code said}, then what changed on the followed squares since {@code from}, then (when the
     * settings ask) what the move changed, and last how the line ends when it ends here.
     */
    private Message withReports(Message said, ReviewCursor from) {
        return withReports(said, from, false);
    }

    private Message withReports(Message said, ReviewCursor from, boolean sinceFrom) {
        List<Message> parts = new ArrayList<>();
        parts.add(said);
        // the change the move just heard made: after a jump (move 20, the end, a variation) the position
        // before that move, not the one the jump started from; one step back compares with where it was
        Position before = sinceFrom || from.back().filter(cursor::equals).isPresent() ? from.position()
                : cursor.lastPlayed().map(PlayedMove::before).orElse(from.position());
        for (Square sq : followed) {
            SquareChange.between(before, cursor.position(), sq).map(squares::change).ifPresent(parts::add);
        }
        if (settings.changesAfterStep() && cursor.lastPlayed().isPresent() && !cursor.equals(from)) {
            parts.add(changes());
        }
        steps.endHere(cursor).ifPresent(parts::add);
        return parts.size() == 1 ? said : Joined.sentences(parts);
    }

    private Message noSuchMove(int number, Side side) {
        List<PlayedMove> line = cursor.lineFromStart();
        if (line.isEmpty()) {
            return Message.of("review.move.none");
        }
        PlayedMove first = line.get(0);
        PlayedMove last = line.get(line.size() - 1);
        return Message.of("review.move.missing." + StepWords.side(side), "number", number,
                "first", first.number(), "last", last.number());
    }
}
