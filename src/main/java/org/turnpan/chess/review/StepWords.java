package org.turnpan.chess.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/**
 * What a place of the game tree says when the review arrives there: the move with its number and
 * side ("12, Black: knight takes pawn on e4."), its glyphs in words, its comment (or that there is
 * one), the clock left after it, how many variations it has, and at the ends of a line the start
 * or how the game ended.
 */
final class StepWords {
    private final Phraser phraser;
    private final MoveStyle style;

    StepWords(Phraser phraser, MoveStyle style) {
        this.phraser = phraser;
        this.style = style;
    }

    /** Everything said on arriving at {@code cursor}: what {@link #place} says, then how the line ends when it ends here. */
    Message arrived(ReviewCursor cursor, CommentMode comments) {
        return endHere(cursor).map(end -> Joined.sentences(List.of(place(cursor, comments), end)))
                .orElseGet(() -> place(cursor, comments));
    }

    /** How the line ends, when the cursor stands on its last move. */
    Optional<Message> endHere(ReviewCursor cursor) {
        return cursor.atLineEnd() && !cursor.atLineStart() ? Optional.of(end(cursor)) : Optional.empty();
    }

    /**
     * The place itself: the move with its number and side, its glyphs, its comment (or that there is
     * one), the clock left after it and its variations; at the start of a line, the start.
     */
    Message place(ReviewCursor cursor, CommentMode comments) {
        if (cursor.atLineStart()) {
            return start(cursor, comments);
        }
        PlayedMove m = cursor.lastMove().orElseThrow();
        List<Message> parts = new ArrayList<>();
        parts.add(move(m));
        parts.addAll(GlyphWords.of(m.move().nags()));
        MoveNotes.text(m.move().comments()).ifPresent(text -> parts.add(
                comments == CommentMode.READ ? comment(text) : Message.of("review.comment.available")));
        MoveNotes.clock(m.move().comments()).ifPresent(left -> parts.add(clock(m.side(), left)));
        if (cursor.variationCount() > 0) {
            parts.add(variations(cursor.variationCount()));
        }
        return Joined.sentences(parts);
    }

    /** "12, Black: knight takes pawn on e4." */
    Message move(PlayedMove m) {
        return Message.of("review.move." + side(m.side()), "number", m.number(), "move", movePhrase(m));
    }

    /** The move alone, in the chosen style ("Knight takes pawn on e4"). */
    Message movePhrase(PlayedMove m) {
        return phraser.move(m.before(), m.move().move(), style);
    }

    /** At the start of a line: the start of the game (and who moves, from a set-up position) or of the variation, and the line's opening comment. */
    Message start(ReviewCursor cursor, CommentMode comments) {
        List<Message> parts = new ArrayList<>();
        Position p = cursor.position();
        if (!cursor.inMainLine()) {
            parts.add(Message.of("review.start.variation", "number", cursor.variationNumber()));
        } else if (p.equals(Position.initial())) {
            parts.add(Message.of("review.start"));
        } else {
            parts.add(Message.of("review.start.setup." + side(p.sideToMove())));
        }
        lineComment(cursor, comments).ifPresent(parts::add);
        return Joined.sentences(parts);
    }

    /** How the line ends: the game's ending in the main line, "End of the variation." in a variation. */
    Message end(ReviewCursor cursor) {
        if (!cursor.inMainLine()) {
            return Message.of("review.end.variation");
        }
        GameEnding ending = GameEnding.of(cursor.game(), cursor.toGameStart().lineFromStart());
        String key = "review.end." + ending.kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
        return ending.winner()
                .map(w -> Message.of(key, "winner", phraser.side(w), "loser", phraser.side(w.opposite())))
                .orElseGet(() -> Message.of(key));
    }

    /** The comment of the place (the move's, or the line's opening comment at its start), or that there is none. */
    Message commentHere(ReviewCursor cursor) {
        List<String> comments = cursor.lastMove().map(m -> m.move().comments()).orElse(cursor.lineComments());
        return MoveNotes.text(comments).map(this::comment).orElse(Message.of("review.comment.none"));
    }

    /** The comment's words as a sentence (a full stop added when the annotator wrote none). */
    Message comment(String text) {
        return Message.of(MoveNotes.endsSentence(text) ? "review.comment" : "review.comment.unended", "text",
                new CommentWords(phraser).of(text));
    }

    /** "White has 2 minutes 59 seconds left." */
    Message clock(Side side, Duration left) {
        return Message.of("review.clock." + side(side), "time", phraser.clock(left));
    }

    /** "2 variations here." */
    Message variations(int count) {
        return Message.of("review.variations", "count", count);
    }

    /** "Variation 2 of 3." then what is said on arriving at its first move. */
    Message entered(ReviewCursor cursor, CommentMode comments) {
        List<Message> parts = new ArrayList<>();
        parts.add(Message.of("review.enter", "number", cursor.variationNumber(), "count", cursor.siblingCount()));
        if (!cursor.atLineStart()) {
            lineComment(cursor, comments).ifPresent(parts::add);
        }
        parts.add(place(cursor, comments));
        return Joined.sentences(parts);
    }

    /** The comment written before the first move of the line, read or announced. */
    private Optional<Message> lineComment(ReviewCursor cursor, CommentMode comments) {
        return MoveNotes.text(cursor.lineComments())
                .map(text -> comments == CommentMode.READ ? comment(text) : Message.of("review.comment.available"));
    }

    /** "Back in the main line." (or "Back in variation 1.") then the move the variation replaced. */
    Message left(ReviewCursor cursor) {
        Message where = cursor.inMainLine() ? Message.of("review.leave.main")
                : Message.of("review.leave.variation", "number", cursor.variationNumber());
        Optional<PlayedMove> m = cursor.lastMove();
        return m.isEmpty() ? where : Joined.sentences(List.of(where, move(m.get())));
    }

    static String side(Side side) {
        return side == Side.WHITE ? "white" : "black";
    }
}
