package org.turnpan.chess.speech;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/** Sentences about the moves of a whole game: its history, and the moves a takeback removed. */
final class GamePhraser {
    private final Nouns nouns;
    private final MovePhraser moves;

    GamePhraser(Nouns nouns, MovePhraser moves) {
        this.nouns = nouns;
        this.moves = moves;
    }

    /**
     * The last {@code count} moves (at least one), numbered as players read a score sheet, in the
     * terse style: "1. e4, e5; 2. knight f3, knight c6; 3. White castles kingside." A list that
     * starts with a move of Black says its number as "12...". The game must have a move.
     */
    Message history(Game game, int count) {
        return Message.of("history", "moves", numbered(game, count));
    }

    /** The last {@code count} moves (at least one) as a numbered list, the body of {@link #history}. */
    private Message numbered(Game game, int count) {
        List<Move> played = game.moves();
        List<Position> positions = game.positions();
        if (played.isEmpty()) {
            throw new IllegalArgumentException("a game without moves has no history to read");
        }
        List<Message> entries = new ArrayList<>();
        int i = Math.max(0, played.size() - Math.max(1, count));
        while (i < played.size()) {
            Position before = positions.get(i);
            Message move = terse(before, played.get(i));
            int number = before.fullmoveNumber();
            if (before.sideToMove() == Side.BLACK) {
                entries.add(Message.of("history.black", "number", number, "black", move));
                i++;
            } else if (i + 1 < played.size()) {
                entries.add(Message.of("history.both", "number", number, "white", move,
                        "black", terse(positions.get(i + 1), played.get(i + 1))));
                i += 2;
            } else {
                entries.add(Message.of("history.white", "number", number, "white", move));
                i++;
            }
        }
        Message list = entries.get(entries.size() - 1);
        for (int k = entries.size() - 2; k >= 0; k--) {
            list = Message.of("history.join", "first", entries.get(k), "rest", list);
        }
        return list;
    }

    /**
     * What a takeback removed, in the order the moves were played, and who is to move now: "White's
     * e4 and Black's knight to f6 are taken back. White to move." More than two moves are said as
     * a score sheet reads them, so that no side is named twice: "Taken back: 1. e4, e5; 2. knight
     * f3. Black to move." {@code after} must be {@code before} with its last moves taken back (at
     * least one).
     */
    Message takenBack(Game before, Game after) {
        int undone = before.plyCount() - after.plyCount();
        if (undone < 1) {
            throw new IllegalArgumentException("nothing was taken back");
        }
        if (undone > 2) {
            return Message.of("takeback.done.line", "moves", numbered(before, undone),
                    "side", nouns.side(after.position().sideToMove()));
        }
        List<Message> items = new ArrayList<>();
        for (int i = after.plyCount(); i < before.plyCount(); i++) {
            Position p = before.positions().get(i);
            Move m = before.moves().get(i);
            Message side = nouns.side(p.sideToMove());
            items.add(moves.castling(p, m)
                    .map(c -> Message.of("takeback.castle", "side", side, "castling", nouns.castling(c)))
                    .orElseGet(() -> Message.of("takeback.move", "side", side,
                            "move", moves.withoutCheck(p, m, MoveStyle.WORDS, Optional.empty()))));
        }
        return Message.of("takeback.done", Catalogue.COUNT, undone, "moves", items,
                "side", nouns.side(after.position().sideToMove()));
    }

    private Message terse(Position before, Move move) {
        return moves.phrase(before, move, MoveStyle.TERSE, Optional.empty());
    }
}
