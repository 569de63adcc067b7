package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Variations nested as deep as the reader allows (50,000 levels; the crash came at 3,000) are
 * read, written, compared, hashed and printed on a thread with a 256 KB stack: nothing recurses
 * once per level.
 */
class DeepVariationsTest {

    /** "1. e4 (1. d4 (1. d4 ... ) ) 1... e5 *" with {@code depth} nested variations. */
    static String nested(int depth) {
        return "[Event \"deep\"]\n\n1. e4 " + "(1. d4 ".repeat(depth) + ")".repeat(depth) + " e5 *\n";
    }

    @Test
    void theDeepestGameAllowedIsReadWrittenComparedAndPrintedOnASmallStack() throws Throwable {
        onSmallStack(() -> {
            PgnGame game = assertInstanceOf(PgnEntry.Read.class, only(nested(PgnLimits.NESTING))).game();
            assertEquals(PgnLimits.NESTING, depthOf(game.mainline()));
            String text = PgnWriter.toText(game);
            PgnGame back = assertInstanceOf(PgnEntry.Read.class, only(text)).game();
            assertEquals(game.inExportForm(), back);
            assertEquals(game.inExportForm().hashCode(), back.hashCode());
            assertEquals(text, PgnWriter.toText(back), "writing is stable");
            assertTrue(game.toString().length() > 7 * PgnLimits.NESTING, "printed whole");
            PgnMove first = game.mainline().moves().get(0);
            assertEquals(first, back.mainline().moves().get(0));
            assertEquals(first.hashCode(), back.mainline().moves().get(0).hashCode());
            assertTrue(first.toString().startsWith("PgnMove[e2e4 (d2d4 (d2d4"), first.toString().substring(0, 40));
        });
    }

    @Test
    void treesThatDifferDeepDownAreNotEqual() throws Throwable {
        onSmallStack(() -> {
            PgnGame a = ((PgnEntry.Read) only(nested(20_000))).game();
            PgnGame b = ((PgnEntry.Read) only(nested(20_000).replace(" e5 *", " e6 *"))).game();
            PgnGame c = ((PgnEntry.Read) only(nested(19_999))).game();
            assertNotEquals(a, b);
            assertNotEquals(a.mainline(), c.mainline());
            assertNotEquals(a.mainline().moves().get(0), c.mainline().moves().get(0));
            assertNotEquals(a.mainline().hashCode(), c.mainline().hashCode());
        });
    }

    /** The writer keeps each variation's own start: siblings and the line after them are right. */
    @Test
    void variationsNestedAndSideBySideAreWrittenFromTheRightPositions() {
        String text = "[Event \"x\"]\n\n1. e4 {a} (1. d4 d5 (1... Nf6 2. c4) 2. c4 $1) (1. c4) 1... e5 (1... c5 2. Nf3 "
                + "(2. Nc3 Nc6)) 2. Nf3 *\n";
        PgnGame game = ((PgnEntry.Read) only(text)).game();
        String written = PgnWriter.toText(game);
        assertTrue(written.replace("\n", " ").contains("1. e4 {a} (1. d4 d5 (1... Nf6 2. c4) 2. c4 $1) (1. c4) 1... e5 (1... c5 2. Nf3 "
                + "(2. Nc3 Nc6)) 2. Nf3 *"), written);
        assertEquals(game.inExportForm(), ((PgnEntry.Read) only(written)).game());
    }

    private static PgnEntry only(String text) {
        List<PgnEntry> entries = Fixtures.parse(text);
        assertEquals(1, entries.size());
        return entries.get(0);
    }

    private static int depthOf(PgnLine line) {
        int depth = 0;
        PgnLine l = line;
        while (!l.moves().isEmpty() && !l.moves().get(0).variations().isEmpty()) {
            l = l.moves().get(0).variations().get(0);
            depth++;
        }
        return depth;
    }

    /** A check that throws, run on a thread whose stack holds only a few thousand frames. */
    interface Check {
        void run() throws Throwable;
    }

    static void onSmallStack(Check check) throws Throwable {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                check.run();
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "small-stack", 256 << 10);
        t.start();
        t.join();
        if (failure.get() != null) {
            throw failure.get();
        }
    }
}
