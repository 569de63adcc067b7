package org.turnpan.chess.session;

import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.clock.PgnClock;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * The session's PGN: one game with the players and time control in tags, moves in SAN and the
 * mover's remaining time after each move as a {@code [%clk h:mm:ss]} comment. Reads any single
 * game in that form (comments, NAGs and variations are skipped).
 */
final class PgnRecord {
    private static final Pattern TAG = Pattern.compile("\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]");
    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+([^\\]\\s]+)\\s*\\]");

    private PgnRecord() {
    }

    /** What reading gave: a game, or the text of the first move that could not be played. */
    record Read(Optional<SavedGame> game, String problem) {
    }

    static String write(SavedGame saved) {
        Game game = saved.game();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Turnpan Chess");
        tags.put("Site", "?");
        tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Round", "-");
        tags.put("White", saved.white());
        tags.put("Black", saved.black());
        String result = game.outcome().map(o -> o.pgnResult()).orElse("*");
        tags.put("Result", result);
        tags.put("TimeControl", GameClockAdapter.control(saved.timeControl()).filter(tc -> tc.isTimed())
                .map(tc -> tc.initial().toSeconds() + "+" + tc.increment().toSeconds()).orElse("-"));
        Position start = game.startPosition();
        if (!start.equals(Position.initial())) {
            tags.put("SetUp", "1");
            tags.put("FEN", start.toFen());
        }
        game.outcome().ifPresent(o -> tags.put("Termination", o.termination().name().toLowerCase(Locale.ROOT)));
        StringBuilder sb = new StringBuilder();
        tags.forEach((k, v) -> sb.append('[').append(k).append(" \"")
                .append(v.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
        sb.append('\n');
        List<Move> moves = game.moves();
        List<Position> positions = game.positions();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            Position before = positions.get(i);
            StringBuilder token = new StringBuilder();
            if (before.sideToMove() == org.turnpan.chess.rules.Side.WHITE) {
                token.append(before.fullmoveNumber()).append(". ");
            } else if (i == 0) {
                token.append(before.fullmoveNumber()).append("... ");
            }
            token.append(MoveText.san(before, moves.get(i)));
            if (i < saved.clocks().size()) {
                token.append(" {[%clk ").append(PgnClock.format(saved.clocks().get(i))).append("]}");
            }
            append(sb, line, token.toString());
        }
        append(sb, line, result);
        sb.append(line).append("\n");
        return sb.toString();
    }

    private static void append(StringBuilder out, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > 79) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    static Read read(String text) {
        Map<String, String> tags = new LinkedHashMap<>();
        Matcher tm = TAG.matcher(text);
        int bodyStart = 0;
        while (tm.find()) {
            if (!text.substring(bodyStart, tm.start()).isBlank()) {
                break;
            }
            tags.put(tm.group(1), tm.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            bodyStart = tm.end();
        }
        Position start = Position.initial();
        if (tags.containsKey("FEN")) {
            Fen.Result fen = Fen.parse(tags.get("FEN"));
            if (fen.position().isEmpty()) {
                return new Read(Optional.empty(), tags.get("FEN"));
            }
            start = fen.position().get();
        }
        Game game = Game.from(start);
        List<Duration> clocks = new ArrayList<>();
        String body = text.substring(bodyStart);
        int i = 0;
        int depth = 0;
        String endResult = "*";
        while (i < body.length()) {
            char c = body.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '{') {
                int close = body.indexOf('}', i);
                close = close < 0 ? body.length() : close;
                Matcher cm = CLK.matcher(body.substring(i, close));
                if (depth == 0 && cm.find() && clocks.size() == game.plyCount() - 1) {
                    PgnClock.parse(cm.group(1)).ifPresent(clocks::add);
                }
                i = close + 1;
            } else if (c == ';') {
                int nl = body.indexOf('\n', i);
                i = nl < 0 ? body.length() : nl + 1;
            } else if (c == '(') {
                depth++;
                i++;
            } else if (c == ')') {
                depth--;
                i++;
            } else {
                int end = i;
                while (end < body.length() && !Character.isWhitespace(body.charAt(end))
                        && "{}();".indexOf(body.charAt(end)) < 0) {
                    end++;
                }
                String token = body.substring(i, end);
                i = end;
                if (depth > 0 || token.startsWith("$") || token.matches("\\d+\\.*")) {
                    continue;
                }
                if (token.matches("1-0|0-1|1/2-1/2|\\*")) {
                    endResult = token;
                    break;
                }
                String san = token.replaceFirst("^\\d+\\.+", "");
                if (san.isEmpty() || game.isOver()) {
                    continue;
                }
                MoveText.Parsed parsed = MoveText.read(game.position(), san, Locale.ENGLISH);
                if (!(parsed instanceof MoveText.Found found)) {
                    return new Read(Optional.empty(), san);
                }
                game = game.play(found.move());
            }
        }
        game = applyResult(game, endResult, tags.getOrDefault("Termination", ""));
        String tc = tags.getOrDefault("TimeControl", "-");
        return new Read(Optional.of(new SavedGame(game, tags.get("White"), tags.get("Black"), timeControl(tc),
                clocks.size() == game.plyCount() || !clocks.isEmpty() ? clocks : List.of())), "");
    }

    /** A result the moves do not show by themselves (resignation, agreement, time). */
    private static Game applyResult(Game game, String result, String termination) {
        if (game.isOver() || result.equals("*")) {
            return game;
        }
        if (result.equals("1/2-1/2")) {
            return termination.startsWith("timeout") ? game.flagFall(game.position().sideToMove()) : game.agreeDraw();
        }
        org.turnpan.chess.rules.Side loser = result.equals("1-0")
                ? org.turnpan.chess.rules.Side.BLACK : org.turnpan.chess.rules.Side.WHITE;
        return termination.equals("time_forfeit") ? game.flagFall(loser) : game.resign(loser);
    }

    /** "180+2" seconds in PGN becomes "3+2" minutes for the session. */
    private static String timeControl(String pgn) {
        Matcher m = Pattern.compile("(\\d+)\\+(\\d+)").matcher(pgn);
        if (!m.matches()) {
            return SessionSettings.UNTIMED;
        }
        long seconds = Long.parseLong(m.group(1));
        String minutes = seconds % 60 == 0 ? Long.toString(seconds / 60) : Double.toString(seconds / 60.0);
        return minutes + "+" + m.group(2);
    }
}
