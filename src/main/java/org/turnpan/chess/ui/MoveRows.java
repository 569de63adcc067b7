package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/** The rows of the window's move list: "1. e4 e5", "2. Nf3 Nc6", in SAN (data shown, not a sentence). */
final class MoveRows {
    private MoveRows() {
    }

    static List<String> of(Game game) {
        List<Move> moves = game.moves();
        List<Position> positions = game.positions();
        List<String> rows = new ArrayList<>();
        int firstNumber = game.startPosition().fullmoveNumber();
        boolean blackFirst = game.startPosition().sideToMove() == Side.BLACK;
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            boolean whiteMove = positions.get(i).sideToMove() == Side.WHITE;
            if (whiteMove || i == 0) {
                if (row.length() > 0) {
                    rows.add(row.toString());
                }
                int number = firstNumber + (i + (blackFirst ? 1 : 0)) / 2;
                row = new StringBuilder(number + (whiteMove ? ". " : "... "));
            } else {
                row.append(' ');
            }
            row.append(MoveText.san(positions.get(i), moves.get(i)));
        }
        if (row.length() > 0) {
            rows.add(row.toString());
        }
        return rows;
    }
}
