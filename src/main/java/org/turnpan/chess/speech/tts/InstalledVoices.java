package org.turnpan.chess.speech.tts;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
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
 */
public record InstalledVoices(boolean soundCard, boolean freetts, Optional<Path> espeak, Optional<Path> spdSay,
                              boolean speechdRunning) {

    /** Looks at the sound card, the class path, PATH and the speech-dispatcher socket. */
    public static InstalledVoices detect(AudioDevice soundCard) {
        Map<String, String> env = System.getenv();
        Optional<Path> spd = onPath(SpeechDispatcherOutput.EXECUTABLE, env);
        return new InstalledVoices(soundCard.present(), FreeTtsOutput.installed(),
                onPath(EspeakOutput.EXECUTABLE, env), spd, spd.isPresent() && speechdSocket(env));
    }

    /** Whether {@code kind} is there to be used at all (the screen reader is the window's to tell). */
    public boolean has(VoiceKind kind) {
        return switch (kind) {
            case SCREEN_READER -> false;
            case SPEECHD -> spdSay.isPresent();
            case FREETTS -> freetts;
            case ESPEAK -> espeak.isPresent();
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

    private static boolean speechdSocket(Map<String, String> env) {
        String address = env.get("SPEECHD_ADDRESS");
        if (address != null && !address.isBlank()) {
            return true;
        }
        String runtime = env.get("XDG_RUNTIME_DIR");
        return runtime != null && Files.exists(Path.of(runtime, "speech-dispatcher", "speechd.sock"));
    }
}
