package org.turnpan.chess.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnResult;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * A game's header in one sentence: "Magnus Carlsen, rated 2835, against Garry Kasparov, rated
 * 2831; Corus, Wijk aan Zee, 25 January 2004; round 3; White won; Sicilian Defence, ECO B90."
 * Unknown parts ("?", "????.??.??") are left out, and a site that is a web address is not read.
 */
public final class HeaderWords {

    /** The header sentence of {@code game}. */
    public Message header(PgnGame game) {
        List<Message> clauses = new ArrayList<>();
        Optional<PlayerName> white = name(game, Side.WHITE);
        Optional<PlayerName> black = name(game, Side.BLACK);
        if (white.isPresent() || black.isPresent()) {
            clauses.add(players(game, white, black));
        }
        List<Message> where = new ArrayList<>();
        known(game, "Event").ifPresent(e -> where.add(plain(e)));
        site(game).filter(s -> !game.tag("Event").map(s::equalsIgnoreCase).orElse(false))
                .ifPresent(s -> where.add(plain(s)));
        game.tag("Date").flatMap(PgnDate::parse).ifPresent(d -> where.add(date(d)));
        if (!where.isEmpty()) {
            clauses.add(Joined.commas(where));
        }
        known(game, "Round").ifPresent(r -> clauses.add(Message.of("review.header.round", "round", r)));
        result(game.result()).ifPresent(clauses::add);
        opening(game).ifPresent(clauses::add);
        return clauses.isEmpty() ? Message.of("review.header.none")
                : Message.of("review.header", "clauses", Joined.clauses(clauses));
    }

    /**
     * The name of the player of {@code side} as said in sentences about the game ("Magnus Carlsen"),
     * or "an unknown player": for a game read from a file, in place of "a player at this keyboard".
     */
    public Message player(PgnGame game, Side side) {
        return name(game, side).map(n -> Message.of("review.player.name", "name", n.spoken()))
                .orElse(Message.of("review.player.unknown"));
    }

    /** "White won", "Black won", "a draw"; empty for an unknown result. */
    static Optional<Message> result(PgnResult result) {
        return switch (result) {
            case WHITE_WINS -> Optional.of(Message.of("review.result.white-wins"));
            case BLACK_WINS -> Optional.of(Message.of("review.result.black-wins"));
            case DRAW -> Optional.of(Message.of("review.result.draw"));
            case UNKNOWN -> Optional.empty();
        };
    }

    /** "25 January 2004", "January 2004", "2004". */
    static Message date(PgnDate d) {
        if (d.day().isPresent()) {
            return Message.of("review.date.day", "day", d.day().getAsInt(), "month", month(d), "year", d.year());
        }
        if (d.month().isPresent()) {
            return Message.of("review.date.month", "month", month(d), "year", d.year());
        }
        return Message.of("review.date.year", "year", d.year());
    }

    /** The site when it is a place. */
    static Optional<String> site(PgnGame game) {
        return game.tag("Site").map(String::strip).filter(HeaderWords::isPlace);
    }

    /** A site tag names a place unless it is unknown, a web address, or has no letter (a board or round number). */
    static boolean isPlace(String site) {
        return !PlayerName.isUnknown(site) && !site.contains("://") && !site.startsWith("www.")
                && site.chars().anyMatch(Character::isLetter);
    }

    static Optional<PlayerName> name(PgnGame game, Side side) {
        return PlayerName.fromTag(game.tag(side == Side.WHITE ? "White" : "Black").orElse(""));
    }

    private static Message month(PgnDate d) {
        return Message.of("review.month." + d.month().getAsInt());
    }

    /** "Magnus Carlsen, rated 2835, against Garry Kasparov, rated 2831" (ratings when both are known). */
    private static Message players(PgnGame game, Optional<PlayerName> white, Optional<PlayerName> black) {
        Message w = white.map(n -> plain(n.spoken())).orElse(Message.of("review.player.unknown"));
        Message b = black.map(n -> plain(n.spoken())).orElse(Message.of("review.player.unknown"));
        Optional<String> whiteElo = rating(game, "WhiteElo");
        Optional<String> blackElo = rating(game, "BlackElo");
        return whiteElo.isPresent() && blackElo.isPresent()
                ? Message.of("review.header.players.rated", "white", w, "whiteElo", whiteElo.get(), "black", b,
                        "blackElo", blackElo.get())
                : Message.of("review.header.players", "white", w, "black", b);
    }

    private static Optional<String> rating(PgnGame game, String tag) {
        return game.tag(tag).map(String::strip).filter(r -> r.matches("[1-9]\\d{0,3}"));
    }

    private static Optional<Message> opening(PgnGame game) {
        Optional<String> name = known(game, "Opening")
                .map(o -> known(game, "Variation").map(v -> o + ", " + v).orElse(o));
        Optional<String> eco = known(game, "ECO");
        if (name.isPresent()) {
            return Optional.of(eco.map(e -> Message.of("review.header.opening-eco", "opening", name.get(), "eco", e))
                    .orElse(Message.of("review.header.opening", "opening", name.get())));
        }
        return eco.map(e -> Message.of("review.header.eco", "eco", e));
    }

    /** A tag's value unless it is missing or says it is unknown ("?", "-", empty). */
    private static Optional<String> known(PgnGame game, String tag) {
        return game.tag(tag).map(String::strip).filter(v -> !PlayerName.isUnknown(v));
    }

    /** A text from the file, said as it is written. */
    private static Message plain(String text) {
        return Message.of("review.text", "text", text);
    }
}
