package org.turnpan.chess.online;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * How online play is reached: the server, where the token is kept (empty without a config folder),
 * a token given by the environment ({@code TURNPAN_LICHESS_TOKEN}), the time limits, and the pauses
 * between reconnections, and the clock that counts the seconds lichess gives before a win can be
 * claimed.
 */
public record OnlineSetup(ServerAddress server, Optional<TokenStore> store, Optional<Token> fromEnvironment,
                          LichessClient.Limits limits, Duration firstPause, Duration longestPause, Clock clock) {

    /** The same, counting time with the system's clock. */
    public OnlineSetup(ServerAddress server, Optional<TokenStore> store, Optional<Token> fromEnvironment,
                       LichessClient.Limits limits, Duration firstPause, Duration longestPause) {
        this(server, store, fromEnvironment, limits, firstPause, longestPause, Clock.systemUTC());
    }

    /** The same setup counting time with {@code other} (tests step it by hand). */
    public OnlineSetup withClock(Clock other) {
        return new OnlineSetup(server, store, fromEnvironment, limits, firstPause, longestPause, other);
    }

    /** The environment variable a script gives its token in. */
    public static final String TOKEN_VARIABLE = "TURNPAN_LICHESS_TOKEN";

    /** lichess.org with no token and no folder: every online command says how to log in. */
    public static OnlineSetup none() {
        return new OnlineSetup(ServerAddress.LICHESS, Optional.empty(), Optional.empty(), LichessClient.Limits.LICHESS,
                Duration.ofSeconds(1), Duration.ofSeconds(30));
    }

    /** The token to use: the environment's first, else the kept one. */
    public Optional<Token> token() {
        return fromEnvironment.or(() -> store.flatMap(TokenStore::read));
    }
}
