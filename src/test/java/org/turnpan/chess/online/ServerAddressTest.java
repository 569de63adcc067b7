package org.turnpan.chess.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ServerAddressTest {

    @ParameterizedTest
    @CsvSource({
        "https://lichess.org, VALID",
        "https://lichess.org/, VALID",
        "http://127.0.0.1:8080, VALID",
        "http://localhost:9, VALID",
        "'http://[::1]:8080', VALID",
        "http://lichess.org, PLAIN_HTTP_OFF_LOOPBACK",
        "http://192.168.1.2:80, PLAIN_HTTP_OFF_LOOPBACK",
        "http://127.0.0.1.evil.example, PLAIN_HTTP_OFF_LOOPBACK",
        "ftp://lichess.org, NOT_AN_ADDRESS",
        "lichess.org, NOT_AN_ADDRESS",
        "https://lichess.org/api, NOT_AN_ADDRESS",
        "https://user:pw@lichess.org, NOT_AN_ADDRESS",
        "'', NOT_AN_ADDRESS",
        "'https://lichess.org?x=1', NOT_AN_ADDRESS",
    })
    void addresses(String text, String expected) {
        ServerAddress.Parsed p = ServerAddress.parse(text);
        if (expected.equals("VALID")) {
            assertInstanceOf(ServerAddress.Valid.class, p, text);
        } else {
            assertEquals(ServerAddress.Problem.valueOf(expected), ((ServerAddress.Invalid) p).problem(), text);
        }
    }
}
