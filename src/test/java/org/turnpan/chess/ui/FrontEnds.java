package org.turnpan.chess.ui;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.console.Console;
import org.turnpan.chess.console.LineSource;
import org.turnpan.chess.console.Voice;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.AudioDevice;

/**
 * Both front ends driven by the same steps (frontends/steps.tsv): the console with typed lines,
 * and the window's key actions without a toolkit (the real KeyMap, BoardControl and
 * WindowListener over a session, speaking to a SpeechSystem whose log records every sentence).
 * What each says, step by step, is compared with the golden sentences of frontends/LANG.tsv.
 */
final class FrontEnds {
    /** Rewrites the golden sentences from what the console says, when set to {@code true}. */
    static final String RECORD = "turnpan.golden.record";

    /** One step: a typed line, and the keys that ask the same (only the last key's words count). */
    record Step(String id, String typed, List<KeyChord> keys) {
    }

    private FrontEnds() {
    }

    static List<Step> steps() {
        List<Step> steps = new ArrayList<>();
        for (String[] row : rows("/frontends/steps.tsv")) {
            steps.add(new Step(row[0], row[1], Arrays.stream(row[2].trim().split("\\s+")).map(FrontEnds::chord).toList()));
        }
        if (steps.isEmpty()) {
            throw new IllegalStateException("frontends/steps.tsv holds no steps");
        }
        return steps;
    }

    /** "SHIFT+DIGIT5" as a key chord. */
    static KeyChord chord(String text) {
        List<String> parts = List.of(text.split("\\+"));
        String code = parts.get(parts.size() - 1);
        return new KeyChord(code, parts.contains("SHIFT"), parts.contains("CTRL"), parts.contains("ALT"));
    }

    static SessionSettings settings(Locale locale) {
        return SessionSettings.defaults().withLocale(locale);
    }

    static SessionServices services() {
        return new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L);
    }

    /** What the console prints after each typed line of the steps, by step id. */
    static Map<String, List<String>> console(Locale locale, List<Step> steps) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        List<Integer> printedBefore = new ArrayList<>();
        LineSource lines = new LineSource() {
            private int next;

            @Override
            public Optional<String> next() {
                printedBefore.add(printed(bytes).size());
                return next < steps.size() ? Optional.of(steps.get(next++).typed()) : Optional.empty();
            }
        };
        new Console(lines, out, Voice.silent()).run(Console.Options.of(settings(locale)), services());
        List<String> printed = printed(bytes);
        Map<String, List<String>> said = new LinkedHashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            said.put(steps.get(i).id(), printed.subList(printedBefore.get(i), printedBefore.get(i + 1)));
        }
        return said;
    }

    private static List<String> printed(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** What the window says after the last key of each step, by step id (no toolkit). */
    static Map<String, List<String>> window(Locale locale, List<Step> steps) {
        AnnouncementLog log = new AnnouncementLog();
        SessionListener.Relay relay = new SessionListener.Relay();
        Map<String, List<String>> said = new LinkedHashMap<>();
        try (GameSession session = new GameSession(settings(locale), services().withControls(Controls.KEYS), relay);
             SpeechSystem speech = SpeechSystem.loading(locale, List.of(log.display()), AudioDevice.none())) {
            relay.relayTo(new WindowListener(speech, () -> { }, () -> { }, () -> { }, log::keep));
            BoardControl control = new BoardControl(session, new QuietDisplay());
            session.start();
            for (Step step : steps) {
                List<KeyChord> keys = step.keys();
                keys.subList(0, keys.size() - 1).forEach(k -> press(control, k));
                int before = log.lines().size();
                press(control, keys.get(keys.size() - 1));
                said.put(step.id(), log.lines().subList(before, log.lines().size()));
            }
        }
        return said;
    }

    private static void press(BoardControl control, KeyChord key) {
        control.perform(KeyMap.actionFor(key).orElseThrow(() -> new IllegalArgumentException("no key " + key)));
    }

    /** The window's screen, without a screen: the board control's calls are ignored. */
    private static final class QuietDisplay implements BoardDisplay {
        @Override
        public void refresh() {
        }

        @Override
        public void focusSquare(org.turnpan.chess.rules.Square square) {
        }

        @Override
        public void openCommandField() {
        }

        @Override
        public void showKeyboardHelp() {
        }

        @Override
        public void askPromotion(org.turnpan.chess.rules.Square square) {
        }
    }

    /** The golden sentences of {@code locale}, by step id; every step must have them. */
    static Map<String, List<String>> golden(Locale locale) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String[] row : rows("/frontends/" + locale.getLanguage() + ".tsv")) {
            out.put(row[0], List.of(row).subList(1, row.length));
        }
        if (out.isEmpty()) {
            throw new IllegalStateException("frontends/" + locale.getLanguage() + ".tsv holds no sentences");
        }
        return out;
    }

    /** Writes {@code said} as the golden sentences of {@code locale} into the source tree (record mode). */
    static void record(Locale locale, Map<String, List<String>> said) {
        StringBuilder sb = new StringBuilder("# What both front ends say at each step of steps.tsv (")
                .append(locale.getDisplayLanguage(Locale.ENGLISH))
                .append("), checked by reading it as a native chess player. id, then each sentence.\n");
        said.forEach((id, lines) -> sb.append(id).append('\t').append(String.join("\t", lines)).append('\n'));
        try {
            Files.writeString(Path.of("src/test/resources/frontends", locale.getLanguage() + ".tsv"), sb.toString(),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String[]> rows(String resource) {
        try (InputStream in = FrontEnds.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
