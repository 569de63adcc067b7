package org.turnpan.chess.session.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.notation.pgn.PgnTag;
import org.turnpan.chess.rules.Move;

/**
 * What a PGN file said about a game beyond what the session keeps by itself: its tags (event,
 * site, date, round, the players' names, ratings, opening...), the comments before the first move,
 * and each move's comments, NAGs and variations. The session writes them back when it saves or
 * autosaves the game, so opening a file and saving it again loses nothing of it.
 *
 * <p>The tags the session writes from its own state are left out: {@code TimeControl} (kept only
 * while the session has no clock of its own), {@code Result}, {@code SetUp}, {@code FEN} and
 * {@code Termination}, {@code WhiteType}/{@code BlackType} and {@code WhiteSeat}/{@code BlackSeat}.
 * {@code White} and {@code Black} are kept only when they are names, not seats ("human",
 * "builtin:3", as older files held them), see {@link PgnRecord}.
 */
public record GameNotes(List<PgnTag> tags, List<String> openingComments, List<PgnMove> moves) {

    /** Tags the session writes from its own state, never copied from a file. */
    static final Set<String> SESSION_TAGS = Set.of("Result", "SetUp", "FEN", "Variant", "Termination", "WhiteType", "BlackType",
            "WhiteSeat", "BlackSeat");

    /** Nothing noted: a game begun at this keyboard. */
    public static final GameNotes NONE = new GameNotes(List.of(), List.of(), List.of());

    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+[^\\]]*\\]");

    public GameNotes {
        tags = List.copyOf(tags);
        openingComments = List.copyOf(openingComments);
        moves = List.copyOf(moves);
    }

    /** The notes of a game read from a file; {@code isSeat} tells a seat in White/Black from a name. */
    static GameNotes of(PgnGame pgn, java.util.function.Predicate<String> isSeat) {
        List<PgnTag> kept = new ArrayList<>();
        for (PgnTag t : pgn.tags()) {
            boolean player = t.name().equals("White") || t.name().equals("Black");
            if (!SESSION_TAGS.contains(t.name()) && !(player && isSeat.test(t.value()))) {
                kept.add(t);
            }
        }
        return new GameNotes(kept, pgn.mainline().comments(), pgn.mainline().moves());
    }

    Optional<String> tag(String name) {
        return tags.stream().filter(t -> t.name().equals(name)).map(PgnTag::value).findFirst();
    }

    /**
     * Ply {@code ply} of {@code played} as it is written: with the file's comments, NAGs and
     * variations while the game still follows the file ({@code followsFile}: every move up to this
     * one is the file's). A clock the session kept for the move ({@code [%clk h:mm:ss]}) takes the
     * place of the file's {@code [%clk]} command inside its comment, or comes first when the file
     * had none.
     */
    PgnMove move(List<Move> played, int ply, boolean followsFile, Optional<String> clock) {
        Move move = played.get(ply);
        if (!followsFile || !follows(played, ply)) {
            return new PgnMove(move, List.of(), clock.map(List::of).orElse(List.of()), List.of());
        }
        PgnMove noted = moves.get(ply);
        if (clock.isEmpty()) {
            return noted;
        }
        List<String> comments = new ArrayList<>();
        boolean placed = false;
        for (String c : noted.comments()) {
            Matcher m = CLK.matcher(c);
            if (!m.find()) {
                comments.add(c);
                continue;
            }
            StringBuilder out = new StringBuilder();
            do {
                m.appendReplacement(out, placed ? "" : Matcher.quoteReplacement(clock.get()));
                placed = true;
            } while (m.find());
            m.appendTail(out);
            if (!out.toString().isBlank()) {
                comments.add(out.toString().strip());
            }
        }
        if (!placed) {
            comments.add(0, clock.get());
        }
        return new PgnMove(move, noted.nags(), comments, noted.variations());
    }

    /** True when ply {@code ply} of {@code played} is the file's move at that ply. */
    boolean follows(List<Move> played, int ply) {
        return ply < moves.size() && moves.get(ply).move().equals(played.get(ply));
    }
}
