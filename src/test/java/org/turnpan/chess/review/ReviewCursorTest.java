package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.SharedData;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * The cursor stands where the game says: at every ply of every line (main line and every
 * variation at every depth) of every game of the PGN fixtures, reached by stepping forward, by
 * stepping back from the end, and by "move N", the FEN of the position looked at is the FEN of the
 * position the reader's game gives for that ply ({@link PgnGame#toGame()} for the main line, the
 * reader's moves replayed from the branching position for variations).
 */
class ReviewCursorTest {

    static Stream<String> fixtures() throws IOException {
        try (InputStream in = ReviewCursorTest.class.getResourceAsStream("/pgn/expectations.tsv")) {
            List<String> files = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t")[0]).toList();
            assertTrue(files.size() > 600, "the fixture list is there");
            return files.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void everyPlyOfEveryLineOfEveryGameIsThePositionTheReaderGives(String file) {
        for (PgnGame game : ReviewFixtures.games("pgn/fixtures/" + file)) {
            checkGame(game);
        }
    }

    /** The same for the 17,557 games of the benchmark corpus (about 1.5 million plies). */
    @Test
    @Tag("slow")
    void everyPlyOfTheCorpus() throws IOException {
        Path corpus = SharedData.require(SharedData.CORPUS);
        int games = 0;
        try (PgnReader reader = PgnReader.of(Files.newInputStream(corpus))) {
            while (reader.hasNext()) {
                if (reader.next() instanceof PgnEntry.Read r) {
                    checkGame(r.game());
                    games++;
                }
            }
        }
        assertEquals(17557, games);
    }

    private static void checkGame(PgnGame game) {
        List<Position> main = mainLinePositions(game);
        ReviewCursor start = ReviewCursor.start(game);
        assertEquals(0, start.ply());
        // forward, ply by ply
        List<ReviewCursor> places = new ArrayList<>();
        ReviewCursor c = start;
        for (int ply = 0; ply < main.size(); ply++) {
            assertEquals(Fen.write(main.get(ply)), Fen.write(c.position()), "ply " + ply + " forward");
            assertEquals(ply, c.ply());
            places.add(c);
            Optional<ReviewCursor> next = c.forward();
            assertEquals(ply < main.size() - 1, next.isPresent());
            c = next.orElse(c);
        }
        assertTrue(c.atLineEnd());
        assertEquals(c, start.toLineEnd());
        // back from the end, and "move N" to each ply: the same places
        for (int ply = main.size() - 1; ply >= 0; ply--) {
            assertEquals(places.get(ply), c, "ply " + ply + " back");
            if (ply > 0) {
                Position before = main.get(ply - 1);
                assertEquals(places.get(ply), start.toMove(before.fullmoveNumber(), before.sideToMove()).orElseThrow(),
                        "move " + before.fullmoveNumber() + " " + before.sideToMove());
            }
            c = c.back().orElse(c);
        }
        assertTrue(c.back().isEmpty());
        assertEquals(start.lineFromStart().size(), main.size() - 1);
        checkVariations(start, main);
    }

    /** Every variation at every depth, walked with the positions replayed from where it branches. */
    private static void checkVariations(ReviewCursor start, List<Position> main) {
        record Line(ReviewCursor start, List<Position> positions) {
        }
        Deque<Line> work = new ArrayDeque<>();
        work.add(new Line(start, main));
        while (!work.isEmpty()) {
            Line line = work.poll();
            ReviewCursor c = line.start();
            for (int i = 1; i < line.positions().size(); i++) {
                c = c.forward().orElseThrow();
                for (int k = 1; k <= c.variationCount(); k++) {
                    ReviewCursor inside = c.enter(k).orElseThrow();
                    assertEquals(c, inside.leave().orElseThrow(), "leaving goes back to the move it replaces");
                    assertEquals(c.depth() + 1, inside.depth());
                    ReviewCursor variationStart = inside.toLineStart();
                    List<Position> replay = replay(line.positions().get(i - 1), variationStart.pgnLine().moves());
                    assertEquals(Fen.write(replay.get(0)), Fen.write(variationStart.position()));
                    assertEquals(c.back().orElseThrow().lastPlayed(), variationStart.lastPlayed(),
                            "the start of a variation follows the move before the one it replaces");
                    ReviewCursor v = variationStart;
                    for (int j = 0; j < replay.size(); j++) {
                        assertEquals(Fen.write(replay.get(j)), Fen.write(v.position()), "variation ply " + j);
                        assertEquals(c.ply() - 1 + j, v.ply());
                        v = v.forward().orElse(v);
                    }
                    List<PlayedMove> path = v.lineFromStart();
                    assertEquals(v.ply(), path.size(), "the way from the start to the end of the variation");
                    if (!path.isEmpty()) {
                        assertEquals(Fen.write(v.position()), Fen.write(path.get(path.size() - 1).after()));
                    }
                    work.add(new Line(variationStart, replay));
                }
            }
        }
    }

    private static List<Position> mainLinePositions(PgnGame game) {
        List<Position> fromRules = game.toGame().positions();
        List<PgnMove> moves = game.mainline().moves();
        List<Position> out = new ArrayList<>(fromRules);
        // the rules stop a game at mate, stalemate or an automatic draw; moves written after it are replayed
        for (int i = out.size() - 1; i < moves.size(); i++) {
            out.add(out.get(i).play(moves.get(i).move()));
        }
        return out;
    }

    private static List<Position> replay(Position from, List<PgnMove> moves) {
        List<Position> out = new ArrayList<>();
        out.add(from);
        for (PgnMove m : moves) {
            out.add(out.get(out.size() - 1).play(m.move()));
        }
        return out;
    }

    @Test
    void variationsNestedTenThousandDeepAreEnteredAndLeftWithoutRecursion() {
        int depth = 10_000;
        StringBuilder pgn = new StringBuilder("1. e4 e5 2. Nf3");
        for (int i = 0; i < depth; i++) {
            pgn.append(i % 2 == 0 ? " (2. Nc3" : " (2. Nf3");
        }
        pgn.append(")".repeat(depth)).append(" Nc6 *");
        PgnGame game = read(pgn.toString());
        ReviewCursor c = ReviewCursor.start(game).toMove(2, Side.WHITE).orElseThrow();
        for (int i = 0; i < depth; i++) {
            assertEquals(1, c.variationCount(), "one variation at depth " + i);
            c = c.enter(1).orElseThrow();
        }
        assertEquals(depth, c.depth());
        assertEquals(depth, c.path().size());
        assertEquals(c, c.toGameStart().at(c.path(), 1).orElseThrow(), "the path leads back to the same place");
        assertEquals(3, c.ply());
        assertEquals(3, c.lineFromStart().size());
        assertEquals(c, c.toMove(2, Side.WHITE).orElseThrow(), "move 2 of White is this variation's move");
        assertEquals(Fen.write(ReviewCursor.start(game).toMove(2, Side.WHITE).orElseThrow().position()),
                Fen.write(c.position()), "the deepest variation (an odd one) plays 2. Nf3 too");
        assertTrue(c.toMove(1, Side.BLACK).orElseThrow().inMainLine(), "move 1 black is before the variations branch off");
        for (int i = 0; i < depth; i++) {
            c = c.leave().orElseThrow();
        }
        assertTrue(c.inMainLine());
        assertFalse(c.leave().isPresent());
        assertEquals("b8c6", c.forward().orElseThrow().lastMove().orElseThrow().move().move().uci());
    }

    @Test
    void aVariationStartsWhereItsMoveWasPlayedAndRemembersTheMoveBefore() {
        PgnGame game = read("1. e4 e5 2. Nf3 (2. Bc4 Nf6 (2... Bc5 3. Qh5) 3. d3) 2... Nc6 *");
        ReviewCursor afterNf3 = ReviewCursor.start(game).toMove(2, Side.WHITE).orElseThrow();
        assertEquals(1, afterNf3.variationCount());
        ReviewCursor bc4 = afterNf3.enter(1).orElseThrow();
        assertEquals(List.of(new Branch(3, 1)), bc4.path());
        assertEquals("e7e5", bc4.toLineStart().lastPlayed().orElseThrow().move().move().uci(),
                "the start of a variation follows the move before the one it replaces");
        assertTrue(bc4.toLineStart().lastMove().isEmpty());
        ReviewCursor nf6 = bc4.forward().orElseThrow();
        ReviewCursor bc5 = nf6.enter(1).orElseThrow();
        assertEquals(List.of(new Branch(3, 1), new Branch(2, 1)), bc5.path());
        assertEquals(2, bc5.depth());
        assertEquals(List.of("e2e4", "e7e5", "f1c4", "f8c5", "d1h5"),
                bc5.lineFromStart().stream().map(m -> m.move().move().uci()).toList());
        assertEquals(nf6, bc5.leave().orElseThrow());
        assertEquals(afterNf3, bc5.leave().flatMap(ReviewCursor::leave).orElseThrow());
        assertEquals(Optional.empty(), bc5.toMove(3, Side.BLACK), "no move 3 for Black on the way to the end of this line");
        assertEquals(Optional.of(afterNf3.toGameStart().forward().orElseThrow()), bc5.toMove(1, Side.WHITE));
        assertEquals(bc5, afterNf3.at(bc5.path(), 1).orElseThrow());
        assertEquals(Optional.empty(), afterNf3.at(List.of(new Branch(3, 2)), 0), "there is no second variation");
        assertEquals(Optional.empty(), afterNf3.enter(2));
        assertEquals(Optional.empty(), afterNf3.toGameStart().enter(1), "the start of a line has no move to vary");
    }

    @Test
    void aGameFromASetUpPositionNumbersItsMovesFromThere() {
        PgnGame game = read("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 Kd6 *");
        ReviewCursor c = ReviewCursor.start(game);
        assertEquals(Optional.empty(), c.toMove(40, Side.WHITE));
        assertEquals(1, c.toMove(40, Side.BLACK).orElseThrow().index());
        assertEquals(3, c.toMove(41, Side.BLACK).orElseThrow().index());
        assertEquals(Optional.empty(), c.toMove(42, Side.WHITE));
        assertEquals(Optional.empty(), c.toMove(0, Side.WHITE));
        PlayedMove first = c.forward().orElseThrow().lastMove().orElseThrow();
        assertEquals(40, first.number());
        assertEquals(Side.BLACK, first.side());
    }

    static PgnGame read(String pgn) {
        try (PgnReader reader = new PgnReader(new StringReader(pgn))) {
            PgnEntry e = reader.next();
            if (e instanceof PgnEntry.Read r) {
                return r.game();
            }
            throw new IllegalStateException("not a game: " + e);
        } catch (IOException ex) {
            throw new IllegalStateException(ex);
        }
    }
}
