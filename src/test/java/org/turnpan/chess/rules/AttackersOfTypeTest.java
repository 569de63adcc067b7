package org.turnpan.chess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The move readers' fast attackers-of-one-kind query names exactly the pieces of that kind among
 * all the attackers of a square, for every square, side and kind in the perft suite's positions.
 */
class AttackersOfTypeTest {

    @Test
    void attackersOfOneKindAreTheAttackersOfThatKind() throws IOException {
        for (String fen : SuitePositions.fens()) {
            Position p = Position.fromFen(fen);
            for (Square target : Square.values()) {
                for (Side by : Side.values()) {
                    List<Square> all = p.attackers(target, by);
                    for (PieceType type : PieceType.values()) {
                        long expected = 0;
                        for (Square from : all) {
                            if (p.pieceAt(from).orElseThrow().type() == type) {
                                expected |= 1L << from.index();
                            }
                        }
                        assertEquals(expected, p.attackersOfType(target, by, type),
                                type + "s of " + by + " attacking " + target + " in " + fen);
                    }
                }
            }
        }
    }
}
