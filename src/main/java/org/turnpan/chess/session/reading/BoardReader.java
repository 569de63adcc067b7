package org.turnpan.chess.session.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;

/**
 * Answers every {@link Question} about the {@link BoardInView}, in one language: the one place
 * where board questions become sentences, for the typed commands and the window's keys alike.
 * Reads only; changes nothing. Immutable.
 */
public final class BoardReader {
    private final BoardInView view;
    private final SessionWords words;
    private final MoveStyle moveStyle;

    public BoardReader(BoardInView view, SessionWords words, MoveStyle moveStyle) {
        this.view = view;
        this.words = words;
        this.moveStyle = moveStyle;
    }

    /** The answer: one sentence, or for the text board one line per rank and the files. */
    public List<Message> answer(Question question) {
        Position p = view.game().position();
        if (question instanceof Question.TextBoard board) {
            return textBoard(board.compact());
        }
        return List.of(sentenceOf(question, p));
    }

    private Message sentenceOf(Question question, Position p) {
        if (question instanceof Question.SquareContents q) {
            // a square a lesson highlights says so, wherever it is read (cursor, question, screen reader)
            Message contents = words.squareContents(p, q.square());
            return view.highlighted().contains(q.square())
                    ? Message.of("learn.square.highlighted", "reading", contents) : contents;
        } else if (question instanceof Question.Rank q) {
            return words.phraser().rank(p, q.rank(), view.orientation());
        } else if (question instanceof Question.File q) {
            return words.phraser().file(p, q.file(), view.orientation());
        } else if (question instanceof Question.Moves q) {
            return moves(q.square(), false);
        } else if (question instanceof Question.Captures q) {
            return moves(q.square(), true);
        } else if (question instanceof Question.AttackersAndDefenders q) {
            return words.phraser().attackersAndDefenders(p, q.square());
        } else if (question instanceof Question.Pieces q) {
            return pieces(q.side(), q.type());
        } else if (question instanceof Question.Check q) {
            return check(q.side());
        } else if (question instanceof Question.Material) {
            return material();
        } else if (question instanceof Question.LastMove) {
            return lastMove();
        } else if (question instanceof Question.History q) {
            return history(q.count());
        } else if (question instanceof Question.Clocks) {
            return clocks();
        } else if (question instanceof Question.Turn) {
            return turn();
        } else if (question instanceof Question.Rays q) {
            return scans().rays(p, q.square(), q.diagonals(), q.lines(), view.orientation());
        } else if (question instanceof Question.ScanFile q) {
            return scans().scanFile(p, q.file(), view.orientation());
        } else if (question instanceof Question.ScanRank q) {
            return scans().scanRank(p, q.rank(), view.orientation());
        } else if (question instanceof Question.KnightSquares q) {
            return scans().knight(p, q.square());
        } else if (question instanceof Question.WholeBoard) {
            return scans().wholeBoard(p, view.orientation());
        } else if (question instanceof Question.LastCapture) {
            return scans().lastCapture(view.game());
        } else if (question instanceof Question.Result) {
            return view.game().outcome().map(words::result).orElse(Message.of("session.result.none"));
        }
        throw new IllegalArgumentException("no answer for " + question);
    }

    private BoardScans scans() {
        return new BoardScans(words);
    }

    /** One sentence (the first line of a longer answer). */
    public Message sentence(Question question) {
        return answer(question).get(0);
    }

    private Message turn() {
        Game g = view.game();
        return g.outcome().map(words::result)
                .orElseGet(() -> Message.of("session.turn", "side", words.side(g.position().sideToMove())));
    }

    private Message lastMove() {
        Game g = view.game();
        if (g.lastMove().isEmpty()) {
            return Message.of("session.last.none");
        }
        Position before = g.positions().get(g.plyCount() - 1);
        return words.phraser().lastMove(before, g.lastMove().get(), moveStyle);
    }

    private Message clocks() {
        ClockReading c = view.clocks();
        if (!c.timed()) {
            return Message.of("session.clock.none");
        }
        // a timed game not yet begun here: its clock waits for the first move made at this keyboard
        return Message.of(view.clockWaits() ? "session.clock.waiting" : "session.clock.both",
                "white", words.duration(c.white()), "black", words.duration(c.black()));
    }

    private Message material() {
        Position p = view.game().position();
        int white = Material.of(p, Side.WHITE);
        int black = Material.of(p, Side.BLACK);
        if (white == black) {
            return Message.of("session.material.equal", "white", white, "black", black);
        }
        Side ahead = white > black ? Side.WHITE : Side.BLACK;
        return Message.of("session.material.ahead." + SessionWords.lower(ahead),
                "white", white, "black", black, "points", Message.of("session.points", Catalogue.COUNT, Math.abs(white - black)));
    }

