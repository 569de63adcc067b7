package org.turnpan.chess.session.settings;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.speech.tts.Earcon;

/**
 * What the player set for their own comfort and wants back at the next start: the speech rate
 * and volume, the short sounds (earcons) switched on, the window's theme and zoom, and the engine
 * last chosen in the New game dialog (its level, and the path of a UCI engine). Kept in {@code preferences.txt} in the config folder, one
 * {@code name = value} a line; {@link #parse} never throws and reads what it can.
 *
 * @param rate       speech rate in percent of the voice's normal rate ({@value #MIN_RATE} to {@value #MAX_RATE})
 * @param volume     speech volume in percent ({@value #MIN_VOLUME} to 100)
 * @param theme      the window's colours
 * @param zoom       the window's size of text and board in percent ({@value #MIN_ZOOM} to {@value #MAX_ZOOM})
 * @param level      the built-in engine's level last chosen (1 to 8)
 * @param enginePath the UCI engine program last chosen; empty when none was
 * @param sounds     the short sounds switched on (all by default); the file lists those switched
 *                   off ({@code sounds.off}), so a sound added in a later version starts on
 * @param keys       the window's keys as the player set them: a {@code key.ACTION = keys} line for
 *                   each action whose keys differ from the table's (issue 24)
 * @param playerName the player's name for saved games' White or Black tag ({@code name}); empty: "?"
 * @param chat       whether the online opponent's chat lines are read out ({@code chat = on|off}; on by default)
 */
