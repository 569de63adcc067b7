package org.turnpan.chess.speech.tts;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a speech-dispatcher listens, found the way libspeechd finds it: {@code SPEECHD_ADDRESS}
 * ({@code unix_socket:PATH} or {@code inet_socket:HOST:PORT}) when set, else the user's socket
 * {@code $XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock}, else the old
 * {@code ~/.cache/speech-dispatcher/speechd.sock}.
 *
 * @param socket the Unix socket, or null for TCP
 * @param host   the TCP host (inet_socket), or null
 * @param port   the TCP port (inet_socket), or 0
 */
public record SsipAddress(Path socket, String host, int port) {
    /** speech-dispatcher's TCP port when {@code inet_socket} names none. */
    static final int DEFAULT_PORT = 6560;

    public static SsipAddress unix(Path socket) {
        return new SsipAddress(socket, null, 0);
    }

    /** The addresses to try, in order, for the environment {@code env} and home folder {@code home}. */
    public static List<SsipAddress> candidates(Map<String, String> env, String home) {
        List<SsipAddress> out = new ArrayList<>();
        parse(env.getOrDefault("SPEECHD_ADDRESS", "")).ifPresent(out::add);
        if (!out.isEmpty()) {
            return out; // an address given explicitly is the only one, as in libspeechd
        }
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isBlank()) {
            out.add(unix(Path.of(runtime, "speech-dispatcher", "speechd.sock")));
        }
        if (home != null && !home.isBlank()) {
            out.add(unix(Path.of(home, ".cache", "speech-dispatcher", "speechd.sock")));
        }
        return out;
    }

    /**
     * Reads a {@code SPEECHD_ADDRESS} value: {@code unix_socket:PATH}, {@code inet_socket:HOST:PORT},
     * {@code inet_socket:HOST} or {@code inet_socket} (localhost, port 6560). Anything else: empty.
     */
    public static Optional<SsipAddress> parse(String value) {
        String v = value == null ? "" : value.strip();
        if (v.startsWith("unix_socket:") && v.length() > "unix_socket:".length()) {
            return Optional.of(unix(Path.of(v.substring("unix_socket:".length()))));
        }
        if (v.equals("inet_socket") || v.startsWith("inet_socket:")) {
            String rest = v.length() > "inet_socket:".length() ? v.substring("inet_socket:".length()) : "";
            String host = rest.isEmpty() ? "127.0.0.1" : rest;
            int port = DEFAULT_PORT;
            int colon = rest.lastIndexOf(':');
            if (colon > 0) {
                host = rest.substring(0, colon);
                try {
                    port = Integer.parseInt(rest.substring(colon + 1));
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
            }
            return port > 0 && port < 65536 ? Optional.of(new SsipAddress(null, host, port)) : Optional.empty();
        }
        return Optional.empty();
    }

    public boolean isUnix() {
        return socket != null;
    }

    /** Connects in blocking mode; a TCP connection gives up after {@code timeout}. */
    SocketChannel connect(Duration timeout) throws IOException {
        if (isUnix()) {
            SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX);
            try {
                ch.connect(UnixDomainSocketAddress.of(socket));
                return ch;
            } catch (IOException | RuntimeException e) {
                ch.close();
                throw e instanceof IOException io ? io : new IOException(e);
            }
        }
        SocketChannel ch = SocketChannel.open();
        try {
            ch.socket().connect(new InetSocketAddress(host, port), (int) timeout.toMillis());
            return ch;
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e instanceof IOException io ? io : new IOException(e);
        }
    }

    /** The arguments that make {@code speech-dispatcher --spawn} listen here. */
    List<String> spawnArguments() {
        return isUnix() ? List.of("--communication-method", "unix_socket", "--socket-path", socket.toString())
                : List.of("--communication-method", "inet_socket", "--port", String.valueOf(port));
    }

    @Override
    public String toString() {
        return isUnix() ? "unix_socket:" + socket : "inet_socket:" + host + ":" + port;
    }
}
