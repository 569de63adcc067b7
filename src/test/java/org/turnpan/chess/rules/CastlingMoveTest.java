package org.turnpan.chess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The readers' fast castling check allows exactly the castling moves that full move generation
 * allows, in every position of the perft suites and every position two plies from them.
 */
class CastlingMoveTest {

    @Test
    void castlingMoveAgreesWithMoveGeneration() throws IOException {
        int positions = 0;
        int castlings = 0;
        int[] moves = new int[256];
        int[] replies = new int[256];
        for (String fen : SuitePositions.fens()) {
            Position start = Position.fromFen(fen);
            int n = start.generate(moves, 0, false);
            castlings += compare(start);
            positions++;
            for (int i = 0; i < n; i++) {
                Position next = start.playPacked(moves[i]);
                castlings += compare(next);
                int m = next.generate(replies, 0, false);
                for (int j = 0; j < m; j++) {
                    castlings += compare(next.playPacked(replies[j]));
                }
                positions += 1 + m;
            }
        }
        assertTrue(positions > 20_000, "positions compared: " + positions);
        assertTrue(castlings > 1_000, "castling moves found: " + castlings);
    }

    /** Number of legal castling moves in {@code p}, after checking the fast answer for both wings. */
    private static int compare(Position p) {
        int[] all = new int[256];
        int n = p.generate(all, 0, false);
        int found = 0;
        for (CastlingSide cs : CastlingSide.values()) {
            int expected = -1;
            for (int i = 0; i < n; i++) {
                boolean towards = (PackedMove.to(all[i]) & 7) == (cs == CastlingSide.KINGSIDE ? 6 : 2);
                if (PackedMove.isCastle(all[i]) && towards) {
                    expected = all[i];
                }
            }
            assertEquals(expected, p.castlingMove(cs), cs + " in " + p.toFen());
            found += expected >= 0 ? 1 : 0;
        }
        return found;
    }
}
