package org.turnpan.chess.learn;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.rules.Termination;

/**
 * What a lesson step asks for: a move with a property (castle kingside, capture en passant, give
 * mate...) or an answer (a square, the colour of a square, where a piece stands). Written in
 * src/main/resources/learn/lessons.tsv as {@code kind} or {@code kind:argument}; see {@link #parse}.
 */
public sealed interface Target {

    /** Whether the step is answered by a move on the board (otherwise by a square or a colour). */
    default boolean expectsMove() {
        return true;
    }

    /** The name used in the lesson file and in the catalogue key of its "legal, but..." sentence. */
    String kind();

    /** Whether a legal {@code move} played in {@code before} (giving {@code after}) is what the step asks for. */
    default boolean acceptsMove(Game before, Move move, Game after) {
        return false;
    }

    /** One of the moves given ("move:g1f3" or "move:g1f3,g1h3"). */
    record PlayMove(List<Move> moves) implements Target {
        public PlayMove {
            moves = List.copyOf(moves);
        }

        @Override
        public String kind() {
            return "move";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return moves.contains(move);
        }
    }

    /** Castling to that side, entered in any form ("castle:kingside"). */
    record Castle(CastlingSide side) implements Target {
        @Override
        public String kind() {
            return side == CastlingSide.KINGSIDE ? "castle-kingside" : "castle-queenside";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            Position p = before.position();
            // the wing, not the king's file: a Chess960 castling is written as the king onto its rook
            return p.isCastling(move) && Position.castlingSideOf(move) == side;
        }
    }

    /** Any en passant capture ("en-passant"). */
    record EnPassant() implements Target {
        @Override
        public String kind() {
            return "en-passant";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return before.position().isEnPassant(move);
        }
    }

    /** A promotion to this piece ("promote:n"). */
    record Promote(PieceType piece) implements Target {
        @Override
        public String kind() {
            return "promote";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return move.promotionPiece().filter(piece::equals).isPresent();
        }
    }

    /** Any move that gives checkmate ("mate"). */
    record Mate() implements Target {
        @Override
        public String kind() {
            return "mate";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return after.position().isCheckmate();
        }
    }

    /** Any move that leaves the opponent a legal move or mates ("no-stalemate"). */
    record AvoidStalemate() implements Target {
        @Override
        public String kind() {
            return "no-stalemate";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return !after.position().isStalemate();
        }
    }

    /** In check: a move of the king ("escape-king"). */
    record EscapeWithKing() implements Target {
        @Override
        public String kind() {
            return "escape-king";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return move.from() == before.position().kingSquare(before.position().sideToMove());
        }
    }

    /** In check: a capture of the checking piece ("capture-checker"). */
    record CaptureChecker() implements Target {
        @Override
        public String kind() {
            return "capture-checker";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return before.position().checkers().contains(move.to());
        }
    }

    /** In check: a piece put between the king and the checker ("block"). */
    record BlockCheck() implements Target {
        @Override
        public String kind() {
            return "block";
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            Position p = before.position();
            return move.from() != p.kingSquare(p.sideToMove()) && !p.checkers().contains(move.to());
        }
    }

    /** A move after which the game is drawn for this reason ("draw:threefold-repetition"). */
    record Draw(Termination termination) implements Target {
        @Override
        public String kind() {
            return "draw-" + termination.name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        @Override
        public boolean acceptsMove(Game before, Move move, Game after) {
            return after.outcome().filter(o -> o.isDraw() && o.termination() == termination).isPresent();
        }
    }

    /** Name this square by choosing it or typing it ("find:a1"). */
    record FindSquare(Square square) implements Target {
        @Override
        public boolean expectsMove() {
            return false;
        }

        @Override
        public String kind() {
            return "find";
        }
    }

    /** Say whether this square is light or dark ("colour:d5"). */
    record NameColour(Square square) implements Target {
        @Override
        public boolean expectsMove() {
            return false;
        }

        @Override
        public String kind() {
            return "colour";
        }
    }

    /** Name every square where this piece stands ("where:K" for the white king, "where:q" for the black queen). */
    record FindPieces(Piece piece) implements Target {
        @Override
        public boolean expectsMove() {
            return false;
        }

        @Override
        public String kind() {
            return "where";
        }
    }

    /**
     * Reads a target as the lesson file writes it. The file ships with the program, so a bad entry
     * is a programmer error (the lesson tests read every one).
     */
    static Target parse(String text) {
        int colon = text.indexOf(':');
        String kind = colon < 0 ? text : text.substring(0, colon);
        String arg = colon < 0 ? "" : text.substring(colon + 1);
        return switch (kind) {
            case "move" -> new PlayMove(Arrays.stream(arg.split(","))
                    .map(m -> Move.parseUci(m).orElseThrow(() -> bad(text))).toList());
            case "castle" -> new Castle(CastlingSide.valueOf(arg.toUpperCase(Locale.ROOT)));
            case "en-passant" -> new EnPassant();
            case "promote" -> new Promote(PieceType.fromLetter(arg.charAt(0)).orElseThrow(() -> bad(text)));
            case "mate" -> new Mate();
            case "no-stalemate" -> new AvoidStalemate();
            case "escape-king" -> new EscapeWithKing();
            case "capture-checker" -> new CaptureChecker();
            case "block" -> new BlockCheck();
            case "draw" -> new Draw(Termination.valueOf(arg.toUpperCase(Locale.ROOT).replace('-', '_')));
            case "find" -> new FindSquare(Square.parse(arg).orElseThrow(() -> bad(text)));
            case "colour" -> new NameColour(Square.parse(arg).orElseThrow(() -> bad(text)));
            case "where" -> new FindPieces(Piece.fromFenLetter(arg.charAt(0)).orElseThrow(() -> bad(text)));
            default -> throw bad(text);
        };
    }

    private static IllegalArgumentException bad(String text) {
        return new IllegalArgumentException("not a lesson target: " + text);
    }
}
