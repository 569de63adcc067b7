package org.turnpan.chess.notation.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * The one walk over PGN text: each {@link #next} reads one game and reports it to a
 * {@link PgnVisitor}, which makes of it what it needs; the next game may have another visitor. In
 * constant memory whatever the file's size; the games after a broken one are still read. Handles
 * tag pairs (several on a line, or on the line of the moves), comments in braces and after ';', NAGs
 * and glyphs, nested variations (on a stack of its own, never by recursion), [SetUp]/[FEN] starts,
 * Chess960, every result form, BOMs, CRLF, games without a blank line between them and games with
 * tags only. Tokens, nesting and games longer than {@link PgnLimits} are problems, so memory stays
 * bounded. Where a game starts never depends on the visitor: a list of headers and a full read
 * split a file into the same games.
 */
public final class PgnWalk implements Closeable {
    private static final PgnProblem GAME_TOO_LONG = new PgnProblem.GameTooLong(PgnLimits.GAME_CHARS);

    private final Reader source;
    private final PgnLexer lexer;
    private final int[] legal = new int[256];
    private int number;
    /** Offset in the text of the current game's first token. */
    private long gameStart;
    /** The names of the current game's tags (a repeated one starts the next game). */
    private final List<String> names = new ArrayList<>(16);

    private PgnWalk(Reader source, int firstNumber, int firstLine, int firstColumn) {
        this.source = source;
        this.lexer = new PgnLexer(source, firstLine, firstColumn);
        this.number = firstNumber - 1;
    }

    /** A walk over a text; offsets are in characters. */
    public static PgnWalk of(Reader source) {
        return new PgnWalk(source, 1, 1, 1);
    }

    /**
     * A walk over PGN bytes: UTF-8, with any byte that is not UTF-8 (an old Latin-1 file, where ½ is
     * one byte) read as its Latin-1 character, as the session's file loading does; offsets are in bytes.
     */
    public static PgnWalk of(InputStream bytes) {
        return of(new Utf8OrLatin1Reader(bytes));
    }

    /**
     * A walk over bytes that start where game {@code number} starts in a file, at {@code line} and
     * {@code column} (a file opened and moved to the offset a walk reported): the games keep the
     * numbers, and problems the lines and columns, they have in the whole file; offsets count from
     * where it started.
     */
    public static PgnWalk from(InputStream bytesFromOffset, int number, int line, int column) {
        return new PgnWalk(new Utf8OrLatin1Reader(bytesFromOffset), number, line, column);
    }

    @Override
    public void close() throws IOException {
        source.close();
    }

    /** Reads the next game, reporting it to {@code visitor}; what the visitor made of it, or empty at the end of the text. */
    public <R> Optional<R> next(PgnVisitor<R> visitor) {
        // comments before a game's tags are read whatever the visitor wants of the moves
        lexer.keepComments(true);
        PgnLexer.Kind k = lexer.advance();
        while (k == PgnLexer.Kind.CLOSE || k == PgnLexer.Kind.RESULT || k == PgnLexer.Kind.NAG) {
            k = lexer.advance(); // stray tokens between games
        }
        if (k == PgnLexer.Kind.EOF) {
            return Optional.empty();
        }
        gameStart = lexer.offset();
        long startOffset = lexer.tokenOffset();
        int startLine = lexer.line();
        int startColumn = lexer.column();
        List<String> before = List.of();
        PgnProblem beforeProblem = null;
        int beforeLine = 0;
        int beforeColumn = 0;
        while (k == PgnLexer.Kind.COMMENT) {
            if (beforeProblem == null) {
                beforeProblem = lexer.tooLong() != null ? lexer.tooLong() : gameTooLong();
                beforeLine = lexer.line();
                beforeColumn = lexer.column();
            }
            if (beforeProblem == null) {
                if (before.isEmpty()) {
                    before = new ArrayList<>(1);
                }
                before.add(lexer.text().toString());
            }
            k = lexer.advance();
        }
        if (k == PgnLexer.Kind.EOF) {
            return Optional.empty();
        }
        number++;
        visitor.begin(number, startOffset, startLine, startColumn);
        names.clear();
        TagNames seen = new TagNames();
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
            if (!names.isEmpty() && (lexer.blankLineBefore() || seen.contains(names, name))) {
                lexer.pushBack();
                comments(visitor.headersEnd(start), visitor, before, problem);
                return Optional.of(visitor.end(Optional.ofNullable(problem)));
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
                names.add(name);
                seen.added(names);
                visitor.tag(name, lexer.valueText());
                if (name.equals("Variant")) {
                    String value = lexer.value();
                    if (isChess960(value)) {
                        chess960 = true;
                        if (problem != null && problem.problem() instanceof PgnProblem.BadFen) {
                            problem = null; // read again below as Chess960
                        }
                    } else if (problem == null) {
                        problem = unsupportedVariant(value);
                    }
                }
                if (name.equals("FEN")) {
                    fenText = lexer.value();
                    fenLine = lexer.line();
                    fenColumn = lexer.column();
                    if (problem == null && !chess960) {
                        Fen.Result fen = readFen(fenText);
                        if (fen.position().isPresent()) {
                            start = fen.position().get();
                        } else {
                            problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(),
                                    new PgnProblem.BadFen(fenText, fen.error().orElseThrow()));
                        }
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
        PgnVisitor.Movetext wanted = visitor.headersEnd(start);
        comments(wanted, visitor, before, problem);
        lexer.keepComments(wanted == PgnVisitor.Movetext.READ);
        return Optional.of(visitor.end(Optional.ofNullable(movetext(k, start, wanted, visitor, problem))));
    }

    /** Reports the comments read before the tags, which open the main line, to a visitor that reads comments. */
    private static void comments(PgnVisitor.Movetext wanted, PgnVisitor<?> visitor, List<String> before,
                                 PgnEntry.Problem problem) {
        if (wanted == PgnVisitor.Movetext.READ && problem == null) {
            before.forEach(visitor::comment);
        }
    }

    /** The main line or a variation being walked. */
    private static final class Frame {
        Position position;
        Position beforeLast;
        /** Moves played in this line (or counted, when the moves are skipped). */
        int played;
        /** Where the "(" that opened this variation stands. */
        final int openLine;
        final int openColumn;

        Frame(Position position, int openLine, int openColumn) {
            this.position = position;
            this.openLine = openLine;
            this.openColumn = openColumn;
        }
    }

    /**
     * The moves of a game from its first token after the tags, {@code first}, to its result (or the
     * next game's start); {@code tagProblem} is a problem already found in the tags, or null. The
     * game's problem, or null.
     */
    private PgnEntry.Problem movetext(PgnLexer.Kind first, Position start, PgnVisitor.Movetext wanted,
                                      PgnVisitor<?> visitor, PgnEntry.Problem tagProblem) {
        boolean skip = wanted == PgnVisitor.Movetext.SKIP;
        boolean comments = wanted == PgnVisitor.Movetext.READ;
        PgnLexer.Kind k = first;
        PgnEntry.Problem problem = tagProblem;
        Frame main = new Frame(start, 0, 0);
        List<Frame> stack = new ArrayList<>(4);
        stack.add(main);
        /* Variations opened past the nesting limit: counted so that their ")" are matched, not kept. */
        int tooDeep = 0;
        loop:
        while (true) {
            Frame f = stack.get(stack.size() - 1);
            if (problem == null && k != PgnLexer.Kind.EOF && k != PgnLexer.Kind.TAG) {
                PgnProblem tooLong = lexer.tooLong() != null ? lexer.tooLong() : gameTooLong();
                if (tooLong != null) {
                    problem = new PgnEntry.Problem(number, lexer.line(), lexer.column(), tooLong);
                }
            }
            boolean report = problem == null && !skip;
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
                        if (report) {
                            visitor.result(resultOf(lexer.number()));
                        }
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
                    if (report && comments) {
                        visitor.comment(lexer.text().toString());
                    }
                }
                case NAG -> {
                    if (report && f.played > 0) {
                        visitor.nag(lexer.number());
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
                        if (problem == null && !skip) {
                            visitor.variationStart();
                        }
                    }
                }
                case CLOSE -> {
                    if (tooDeep > 0) {
                        tooDeep--;
                    } else if (stack.size() > 1) {
                        stack.remove(stack.size() - 1);
                        if (report) {
                            visitor.variationEnd();
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
                        if (skip && (f.played > 0 || stack.size() > 1)) {
                            f.played++; // counted: only the first main-line move is played
                        } else {
                            problem = play(f, skip ? null : visitor);
                        }
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
        return problem;
    }

    /** The game-size problem once the current token lies past {@link PgnLimits#GAME_CHARS}, else null. */
    private PgnProblem gameTooLong() {
        return lexer.offset() - gameStart > PgnLimits.GAME_CHARS ? GAME_TOO_LONG : null;
    }

    /**
     * Plays the move of the current symbol in frame {@code f} and reports it to {@code visitor} (none:
     * not reported); a problem when it cannot be played.
     */
    private PgnEntry.Problem play(Frame f, PgnVisitor<?> visitor) {
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
        if (visitor != null) {
            visitor.move(text, step.packed());
            int glyph = gluedGlyph(text);
            if (glyph > 0) {
                visitor.nag(glyph);
            }
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

    private static PgnResult resultOf(int code) {
        return switch (code) {
            case 1 -> PgnResult.WHITE_WINS;
            case 2 -> PgnResult.BLACK_WINS;
            case 3 -> PgnResult.DRAW;
            default -> PgnResult.UNKNOWN;
        };
    }
}
