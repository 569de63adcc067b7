package org.turnpan.chess.speech.tts;

import java.io.File;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What this computer offers, found once at start-up.
 *
 * @param soundCard      javax.sound can play (FreeTTS and espeak-ng need it; speech-dispatcher does not)
 * @param freetts        the FreeTTS classes are on the class path
 * @param espeak         the espeak-ng executable, when installed
 * @param spdSay         the spd-say executable, when installed
 * @param speechdRunning a speech-dispatcher is running for this user (Orca starts one)
 * @param espeakLibrary  libespeak-ng is installed (espeak-ng speaks in this process, without starting one)
 */
public record InstalledVoices(boolean soundCard, boolean freetts, Optional<Path> espeak, Optional<Path> spdSay,
                              boolean speechdRunning, boolean espeakLibrary) {

    /** Without libespeak-ng. */
    public InstalledVoices(boolean soundCard, boolean freetts, Optional<Path> espeak, Optional<Path> spdSay,
                           boolean speechdRunning) {
        this(soundCard, freetts, espeak, spdSay, speechdRunning, false);
    }

    /** Looks at the sound card, the class path, libespeak-ng, PATH and the speech-dispatcher socket. */
    public static InstalledVoices detect(AudioDevice soundCard) {
        return detect(soundCard, EspeakLibrary.system());
    }

    /** As {@link #detect(AudioDevice)}, with libespeak-ng looked for by {@code library} (tests give a missing one). */
    public static InstalledVoices detect(AudioDevice soundCard, EspeakLibrary library) {
        Map<String, String> env = System.getenv();
        Optional<Path> spd = onPath(SpeechDispatcherOutput.EXECUTABLE, env);
        return new InstalledVoices(soundCard.present(), FreeTtsOutput.installed(),
                onPath(EspeakOutput.EXECUTABLE, env), spd, spd.isPresent() && speechdSocket(env),
                library.found());
    }

    /** Whether {@code kind} is there to be used at all (the screen reader is the window's to tell). */
    public boolean has(VoiceKind kind) {
        return switch (kind) {
            case SCREEN_READER -> false;
            case SPEECHD -> spdSay.isPresent();
            case FREETTS -> freetts;
            case ESPEAK -> espeakLibrary || espeak.isPresent();
            case NONE -> true;
        };
    }

    /** The first executable called {@code name} on the PATH. */
    public static Optional<Path> onPath(String name, Map<String, String> env) {
        String path = env.getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            for (String candidate : new String[] {name, name + ".exe"}) {
                Path p = Path.of(dir, candidate);
                if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a speech-dispatcher answers on its socket: {@code SPEECHD_ADDRESS} (unix_socket:PATH),
     * {@code $XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock}, or {@code ~/.cache/speech-dispatcher/speechd.sock}.
     * A socket file left by a dead dispatcher does not count.
     */
    private static boolean speechdSocket(Map<String, String> env) {
        List<Path> candidates = new ArrayList<>();
        String address = env.getOrDefault("SPEECHD_ADDRESS", "");
        if (address.startsWith("unix_socket:")) {
            candidates.add(Path.of(address.substring("unix_socket:".length())));
        }
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isBlank()) {
            candidates.add(Path.of(runtime, "speech-dispatcher", "speechd.sock"));
        }
        candidates.add(Path.of(System.getProperty("user.home"), ".cache", "speech-dispatcher", "speechd.sock"));
        return candidates.stream().anyMatch(InstalledVoices::answers);
    }

    private static boolean answers(Path socket) {
        if (!Files.exists(socket)) {
            return false;
        }
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            return ch.connect(UnixDomainSocketAddress.of(socket));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
