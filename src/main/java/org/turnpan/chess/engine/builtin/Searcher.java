package org.turnpan.chess.engine.builtin;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.Position;

/**
 * Alpha-beta (principal variation search) with iterative deepening and aspiration windows,
 * quiescence search, check extension, transposition table, killer and history move ordering,
 * late-move reductions and futility pruning. Copy-make on {@link Position#playPacked}, with a
 * {@link PieceBoards} mirror per ply for evaluation. One searcher belongs to one engine thread.
 */
final class Searcher {
    static final int MAX_PLY = 100;
    static final int INF = 32000;
    static final int MATE = 31000;
    private static final int MATE_BOUND = MATE - 1000;
    private static final int[] VALUE = {100, 320, 330, 500, 950, 20000};
    private static final int TT_MOVE_ORDER = 4_000_000;
    private static final int CAPTURE_ORDER = 2_000_000;
    private static final int KILLER_ORDER = 1_000_000;

    private final TranspositionTable tt;
    private final PieceBoards[] boards = new PieceBoards[MAX_PLY + 2];
    private final int[][] moveBuf = new int[MAX_PLY + 2][256];
    private final int[][] orderBuf = new int[MAX_PLY + 2][256];
    private final int[][] killers = new int[MAX_PLY + 2][2];
    private final int[] history = new int[12 * 64];
    private final int[][] pvTable = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private long[] hashes = new long[0];
    private int rootIndex;
    private long nodes;
    private long startNanos;
    private Budget budget;
    private AtomicBoolean stopFlag;
    private boolean stopped;

    // root state
    private int[] rootMoves;
    private int[] rootScores;
    private int rootCount;
    private int iterBestMove;
    private int iterBestScore;
    private List<Integer> iterPv = List.of();

    Searcher(int log2TableEntries) {
        tt = new TranspositionTable(log2TableEntries);
        for (int i = 0; i < boards.length; i++) {
            boards[i] = new PieceBoards();
        }
    }

    /** Forgets everything learned in earlier games (new game). */
    void clear() {
        tt.clear();
        java.util.Arrays.fill(history, 0);
    }