    /** The pieces of one side (all kinds when no type), or of both sides. */
    private Message pieces(Optional<Side> side, Optional<PieceType> type) {
        if (side.isEmpty()) {
            return Message.of("session.pieces.both", "white", pieces(Optional.of(Side.WHITE), type),
                    "black", pieces(Optional.of(Side.BLACK), type));
        }
        Position p = view.game().position();
        if (type.isEmpty()) {
            return words.phraser().pieces(p, side.get());
        }
        List<Square> squares = p.squaresOf(Piece.of(side.get(), type.get()));
        if (squares.isEmpty()) {
            return Message.of("session.pieces.none.kind", "pieces", words.pieceList(side.get(), type.get()));
        }
        // Translators: the phrasing layer's own piece-list sentence, narrowed to one kind of piece.
        return Message.of("board.pieces", "side", words.phraser().side(side.get()), "groups",
                Message.of("board.group." + SessionWords.lower(type.get()), Catalogue.COUNT, squares.size(),
                        "squares", words.squares(squares)));
    }

    /**
     * Where the piece on {@code square} can go, or what it can take. An opponent's piece is answered
     * as on its own turn; when that cannot be (the side to move is in check), with what it attacks.
     */
    private Message moves(Square square, boolean capturesOnly) {
        Position p = view.game().position();
        Optional<Piece> piece = p.pieceAt(square);
        if (piece.isEmpty()) {
            return Message.of("session.moves.empty", "square", words.square(square));
        }
        if (view.game().isOver()) {
            return Message.of("session.moves.none", "piece", words.placed(new PlacedPiece(piece.get(), square)));
        }
        Optional<Position> onItsTurn = ownersTurn(p, piece.get().side());
        if (onItsTurn.isEmpty()) {
            return words.phraser().attacks(p, square);
        }
        return capturesOnly ? words.phraser().captures(onItsTurn.get(), square)
                : words.phraser().legalMoves(onItsTurn.get(), square);
    }

    /**
     * The board with {@code owner} to move: the game's own position, or the same board with the
     * turn passed (no en passant); empty when the side to move is in check (it cannot pass).
     */
    private static Optional<Position> ownersTurn(Position p, Side owner) {
        if (owner == p.sideToMove()) {
            return Optional.of(p);
        }
        if (p.isCheck()) {
            return Optional.empty();
        }
        String[] fen = p.toFen().split(" ");
        fen[1] = owner == Side.WHITE ? "w" : "b";
        fen[3] = "-";
        return Fen.parse(String.join(" ", fen)).position();
    }

    private Message check(Side side) {
        Position p = view.game().position();
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
    private Message history(int count) {
        Game g = view.game();
        if (g.plyCount() == 0) {
            return Message.of("session.last.none");
        }
        return words.phraser().history(g, count);
    }

    /** The text board: one line per rank from the viewer's side, FEN letters, '.' for empty. */
    private List<Message> textBoard(boolean compact) {
        Position p = view.game().position();
        List<Message> lines = new ArrayList<>();
        boolean white = view.orientation() == Side.WHITE;
        for (int r = 0; r < 8; r++) {
            int rank = white ? 7 - r : r;
            if (!compact) {
                lines.add(Message.of("session.board.rank", "rank", rank + 1, "cells", rankInWords(p, rank, white)));
                continue;
            }
            StringBuilder sb = new StringBuilder();
            for (int f = 0; f < 8; f++) {
                int file = white ? f : 7 - f;
                sb.append(f == 0 ? "" : " ");
                sb.append(p.pieceAt(Square.of(file, rank)).map(x -> String.valueOf(x.fenLetter())).orElse("."));
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

    /** "black rook, 2 empty, black bishop, …": each piece with its colour, empty squares counted, from the viewer's left. */
    private Message rankInWords(Position p, int rank, boolean white) {
        List<Message> cells = new ArrayList<>();
        int empty = 0;
        for (int f = 0; f < 8; f++) {
            Optional<Piece> piece = p.pieceAt(Square.of(white ? f : 7 - f, rank));
            if (piece.isEmpty()) {
                empty++;
                continue;
            }
            if (empty > 0) {
                cells.add(Message.of("session.board.empty", Catalogue.COUNT, empty));
                empty = 0;
            }
            cells.add(words.phraser().piece(piece.get()));
        }
        if (empty > 0) {
            cells.add(Message.of("session.board.empty", Catalogue.COUNT, empty));
        }
        return org.turnpan.chess.speech.Joined.commas(cells);
    }
}
