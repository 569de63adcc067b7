package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.turnpan.chess.rules.Chess960;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.game.TurnSentences;
import org.turnpan.chess.session.record.GameNotes;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * A Chess960 game from the session (issue 26): {@code new 960} (a start position at random) or
 * {@code new 960 518}, with the other words of {@code new} after them; the start position is said
 * once at the start ("Chess960 position 518: rook, knight, bishop, queen, king, bishop, knight,
 * rook."), then the usual greeting. The window's New game dialog asks the same ({@link #begin}).
 */
public final class Chess960Start {
    /** The words that ask for Chess960 after {@code new}: the same in every language. */
    private static final List<String> WORDS = List.of("960", "chess960", "fischer", "fischerandom", "frc");

    private Chess960Start() {
    }

    /** What the words after {@code new} ask for: a standard game, a Chess960 position, or a refusal. */
    public sealed interface Chosen {
        /** The words left for players and the clock. */
        List<String> rest();
    }

    /** No Chess960 word: a standard game. */
    record Standard(List<String> rest) implements Chosen {
    }

    /** Chess960 from this start position. */
    public record Numbered(int number, List<String> rest) implements Chosen {
    }

    /** A Chess960 number out of range: said, and no game is replaced. */
    public record Refused(List<Announcement> said) implements Chosen {
        @Override
        public List<String> rest() {
            return List.of();
        }
    }

    /** Reads "960" and an optional number 0-959 at the front of {@code typed}; at random without one. */
    public static Chosen chosen(List<String> typed) {
        return chosen(typed, RandomGenerator.getDefault());
    }

    public static Chosen chosen(List<String> typed, RandomGenerator random) {
        if (typed.isEmpty() || !WORDS.contains(typed.get(0).toLowerCase(Locale.ROOT))) {
            return new Standard(typed);
        }
        if (typed.size() > 1 && typed.get(1).matches("[0-9]{1,9}")) {
            int n = Integer.parseInt(typed.get(1));
            if (n >= Chess960.COUNT) {
                return new Refused(List.of(Announcement.queued(Kind.REFUSAL,
                        Message.of("chess960.number.range", "number", typed.get(1)))));
            }
            return new Numbered(n, typed.subList(2, typed.size()));
        }
        if (typed.size() > 1 && typed.get(1).matches("-?[0-9]+.*")) {
            return new Refused(List.of(Announcement.queued(Kind.REFUSAL,
                    Message.of("chess960.number.range", "number", org.turnpan.chess.text.Echo.of(typed.get(1))))));
        }
        return new Numbered(Chess960.randomNumber(random), typed.subList(1, typed.size()));
    }

    /** A new Chess960 game from position {@code number} with the players and clock of {@code settings}. */
    public static List<Announcement> begin(Helm core, SessionSettings settings, int number) {
        core.archive().forgetOffer();
        GameRecord record = new GameRecord(Game.from(Chess960.start(number)), List.of(), settings.white(),
                settings.black(), settings.timeControl(), Optional.empty(), GameNotes.NONE);
        // the usual greeting (players, clock, whose move) after the start position, said once
        List<Announcement> said = new ArrayList<>(core.begin(record, settings, List.of(position(core, number))));
        said.add(Announcement.queued(Kind.HELP, TurnSentences.newGame(core.match(), core.words())));
        return said;
    }

    /** "Chess960 position 518: rook, knight, bishop, queen, king, bishop, knight, rook." */
    static Message position(Helm core, int number) {
        List<Message> pieces = new ArrayList<>(8);
        for (PieceType type : Chess960.backRank(number)) {
            pieces.add(core.words().noun(type, 1));
        }
        return Message.of("chess960.position", "number", number, "pieces", Joined.commas(pieces));
    }
}