    /** Searches the request's position; null when the side to move has no legal move. */
    SearchResult search(SearchRequest request, Level level, Random random, AtomicBoolean stop) {
        List<Position> positions = request.positions();
        Position root = positions.get(positions.size() - 1);
        startNanos = System.nanoTime();
        stopFlag = stop;
        stopped = false;
        nodes = 0;
        budget = Budget.of(request.limit(), root.sideToMove(), level);
        rootIndex = positions.size() - 1;
        hashes = new long[positions.size() + MAX_PLY + 2];
        for (int i = 0; i < positions.size(); i++) {
            hashes[i] = positions.get(i).zobrist();
        }
        boards[0].load(root);
        for (int[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
        for (int i = 0; i < history.length; i++) {
            history[i] /= 8;
        }
        rootMoves = new int[256];
        rootCount = root.generate(rootMoves, 0, false);
        if (rootCount == 0) {
            return null;
        }
        rootScores = new int[rootCount];
        orderRoot(root);
        int maxDepth = budget.maxDepth();
        if (rootCount == 1 && !(request.limit() instanceof Limit.Depth)) {
            maxDepth = 1;
        }
        int margin = level.margin();
        int bestMove = rootMoves[0];
        int bestScore = Evaluation.evaluate(boards[0]);
        List<Integer> bestPv = List.of(bestMove);
        int completedDepth = 0;
        int[] completedScores = null;
        int[] completedMoves = null;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int window = 35;
            int alpha = -INF;
            int beta = INF;
            if (margin == 0 && depth >= 4 && Math.abs(bestScore) < MATE_BOUND) {
                alpha = bestScore - window;
                beta = bestScore + window;
            }
            boolean done = false;
            while (true) {
                searchRoot(root, depth, alpha, beta, margin);
                if (stopped) {
                    if (iterBestMove != 0 && iterBestScore > alpha) {
                        bestMove = iterBestMove;
                        bestScore = iterBestScore;
                        bestPv = iterPv;
                    }
                    break;
                }
                if (iterBestScore <= alpha && alpha > -INF) {
                    window *= 4;
                    alpha = Math.max(-INF, iterBestScore - window);
                } else if (iterBestScore >= beta && beta < INF) {
                    window *= 4;
                    beta = Math.min(INF, iterBestScore + window);
                } else {
                    done = true;
                    break;
                }
            }
            if (!done) {
                break;
            }
            bestMove = iterBestMove;
            bestScore = iterBestScore;
            bestPv = iterPv;
            completedDepth = depth;
            completedScores = rootScores.clone();
            completedMoves = java.util.Arrays.copyOf(rootMoves, rootCount);
            sortRoot();
            if (Math.abs(bestScore) >= MATE_BOUND && depth >= MATE - Math.abs(bestScore) + 2) {
                break;
            }
            if (budget.softMillis() != Long.MAX_VALUE && elapsedMillis() * 2 >= budget.softMillis()) {
                break;
            }
        }
        if (margin > 0 && completedScores != null && Math.abs(bestScore) < MATE_BOUND) {
            int pick = pickHumanly(completedMoves, completedScores, bestScore, margin, random);
            if (completedMoves[pick] != bestMove) {
                bestMove = completedMoves[pick];
                bestScore = completedScores[pick];
                bestPv = List.of(bestMove);
            }
        }
        List<Move> pv = new ArrayList<>(bestPv.size());
        for (int m : bestPv) {
            pv.add(PackedMove.toMove(m));
        }
        return new SearchResult(PackedMove.toMove(bestMove), toScore(bestScore), pv, Math.max(1, completedDepth),
                nodes);
    }

    /** Chooses among the moves within {@code margin} of the best, closer ones more often. */
    private static int pickHumanly(int[] moves, int[] scores, int best, int margin, Random random) {
        int total = 0;
        for (int s : scores) {
            if (s >= best - margin) {
                total += margin - (best - s) + 1;
            }
        }
        int r = random.nextInt(Math.max(1, total));
        for (int i = 0; i < moves.length; i++) {
            if (scores[i] >= best - margin) {
                r -= margin - (best - scores[i]) + 1;
                if (r < 0) {
                    return i;
                }
            }
        }
        return 0;
    }

    private static Score toScore(int s) {
        if (s >= MATE_BOUND) {
            return Score.mateIn((MATE - s + 1) / 2);
        }
        if (s <= -MATE_BOUND) {
            return Score.mateIn(-(MATE + s) / 2);
        }
        return Score.centipawns(s);
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    private void checkLimits() {
        if (stopFlag.get() || nodes >= budget.maxNodes()
                || (budget.hardMillis() != Long.MAX_VALUE && elapsedMillis() >= budget.hardMillis())) {
            stopped = true;
        }
    }

    private void orderRoot(Position root) {
        long entry = tt.probe(root.zobrist());
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : 0;
        System.arraycopy(rootMoves, 0, moveBuf[0], 0, rootCount);
        scoreMoves(0, rootCount, ttMove);
        for (int i = 0; i < rootCount; i++) {
            rootMoves[i] = pickNext(0, i, rootCount);
            rootScores[i] = -INF;
        }
    }

    /** Stable sort of root moves by last iteration's score, best first. */
    private void sortRoot() {
        for (int i = 1; i < rootCount; i++) {
            int m = rootMoves[i];
            int s = rootScores[i];
            int j = i - 1;
            while (j >= 0 && rootScores[j] < s) {
                rootMoves[j + 1] = rootMoves[j];
                rootScores[j + 1] = rootScores[j];
                j--;
            }
            rootMoves[j + 1] = m;
            rootScores[j + 1] = s;
        }
    }

    private void searchRoot(Position root, int depth, int alpha, int beta, int margin) {
        iterBestMove = 0;
        iterBestScore = -INF;
        int best = -INF;
        for (int i = 0; i < rootCount; i++) {
            int m = rootMoves[i];
            Position child = root.playPacked(m);
            boards[1].copyFrom(boards[0]);
            boards[1].play(m);
            hashes[rootIndex + 1] = child.zobrist();
            int score;
            if (margin > 0) {
                int floor = best == -INF ? -INF : best - margin - 1;
                score = -negamax(child, depth - 1, -INF, -floor, 1);
            } else if (i == 0) {
                score = -negamax(child, depth - 1, -beta, -alpha, 1);
            } else {
                score = -negamax(child, depth - 1, -alpha - 1, -alpha, 1);
                if (score > alpha && score < beta) {
                    score = -negamax(child, depth - 1, -beta, -alpha, 1);
                }
            }
            if (stopped) {
                return;
            }
            rootScores[i] = score;
            if (score > best) {
                best = score;
                iterBestMove = m;
                iterBestScore = score;
                List<Integer> pv = new ArrayList<>();
                pv.add(m);
                for (int k = 0; k < pvLength[1]; k++) {
                    pv.add(pvTable[1][k]);
                }
                iterPv = pv;
                if (margin == 0 && score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        return;
                    }
                }
            }
        }
    }

    private int negamax(Position pos, int depth, int alpha, int beta, int ply) {
        pvLength[ply] = 0;
        if ((++nodes & 1023) == 0) {
            checkLimits();
        }
        if (stopped) {
            return 0;
        }
        if (isDraw(pos, ply)) {
            return 0;
        }
        boolean pvNode = beta - alpha > 1;
        int matedScore = -MATE + ply;
        if (alpha < matedScore) {
            alpha = matedScore;
            if (beta <= alpha) {
                return alpha;
            }
        }
        if (beta > MATE - ply - 1) {
            beta = MATE - ply - 1;
            if (alpha >= beta) {
                return beta;
            }
        }
        boolean inCheck = pos.isCheck();
        if (inCheck) {
            depth++;
        }
        if (depth <= 0) {
            return quiesce(pos, alpha, beta, ply);
        }
        PieceBoards board = boards[ply];
        if (ply >= MAX_PLY) {
            return Evaluation.evaluate(board);
        }
        long hash = pos.zobrist();
        long entry = tt.probe(hash);
        int ttMove = 0;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            if (!pvNode && TranspositionTable.depth(entry) >= depth) {
                int s = fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT || (bound == TranspositionTable.LOWER && s >= beta)
                        || (bound == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }
        int staticEval = inCheck ? -INF : Evaluation.evaluate(board);
        boolean calm = !pvNode && !inCheck && Math.abs(beta) < MATE_BOUND && Math.abs(alpha) < MATE_BOUND;
        if (calm && depth <= 3 && staticEval - 120 * depth >= beta) {
            return staticEval;
        }
        int[] moves = moveBuf[ply];
        int n = pos.generate(moves, 0, false);
        if (n == 0) {
            return inCheck ? -MATE + ply : 0;
        }
        scoreMoves(ply, n, ttMove);
        boolean futile = calm && depth <= 2 && staticEval + 100 + 120 * depth <= alpha;
        int best = -INF;
        int bestMove = 0;
        int originalAlpha = alpha;
        int searched = 0;
        for (int i = 0; i < n; i++) {
            int m = pickNext(ply, i, n);
            boolean quiet = isQuiet(board, m);
            Position child = pos.playPacked(m);
            boolean givesCheck = child.isCheck();
            if (quiet && !givesCheck && searched > 0 && calm
                    && (futile || (depth <= 3 && searched >= 4 + 3 * depth * depth))) {
                continue;
            }
            PieceBoards next = boards[ply + 1];
            next.copyFrom(board);
            next.play(m);
            hashes[rootIndex + ply + 1] = child.zobrist();
            int score;
            if (searched == 0) {
                score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
            } else {
                int r = 0;
                if (depth >= 3 && searched >= 3 && quiet && !givesCheck && !inCheck) {
                    r = 1 + (searched >= 8 ? 1 : 0) + (depth >= 8 ? 1 : 0);
                    if (pvNode || m == killers[ply][0] || m == killers[ply][1]) {
                        r--;
                    }
                    r = Math.max(0, Math.min(r, depth - 2));
                }
                score = -negamax(child, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                if (score > alpha && r > 0) {
                    score = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if (score > alpha && score < beta) {
                    score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
                }
            }
            if (stopped) {
                return 0;
            }
            searched++;
            if (score > best) {
                best = score;
                bestMove = m;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, m);
                    if (score >= beta) {
                        if (quiet) {
                            rememberQuietCutoff(board, ply, m, depth);
                        }
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(hash, bestMove, toTable(best, ply), depth, bound);
        return best;
    }

    private int quiesce(Position pos, int alpha, int beta, int ply) {
        pvLength[ply] = 0;
        if ((++nodes & 1023) == 0) {
            checkLimits();
        }
        if (stopped) {
            return 0;
        }
        PieceBoards board = boards[ply];
        if (ply >= MAX_PLY) {
            return Evaluation.evaluate(board);
        }
        boolean inCheck = pos.isCheck();
        int best;
        int stand = 0;
        if (inCheck) {
            best = -INF;
        } else {
            stand = Evaluation.evaluate(board);
            if (stand >= beta) {
                return stand;
            }
            if (stand > alpha) {
                alpha = stand;
            }
            best = stand;
        }
        int[] moves = moveBuf[ply];
        int n = pos.generate(moves, 0, !inCheck);
        if (n == 0) {
            return inCheck ? -MATE + ply : best;
        }
        scoreMoves(ply, n, 0);
        for (int i = 0; i < n; i++) {
            int m = pickNext(ply, i, n);
            if (!inCheck) {
                int promo = PackedMove.promotionOrdinal(m);
                if (promo != 0 && promo != 4) {
                    continue;
                }
                int victim = PackedMove.isEnPassant(m) ? 0 : board.typeAt(PackedMove.to(m));
                if (promo == 0 && victim >= 0 && stand + VALUE[victim] + 200 <= alpha) {
                    continue;
                }
            }
            Position child = pos.playPacked(m);
            PieceBoards next = boards[ply + 1];
            next.copyFrom(board);
            next.play(m);
            int score = -quiesce(child, -beta, -alpha, ply + 1);
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private boolean isDraw(Position pos, int ply) {
        int halfmoves = pos.halfmoveClock();
        if (halfmoves >= 100) {
            return true;
        }
        int idx = rootIndex + ply;
        long h = hashes[idx];
        for (int i = idx - 4, limit = Math.max(0, idx - halfmoves); i >= limit; i -= 2) {
            if (hashes[i] == h) {
                return true;
            }
        }
        return pos.isInsufficientMaterial();
    }

    private static boolean isQuiet(PieceBoards board, int m) {
        return board.mailbox[PackedMove.to(m)] == PieceBoards.EMPTY && !PackedMove.isEnPassant(m)
                && PackedMove.promotionOrdinal(m) == 0;
    }

    private void rememberQuietCutoff(PieceBoards board, int ply, int m, int depth) {
        if (killers[ply][0] != m) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
        int idx = board.mailbox[PackedMove.from(m)] * 64 + PackedMove.to(m);
        history[idx] += depth * depth;
        if (history[idx] > 500_000) {
            for (int i = 0; i < history.length; i++) {
                history[i] /= 2;
            }
        }
    }

    private void updatePv(int ply, int m) {
        pvTable[ply][0] = m;
        int len = pvLength[ply + 1];
        System.arraycopy(pvTable[ply + 1], 0, pvTable[ply], 1, len);
        pvLength[ply] = len + 1;
    }

    private void scoreMoves(int ply, int n, int ttMove) {
        int[] moves = moveBuf[ply];
        int[] order = orderBuf[ply];
        PieceBoards board = boards[ply];
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int to = PackedMove.to(m);
            int promo = PackedMove.promotionOrdinal(m);
            int victim = PackedMove.isEnPassant(m) ? 0 : board.typeAt(to);
            int s;
            if (m == ttMove) {
                s = TT_MOVE_ORDER;
            } else if (victim >= 0 || promo == 4) {
                int gain = (victim >= 0 ? VALUE[victim] : 0) + (promo == 4 ? VALUE[4] : 0);
                s = CAPTURE_ORDER + gain * 8 - VALUE[board.typeAt(PackedMove.from(m))] / 10;
            } else if (promo != 0) {
                s = -CAPTURE_ORDER;
            } else if (m == killers[ply][0]) {
                s = KILLER_ORDER + 1;
            } else if (m == killers[ply][1]) {
                s = KILLER_ORDER;
            } else {
                s = history[board.mailbox[PackedMove.from(m)] * 64 + to];
            }
            order[i] = s;
        }
    }

    /** Selection sort step: swaps the best remaining move into place {@code i} and returns it. */
    private int pickNext(int ply, int i, int n) {
        int[] moves = moveBuf[ply];
        int[] order = orderBuf[ply];
        int bestIdx = i;
        for (int j = i + 1; j < n; j++) {
            if (order[j] > order[bestIdx]) {
                bestIdx = j;
            }
        }
        int m = moves[bestIdx];
        moves[bestIdx] = moves[i];
        moves[i] = m;
        int o = order[bestIdx];
        order[bestIdx] = order[i];
        order[i] = o;
        return m;
    }

    private static int toTable(int s, int ply) {
        return s >= MATE_BOUND ? s + ply : s <= -MATE_BOUND ? s - ply : s;
    }

    private static int fromTable(int s, int ply) {
        return s >= MATE_BOUND ? s - ply : s <= -MATE_BOUND ? s + ply : s;
    }
}
