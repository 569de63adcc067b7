package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;

/** The one-sentence answers to questions about the game. Reads the session; changes nothing. */
final class Answers {
    private static final List<PieceType> LIST_ORDER = List.of(PieceType.KING, PieceType.QUEEN, PieceType.ROOK,
            PieceType.BISHOP, PieceType.KNIGHT, PieceType.PAWN);

    private final GameSession session;
    private final SessionWords words;

    Answers(GameSession session, SessionWords words) {
        this.session = session;
        this.words = words;
    }

    private Position position() {
        return session.game().position();
    }

    Message turn() {
        Game g = session.game();
        if (g.isOver()) {
            return words.result(g.outcome().orElseThrow());
        }
        return Message.of("session.turn", "side", words.side(g.position().sideToMove()));
    }

    Message lastMove() {
        Game g = session.game();
        if (g.lastMove().isEmpty()) {
            return Message.of("session.last.none");
        }
        Position before = g.positions().get(g.plyCount() - 1);
        return words.phraser().lastMove(before, g.lastMove().get(), session.settings().moveStyle());
    }

    Message clocks() {
        ClockReading c = session.clocks();
        if (!c.timed()) {
            return Message.of("session.clock.none");
        }
        return Message.of("session.clock.both", "white", words.duration(c.white()), "black", words.duration(c.black()));
    }

    Message material() {
        Position p = position();
        int white = Material.of(p, Side.WHITE);
        int black = Material.of(p, Side.BLACK);
        if (white == black) {
            return Message.of("session.material.equal", "white", white, "black", black);
        }
        Side ahead = white > black ? Side.WHITE : Side.BLACK;
        return Message.of("session.material.ahead." + SessionWords.lower(ahead),
                "white", white, "black", black, "points", Message.of("session.points", Messages.COUNT, Math.abs(white - black)));
    }

    /** The pieces of one side (type null = all types), or of both sides when {@code side} is null. */
    Message pieces(Side side, PieceType type) {
        if (side == null) {
            return Message.of("session.pieces.both", "white", pieces(Side.WHITE, type), "black", pieces(Side.BLACK, type));
        }
        if (type == null) {
            return words.phraser().pieces(position(), side);
        }
        List<Square> squares = position().squaresOf(Piece.of(side, type));
        if (squares.isEmpty()) {
            return Message.of("session.pieces.none.kind", "pieces", words.pieceList(side, type));
        }
        // Translators: the phrasing layer's own piece-list sentence, narrowed to one kind of piece.
        return Message.of("board.pieces", "side", words.phraser().side(side), "groups",
                Message.of("board.group." + SessionWords.lower(type), Messages.COUNT, squares.size(),
                        "squares", words.squares(squares)));
    }

    Message square(Square square) {
        return position().pieceAt(square)
                .map(p -> Message.of("session.square.piece", "square", words.square(square), "piece", words.piece(p)))
                .orElseGet(() -> Message.of(square.isLight() ? "session.square.empty.light" : "session.square.empty.dark",
                        "square", words.square(square)));
    }

    /** The eight squares of a rank (0-7) or a file (0-7) in order, from the player's side. */
    Message line(boolean rank, int index) {
        return rank ? words.phraser().rank(position(), index, session.orientation())
                : words.phraser().file(position(), index, session.orientation());
    }

    Message legalMoves(Square from) {
        Position p = position();
        if (p.pieceAt(from).isEmpty()) {
            return Message.of("session.moves.empty", "square", words.square(from));
        }
        PlacedPiece placed = new PlacedPiece(p.pieceAt(from).get(), from);
        if (placed.piece().side() != p.sideToMove()) {
            return Message.of("session.moves.not.turn", "piece", words.placed(placed));
        }
        if (p.legalMovesFrom(from).isEmpty() || session.game().isOver()) {
            return Message.of("session.moves.none", "piece", words.placed(placed));
        }
        return words.phraser().legalMoves(p, from);
    }

    /** Which pieces attack and which defend a square (or the piece on it), in one sentence. */
    Message attackersAndDefenders(Square square) {
        return words.phraser().attackersAndDefenders(position(), square);
    }

    Message check(Side side) {
        Position p = position();
        if (side != p.sideToMove() || !p.isCheck()) {
            return Message.of("session.check.no." + SessionWords.lower(side));
        }
        List<PlacedPiece> checkers = new ArrayList<>();
        for (Square s : p.checkers()) {
            checkers.add(new PlacedPiece(p.pieceAt(s).orElseThrow(), s));
        }
        return Message.of((p.isCheckmate() ? "session.check.mate." : "session.check.yes.") + SessionWords.lower(side),
                "pieces", words.placedList(checkers));
    }

    /** The last {@code count} moves, numbered, in the terse style. */
    Message history(int count) {
        Game g = session.game();
        if (g.plyCount() == 0) {
            return Message.of("session.last.none");
        }
        return words.phraser().history(g, count);
    }

    Message result() {
        return session.game().outcome().map(words::result).orElse(Message.of("session.result.none"));
    }

    /** The text board: one line per rank from the player's side, FEN letters, '.' for empty. */
    List<Message> board() {
        List<Message> lines = new ArrayList<>();
        boolean white = session.orientation() == Side.WHITE;
        for (int r = 0; r < 8; r++) {
            int rank = white ? 7 - r : r;
            StringBuilder sb = new StringBuilder();
            for (int f = 0; f < 8; f++) {
                int file = white ? f : 7 - f;
                sb.append(f == 0 ? "" : " ");
                sb.append(position().pieceAt(Square.of(file, rank)).map(p -> String.valueOf(p.fenLetter())).orElse("."));
            }
            lines.add(Message.of("session.board.rank", "rank", rank + 1, "cells", sb.toString()));
        }
        StringBuilder files = new StringBuilder();
        for (int f = 0; f < 8; f++) {
            files.append(f == 0 ? "" : " ").append((char) ('a' + (white ? f : 7 - f)));
        }
        lines.add(Message.of("session.board.files", "files", files.toString()));
        return lines;
    }
}
