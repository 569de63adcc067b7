package org.turnpan.chess.online;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Turns one ND-JSON line of the lichess streams into a {@link ServerEvent}; never throws. */
final class EventReader {

    private EventReader() {
    }

    /** The event of {@code line}; empty for a keep-alive (blank) line. */
    static Optional<ServerEvent> read(String line) {
        if (line.isBlank()) {
            return Optional.empty();
        }
        Optional<JsonValue> json = JsonValue.parse(line);
        if (json.isEmpty()) {
            return Optional.of(new ServerEvent.Unreadable(line.length()));
        }
        JsonValue j = json.get();
        ServerEvent e = switch (j.at("type").text("")) {
            case "gameStart" -> gameStart(j);
            case "gameFinish" -> new ServerEvent.GameFinish(j.at("game.gameId").text(j.at("game.id").text("")),
                    integer(j.at("game.ratingDiff")));
            case "challenge" -> challenge(j.at("challenge"), true);
            case "challengeCanceled" -> new ServerEvent.ChallengeGone(j.at("challenge.id").text(""), false, "");
            case "challengeDeclined" -> new ServerEvent.ChallengeGone(j.at("challenge.id").text(""), true,
                    j.at("challenge.declineReasonKey").text(j.at("challenge.declineReason").text("")));
            case "gameFull" -> gameFull(j);
            case "gameState" -> gameState(j);
            case "chatLine" -> new ServerEvent.ChatLine(j.at("username").text("?"), j.at("text").text(""),
                    j.at("room").text("player"));
            case "opponentGone" -> new ServerEvent.OpponentGone(j.at("gone").isTrue(),
                    integer(j.at("claimWinInSeconds")));
            default -> null;
        };
        return Optional.of(e == null || invalid(e) ? new ServerEvent.Unreadable(line.length()) : e);
    }

    private static boolean invalid(ServerEvent e) {
        if (e instanceof ServerEvent.GameStart s) {
            return s.gameId().isEmpty();
        }
        if (e instanceof ServerEvent.GameFull f) {
            return f.gameId().isEmpty() || f.state() == null;
        }
        if (e instanceof ServerEvent.GameState s) {
            return s.status().isEmpty();
        }
        return e instanceof ServerEvent.Challenge c && c.id().isEmpty();
    }

    private static ServerEvent gameStart(JsonValue j) {
        JsonValue g = j.at("game");
        return new ServerEvent.GameStart(g.at("gameId").text(g.at("id").text("")), g.at("color").text(),
                g.at("opponent.username").text());
    }

    static ServerEvent.Challenge challenge(JsonValue c, boolean defaultIncoming) {
        Optional<ServerEvent.ClockSetting> clock = c.at("timeControl.type").text("").equals("clock")
                ? Optional.of(new ServerEvent.ClockSetting(c.at("timeControl.limit").number().orElse(0L),
                c.at("timeControl.increment").number().orElse(0L)))
                : Optional.empty();
        String direction = c.at("direction").text(defaultIncoming ? "in" : "out");
        return new ServerEvent.Challenge(c.at("id").text(""), c.at("challenger.name").text(
                c.at("challenger.id").text("?")), integer(c.at("challenger.rating")),
                c.at("variant.key").text("standard"), c.at("rated").isTrue(), clock,
                integer(c.at("timeControl.daysPerTurn")), direction.equals("in"));
    }

    private static ServerEvent gameFull(JsonValue j) {
        Optional<ServerEvent.ClockSetting> clock = j.at("clock").present()
                ? Optional.of(new ServerEvent.ClockSetting(j.at("clock.initial").number().orElse(0L) / 1000,
                j.at("clock.increment").number().orElse(0L) / 1000))
                : Optional.empty();
        ServerEvent state = gameState(j.at("state"));
        return new ServerEvent.GameFull(j.at("id").text(""), j.at("variant.key").text("standard"),
                player(j.at("white")), player(j.at("black")), j.at("initialFen").text("startpos"), clock,
                j.at("speed").text(""), j.at("rated").isTrue(),
                state instanceof ServerEvent.GameState s && !s.status().isEmpty() ? s : null);
    }

    private static ServerEvent.PlayerInfo player(JsonValue p) {
        OptionalInt ai = integer(p.at("aiLevel"));
        return new ServerEvent.PlayerInfo(p.at("name").text(p.at("id").text("?")), integer(p.at("rating")), ai,
                p.at("title").text());
    }

    private static ServerEvent gameState(JsonValue j) {
        String moves = j.at("moves").text("").strip();
        List<String> list = moves.isEmpty() ? List.of() : Arrays.asList(moves.split("\\s+"));
        return new ServerEvent.GameState(List.copyOf(list), j.at("wtime").number().orElse(0L),
                j.at("btime").number().orElse(0L), j.at("status").text(""), j.at("winner").text(),
                j.at("wdraw").isTrue(), j.at("bdraw").isTrue(), j.at("wtakeback").isTrue(), j.at("btakeback").isTrue());
    }

    private static OptionalInt integer(JsonValue v) {
        return v.number().filter(n -> n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE)
                .map(n -> OptionalInt.of((int) (long) n)).orElse(OptionalInt.empty());
    }
}
