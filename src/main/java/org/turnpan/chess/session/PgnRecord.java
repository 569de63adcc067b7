package org.turnpan.chess.session;

import java.io.StringReader;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.clock.PgnClock;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnLine;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.notation.pgn.PgnResult;
import org.turnpan.chess.notation.pgn.PgnTag;
import org.turnpan.chess.notation.pgn.PgnWriter;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;

/**
 * The session's games as PGN, through the notation layer's reader and writer: the players and
 * the time control in tags, and the mover's remaining time after each move as a
 * {@code [%clk h:mm:ss]} comment.
 */
final class PgnRecord {
    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+([^\\]\\s]+)\\s*\\]");

    private PgnRecord() {
    }

    /**
     * What reading game {@code number} of a file gave: the game, or why it could not be read (empty
     * when the file holds no game at all or fewer games than {@code number}), and how many games
     * the file holds.
     */
    record Read(Optional<SavedGame> game, Optional<PgnEntry.Problem> problem, int games) {
    }

    static String write(SavedGame saved) {
        Game game = saved.game();
        List<PgnTag> tags = new ArrayList<>();
        tags.add(new PgnTag("Event", "Turnpan Chess"));
        tags.add(new PgnTag("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"))));
        tags.add(new PgnTag("White", saved.white().text()));
        tags.add(new PgnTag("Black", saved.black().text()));
        tags.add(new PgnTag("TimeControl", saved.timeControl().orElse(TimeControl.untimed()).pgnTag()));
        game.outcome().ifPresent(o -> tags.add(new PgnTag("Termination", o.termination().name().toLowerCase(Locale.ROOT))));
        List<PgnMove> moves = new ArrayList<>();
        List<Move> played = game.moves();
        for (int i = 0; i < played.size(); i++) {
            List<String> comments = i < saved.clocks().size()
                    ? List.of("[%clk " + PgnClock.format(saved.clocks().get(i)) + "]") : List.of();
            moves.add(new PgnMove(played.get(i), List.of(), comments, List.of()));
        }
        PgnResult result = game.outcome().map(o -> PgnResult.parse(o.pgnResult())).orElse(PgnResult.UNKNOWN);
        return PgnWriter.toText(new PgnGame(tags, game.startPosition(), new PgnLine(List.of(), moves), result));
    }

    /** Reads game {@code number} (from 1) of a PGN text, counting the games the text holds. */
    static Read read(String text, int number) {
        PgnReader reader = new PgnReader(new StringReader(text));
        PgnEntry wanted = null;
        int games = 0;
        while (reader.hasNext()) {
            PgnEntry entry = reader.next();
            games++;
            if (games == number) {
                wanted = entry;
            }
        }
        if (wanted instanceof PgnEntry.Problem problem) {
            return new Read(Optional.empty(), Optional.of(problem), games);
        }
        if (wanted == null) {
            return new Read(Optional.empty(), Optional.empty(), games);
        }
        return new Read(Optional.of(saved(((PgnEntry.Read) wanted).game())), Optional.empty(), games);
    }

    private static SavedGame saved(PgnGame pgn) {
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
        return new SavedGame(game, player(pgn.tag("White")), player(pgn.tag("Black")),
                pgn.tag("TimeControl").map(tag -> TimeControl.fromPgnTag(tag).orElse(TimeControl.untimed())), clocks);
    }

    /** A result the moves do not show by themselves (resignation, agreement, time). */
    private static Game applyResult(Game game, PgnResult result, String termination) {
        if (game.isOver() || result == PgnResult.UNKNOWN) {
            return game;
        }
        if (result == PgnResult.DRAW) {
            return termination.startsWith("timeout") ? game.flagFall(game.position().sideToMove()) : game.agreeDraw();
        }
        Side loser = result == PgnResult.WHITE_WINS ? Side.BLACK : Side.WHITE;
        return termination.equals("time_forfeit") ? game.flagFall(loser) : game.resign(loser);
    }

    /** A player tag this program wrote ("human", "builtin:3"); any other name is someone at this keyboard. */
    private static Player player(Optional<String> tag) {
        return tag.map(Player::parse).filter(Player.Valid.class::isInstance).map(v -> ((Player.Valid) v).player())
                .orElse(Player.HUMAN);
    }
}
