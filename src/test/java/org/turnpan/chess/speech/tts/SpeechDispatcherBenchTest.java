package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The speech-dispatcher bench against a private daemon whose sound is captured: every figure is there. */
@Tag("slow")
class SpeechDispatcherBenchTest {
    @TempDir
    Path dir;

    @Test
    void measuresOursAndTheSpdSayPeerInOneRun() throws Exception {
        try (SpeechDispatcherDaemon daemon = SpeechDispatcherDaemon.start(dir)) {
            SpeechDispatcherBench bench = new SpeechDispatcherBench(List.of(daemon.address()), daemon.environment(),
                    since -> {
                        long until = System.nanoTime() + 2_000_000_000L;
                        while (System.nanoTime() < until) {
                            var t = daemon.ear().firstAudibleAfter(since);
                            if (t.isPresent()) {
                                return OptionalLong.of(t.get());
                            }
                            try {
                                Thread.sleep(5);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                                break;
                            }
                        }
                        return OptionalLong.empty();
                    }, Integer.getInteger("bench.requests", 3));
            List<SpeechDispatcherBench.Row> rows = bench.run(List.of(Locale.ENGLISH, Locale.forLanguageTag("ru")));
            rows.forEach(r -> System.out.println(r.line()));
            assertEquals(4, rows.size());
            for (SpeechDispatcherBench.Row r : rows) {
                assertTrue(r.line().contains("first audible"), r.line());
                assertFalse(Double.isNaN(r.firstAudible()) || Double.isNaN(r.whole()), r.line());
            }
            assertFalse(Double.isNaN(rows.get(0).cut()), rows.get(0).line());
        }
    }
}
