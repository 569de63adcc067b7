package org.turnpan.chess.session;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.Verbosity;

/**
 * Everything a player chooses before or during a game. Immutable; change one field with a
 * {@code with...} method and hand the result to {@link GameSession#applySettings(SessionSettings)}.
 *
 * @param locale      answer language (en, it, ru, bg, vi); English command words always work too
 * @param moveStyle   how moves are read aloud
 * @param verbosity   how much is said after each move
 * @param squareNames how squares are spelled
 * @param voice       the voice the front end should speak with ("auto", "none", "espeak", ...);
 *                    the session only stores it, front ends act on it
 * @param white       player spec for White: "human", "builtin[:LEVEL]" or "uci:PATH"
 * @param black       player spec for Black
 * @param timeControl "untimed" (or empty) or "M+S" minutes plus seconds increment, e.g. "3+2"
 * @param warnings    remaining-time thresholds at which a clock warning is spoken, e.g. 30 s and 10 s
 */
public record SessionSettings(Locale locale, MoveStyle moveStyle, Verbosity verbosity, SquareStyle squareNames,
                              String voice, String white, String black, String timeControl,
                              List<Duration> warnings) {

    public static final String HUMAN = "human";
    public static final String UNTIMED = "untimed";

    public SessionSettings {
        locale = locale == null ? Locale.ENGLISH : locale;
        moveStyle = moveStyle == null ? MoveStyle.WORDS : moveStyle;
        verbosity = verbosity == null ? Verbosity.NORMAL : verbosity;
        squareNames = squareNames == null ? SquareStyle.PLAIN : squareNames;
        voice = voice == null || voice.isBlank() ? "auto" : voice;
        white = white == null || white.isBlank() ? HUMAN : white;
        black = black == null || black.isBlank() ? HUMAN : black;
        timeControl = timeControl == null || timeControl.isBlank() ? UNTIMED : timeControl.trim();
        warnings = warnings == null ? List.of(Duration.ofSeconds(30), Duration.ofSeconds(10)) : List.copyOf(warnings);
    }

    /** Two humans, untimed, English, words. */
    public static SessionSettings defaults() {
        return new SessionSettings(null, null, null, null, null, null, null, null, null);
    }

    public SessionSettings withLocale(Locale l) {
        return new SessionSettings(l, moveStyle, verbosity, squareNames, voice, white, black, timeControl, warnings);
    }

    public SessionSettings withMoveStyle(MoveStyle s) {
        return new SessionSettings(locale, s, verbosity, squareNames, voice, white, black, timeControl, warnings);
    }

    public SessionSettings withVerbosity(Verbosity v) {
        return new SessionSettings(locale, moveStyle, v, squareNames, voice, white, black, timeControl, warnings);
    }

    public SessionSettings withSquareNames(SquareStyle n) {
        return new SessionSettings(locale, moveStyle, verbosity, n, voice, white, black, timeControl, warnings);
    }

    public SessionSettings withVoice(String v) {
        return new SessionSettings(locale, moveStyle, verbosity, squareNames, v, white, black, timeControl, warnings);
    }

    public SessionSettings withPlayers(String whiteSpec, String blackSpec) {
        return new SessionSettings(locale, moveStyle, verbosity, squareNames, voice, whiteSpec, blackSpec,
                timeControl, warnings);
    }

    /** These settings with {@code spec} playing {@code side}. */
    public SessionSettings withPlayer(org.turnpan.chess.rules.Side side, String spec) {
        return side == org.turnpan.chess.rules.Side.WHITE ? withPlayers(spec, black) : withPlayers(white, spec);
    }

    public SessionSettings withTimeControl(String tc) {
        return new SessionSettings(locale, moveStyle, verbosity, squareNames, voice, white, black, tc, warnings);
    }

    public SessionSettings withWarnings(List<Duration> w) {
        return new SessionSettings(locale, moveStyle, verbosity, squareNames, voice, white, black, timeControl, w);
    }

    /** The player spec of one side. */
    public String player(org.turnpan.chess.rules.Side side) {
        return side == org.turnpan.chess.rules.Side.WHITE ? white : black;
    }

    public boolean isTimed() {
        return GameClockAdapter.control(timeControl).map(tc -> tc.isTimed()).orElse(false);
    }
}
