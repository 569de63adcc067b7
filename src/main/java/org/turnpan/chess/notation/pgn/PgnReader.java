package org.turnpan.chess.notation.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * Reads the games of a PGN text one at a time, in constant memory: each {@link #next()} yields the
 * next game, or the game number, line, column and reason when a game cannot be read; the games after
 * a broken one are still read. Handles tag pairs (several on a line, or on the line of the moves),
 * comments in braces and after ';', NAGs and glyphs, nested variations, [SetUp]/[FEN] starts, every
 * result form, BOMs, CRLF, games without a blank line between them and games with tags only.
 * Tokens, nesting and games longer than {@link PgnLimits} are problems, so memory stays bounded.
 */
public final class PgnReader implements Iterator<PgnEntry>, Closeable {
    private final Reader source;
    private final PgnLexer lexer;
    /** False for a reader that only checks: moves, comments and NAGs are read but not kept. */
    private final boolean keep;
    /** True for a reader of headers: tags are kept, moves are skipped unplayed, every game is a Header. */
    private final boolean headersOnly;
    private final int[] legal = new int[256];
    private static final PgnProblem GAME_TOO_LONG = new PgnProblem.GameTooLong(PgnLimits.GAME_CHARS);
    private int number;
    /** Offset in the text of the current game's first token. */
    private long gameStart;
    private PgnEntry next;
    private boolean finished;

    public PgnReader(Reader source) {
        this(source, true);
    }

    private PgnReader(Reader source, boolean keep) {
        this.source = source;
        this.lexer = new PgnLexer(source, keep);
        this.keep = keep;
        this.headersOnly = false;
    }

    /** A reader of headers, or a reader of whole games that starts at a game found by one. */
    private PgnReader(Reader source, boolean headersOnly, PgnEntry.Header from) {
        this.source = source;
        this.headersOnly = headersOnly;
        this.keep = !headersOnly;
        this.lexer = new PgnLexer(source, keep, headersOnly, from == null ? 1 : from.line(),
                from == null ? 1 : from.column());
        this.number = from == null ? 0 : from.number() - 1;
    }

    /**
     * A reader that lists the games of PGN bytes without reading their moves: each game is a
     * {@link PgnEntry.Header} with all its tags and its byte offset, numbered as {@link #of} numbers
     * them. Moves are not played, so a game that {@link #of} cannot read is listed too (its
     * problem shows when it is opened). Several times faster than reading whole games.
     */
    public static PgnReader headers(java.io.InputStream bytes) {
        return new PgnReader(new Utf8OrLatin1Reader(bytes), true, null);
    }

    /**
     * A reader of headers over bytes that start at {@code header}'s offset (a file opened and moved
     * there): its first entry is that game's header, numbered as in the whole file; the offsets it
     * gives count from where it started.
     */
    public static PgnReader headersStartingAt(java.io.InputStream bytesFromOffset, PgnEntry.Header header) {
        return new PgnReader(new Utf8OrLatin1Reader(bytesFromOffset), true, header);
    }

    /**
     * A reader of whole games over bytes that start at {@code header}'s offset (a file opened and
     * moved there): its first entry is that game, with the number, and problems with the line and
     * column, they have in the whole file.
     */
    public static PgnReader startingAt(java.io.InputStream bytesFromOffset, PgnEntry.Header header) {
        return new PgnReader(new Utf8OrLatin1Reader(bytesFromOffset), false, header);
    }

    /**
     * A reader over PGN bytes: UTF-8, with any byte that is not UTF-8 (an old Latin-1 file, where ½
     * is one byte) read as its Latin-1 character, as the session's file loading does.
     */
    public static PgnReader of(java.io.InputStream bytes) {
        return new PgnReader(new Utf8OrLatin1Reader(bytes));
    }

    /**
     * A reader that checks every game of PGN bytes as {@link #of} reads them, with the same problems
     * at the same places, but keeps nothing of a sound game: its entry is {@link PgnEntry.Checked}.
     */
    public static PgnReader checking(java.io.InputStream bytes) {
        return new PgnReader(new Utf8OrLatin1Reader(bytes), false);
    }

    /** The entries of a PGN text as a lazy stream; closing the stream closes the reader. */
    public static Stream<PgnEntry> stream(Reader source) {
        PgnReader r = new PgnReader(source);
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(r, Spliterator.ORDERED | Spliterator.NONNULL),
                false).onClose(r::closeQuietly);
    }

    @Override
    public boolean hasNext() {
        if (next == null && !finished) {
            next = readGame();
            finished = next == null;
        }
        return next != null;
    }

    @Override
    public PgnEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        PgnEntry e = next;
        next = null;
        return e;
    }

    @Override
    public void close() throws IOException {
        source.close();
    }

    private void closeQuietly() {
        try {
            close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A move being read, until its comments, NAGs and variations are all known. */
    private static final class MoveBuilder {
        final org.turnpan.chess.rules.Move move;
        List<Integer> nags = List.of();
        List<String> comments = List.of();
        List<PgnLine> variations = List.of();

        MoveBuilder(org.turnpan.chess.rules.Move move) {
            this.move = move;
        }

        void nag(int n) {
            if (nags.isEmpty()) {
                nags = new ArrayList<>(2);
            }
            nags.add(n);
        }

        void comment(String c) {
            if (comments.isEmpty()) {
                comments = new ArrayList<>(2);
            }
            comments.add(c);
        }

        void variation(PgnLine line) {
            if (variations.isEmpty()) {
                variations = new ArrayList<>(2);
            }
            variations.add(line);
        }

        PgnMove build() {
            return new PgnMove(move, nags, comments, variations);
        }
    }

    /** The main line or a variation being read. */
    private static final class Frame {
        Position position;
        Position beforeLast;
        final List<String> comments = new ArrayList<>(1);
        final List<MoveBuilder> moves = new ArrayList<>(64);
        /** Moves played in this line (kept in {@link #moves} or not). */
        int played;
        /** Where the "(" that opened this variation stands. */
        int openLine;
        int openColumn;

        Frame(Position position) {
            this.position = position;
        }

        Frame(Position position, int openLine, int openColumn) {
            this.position = position;
            this.openLine = openLine;
            this.openColumn = openColumn;
        }

        /** The last move kept, or null before the first move (or always, when nothing is kept). */
        MoveBuilder last() {
            return moves.isEmpty() ? null : moves.get(moves.size() - 1);
        }

        PgnLine build() {
            List<PgnMove> out = new ArrayList<>(moves.size());
            for (MoveBuilder b : moves) {
                out.add(b.build());
            }
            return new PgnLine(comments, out);
        }
    }

    private PgnEntry readGame() {
        PgnLexer.Kind k = lexer.advance();
        while (k == PgnLexer.Kind.CLOSE || k == PgnLexer.Kind.RESULT || k == PgnLexer.Kind.NAG) {
            k = lexer.advance(); // stray tokens between games
        }
        if (k == PgnLexer.Kind.EOF) {
            return null;
        }
        gameStart = lexer.offset();
        long startOffset = lexer.tokenOffset();
        int startLine = lexer.line();
        int startColumn = lexer.column();
        List<String> before = new ArrayList<>(1);
        PgnProblem beforeProblem = null;
        int beforeLine = 0;
        int beforeColumn = 0;
        while (k == PgnLexer.Kind.COMMENT) {
            if (beforeProblem == null) {
                beforeProblem = lexer.tooLong() != null ? lexer.tooLong() : gameTooLong();
                beforeLine = lexer.line();
                beforeColumn = lexer.column();
            }
            if (keep && beforeProblem == null) {
                before.add(lexer.text().toString());
            }
            k = lexer.advance();
        }
        if (k == PgnLexer.Kind.EOF) {
            return null;
        }
        number++;
        List<PgnTag> tags = new ArrayList<>(12);
        TagNames names = new TagNames();
        PgnEntry.Problem problem = beforeProblem == null ? null
                : new PgnEntry.Problem(number, beforeLine, beforeColumn, beforeProblem);
        Position start = Position.initial();
        // Chess960 ([Variant "Chess960"], before or after [FEN]): the FEN is read as X-FEN or Shredder-FEN
        boolean chess960 = false;
        String fenText = null;
        int fenLine = 0;
        int fenColumn = 0;
        while (k == PgnLexer.Kind.TAG) {
            String name = lexer.text().toString();
            if (!tags.isEmpty() && (lexer.blankLineBefore() || names.contains(tags, name))) {
                lexer.pushBack();
                Frame empty = new Frame(start);
                empty.comments.addAll(before);
                return headersOnly ? new PgnEntry.Header(number, tags, startOffset, startLine, startColumn)
                        : finish(tags, start, empty, resultTag(tags), problem);
            }
            if (problem == null) {
                PgnProblem tooLong = lexer.tooLong() != null ? lexer.tooLong() : gameTooLong();
                if (tooLong != null) {
                    problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(), tooLong);
                }
            }
            if (problem != null && problem.problem() instanceof PgnProblem.GameTooLong) {
                k = lexer.advance(); // a game past its limit keeps no more tags
                continue;
            }
            if (!(lexer.valueIsEmpty() && (name.equals("pgn") || name.equals("/pgn")))) {
                // a checking reader keeps only the values it reads (the start position, the variant)
                boolean read = keep || headersOnly || name.equals("FEN") || name.equals("Variant");
                String value = read ? lexer.value() : "";
                tags.add(new PgnTag(name, value));
                names.added(tags);
                if (name.equals("Variant") && isChess960(value)) {
                    chess960 = true;
                    if (problem != null && problem.problem() instanceof PgnProblem.BadFen) {
                        problem = null; // read again below as Chess960
                    }
                } else if (name.equals("Variant") && problem == null) {
                    problem = unsupportedVariant(value);
                }
                if (name.equals("FEN")) {
                    fenText = value;
                    fenLine = lexer.line();
                    fenColumn = lexer.column();
                }
                if (name.equals("FEN") && problem == null && !chess960) {
                    Fen.Result fen = readFen(value);
                    if (fen.position().isPresent()) {
                        start = fen.position().get();
                    } else {
                        problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(),
                                new PgnProblem.BadFen(value, fen.error().orElseThrow()));
                    }
                }
            }
            k = lexer.advance();
        }
        if (chess960 && problem == null) {
            Fen.Result fen = fenText == null ? Fen.parse(Fen.write(Position.initial()), true) : Fen.parse(fenText.trim(), true);
            if (fen.position().isPresent()) {
                start = fen.position().get().isChess960() ? fen.position().get() : fen.position().get().asChess960(true);
            } else {
                problem = new PgnEntry.Problem(number, fenLine, fenColumn,
                        new PgnProblem.BadFen(fenText, fen.error().orElseThrow()));
            }
        }
        PgnEntry game = readMovetext(k, tags, start, before, problem);
        return headersOnly ? new PgnEntry.Header(number, tags, startOffset, startLine, startColumn) : game;
    }

    /**
     * The moves of a game from its first token after the tags, {@code k}, to its result (or the
     * next game's start); {@code problem} is a problem already found in the tags, or null.
     */
    private PgnEntry readMovetext(PgnLexer.Kind first, List<PgnTag> tags, Position start, List<String> before,
                                  PgnEntry.Problem tagProblem) {
        PgnLexer.Kind k = first;
        PgnEntry.Problem problem = tagProblem;
        Frame main = new Frame(start);
        main.comments.addAll(before);
        List<Frame> stack = new ArrayList<>(4);
        stack.add(main);
        /* Variations opened past the nesting limit: counted so that their ")" are matched, not kept. */
        int tooDeep = 0;
        PgnResult result = null;
        loop:
        while (true) {
            Frame f = stack.get(stack.size() - 1);
            if (problem == null && k != PgnLexer.Kind.EOF && k != PgnLexer.Kind.TAG) {
                PgnProblem tooLong = lexer.tooLong() != null ? lexer.tooLong() : gameTooLong();
                if (tooLong != null) {
                    problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(), tooLong);
                }
            }
            switch (k) {
                case EOF -> {
                    break loop;
                }
                case TAG -> {
                    lexer.pushBack();
                    break loop;
                }
                case RESULT -> {
                    if (stack.size() == 1) {
                        result = resultOf(lexer.number());
                        break loop;
                    }
                }
                case UNCLOSED_COMMENT -> {
                    if (problem == null) {
                        problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(),
                                new PgnProblem.UnclosedComment());
                    }
                    break loop;
                }
                case COMMENT -> {
                    if (problem == null && keep) {
                        MoveBuilder last = f.last();
                        if (last == null) {
                            f.comments.add(lexer.text().toString());
                        } else {
                            last.comment(lexer.text().toString());
                        }
                    }
                }
                case NAG -> {
                    if (problem == null && keep && f.last() != null) {
                        f.last().nag(lexer.number());
                    }
                }
                case OPEN -> {
                    if (problem == null && f.played == 0) {
                        problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(),
                                new PgnProblem.VariationWithoutMove());
                    }
                    if (stack.size() > PgnLimits.NESTING || tooDeep > 0) {
                        if (problem == null) {
                            problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(),
                                    new PgnProblem.VariationsTooDeep(PgnLimits.NESTING));
                        }
                        tooDeep++;
                    } else {
                        stack.add(new Frame(f.beforeLast, lexer.line(), lexer.column()));
                    }
                }
                case CLOSE -> {
                    if (tooDeep > 0) {
                        tooDeep--;
                    } else if (stack.size() > 1) {
                        stack.remove(stack.size() - 1);
                        if (problem == null && keep) {
                            stack.get(stack.size() - 1).last().variation(f.build());
                        }
                    }
                }
                case SYMBOL -> {
                    if (stack.size() == 1 && lexer.blankLineBefore() && lexer.moveNumber() == 1
                            && main.played > 0) {
                        // a game without a result, then after a blank line a new game without tags
                        lexer.pushBack();
                        break loop;
                    }
                    if (problem == null) {
                        problem = headersOnly && (f.played > 0 || stack.size() > 1) ? count(f) : play(f);
                    }
                }
                default -> throw new IllegalStateException("unknown token " + k);
            }
            k = lexer.advance();
        }
        if (problem == null && stack.size() > 1) {
            Frame unclosed = stack.get(1);
            problem = new PgnEntry.Problem(number, unclosed.openLine, unclosed.openColumn,
                    new PgnProblem.UnclosedVariation());
        }
        if (result == null && keep) {
            result = resultTag(tags);
        }
        return finish(tags, start, main, result, problem);
    }

    /** The game-size problem once the current token lies past {@link PgnLimits#GAME_CHARS}, else null. */
    private PgnProblem gameTooLong() {
        return lexer.offset() - gameStart > PgnLimits.GAME_CHARS ? GAME_TOO_LONG : null;
    }

    private PgnEntry finish(List<PgnTag> tags, Position start, Frame main, PgnResult result, PgnEntry.Problem problem) {
        if (problem != null) {
            return problem;
        }
        if (!keep) {
            return new PgnEntry.Checked(number);
        }
        return new PgnEntry.Read(number, new PgnGame(tags, start, main.build(), result));
    }

    /**
     * A reader of headers plays only the first move of the main line (whether it can be played
     * decides where a game without tags starts, as for the full reader) and counts the others.
     */
    private PgnEntry.Problem count(Frame f) {
        f.played++;
        return null;
    }

    /** Plays the move of the current symbol in frame {@code f}; a problem when it cannot be played. */
    private PgnEntry.Problem play(Frame f) {
        CharSequence text = lexer.text();
        Position p = f.position;
        MoveText.Step step = MoveText.step(p, text, legal);
        if (step == null) {
            String written = text.toString();
            NotationError error = MoveText.refusal(p, written);
            if (error == null) {
                error = new NotationError.NotAMove(written, 0);
            }
            String moveNumber = p.fullmoveNumber() + (p.sideToMove() == Side.WHITE ? "." : "...");
            return new PgnEntry.Problem(number, lexer.line(), lexer.column(),
                    new PgnProblem.BadMove(moveNumber, written, error));
        }
        if (keep) {
            MoveBuilder b = new MoveBuilder(PackedMove.toMove(step.packed()));
            int glyph = gluedGlyph(text);
            if (glyph > 0) {
                b.nag(glyph);
            }
            f.moves.add(b);
        }
        f.played++;
        f.beforeLast = p;
        f.position = step.after();
        return null;
    }

    /** The NAG of a glyph glued to a move ("Nf3!?" gives 5), or 0. */
    private static int gluedGlyph(CharSequence text) {
        int end = text.length();
        int i = end;
        while (i > 0 && "!?\u203C\u2047\u2049\u2048".indexOf(text.charAt(i - 1)) >= 0) {
            i--;
        }
        return i == end ? 0 : PgnLexer.glyphNag(text, i, end);
    }

    /**
     * The position of a [FEN] tag. Castling rights whose king or rook is not at home are dropped
     * (some exporters write KQkq for any position); any other fault is the error.
     */
    private static Fen.Result readFen(String value) {
        String fen = value.trim();
        Fen.Result r = Fen.parse(fen);
        String[] fields = fen.split(" ");
        if (r.position().isPresent() || fields.length < 3) {
            return r;
        }
        StringBuilder rights = new StringBuilder();
        for (char c : fields[2].toCharArray()) {
            fields[2] = String.valueOf(c);
            if ("KQkq".indexOf(c) >= 0 && Fen.parse(String.join(" ", fields)).position().isPresent()) {
                rights.append(c);
            }
        }
        fields[2] = rights.length() == 0 ? "-" : rights.toString();
        Fen.Result repaired = Fen.parse(String.join(" ", fields));
        return repaired.position().isPresent() ? repaired : r;
    }

    /** The names Chess960 goes by in PGN files (lichess, chess.com, ChessBase, pgn-extract). */
    private static boolean isChess960(String variant) {
        String v = variant.trim().toLowerCase(Locale.ROOT).replace(" ", "").replace("-", "");
        return v.equals("chess960") || v.equals("fischerandom") || v.equals("fischerrandom") || v.equals("960")
                || v.equals("frc");
    }

    private PgnEntry.Problem unsupportedVariant(String variant) {
        String v = variant.trim().toLowerCase(Locale.ROOT);
        if (v.isEmpty() || v.equals("standard") || v.equals("chess") || v.equals("normal")
                || v.equals("from position") || v.equals("fromposition")) {
            return null;
        }
        return new PgnEntry.Problem(number, lexer.line(), lexer.column(), new PgnProblem.UnsupportedVariant(variant));
    }

    private static PgnResult resultTag(List<PgnTag> tags) {
        for (PgnTag t : tags) {
            if (t.name().equals("Result")) {
                return PgnResult.parse(t.value());
            }
        }
        return PgnResult.UNKNOWN;
    }

    private static PgnResult resultOf(int code) {
        return switch (code) {
            case 1 -> PgnResult.WHITE_WINS;
            case 2 -> PgnResult.BLACK_WINS;
            case 3 -> PgnResult.DRAW;
            default -> PgnResult.UNKNOWN;
        };
    }
}
