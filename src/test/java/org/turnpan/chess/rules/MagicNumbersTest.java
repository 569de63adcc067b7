package org.turnpan.chess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fixed magic numbers are the ones the seeded search finds, so they can be regenerated. */
class MagicNumbersTest {

    @Test
    void theSeededSearchFindsTheFixedMagicNumbers() {
        SplittableRandom random = new SplittableRandom(0x7E5A11C0FFEEL);
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(AttackTables.rookMagic(sq), AttackTables.findMagic(sq, true, random), "rook magic of square " + sq);
            assertEquals(AttackTables.bishopMagic(sq), AttackTables.findMagic(sq, false, random), "bishop magic of square " + sq);
        }
    }

    @Test
    void slidingAttacksStopAtTheFirstBlocker() {
        long occupied = AttackTables.bit(Square.E6.index()) | AttackTables.bit(Square.B4.index()) | AttackTables.bit(Square.G2.index());
        long rook = AttackTables.rookAttacks(Square.E4.index(), occupied);
        assertEquals(0, rook & AttackTables.bit(Square.E7.index()), "the rook's view up the e-file stops at e6");
        assertEquals(AttackTables.bit(Square.E6.index()), rook & AttackTables.bit(Square.E6.index()));
        assertEquals(0, rook & AttackTables.bit(Square.A4.index()), "the rook's view along the rank stops at b4");
        long bishop = AttackTables.bishopAttacks(Square.E4.index(), occupied);
        assertEquals(0, bishop & AttackTables.bit(Square.H1.index()), "the bishop's diagonal stops at g2");
        assertEquals(AttackTables.bit(Square.G2.index()), bishop & AttackTables.bit(Square.G2.index()));
    }
}
