package org.turnpan.chess.session.command;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.tts.Earcon;

/**
 * The words a player may type, in English and in the session language: command names and the
 * argument words (sides, piece kinds, own/opponent, setting values, the short sounds). Matching
 * ignores case.
 */
public final class CommandWords {
    private final Catalogue local;
    private final Map<String, Command> commands = new HashMap<>();
    private final Map<Command, String> names = new HashMap<>();
    private final Map<String, CommandGroup> groups = new HashMap<>();
    private final Map<String, Side> sides = new HashMap<>();
    private final Map<String, PieceType> pieces = new HashMap<>();
    private final Map<String, Boolean> owners = new HashMap<>();
    private final Map<String, String> values = new HashMap<>();
    private final Map<String, Earcon> sounds = new HashMap<>();
    private final java.util.Set<String> humanWords = new java.util.HashSet<>();
    /** The most words any known phrase holds ("có gì thay đổi": four), so that phrases are never cut. */
    private int longestPhrase = 1;
    /** The first words of the known phrases of several words ("nước" of "nước cuối"): only these start a join. */
    private final java.util.Set<String> phraseStarts = new java.util.HashSet<>();

    public CommandWords(Locale locale, List<Command> table) {
        this.local = Catalogue.forLocale(locale);
        for (Command c : table) {
            names.put(c, words(local, c.wordsKey()).stream().findFirst().orElse(c.name()));
        }
        for (Catalogue m : List.of(Catalogue.forLocale(Locale.ENGLISH), local)) {
            for (Command c : table) {
                words(m, c.wordsKey()).forEach(w -> commands.put(w, c));
            }
            for (CommandGroup g : CommandGroup.values()) {
                words(m, g.wordsKey()).forEach(w -> groups.put(w, g));
            }
            for (Side s : Side.values()) {
                words(m, "session.word." + SessionWords.lower(s)).forEach(w -> sides.put(w, s));
            }
            for (PieceType t : PieceType.values()) {
                words(m, "session.word." + SessionWords.lower(t)).forEach(w -> pieces.put(w, t));
            }
            for (Earcon e : Earcon.values()) {
                words(m, "session.sound." + SessionWords.lower(e)).forEach(w -> sounds.put(w, e));
            }
            words(m, "session.word.own").forEach(w -> owners.put(w, true));
            words(m, "session.word.opponent").forEach(w -> owners.put(w, false));
            words(m, "session.value.human").forEach(humanWords::add);
            for (String v : List.of("terse", "words", "full", "normal", "plain", "phonetic", "anna", "on", "off",
                    "light", "dark", "compact")) {
                words(m, "session.value." + v).forEach(w -> values.put(w, v));
            }
        }
        for (java.util.Set<String> known : List.of(commands.keySet(), groups.keySet(), sides.keySet(), pieces.keySet(),
                owners.keySet(), values.keySet(), sounds.keySet(), humanWords)) {
            for (String w : known) {
                String[] parts = w.split(" ");
                longestPhrase = Math.max(longestPhrase, parts.length);
                if (parts.length > 1) {
                    phraseStarts.add(parts[0]);
                }
            }
        }
    }

    /**
     * Merges neighbouring tokens into one when together they are a known word ("nước cuối", "đối thủ").
     * Linear in the tokens: a join is tried only where a known phrase can start, so a pasted line of
     * half a million words is one lookup a word.
     */
    public List<String> phrases(List<String> tokens) {
        List<String> out = new java.util.ArrayList<>(tokens.size());
        int i = 0;
        while (i < tokens.size()) {
            int taken = 1;
            int longest = phraseStarts.contains(tokens.get(i)) ? Math.min(longestPhrase, tokens.size() - i) : 1;
            for (int n = longest; n > 1; n--) {
                String joined = String.join(" ", tokens.subList(i, i + n));
                if (known(joined)) {
                    taken = n;
                    break;
                }
            }
            out.add(taken == 1 ? tokens.get(i) : String.join(" ", tokens.subList(i, i + taken)));
            i += taken;
        }
        return out;
    }

    private boolean known(String phrase) {
        return commands.containsKey(phrase) || groups.containsKey(phrase) || sides.containsKey(phrase) || pieces.containsKey(phrase)
                || owners.containsKey(phrase) || values.containsKey(phrase) || humanWords.contains(phrase)
                || sounds.containsKey(phrase);
    }

    public static List<String> words(Catalogue m, String key) {
        if (!m.has(key)) {
            return List.of();
        }
        // the same cleaning as typed text (NFC, one Vietnamese tone placement), so both sides compare
        return List.of(TypedText.clean(m.template(key)).toLowerCase(Locale.ROOT).split("\\s*,\\s*"));
    }

    /**
     * The command words a player may complete at a terminal, in both languages, sorted: every alias
     * of three characters or more (the one- and two-letter shortcuts need no completing).
     */
    public List<String> completions() {
        return commands.keySet().stream().filter(w -> w.length() >= 3).sorted().toList();
    }

    /** The command a typed line starts with, its first word (or phrase) a command word; empty when it starts with none. */
    public Optional<Command> firstCommand(String text) {
        return phrases(Arrays.stream(text.toLowerCase(Locale.ROOT).split("\\s+"))
                .filter(t -> !t.isEmpty()).toList()).stream().findFirst().flatMap(this::command);
    }

    public Optional<Command> command(String word) {
        return Optional.ofNullable(commands.get(word));
    }

    /** The group of commands a word names ("board", "scacchiera"), for help. */
    public Optional<CommandGroup> group(String word) {
        return Optional.ofNullable(groups.get(word));
    }

    /** The name of a group as help says it in the session language: its first word. */
    public String groupName(CommandGroup group) {
        return words(local, group.wordsKey()).stream().findFirst().orElse(group.name());
    }

    Optional<Side> side(String word) {
        return Optional.ofNullable(sides.get(word));
    }

    Optional<PieceType> piece(String word) {
        return Optional.ofNullable(pieces.get(word));
    }

    Optional<Boolean> own(String word) {
        return Optional.ofNullable(owners.get(word));
    }

    /** The short sound a word names ("capture", "взятие"). */
    Optional<Earcon> sound(String word) {
        return Optional.ofNullable(sounds.get(word));
    }

    /** True for a word that names a person at this keyboard as a player ("human", "me", "tastiera"...). */
    boolean meansHuman(String word) {
        return humanWords.contains(word);
    }

    /** A setting value word ("words", "parole", ...) as its English name. */
    Optional<String> value(String word) {
        return Optional.ofNullable(values.get(word));
    }

    /** A setting value ("terse", "phonetic") as the session language names it: its first word. */
    String valueName(String value) {
        return words(local, "session.value." + value).stream().findFirst().orElse(value);
    }

    /** The name of a command as help shows it in the session language. */
    public String name(Command c) {
        return names.get(c);
    }

    Locale locale() {
        return local.locale();
    }
}
