package org.turnpan.chess.speech;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * Turns rules and notation data into messages (sentences in data form) for one language: the one
 * door the rest of the program uses to say anything about the game. Render a result with
 * {@code phraser.messages().render(message)}. Immutable.
 */
public final class Phraser {
    private final Catalogue messages;
    private final Nouns nouns;
    private final MovePhraser moves;
    private final EventPhraser events;
    private final ReasonPhraser reasons;
    private final BoardPhraser board;
    private final GamePhraser game;

    public Phraser(Catalogue messages) {
        this(messages, SquareStyle.PLAIN);
    }

    public Phraser(Catalogue messages, SquareStyle squareStyle) {
        this.messages = messages;
        this.nouns = new Nouns(squareStyle);
        this.moves = new MovePhraser(nouns);
        this.events = new EventPhraser(nouns);
        this.reasons = new ReasonPhraser(nouns, events);
        this.board = new BoardPhraser(nouns);
        this.game = new GamePhraser(nouns, moves);
    }

    public static Phraser forLocale(Locale locale) {
        return new Phraser(Catalogue.forLocale(locale));
    }

    /** The same language with squares spoken in another style (plain "e4" or phonetic "echo 4"). */
    public Phraser withSquareStyle(SquareStyle style) {
        return new Phraser(messages, style);
    }

    public Catalogue messages() {
        return messages;
    }

    // ---- refusals

    /** "Illegal: the bishop on b5 pins the knight on d7." */
    public Message reason(IllegalMoveReason reason) {
        return reasons.reason(reason);
    }

    /** "2 knights can reach d2: from b1 and from f3. Say which one." */
    public Message notationError(NotationError error) {
        return reasons.notationError(error);
    }

    /** "Rank 3 does not describe exactly 8 squares." */
    public Message fenError(FenError error) {
        return reasons.fenError(error);
    }

    // ---- moves

    /**
     * A move played in {@code before}, in the chosen style ("Bishop takes pawn on e5, check"). The
     * move must be legal there (check user input with {@code MoveCheck} first).
     */
    public Message move(Position before, Move move, MoveStyle style) {
        return moves.move(before, move, style, Optional.empty());
    }

    /**
     * A move with the side that made it, for when the listener cannot tell (both sides played at
     * this keyboard): "White plays knight to f3." / "Black castles kingside."
     */
    public Message moveWithSide(Position before, Move move, MoveStyle style) {
        return moves.moveWithSide(before, move, style);
    }

    /**
     * A move made by a named player (an engine), said as that player's: "Stockfish plays knight to
     * f6", "Stockfish castles kingside".
     */
    public Message move(Position before, Move move, MoveStyle style, String player) {
        return moves.move(before, move, style, Optional.of(player));
    }

    /** The move as a phrase inside another sentence (no capital added): "knight to f3, check". */
    public Message movePhrase(Position before, Move move, MoveStyle style) {
        return moves.phrase(before, move, style, Optional.empty());
    }

    /** The last move with who played it: "White played knight to f3." / "Black castles queenside." */
    public Message lastMove(Position before, Move move, MoveStyle style) {
        return moves.lastMove(before, move, style);
    }

    /** The last {@code count} moves of a game that has moves: "1. e4, e5; 2. knight f3." */
    public Message history(Game played, int count) {
        return game.history(played, count);
    }

    /**
     * The moves a takeback removed and who moves now: "White's e4 and Black's knight to f6 are taken
     * back. White to move." ({@code after} is {@code before} less its last moves.)
     */
    public Message takenBack(Game before, Game after) {
        return game.takenBack(before, after);
    }

    // ---- nouns

    /** "e4" (or "echo 4" in the phonetic style). */
    public Message square(Square square) {
        return nouns.square(square);
    }

    /** "white knight". */
    public Message piece(Piece piece) {
        return nouns.piece(piece);
    }

    /** A file (0 = a) by its name in the chosen style: "e" (or "echo"). */
    public Message file(int file) {
        return nouns.file(file);
    }

    /** "the knight on d7". */
    public Message placed(PlacedPiece placed) {
        return nouns.placed(placed);
    }

    /** "white knight on g8": the piece with its colour. */
    public Message placedWithColour(PlacedPiece placed) {
        return nouns.placedWithColour(placed);
    }

    /** "White" (the side as a noun). */
    public Message side(Side side) {
        return nouns.side(side);
    }

    // ---- events

    /** "Checkmate. White wins." / "Draw by threefold repetition." */
    public Message outcome(Outcome outcome) {
        return events.outcome(outcome);
    }

    /** "2 minutes 5 seconds". */
    public Message clock(Duration remaining) {
        return events.clock(remaining);
    }

    // ---- board descriptions

    /**
     * Every legal move of the piece on {@code from}, by kind: "The bishop on b5 can go to a4 and c4,
     * or take the pawn on a6 and the pawn on c6." / "The king on e1 can go to e2 and f1, or castle
     * kingside." / "The knight on b1 has no legal move." There must be a piece of the side to move
     * on {@code from} (say "empty" or "not your turn" before calling).
     */
    public Message legalMoves(Position position, Square from) {
        return board.legalMoves(position, from);
    }

    /**
     * What the piece on {@code from} can take: "The bishop on b5 can take the pawn on a6 and the pawn
     * on c6." or "The knight on b1 can take nothing." The piece must be of the side to move.
     */
    public Message captures(Position position, Square from) {
        return board.captures(position, from);
    }

    /** "White: king g1; queen d1; rooks a1 and f1; ...". */
    public Message pieces(Position position, Side side) {
        return board.pieces(position, side);
    }

    /** A rank (0 = the first) read from White's left, or from Black's left when {@code viewpoint} is black. */
    public Message rank(Position position, int rank, Side viewpoint) {
        return board.rank(position, rank, viewpoint);
    }

    /** A file (0 = a) read from the viewpoint's own side of the board. */
    public Message file(Position position, int file, Side viewpoint) {
        return board.file(position, file, viewpoint);
    }

    /** "The knight on f3 attacks d4, e5, g5 and h4." */
    public Message attacks(Position position, Square square) {
        return board.attacks(position, square);
    }

    /** "e5, black knight: attacked by the bishop on b2; defended by the pawn on d6." */
    public Message attackersAndDefenders(Position position, Square square) {
        return board.attackersAndDefenders(position, square);
    }
}
