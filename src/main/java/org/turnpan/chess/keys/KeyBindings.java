package org.turnpan.chess.keys;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The keys as this player has them: the {@link KeyTable}'s defaults with the player's own changes
 * (kept in the preferences, one {@code key.ACTION = keys} line each). Immutable: a change makes a
 * new value, or is refused ({@link Rebinding}) when the new key is reserved or already does
 * something else. One key never does two things.
 */
public final class KeyBindings {

    /**
     * Keys the player cannot give to an action: Tab and Shift+Tab go between the parts of the
     * window, F10 and Shift+F10 open the menus, Alt+F4 closes; Insert and Caps Lock are the screen
     * readers' own keys (NVDA, JAWS, Narrator), and Ctrl+Alt with anything is VoiceOver's; the
     * modifier keys alone are no key.
     */
    public static boolean reserved(KeyChord k) {
        return RESERVED_CODES.contains(k.code()) || (k.ctrl() && k.alt()) || (k.alt() && k.code().equals("F4"))
                || k.code().equals("F10") || fixedKeys().contains(k);
    }

    private static final Set<String> RESERVED_CODES = Set.of("TAB", "INSERT", "CAPS", "NUM_LOCK", "SCROLL_LOCK",
            "WINDOWS", "META", "COMMAND", "CONTEXT_MENU", "PRINTSCREEN");

    private static List<KeyChord> fixedKeys() {
        return KeyTable.standard().actions().stream().filter(a -> !a.rebindable())
                .flatMap(a -> a.defaults().stream()).toList();
    }

    private static final KeyBindings DEFAULTS = new KeyBindings(KeyTable.standard(), Map.of());

    private final KeyTable table;
    /** The actions whose keys the player changed, with their keys now. */
    private final Map<String, List<KeyChord>> changed;

    private KeyBindings(KeyTable table, Map<String, List<KeyChord>> changed) {
        this.table = table;
        this.changed = changed;
    }

    /** The table's keys, as they are at first. */
    public static KeyBindings defaults() {
        return DEFAULTS;
    }

    public KeyTable table() {
        return table;
    }

    /** The keys of {@code action} now (none for an action the table does not know). */
    public List<KeyChord> keysOf(String action) {
        List<KeyChord> mine = changed.get(action);
        return mine != null ? mine : table.action(action).map(KeyTable.Action::defaults).orElse(List.of());
    }

    /** The action a key does, wherever it works; empty when the key does nothing. */
    public Optional<KeyTable.Action> actionAt(KeyChord key) {
        for (KeyTable.Action a : table.actions()) {
            if (keysOf(a.name()).contains(key)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** The key a menu item shows and answers: the action's first key with Ctrl, Alt or a function key. */
    public Optional<KeyChord> accelerator(String action) {
        return keysOf(action).stream().filter(k -> k.ctrl() || k.alt() || k.code().matches("F\\d{1,2}")).findFirst();
    }

    /**
     * The key a sentence names for {@code action} ("press Ctrl+L", "press Escape"): its
     * {@link #accelerator}, else its first key; empty when it has none.
     */
    public Optional<KeyChord> named(String action) {
        return accelerator(action).or(() -> keysOf(action).stream().findFirst());
    }

    /** Whether every action of the help line has its keys as they are at first. */
    public boolean atDefaults(String helpLine) {
        return table.actionsOf(helpLine).stream().noneMatch(a -> changed.containsKey(a.name()));
    }

    /** The keys of every action of the help line, as written ("Ctrl+R, Alt+F"). */
    public String written(String helpLine) {
        return String.join(", ", table.actionsOf(helpLine).stream().flatMap(a -> keysOf(a.name()).stream())
                .map(KeyChord::display).toList());
    }

    /** Whether the player changed nothing. */
    public boolean isDefault() {
        return changed.isEmpty();
    }

    /** The player's changes: each changed action's keys now, in the table's order. */
    public Map<String, List<KeyChord>> changes() {
        Map<String, List<KeyChord>> out = new LinkedHashMap<>();
        for (KeyTable.Action a : table.actions()) {
            if (changed.containsKey(a.name())) {
                out.put(a.name(), changed.get(a.name()));
            }
        }
        return out;
    }

    /** What came of a request to give an action another key. */
    public sealed interface Rebinding {
        /** Done: {@code action} has {@code now} instead of {@code old}. */
        record Done(KeyBindings bindings, KeyTable.Action action, KeyChord old, KeyChord now) implements Rebinding {
        }

        /** {@code key} already does {@code other}. */
        record Clash(KeyChord key, KeyTable.Action other) implements Rebinding {
        }

        /** {@code key} is kept for the window or the screen reader. */
        record Reserved(KeyChord key) implements Rebinding {
        }

        /** {@code key} does nothing the player may rebind (nothing at all, or a fixed key). */
        record NotBound(KeyChord key) implements Rebinding {
        }

        /** The action already has {@code key}. */
        record Unchanged(KeyChord key, KeyTable.Action action) implements Rebinding {
        }
    }

    /** Gives the action that {@code old} does the key {@code now} in place of {@code old}. */
    public Rebinding rebind(KeyChord old, KeyChord now) {
        Optional<KeyTable.Action> action = actionAt(old).filter(KeyTable.Action::rebindable);
        if (action.isEmpty()) {
            return new Rebinding.NotBound(old);
        }
        if (old.equals(now)) {
            return new Rebinding.Unchanged(now, action.get());
        }
        if (reserved(now)) {
            return new Rebinding.Reserved(now);
        }
        Optional<KeyTable.Action> other = actionAt(now);
        if (other.isPresent()) {
            return other.get().equals(action.get()) ? new Rebinding.Unchanged(now, action.get())
                    : new Rebinding.Clash(now, other.get());
        }
        List<KeyChord> keys = new ArrayList<>(keysOf(action.get().name()));
        keys.set(keys.indexOf(old), now);
        return new Rebinding.Done(with(action.get(), keys), action.get(), old, now);
    }

    private KeyBindings with(KeyTable.Action action, List<KeyChord> keys) {
        Map<String, List<KeyChord>> next = new LinkedHashMap<>(changed);
        if (keys.equals(action.defaults())) {
            next.remove(action.name());
        } else {
            next.put(action.name(), List.copyOf(keys));
        }
        return new KeyBindings(table, Map.copyOf(next));
    }

    /**
     * The player's changes as read back from the preferences ({@code action} to its keys); empty
     * when an action is unknown or fixed, a key reserved, or one key would do two things.
     */
    public static Optional<KeyBindings> of(Map<String, List<KeyChord>> changes) {
        KeyBindings b = DEFAULTS;
        for (Map.Entry<String, List<KeyChord>> e : changes.entrySet()) {
            Optional<KeyTable.Action> a = b.table.action(e.getKey()).filter(KeyTable.Action::rebindable);
            if (a.isEmpty() || e.getValue().isEmpty() || e.getValue().stream().anyMatch(KeyBindings::reserved)) {
                return Optional.empty();
            }
            b = b.with(a.get(), e.getValue());
        }
        KeyBindings read = b;
        List<KeyChord> all = read.table.actions().stream().flatMap(a -> read.keysOf(a.name()).stream()).toList();
        return Set.copyOf(all).size() == all.size() ? Optional.of(read) : Optional.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KeyBindings k && k.changed.equals(changed) && k.table == table;
    }

    @Override
    public int hashCode() {
        return changed.hashCode();
    }

    @Override
    public String toString() {
        return "KeyBindings" + changes();
    }
}
