package org.turnpan.chess.session.record;

import java.io.StringReader;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.clock.PgnClock;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.notation.pgn.GameBuilder;
import org.turnpan.chess.notation.pgn.HeadersBuilder;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnLine;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.notation.pgn.PgnResult;
import org.turnpan.chess.notation.pgn.PgnTag;
import org.turnpan.chess.notation.pgn.PgnWalk;
import org.turnpan.chess.notation.pgn.PgnWriter;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Termination;

/**
 * The session's games as PGN, through the notation layer's reader and writer: the players and
 * the time control in tags, a set-up start position in {@code [SetUp "1"]} and {@code [FEN]}, and
 * the mover's remaining time after each move as a {@code [%clk h:mm:ss]} comment. What a file
 * said beyond that ({@link GameNotes}: its other tags, comments, NAGs, variations) is written back.
 *
 * <p>The White and Black tags hold names, as the PGN standard asks: a side played at this keyboard
 * keeps the name its file gave it, or is "?" (unknown); an engine is named by its seat
 * ("Turnpan 3", "stockfish"). The standard's {@code WhiteType}/{@code BlackType} say
 * "human" or "program", and {@code WhiteSeat}/{@code BlackSeat} hold the seat as typed
 * ("builtin:3"), so that a resumed game gets its engines back. Files written before these tags
 * held the seat in White/Black; such a seat is still read back. {@code Termination} takes the
 * standard's values: "normal", "time forfeit" when a flag fell, "abandoned" when an online
 * opponent left and the win was claimed.
 */
