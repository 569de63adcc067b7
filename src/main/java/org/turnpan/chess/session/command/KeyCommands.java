package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyBindings.Rebinding;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyHelp;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * The player's own keys for the board window (issue 24), typed or chosen in the Keys dialog
 * alike: {@code keys} lists them as the F1 help does; {@code keys bind Alt+R Ctrl+R} gives the
 * action of Alt+R the key Ctrl+R in its place; {@code keys reset} puts every key back. A key that
 * already does something, or is kept for the window or a screen reader, is refused with a sentence
 * naming what it does. Each change is kept in the preferences; the console's change is the
 * window's at its next start.
 */
public final class KeyCommands {
    public static final Command KEYS = new Command("keys", "keys", Submitted.HANDLED, KeyCommands::keys);

    private KeyCommands() {
    }

    private static List<Announcement> keys(Helm core, Arguments args) {
        List<String> words = List.of(args.rest().strip().split("\\s+"));
        if (args.rest().isBlank()) {
            return list(core);
        }
        String first = words.get(0).toLowerCase(Locale.ROOT);
        if (isWord(core, "keys.word.reset", String.join(" ", words).toLowerCase(Locale.ROOT))) {
            return reset(core);
        }
        if (isWord(core, "keys.word.bind", first) && words.size() == 3) {
            Optional<KeyChord> old = KeyChord.parse(words.get(1));
            Optional<KeyChord> now = KeyChord.parse(words.get(2));
            if (old.isEmpty() || now.isEmpty()) {
                return refused(Message.of("keys.bad.key", "text", Echo.of(old.isEmpty() ? words.get(1) : words.get(2))));
            }
            return rebind(core, old.get(), now.get());
        }
        return refused(Message.of("keys.usage"));
    }

    /** Every line of the keyboard help with the player's keys. */
    public static List<Announcement> list(Helm core) {
        List<Message> lines = KeyHelp.lines(Catalogue.forLocale(core.locale()), bindings(core));
        List<Announcement> out = new ArrayList<>();
        out.add(Announcement.answer(Message.of("keys.list", Catalogue.COUNT, lines.size())));
        lines.forEach(l -> out.add(Announcement.queued(Kind.HELP, l)));
        return out;
    }

    /** Gives the action of {@code old} the key {@code now}, or says why not. */
    public static List<Announcement> rebind(Helm core, KeyChord old, KeyChord now) {
        Catalogue m = Catalogue.forLocale(core.locale());
        Rebinding r = bindings(core).rebind(old, now);
        if (r instanceof Rebinding.Done done) {
            core.apply(core.settings().withPreferences(core.settings().preferences().withKeys(done.bindings())));
            return List.of(Announcement.answer(Message.of("keys.done", "new", now.display(), "old", old.display(),
                    "does", KeyHelp.does(m, done.action().helpLine()))));
        }
        if (r instanceof Rebinding.Clash clash) {
            return refused(Message.of("keys.clash", "key", now.display(), "does", KeyHelp.does(m, clash.other().helpLine())));
        }
        if (r instanceof Rebinding.Reserved) {
            return refused(Message.of("keys.reserved", "key", now.display()));
        }
        if (r instanceof Rebinding.Unchanged) {
            return List.of(Announcement.answer(Message.of("keys.unchanged", "key", now.display())));
        }
        return refused(Message.of("keys.not.bound", "key", old.display()));
    }

    /** Every key back as the table has it. */
    public static List<Announcement> reset(Helm core) {
        core.apply(core.settings().withPreferences(core.settings().preferences().withKeys(KeyBindings.defaults())));
        return List.of(Announcement.answer(Message.of("keys.reset")));
    }

    private static KeyBindings bindings(Helm core) {
        return core.settings().preferences().keys();
    }

    private static boolean isWord(Helm core, String key, String word) {
        for (Catalogue m : List.of(Catalogue.forLocale(Locale.ENGLISH), Catalogue.forLocale(core.locale()))) {
            if (CommandWords.words(m, key).contains(word)) {
                return true;
            }
        }
        return false;
    }

    private static List<Announcement> refused(Message m) {
        return List.of(Announcement.queued(Kind.REFUSAL, m));
    }
}
