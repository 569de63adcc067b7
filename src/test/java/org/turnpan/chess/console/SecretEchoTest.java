package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Found by hand: {@code console | tee game.txt} reads plain lines from a terminal, and the
 * terminal echoed the pasted lichess token. The plain source now turns the echo off for the
 * secret's line only, and back on after it.
 */
class SecretEchoTest {

    @Test
    void theSecretLineIsReadWithTheEchoOffAndOnlyIt() {
        List<String> events = new CopyOnWriteArrayList<>();
        InputStream typed = new ByteArrayInputStream("online login\nlip_Secret\ne4\n".getBytes(StandardCharsets.UTF_8)) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                events.add("read");
                return super.read(b, off, Math.min(len, 1)); // one byte a read, as a person types
            }

            @Override
            public synchronized int available() {
                return 0; // nothing typed ahead: the reader cannot read the next line early
            }
        };
        TerminalEcho echo = () -> {
            events.add("off");
            return () -> events.add("on");
        };
        PlainLineSource source = new PlainLineSource(typed, echo);
        assertEquals(Optional.of("online login"), source.next());
        assertEquals(List.of(), events.stream().filter(e -> !e.equals("read")).toList(), "echo touched for a plain line");
        events.clear();
        assertEquals(Optional.of("lip_Secret"), source.nextSecret());
        assertEquals("off", events.get(0));
        assertEquals("on", events.get(events.size() - 1));
        assertEquals(11, events.stream().filter(e -> e.equals("read")).count(), "the secret read between off and on");
        events.clear();
        assertEquals(Optional.of("e4"), source.next());
        assertEquals(List.of(), events.stream().filter(e -> !e.equals("read")).toList(), "echo touched after the secret");
    }

    @Test
    void standardInputThatIsNoTerminalStillReadsTheSecret() {
        // the test's own standard input is no terminal: stty fails, quietly, and the line is read
        Runnable restore = TerminalEcho.standardInput().off();
        restore.run();
        LineSource source = new PlainLineSource(new ByteArrayInputStream("lip_Secret\n".getBytes(StandardCharsets.UTF_8)),
                TerminalEcho.standardInput());
        assertEquals(Optional.of("lip_Secret"), source.nextSecret());
    }
}