public final class PgnRecord {
    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+([^\\]\\s]+)\\s*\\]");

    private PgnRecord() {
    }

    /**
     * What reading game {@code number} of a file gave: the game, or why it could not be read (empty
     * when the file holds no game at all or fewer games than {@code number}), and how many games
     * the file holds, and how many half-moves of the game's main line were not played because the
     * rules ended the game before them (a draw by repetition or by the fifty-move rule, a mate);
     * {@code parsed} is the game as read, which the review walks.
     */
    public record Read(Optional<SavedGame> game, Optional<PgnEntry.Problem> problem, int games, int unplayed,
                       Optional<PgnGame> parsed) {
    }

    public static String write(SavedGame saved) {
        return PgnWriter.toText(pgn(saved));
    }

    /** As {@link #write(SavedGame)}, naming the side played at this keyboard {@code playerName} (the {@code name} setting). */
    public static String write(SavedGame saved, String playerName) {
        return PgnWriter.toText(pgn(saved, playerName));
    }

    public static PgnGame pgn(SavedGame saved) {
        return pgn(saved, "");
    }

    /**
     * The game as the PGN {@link #write} writes: tags, start, moves with the file's notes and the
     * clocks, result. {@code playerName} (empty: none) names the side played at this keyboard when
     * it is the only one and the file gave it no name: two players sharing the keyboard stay "?".
     */
    public static PgnGame pgn(SavedGame saved, String playerName) {
        Game game = saved.game();
        GameNotes notes = saved.notes();
        List<PgnTag> tags = new ArrayList<>();
        tags.add(new PgnTag("Event", notes.tag("Event").orElse("Turnpan Chess")));
        tags.add(new PgnTag("Date", notes.tag("Date").orElse(LocalDate.now(ZoneId.systemDefault()).format(DateTimeFormatter.ofPattern("yyyy.MM.dd")))));
        boolean oneAtKeyboard = saved.white().isHuman() != saved.black().isHuman();
        String mine = oneAtKeyboard ? playerName : "";
        tags.add(new PgnTag("White", player(saved.white(), notes.tag("White"), mine)));
        tags.add(new PgnTag("Black", player(saved.black(), notes.tag("Black"), mine)));
        tags.add(new PgnTag("WhiteType", type(saved.white())));
        tags.add(new PgnTag("BlackType", type(saved.black())));
        if (!saved.white().isHuman()) {
            tags.add(new PgnTag("WhiteSeat", saved.white().text()));
        }
        if (!saved.black().isHuman()) {
            tags.add(new PgnTag("BlackSeat", saved.black().text()));
        }
        Position start = game.startPosition();
        if (start.isChess960()) {
            // read back as Chess960 by us and by lichess, Stockfish's tools and pgn-extract (issue 26)
            tags.add(new PgnTag("Variant", "Chess960"));
        }
        if (!start.equals(Position.initial())) {
            tags.add(new PgnTag("SetUp", "1"));
            tags.add(new PgnTag("FEN", Fen.write(start)));
        }
        Optional<TimeControl> timed = saved.timeControl().filter(TimeControl::isTimed);
        // the file's own spelling when it means the session's clock ("300+0" stays "300+0")
        Optional<String> filed = notes.tag("TimeControl");
        tags.add(new PgnTag("TimeControl", timed.map(tc -> filed.filter(t -> TimeControl.fromPgnTag(t).equals(Optional.of(tc)))
                .orElse(tc.pgnTag())).orElse(filed.orElse("-"))));
        game.outcome().ifPresent(o -> tags.add(new PgnTag("Termination", termination(o.termination()))));
        for (PgnTag t : notes.tags()) {
            if (!List.of("Event", "Date", "White", "Black", "TimeControl").contains(t.name())) {
                tags.add(t);
            }
        }
        List<PgnMove> moves = new ArrayList<>();
        List<Move> played = game.moves();
        boolean followsFile = true;
        for (int i = 0; i < played.size(); i++) {
            Optional<String> clock = i < saved.clocks().size()
                    ? Optional.of("[%clk " + PgnClock.format(saved.clocks().get(i)) + "]") : Optional.empty();
            followsFile = followsFile && notes.follows(played, i);
            moves.add(notes.move(played, i, followsFile, clock));
        }
        return new PgnGame(tags, start, new PgnLine(notes.openingComments(), moves), result(game));
    }

    /** The game termination marker of a game as the rules and the session ended it ("*" while it goes on). */
    public static PgnResult result(Game game) {
        return game.outcome().map(o -> PgnResult.parse(o.pgnResult())).orElse(PgnResult.UNKNOWN);
    }

    /**
     * The White or Black tag: the file's name for a side played at this keyboard, else the
     * player's name setting, else "?" (the standard's unknown name); an engine's name from its seat.
     */
    private static String player(Player seat, Optional<String> name, String playerName) {
        if (seat instanceof Player.Engine engine) {
            return engineName(engine.spec());
        }
        return name.filter(n -> !n.isBlank() && !isSeat(n) && !n.equals("?"))
                .orElse(playerName.isBlank() ? "?" : playerName);
    }

    private static String engineName(EngineSpec spec) {
        if (spec instanceof EngineSpec.Builtin builtin) {
            return "Turnpan " + builtin.level();
        }
        String path = ((EngineSpec.Uci) spec).path();
        Path file = Path.of(path).getFileName();
        return file == null ? path : file.toString();
    }

    /** The standard's WhiteType/BlackType value. */
    private static String type(Player seat) {
        return seat.isHuman() ? "human" : "program";
    }

    /** The standard's Termination value: how the game ended as the PGN standard names it. */
    static String termination(Termination termination) {
        return switch (termination) {
            case TIME_FORFEIT, TIMEOUT_VS_INSUFFICIENT_MATERIAL -> "time forfeit";
            case ABANDONED -> "abandoned";
            case CHECKMATE, STALEMATE, INSUFFICIENT_MATERIAL, THREEFOLD_REPETITION, FIFTY_MOVES, AGREEMENT,
                    RESIGNATION -> "normal";
        };
    }

    /**
     * True when a White or Black tag names a seat the session can take again ("human",
     * "builtin:3", "uci:/usr/games/stockfish"), false for a person's name ("Kasparov, Garry").
     */
    static boolean isSeat(String value) {
        return Player.parse(value) instanceof Player.Valid;
    }

    /**
     * Reads game {@code number} (from 1) of a PGN text, counting the games the text holds: one walk,
     * building that game and skipping the moves of the others.
     */
    public static Read read(String text, int number) {
        PgnWalk walk = PgnWalk.of(new StringReader(text));
        HeadersBuilder others = new HeadersBuilder();
        Optional<PgnEntry> wanted = Optional.empty();
        int games = 0;
        while (true) {
            if (games + 1 == number) {
                wanted = walk.next(new GameBuilder());
                if (wanted.isEmpty()) {
                    break;
                }
            } else if (walk.next(others).isEmpty()) {
                break;
            }
            games++;
        }
        if (wanted.isPresent() && wanted.get() instanceof PgnEntry.Problem problem) {
            return new Read(Optional.empty(), Optional.of(problem), games, 0, Optional.empty());
        }
        if (wanted.isEmpty()) {
            return new Read(Optional.empty(), Optional.empty(), games, 0, Optional.empty());
        }
        PgnGame pgn = ((PgnEntry.Read) wanted.get()).game();
        SavedGame saved = saved(pgn);
        return new Read(Optional.of(saved), Optional.empty(), games,
                pgn.mainline().moves().size() - saved.game().plyCount(), Optional.of(pgn));
    }

    /** The session's view of a game read from a file: the rules game, seats, clock, clocks and notes. */
    public static SavedGame saved(PgnGame pgn) {
        Game game = pgn.toGame();
        List<Duration> clocks = new ArrayList<>();
        for (PgnMove m : pgn.mainline().moves()) {
            Optional<Duration> clk = m.comments().stream().map(CLK::matcher).filter(Matcher::find).findFirst()
                    .flatMap(cm -> PgnClock.parse(cm.group(1)));
            if (clk.isEmpty() || clocks.size() == game.plyCount()) {
                break;
            }
            clocks.add(clk.get());
        }
        game = applyResult(game, pgn.result(), pgn.tag("Termination").orElse(""));
        return new SavedGame(game, seat(pgn.tag("WhiteSeat").or(() -> pgn.tag("White"))),
                seat(pgn.tag("BlackSeat").or(() -> pgn.tag("Black"))),
                pgn.tag("TimeControl").map(tag -> TimeControl.fromPgnTag(tag).orElse(TimeControl.untimed())), clocks,
                GameNotes.of(pgn, PgnRecord::isSeat));
    }

    /** The seat a White or Black tag gives: itself when it is one, else a person at this keyboard. */
    private static Player seat(Optional<String> tag) {
        return tag.map(Player::parse).filter(Player.Valid.class::isInstance).map(v -> ((Player.Valid) v).player())
                .orElse(Player.HUMAN);
    }

    /** A result the moves do not show by themselves (resignation, agreement, time). */
    private static Game applyResult(Game game, PgnResult result, String termination) {
        if (game.isOver() || result == PgnResult.UNKNOWN) {
            return game;
        }
        // "time forfeit" (the standard, lichess's "Time forfeit"), and this program's older
        // "time_forfeit" and "timeout_vs_insufficient_material"
        boolean onTime = termination.toLowerCase(Locale.ROOT).contains("time");
        if (result == PgnResult.DRAW) {
            return onTime ? game.flagFall(game.position().sideToMove()) : game.agreeDraw();
        }
        Side loser = result == PgnResult.WHITE_WINS ? Side.BLACK : Side.WHITE;
        if (termination.equalsIgnoreCase("abandoned")) {
            return game.abandon(loser);
        }
        return onTime ? game.flagFall(loser) : game.resign(loser);
    }
}
