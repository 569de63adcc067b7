package org.turnpan.chess.online;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * The lichess server the client talks to: {@code https://lichess.org} unless the user names
 * another. Plain {@code http} is accepted only for a loopback address (a test server on this
 * machine), so the token never crosses a network unencrypted.
 */
public record ServerAddress(URI base) {

    public static final ServerAddress LICHESS = new ServerAddress(URI.create("https://lichess.org"));

    /** Why a typed address is refused. */
    public enum Problem {
        NOT_AN_ADDRESS, PLAIN_HTTP_OFF_LOOPBACK
    }

    /** A typed address read: the address, or why not. */
    public sealed interface Parsed {
    }

    public record Valid(ServerAddress address) implements Parsed {
    }

    public record Invalid(String text, Problem problem) implements Parsed {
    }

    /** Reads {@code https://host[:port]} or {@code http://127.0.0.1:port}; never throws. */
    public static Parsed parse(String text) {
        String t = text == null ? "" : text.strip();
        URI uri;
        try {
            uri = new URI(t.endsWith("/") ? t.substring(0, t.length() - 1) : t);
        } catch (URISyntaxException e) {
            return new Invalid(t, Problem.NOT_AN_ADDRESS);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (uri.getHost() == null || uri.getRawQuery() != null || uri.getRawFragment() != null
                || uri.getRawUserInfo() != null || !(uri.getRawPath() == null || uri.getRawPath().isEmpty())) {
            return new Invalid(t, Problem.NOT_AN_ADDRESS);
        }
        if (scheme.equals("https")) {
            return new Valid(new ServerAddress(uri));
        }
        if (scheme.equals("http")) {
            return isLoopback(uri.getHost()) ? new Valid(new ServerAddress(uri))
                    : new Invalid(t, Problem.PLAIN_HTTP_OFF_LOOPBACK);
        }
        return new Invalid(t, Problem.NOT_AN_ADDRESS);
    }

    private static boolean isLoopback(String host) {
        String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (h.equalsIgnoreCase("localhost")) {
            return true;
        }
        // only literal addresses: a name is never looked up here
        if (!h.matches("[0-9.]+|[0-9a-fA-F:]+")) {
            return false;
        }
        try {
            return InetAddress.getByName(h).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** The address of {@code path} on this server ({@code /api/account}). */
    public URI resolve(String path) {
        return URI.create(base + path);
    }

    /** The game's page, for the PGN's Site tag. */
    public String gamePage(String gameId) {
        return base + "/" + gameId;
    }

    @Override
    public String toString() {
        return base.toString();
    }
}
