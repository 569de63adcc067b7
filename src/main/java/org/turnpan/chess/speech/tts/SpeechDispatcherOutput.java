package org.turnpan.chess.speech.tts;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * speech-dispatcher through {@code spd-say}: the voice, rate and sound output the user chose for
 * Orca. We pass a rate or volume only when the user changed ours from normal. speech-dispatcher
 * plays the sound itself, so this output neither uses our audio device nor renders to a file.
 */
public final class SpeechDispatcherOutput extends SynthesizingOutput {
    public static final String NAME = "speechd";
    public static final String EXECUTABLE = "spd-say";

    private final Path executable;

    public SpeechDispatcherOutput(Path executable) {
        this(executable, UtteranceLimit.NORMAL);
    }

    SpeechDispatcherOutput(Path executable, UtteranceLimit limit) {
        super("speechd-voice", limit);
        this.executable = executable;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isAvailable() {
        return true;
    }

    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    @Override
    AudioDevice device() {
        return AudioDevice.none();
    }

    /** {@code spd-say --wait -N turnpan-chess -l LANG [-r R] [-i V] -- TEXT}. */
    List<String> command(Utterance u) {
        List<String> c = new ArrayList<>(List.of(executable.toString(), "--wait", "-N", "turnpan-chess",
                "-l", u.locale().getLanguage()));
        if (u.prosody().rate() != 1.0) {
            c.addAll(List.of("-r", String.valueOf(percent(u.prosody().rate() - 1.0))));
        }
        if (u.prosody().volume() != 1.0) {
            c.addAll(List.of("-i", String.valueOf(percent(u.prosody().volume() * 2 - 2))));
        }
        c.add("--");
        c.add(u.text());
        return c;
    }

    private static long percent(double delta) {
        return Math.max(-100, Math.min(100, Math.round(delta * 100)));
    }

    @Override
    Delivery perform(Utterance u, AudioDevice ignored, SpeechJob job) {
        try {
            Process p = start(command(u));
            job.onCancel(() -> {
                p.destroyForcibly();
                quietly(List.of(executable.toString(), "-N", "turnpan-chess", "--stop"));
            });
            // a dispatcher with no working sound never reports the end: the time limit cancels the job
            int status = p.waitFor();
            return job.isCancelled() ? Delivery.INTERRUPTED : status == 0 ? Delivery.SPOKEN : Delivery.FAILED;
        } catch (IOException e) {
            return Delivery.FAILED;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Delivery.INTERRUPTED;
        }
    }

    private static Process start(List<String> command) throws IOException {
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static void quietly(List<String> command) {
        try {
            start(command);
        } catch (IOException e) {
            // nothing is speaking if spd-say cannot even start
        }
    }
}
