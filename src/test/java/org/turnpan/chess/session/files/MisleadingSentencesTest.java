package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.ForkedJvm;

/** Issue 21, item 12: sentences that named the wrong thing. */
class MisleadingSentencesTest {

    /** {@code ~} is {@code $HOME}, as the player's shell says; Java's user.home only when HOME is unset. */
    @Test
    void theTildeIsHome() {
        Map<String, String> env = Map.of("HOME", "/home/player");
        Map<String, String> props = Map.of("user.home", "/root");
        assertEquals("/home/player", TypedPath.home(env::get, props::get));
        assertEquals("/root", TypedPath.home(k -> null, props::get));
        assertEquals("/root", TypedPath.home(Map.of("HOME", "")::get, props::get));
        assertEquals(Optional.of(Path.of("/home/player/games/x.pgn")),
                TypedPath.parse("~/games/x.pgn", TypedPath.home(env::get, props::get)));
    }

    /**
     * {@code save /dev/stdout} when standard output is a pipe: refused as not a file by the name
     * typed; it named "pipe:[127624] in /proc/self/fd" before. Run in a JVM whose output is a pipe.
     */
    @Test
    void aPipeBehindALinkIsNamedAsTyped() throws Exception {
        Process p = ForkedJvm.process("64m", SaveCheck.class, "/dev/stdout").redirectErrorStream(false).start();
        String said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals("NotAFile[path=/dev/stdout]", said.strip());
    }

    /** A separate program: prints what a save to its argument is refused as (its output is a pipe). */
    public static final class SaveCheck {
        private SaveCheck() {
        }

        public static void main(String[] args) {
            SafeWriteTarget.Checked c = SafeWriteTarget.check(Path.of(args[0]));
            System.out.println(c instanceof SafeWriteTarget.Refused r ? r.problem().toString() : "ready " + c);
        }
    }
}