public record Preferences(int rate, int volume, ColourTheme theme, int zoom, int level, String enginePath,
                          Set<Earcon> sounds, KeyBindings keys, String playerName, boolean chat) {
    public static final int MIN_RATE = 50;
    public static final int MAX_RATE = 300;
    public static final int MIN_VOLUME = 10;
    public static final int MAX_VOLUME = 100;
    public static final int MIN_ZOOM = 50;
    public static final int MAX_ZOOM = 300;
    /** The zoom keys step by this much. */
    public static final int ZOOM_STEP = 25;
    public static final Preferences DEFAULTS = new Preferences(100, 100, ColourTheme.LIGHT, 100,
            EngineSpec.DEFAULT_LEVEL, "", EnumSet.allOf(Earcon.class), KeyBindings.defaults(), "", true);
    /** The longest player's name kept (a PGN tag is a line; a name is a few words). */
    public static final int MAX_NAME = 100;

    public Preferences {
        if (rate < MIN_RATE || rate > MAX_RATE || volume < MIN_VOLUME || volume > MAX_VOLUME || zoom < MIN_ZOOM
                || zoom > MAX_ZOOM || level < 1 || level > 8 || theme == null || enginePath == null || sounds == null
                || keys == null || playerName == null || !validName(playerName)) {
            throw new IllegalArgumentException("preferences out of range: " + rate + " " + volume + " " + zoom + " "
                    + level);
        }
        sounds = Set.copyOf(sounds);
    }

    /** A name a PGN tag can hold: no line breaks, no control characters, at most {@value #MAX_NAME} characters. */
    public static boolean validName(String name) {
        return name.length() <= MAX_NAME && name.codePoints().noneMatch(Character::isISOControl) && name.strip().equals(name);
    }

    public Preferences withPlayerName(String name) {
        return new Preferences(rate, volume, theme, zoom, level, enginePath, sounds, keys, name, chat);
    }

    /** These preferences with the online opponent's chat lines read out, or not. */
    public Preferences withChat(boolean on) {
        return new Preferences(rate, volume, theme, zoom, level, enginePath, sounds, keys, playerName, on);
    }

    public Preferences withRate(int percent) {
        return new Preferences(percent, volume, theme, zoom, level, enginePath, sounds, keys, playerName, chat);
    }

    public Preferences withVolume(int percent) {
        return new Preferences(rate, percent, theme, zoom, level, enginePath, sounds, keys, playerName, chat);
    }

    public Preferences withTheme(ColourTheme t) {
        return new Preferences(rate, volume, t, zoom, level, enginePath, sounds, keys, playerName, chat);
    }

    public Preferences withZoom(int percent) {
        return new Preferences(rate, volume, theme, percent, level, enginePath, sounds, keys, playerName, chat);
    }

    public Preferences withLevel(int l) {
        return new Preferences(rate, volume, theme, zoom, l, enginePath, sounds, keys, playerName, chat);
    }

    public Preferences withEnginePath(String path) {
        return new Preferences(rate, volume, theme, zoom, level, path == null ? "" : path.strip(), sounds, keys, playerName, chat);
    }

    /** These preferences with the short sounds {@code on} switched on and the others off. */
    public Preferences withSounds(Set<Earcon> on) {
        return new Preferences(rate, volume, theme, zoom, level, enginePath, on, keys, playerName, chat);
    }

    /** These preferences with the window's keys as {@code bindings} has them. */
    public Preferences withKeys(KeyBindings bindings) {
        return new Preferences(rate, volume, theme, zoom, level, enginePath, sounds, bindings, playerName, chat);
    }

    /** These preferences with {@code sound} switched on or off. */
    public Preferences withSound(Earcon sound, boolean on) {
        EnumSet<Earcon> next = EnumSet.allOf(Earcon.class);
        next.removeIf(e -> e == sound ? !on : !sounds.contains(e));
        return withSounds(next);
    }

    /** The zoom one key press further in, or out: steps of {@value #ZOOM_STEP}, kept within the limits. */
    public Preferences zoomedBy(int steps) {
        int next = (zoom / ZOOM_STEP + steps) * ZOOM_STEP;
        if (steps < 0 && zoom % ZOOM_STEP != 0) {
            next += ZOOM_STEP;
        }
        return withZoom(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, next)));
    }

    /** The remembered UCI engine, when there is one. */
    public Optional<String> engine() {
        return enginePath.isEmpty() ? Optional.empty() : Optional.of(enginePath);
    }

    /** What a file held: the preferences read, and the numbers of the lines that could not be read. */
    public record Read(Preferences preferences, List<Integer> damagedLines) {
        public Read {
            damagedLines = List.copyOf(damagedLines);
        }

        public boolean damaged() {
            return !damagedLines.isEmpty();
        }
    }

    /** The file's text: a comment line, then one {@code name = value} a line. */
    public String format() {
        return "# Turnpan Chess preferences: one setting a line, name = value. Written by the program.\n"
                + "rate = " + rate + "\n"
                + "volume = " + volume + "\n"
                + "theme = " + theme.name().toLowerCase(Locale.ROOT) + "\n"
                + "zoom = " + zoom + "\n"
                + "level = " + level + "\n"
                + "engine = " + enginePath + "\n"
                + "sounds.off = " + Stream.of(Earcon.values()).filter(e -> !sounds.contains(e))
                .map(e -> e.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", ")) + "\n"
                + keys.changes().entrySet().stream().map(e -> KEY_PREFIX + e.getKey() + " = "
                + e.getValue().stream().map(KeyChord::display).collect(Collectors.joining(", ")) + "\n")
                .collect(Collectors.joining())
                + "name = " + playerName + "\n"
                + "chat = " + (chat ? "on" : "off") + "\n";
    }

    /**
     * Reads a preferences file's text: every line it understands, the defaults for the rest. Blank
     * lines and {@code #} comments are skipped; a line with an unknown name, no {@code =}, or a value
     * out of range is damaged (its number is kept to tell the player), never an exception.
     */
    public static Read parse(String text) {
        Preferences p = DEFAULTS;
        List<Integer> damaged = new ArrayList<>();
        Map<String, List<KeyChord>> keyLines = new LinkedHashMap<>();
        List<Integer> keyLineNumbers = new ArrayList<>();
        List<String> lines = text == null ? List.of() : text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq > 0 && line.substring(0, eq).strip().startsWith(KEY_PREFIX)) {
                Optional<List<KeyChord>> keys = chords(line.substring(eq + 1));
                keys.ifPresent(k -> keyLines.put(line.substring(0, eq).strip().substring(KEY_PREFIX.length()), k));
                (keys.isPresent() ? keyLineNumbers : damaged).add(i + 1);
                continue;
            }
            Optional<Preferences> next = eq < 0 ? Optional.empty()
                    : with(p, line.substring(0, eq).strip().toLowerCase(Locale.ROOT), line.substring(eq + 1).strip());
            if (next.isPresent()) {
                p = next.get();
            } else {
                damaged.add(i + 1);
            }
        }
        // the keys are read together: a swap of two keys is two lines, each clashing alone
        Optional<KeyBindings> keys = KeyBindings.of(keyLines);
        if (keys.isPresent()) {
            p = p.withKeys(keys.get());
        } else {
            damaged.addAll(keyLineNumbers);
            damaged.sort(null);
        }
        return new Read(p, damaged);
    }

    /** The start of a line that keeps an action's keys: {@code key.ask.rank = Ctrl+R}. */
    private static final String KEY_PREFIX = "key.";

    /** "Ctrl+R, Alt+F" as keys; empty when one names no key. */
    private static Optional<List<KeyChord>> chords(String text) {
        List<KeyChord> out = new ArrayList<>();
        for (String k : text.split(",")) {
            Optional<KeyChord> c = KeyChord.parse(k);
            if (c.isEmpty()) {
                return Optional.empty();
            }
            out.add(c.get());
        }
        return Optional.of(out);
    }

    private static Optional<Preferences> with(Preferences p, String name, String value) {
        return switch (name) {
            case "rate" -> number(value, MIN_RATE, MAX_RATE).map(p::withRate);
            case "volume" -> number(value, MIN_VOLUME, MAX_VOLUME).map(p::withVolume);
            case "zoom" -> number(value, MIN_ZOOM, MAX_ZOOM).map(p::withZoom);
            case "level" -> number(value, 1, 8).map(p::withLevel);
            case "theme" -> theme(value).map(p::withTheme);
            case "engine" -> value.indexOf('\0') >= 0 ? Optional.empty() : Optional.of(p.withEnginePath(value));
            case "sounds.off" -> soundsOff(value).map(p::withSounds);
            case "name" -> validName(value) ? Optional.of(p.withPlayerName(value)) : Optional.empty();
            case "chat" -> value.equalsIgnoreCase("on") ? Optional.of(p.withChat(true))
                    : value.equalsIgnoreCase("off") ? Optional.of(p.withChat(false)) : Optional.empty();
            default -> Optional.empty();
        };
    }

    /** A whole number within the limits, with or without a percent sign ("150", "150%"). */
    public static Optional<Integer> number(String text, int low, int high) {
        String t = text.strip();
        if (t.endsWith("%")) {
            t = t.substring(0, t.length() - 1).strip();
        }
        if (t.isEmpty() || t.length() > 4 || !t.chars().allMatch(Character::isDigit)) {
            return Optional.empty();
        }
        int n = Integer.parseInt(t);
        return n < low || n > high ? Optional.empty() : Optional.of(n);
    }

    /** "capture, low_time" (the sounds switched off) as the sounds left on; empty if a name is no sound. */
    private static Optional<Set<Earcon>> soundsOff(String text) {
        EnumSet<Earcon> on = EnumSet.allOf(Earcon.class);
        for (String name : text.split(",")) {
            if (name.isBlank()) {
                continue;
            }
            Optional<Earcon> off = Stream.of(Earcon.values()).filter(e -> e.name().equalsIgnoreCase(name.strip()))
                    .findFirst();
            if (off.isEmpty()) {
                return Optional.empty();
            }
            on.remove(off.get());
        }
        return Optional.of(on);
    }

    private static Optional<ColourTheme> theme(String text) {
        for (ColourTheme t : ColourTheme.values()) {
            if (t.name().equalsIgnoreCase(text)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
