package org.turnpan.chess.session.settings;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.Verbosity;

/**
 * Everything a player chooses before or during a game. Immutable; change one field with a
 * {@code with...} method and hand the result to the session.
 *
 * @param locale      answer language (en, it, ru, bg, vi); English command words always work too
 * @param moveStyle   how moves are read aloud
 * @param verbosity   how much is said after each move
 * @param squareNames how squares are spelled
 * @param voice       the voice the front end should speak with; the session only stores it
 * @param white       who plays White
 * @param black       who plays Black
 * @param timeControl the clock of the next game (untimed, or a starting time plus an increment)
 * @param warnings    remaining-time thresholds at which a clock warning is spoken, e.g. 30 s and 10 s
 * @param preferences the player's comforts kept between runs (speech rate and volume, theme, zoom,
 *                    the engine last chosen); the session keeps and says them, front ends act on them
 */
public record SessionSettings(Locale locale, MoveStyle moveStyle, Verbosity verbosity, SquareStyle squareNames,
                              VoiceSetting voice, Player white, Player black, TimeControl timeControl,
                              List<Duration> warnings, Preferences preferences) {

    public SessionSettings {
        locale = locale == null ? Locale.ENGLISH : locale;
        moveStyle = moveStyle == null ? MoveStyle.WORDS : moveStyle;
        verbosity = verbosity == null ? Verbosity.NORMAL : verbosity;
        squareNames = squareNames == null ? SquareStyle.PLAIN : squareNames;
        voice = voice == null ? VoiceSetting.AUTO : voice;
        white = white == null ? Player.HUMAN : white;
        black = black == null ? Player.HUMAN : black;
        timeControl = timeControl == null ? TimeControl.untimed() : timeControl;
        warnings = warnings == null ? List.of(Duration.ofSeconds(30), Duration.ofSeconds(10)) : List.copyOf(warnings);
        preferences = preferences == null ? Preferences.DEFAULTS : preferences;
    }

    /** Two people at one keyboard, untimed, English, moves in words. */
    public static SessionSettings defaults() {
        return new SessionSettings(null, null, null, null, null, null, null, null, null, null);
    }

    public SessionSettings withLocale(Locale l) {
        return edit(e -> e.locale = l);
    }

    public SessionSettings withMoveStyle(MoveStyle s) {
        return edit(e -> e.moveStyle = s);
    }

    public SessionSettings withVerbosity(Verbosity v) {
        return edit(e -> e.verbosity = v);
    }

    public SessionSettings withSquareNames(SquareStyle n) {
        return edit(e -> e.squareNames = n);
    }

    public SessionSettings withVoice(VoiceSetting v) {
        return edit(e -> e.voice = v);
    }

    public SessionSettings withPlayers(Player whitePlayer, Player blackPlayer) {
        return edit(e -> {
            e.white = whitePlayer;
            e.black = blackPlayer;
        });
    }

    /** These settings with {@code player} at {@code side}. */
    public SessionSettings withPlayer(Side side, Player player) {
        return side == Side.WHITE ? withPlayers(player, black) : withPlayers(white, player);
    }

    /**
     * These settings after a game began: a side whose player these settings asked for but the match
     * could not seat ({@code asked} had it, {@code seated} has another: an engine that would not
     * start, said and played from the keyboard) gets the seated player, so the next new game does
     * not try it, and say it, again.
     */
    public SessionSettings afterSeating(Function<Side, Player> asked, Function<Side, Player> seated) {
        SessionSettings s = this;
        for (Side side : Side.values()) {
            if (player(side).equals(asked.apply(side)) && !seated.apply(side).equals(asked.apply(side))) {
                s = s.withPlayer(side, seated.apply(side));
            }
        }
        return s;
    }

    public SessionSettings withTimeControl(TimeControl tc) {
        return edit(e -> e.timeControl = tc);
    }

    public SessionSettings withWarnings(List<Duration> w) {
        return edit(e -> e.warnings = w);
    }

    public SessionSettings withPreferences(Preferences p) {
        return edit(e -> e.preferences = p);
    }

    /** Who plays {@code side}. */
    public Player player(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /** A copy with the fields {@code change} sets changed: what every {@code with...} method makes. */
    private SessionSettings edit(Consumer<Edit> change) {
        Edit e = new Edit(this);
        change.accept(e);
        return e.settings();
    }

    /** The fields of a copy while one of them changes. */
    private static final class Edit {
        Locale locale;
        MoveStyle moveStyle;
        Verbosity verbosity;
        SquareStyle squareNames;
        VoiceSetting voice;
        Player white;
        Player black;
        TimeControl timeControl;
        List<Duration> warnings;
        Preferences preferences;

        Edit(SessionSettings s) {
            locale = s.locale;
            moveStyle = s.moveStyle;
            verbosity = s.verbosity;
            squareNames = s.squareNames;
            voice = s.voice;
            white = s.white;
            black = s.black;
            timeControl = s.timeControl;
            warnings = s.warnings;
            preferences = s.preferences;
        }

        SessionSettings settings() {
            return new SessionSettings(locale, moveStyle, verbosity, squareNames, voice, white, black, timeControl,
                    warnings, preferences);
        }
    }
}
