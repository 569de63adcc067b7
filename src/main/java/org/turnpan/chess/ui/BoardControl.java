package org.turnpan.chess.ui;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.ui.BoardAction.Query;

/**
 * Carries out board actions: moves the cursor, selects and plays, answers the reading keys, and
 * says every result. Toolkit-free; the window supplies a {@link BoardDisplay}.
 */
public final class BoardControl {
    private final Table table;
    private final Speaker speaker;
    private final BoardInteraction interaction;
    private final BoardDisplay display;
    private BoardCursor cursor;

    public BoardControl(Table table, Speaker speaker, BoardDisplay display) {
        this.table = table;
        this.speaker = speaker;
        this.display = display;
        this.interaction = new BoardInteraction(table, Phraser.forLocale(speaker.messages().locale()));
        this.cursor = BoardCursor.start(table.playerSide());
    }

    public BoardCursor cursor() {
        return cursor;
    }

    public BoardInteraction interaction() {
        return interaction;
    }

    public Table table() {
        return table;
    }

    private BoardQueries queries() {
        Phraser phraser = Phraser.forLocale(speaker.messages().locale());
        return new BoardQueries(new BoardWords(speaker.messages()), phraser);
    }

    public void perform(BoardAction action) {
        if (action instanceof BoardAction.Step s) {
            go(cursor.step(s.direction()));
        } else if (action instanceof BoardAction.ToEdge e) {
            go(Optional.of(cursor.toEdge(e.direction())).filter(c -> !c.equals(cursor)));
        } else if (action instanceof BoardAction.JumpToRank r) {
            go(Optional.of(cursor.toRank(r.rank())));
        } else if (action instanceof BoardAction.JumpToFile f) {
            go(Optional.of(cursor.toFile(f.file())));
        } else if (action instanceof BoardAction.NextPiece n) {
            nextPiece(n.type(), n.own());
        } else if (action instanceof BoardAction.Ask a) {
            ask(a.query());
        } else if (action instanceof BoardAction.Do d) {
            doCommand(d.command());
        }
    }

    /** Back to the player's side of the board (a new game, a game opened). */
    public void resetCursor() {
        cursor = BoardCursor.start(table.playerSide());
    }

    /** Focus landed on a square by other means (a mouse click, a screen reader's own navigation). */
    public void focusedBy(Square square) {
        cursor = cursor.at(square);
    }

    private void go(Optional<BoardCursor> next) {
        if (next.isEmpty()) {
            speaker.say(Announcement.answer(Message.of("ui.edge")), Earcon.BOARD_EDGE);
            return;
        }
        cursor = next.get();
        display.focusSquare(cursor.square());
        speaker.say(Announcement.answer(BoardWords.square(position(), cursor.square())));
    }

    private void nextPiece(PieceType type, boolean own) {
        Position p = position();
        Side mine = table.humanToMove() ? p.sideToMove() : table.playerSide();
        Piece wanted = Piece.of(own ? mine : mine.opposite(), type);
        List<Square> where = p.squaresOf(wanted);
        if (where.isEmpty()) {
            speaker.say(Announcement.answer(Message.of("ui.cycle.none", "piece", BoardWords.piece(wanted))));
            return;
        }
        Square next = where.stream().filter(s -> s.index() > cursor.square().index()).findFirst().orElse(where.get(0));
        if (next == cursor.square() && where.size() == 1) {
            speaker.say(Announcement.answer(Message.of("ui.cycle.only", "piece", BoardWords.piece(wanted),
                    "square", BoardWords.name(next))));
            return;
        }
        go(Optional.of(cursor.at(next)));
    }

    private void ask(Query q) {
        Position p = position();
        Square s = cursor.square();
        BoardQueries queries = queries();
        Message m = switch (q) {
            case SQUARE -> queries.square(p, s);
            case RANK -> queries.rank(p, s);
            case FILE -> queries.file(p, s);
            case LEGAL_MOVES -> queries.moves(p, s, false);
            case CAPTURES -> queries.moves(p, s, true);
            case ATTACKERS_AND_DEFENDERS -> queries.attackersAndDefenders(p, s);
            case LAST_MOVE -> queries.lastMove(table.game());
            case CLOCKS -> queries.clocks(table.clocks());
            case TURN -> queries.turn(table.game());
            case MATERIAL -> queries.material(p);
            case REPEAT -> null;
        };
        if (m == null) {
            speaker.repeat();
        } else {
            speaker.say(Announcement.answer(m));
        }
    }

    private void doCommand(BoardAction.Command c) {
        switch (c) {
            case ACTIVATE -> {
                speaker.sayAll(interaction.activate(cursor.square()));
                display.refresh();
                interaction.pendingPromotion().ifPresent(pp -> display.askPromotion(pp.to()));
            }
            case CANCEL -> {
                speaker.sayAll(interaction.cancel());
                display.refresh();
            }
            case COMMAND_FIELD -> display.openCommandField();
            case FLIP -> flip();
            case HELP -> display.showKeyboardHelp();
        }
    }

    public void flip() {
        cursor = cursor.flipped();
        display.refresh();
        display.focusSquare(cursor.square());
        speaker.say(Announcement.answer(Message.of(cursor.bottom() == Side.WHITE ? "ui.flipped.white" : "ui.flipped.black")));
    }

    /** The promotion choice was made (from the chooser). */
    public void promote(PieceType type) {
        speaker.sayAll(interaction.promote(type));
        display.refresh();
        display.focusSquare(cursor.square());
    }

    public void cancelPromotion() {
        speaker.sayAll(interaction.cancelPromotion());
        display.refresh();
        display.focusSquare(cursor.square());
    }

    /** A line typed into the command field. */
    public void command(String text) {
        List<Announcement> said = table.command(text);
        interaction.reset();
        speaker.sayAll(said);
        display.refresh();
    }

    /** Something happened that nobody asked for here (the opponent moved): say it, redraw, keep focus. */
    public void unprompted(List<Announcement> said) {
        speaker.sayAll(said);
        display.refresh();
    }

    public void newGame(Table.NewGame choice) {
        interaction.reset();
        List<Announcement> said = table.newGame(choice);
        cursor = BoardCursor.start(table.playerSide());
        display.refresh();
        display.focusSquare(cursor.square());
        speaker.sayAll(said);
    }

    /** Resign, offer a draw, open or save: whatever the table answers is said and shown. */
    public void gameAction(java.util.function.Function<Table, List<Announcement>> action) {
        interaction.reset();
        speaker.sayAll(action.apply(table));
        display.refresh();
    }

    private Position position() {
        return table.game().position();
    }
}
