package org.turnpan.chess.session.command;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.reading.Question;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * The player's cursor on the board in view and what a board action (a key of the window, a cursor
 * command typed at the console) does with it: the activity's own meaning first (a review's Escape,
 * a lesson's Enter on a "find" step), then steps, edges, ranks, files, the next piece of a kind, a
 * question about the cursor square, Enter and Escape of the move entry, flipping the board, the
 * review's steps and the learning keys. Not thread-safe; the session calls it under its lock.
 */
public final class BoardActions {
    private final Helm core;
    private Cursor cursor = Cursor.start(Side.WHITE);

    public BoardActions(Helm core) {
        this.core = core;
    }

    public Cursor cursor() {
        return cursor;
    }

    /** The cursor as a new game or an offered game starts it (White's side at the bottom, or the player's). */
    public void place(Cursor start) {
        cursor = start;
    }

    /** Puts the cursor on a square the player's own means reached (a click, a move played, a lesson's highlight). */
    public void focusedBy(Square square) {
        cursor = cursor.at(square);
    }

    public List<Announcement> perform(BoardAction action) {
        Optional<List<Announcement>> own = core.activity().perform(core, action);
        if (own.isPresent()) {
            return own.get();
        }
        if (action instanceof BoardAction.Step s) {
            return goTo(cursor.step(s.direction()));
        } else if (action instanceof BoardAction.ToEdge e) {
            return goTo(Optional.of(cursor.toEdge(e.direction())).filter(c -> !c.equals(cursor)));
        } else if (action instanceof BoardAction.ToRank r) {
            return goTo(Optional.of(cursor.toRank(r.rank())));
        } else if (action instanceof BoardAction.ToFile f) {
            return goTo(Optional.of(cursor.toFile(f.file())));
        } else if (action instanceof BoardAction.ToSquare s) {
            return goTo(Optional.of(cursor.at(s.square())));
        } else if (action instanceof BoardAction.ToNextPiece n) {
            return nextPiece(n);
        } else if (action instanceof BoardAction.Ask a) {
            return core.ask(a.question().at(cursor.square()));
        } else if (action instanceof BoardAction.ListPieces l) {
            Side mine = core.boardInView().player();
            return core.ask(new Question.Pieces(Optional.of(l.whose() == Cursor.Whose.OWN ? mine : mine.opposite()),
                    Optional.empty()));
        } else if (action instanceof BoardAction.Activate) {
            return core.entry().activate(cursor.square());
        } else if (action instanceof BoardAction.Cancel) {
            return core.entry().cancel();
        } else if (action instanceof BoardAction.Flip) {
            cursor = cursor.flipped();
            core.boardChanged();
            return List.of(Announcement.answer(Message.of("session.flip", "side", core.words().side(cursor.bottom()))));
        } else if (action instanceof BoardAction.Repeat) {
            return core.repeat();
        } else if (action instanceof BoardAction.Review r) {
            return ReviewCommands.key(core, r.step());
        } else if (action instanceof BoardAction.Guide || action instanceof BoardAction.Learn) {
            return LessonCommands.perform(core, action);
        }
        throw new IllegalArgumentException("no board action " + action);
    }

    private List<Announcement> goTo(Optional<Cursor> next) {
        if (next.isEmpty()) {
            return List.of(new Announcement(Kind.EDGE, Announcement.Priority.NAVIGATION,
                    Message.of("session.cursor.edge", "square", core.words().square(cursor.square()))));
        }
        cursor = next.get();
        core.boardChanged();
        return core.ask(new Question.SquareContents(cursor.square()));
    }

    private List<Announcement> nextPiece(BoardAction.ToNextPiece n) {
        // own pieces are those of the side the board in view is played by: a puzzle's solver
        Side mine = core.boardInView().player();
        Side side = n.whose() == Cursor.Whose.OWN ? mine : mine.opposite();
        Piece wanted = Piece.of(side, n.type());
        Optional<Square> next = cursor.next(core.boardInView().game().position(), wanted);
        SessionWords words = core.words();
        if (next.isEmpty()) {
            return List.of(Announcement.answer(Message.of("session.cursor.no.piece",
                    "pieces", words.pieceList(side, n.type()))));
        }
        if (next.get() == cursor.square()) {
            return List.of(Announcement.answer(Message.of("session.cursor.only.piece",
                    "piece", words.piece(wanted), "square", words.square(next.get()))));
        }
        return goTo(next.map(cursor::at));
    }
}
