package org.turnpan.chess.ui;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/** Answers to the board's reading keys, as messages. Reads only; changes nothing. */
public final class BoardQueries {
    private final BoardWords words;
    private final Phraser phraser;

    public BoardQueries(BoardWords words, Phraser phraser) {
        this.words = words;
        this.phraser = phraser;
    }

    public Message square(Position p, Square s) {
        return BoardWords.square(p, s);
    }

    /** "Rank 1: a1 white rook, b1 to d1 empty, e1 white king, ...". */
    public Message rank(Position p, Square s) {
        List<Square> line = new ArrayList<>();
        for (int f = 0; f < 8; f++) {
            line.add(Square.of(f, s.rank()));
        }
        return Message.of("ui.read.rank", "rank", s.rankChar(), "contents", words.line(p, line));
    }

    /** "File e: e1 white king, e2 white pawn, e3 to e6 empty, ...". */
    public Message file(Position p, Square s) {
        List<Square> line = new ArrayList<>();
        for (int r = 0; r < 8; r++) {
            line.add(Square.of(s.file(), r));
        }
        return Message.of("ui.read.file", "file", BoardWords.fileName(s), "contents", words.line(p, line));
    }

    /** Where the piece here can go (its legal moves), or what it attacks when it is not its turn. */
    public Message moves(Position p, Square s, boolean capturesOnly) {
        Optional<Piece> piece = p.pieceAt(s);
        if (piece.isEmpty()) {
            return Message.of("ui.read.moves.empty", "square", BoardWords.name(s));
        }
        Message who = BoardWords.placed(new PlacedPiece(piece.get(), s));
        if (piece.get().side() != p.sideToMove()) {
            List<Square> attacked = p.attacksFrom(s).stream()
                    .filter(t -> p.pieceAt(t).map(o -> o.side() != piece.get().side()).orElse(true))
                    .sorted().toList();
            return Message.of("ui.read.moves.attacks", "piece", who, "squares",
                    attacked.isEmpty() ? words.text(Message.of("ui.list.nothing")) : words.squareList(attacked));
        }
        List<Square> targets = new ArrayList<>();
        for (Move m : p.legalMovesFrom(s)) {
            if ((!capturesOnly || p.isCapture(m)) && !targets.contains(m.to())) {
                targets.add(m.to());
            }
        }
        targets.sort(null);
        if (targets.isEmpty()) {
            return Message.of(capturesOnly ? "ui.read.captures.none" : "ui.read.moves.none", "piece", who);
        }
        return Message.of(capturesOnly ? "ui.read.captures" : "ui.read.moves", "piece", who,
                "squares", words.squareList(targets));
    }

    /**
     * Who attacks this square and who defends it. The owner is the piece's side, or for an empty
     * square the side to move.
     */
    public Message attackersAndDefenders(Position p, Square s) {
        Side owner = p.pieceAt(s).map(Piece::side).orElse(p.sideToMove());
        return Message.of("ui.read.attacks", "square", BoardWords.name(s),
                "attackers", words.placedList(p, p.attackers(s, owner.opposite())),
                "defenders", words.placedList(p, p.attackers(s, owner)));
    }

    public Message lastMove(Game game) {
        List<Move> moves = game.moves();
        if (moves.isEmpty()) {
            return Message.of("ui.read.last.none");
        }
        Position before = game.positions().get(game.positions().size() - 2);
        return phraser.lastMove(before, moves.get(moves.size() - 1), MoveStyle.WORDS);
    }

    public Message turn(Game game) {
        if (game.outcome().isPresent()) {
            return phraser.outcome(game.outcome().get());
        }
        return Message.of(game.position().sideToMove() == Side.WHITE ? "ui.turn.white" : "ui.turn.black");
    }

    /** Material in the usual points (pawn 1, knight and bishop 3, rook 5, queen 9). */
    public Message material(Position p) {
        return Message.of("ui.read.material", "white", points(p, Side.WHITE), "black", points(p, Side.BLACK));
    }

    public static int points(Position p, Side side) {
        int total = 0;
        for (PieceType t : PieceType.values()) {
            total += p.count(Piece.of(side, t)) * switch (t) {
                case PAWN -> 1;
                case KNIGHT, BISHOP -> 3;
                case ROOK -> 5;
                case QUEEN -> 9;
                case KING -> 0;
            };
        }
        return total;
    }

    public Message clocks(Optional<Table.Clocks> clocks) {
        return clocks.map(c -> Message.of("ui.read.clocks", "white", clockText(c.white()), "black", clockText(c.black())))
                .orElseGet(() -> Message.of("ui.read.clocks.none"));
    }

    /** "4:05", or "1:02:03" past an hour, or "9.4" under ten seconds. */
    public static String clockText(Duration d) {
        long ms = Math.max(0, d.toMillis());
        long s = ms / 1000;
        if (s < 10) {
            return s + "." + (ms % 1000) / 100;
        }
        if (s >= 3600) {
            return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
        return String.format("%d:%02d", s / 60, s % 60);
    }
}
