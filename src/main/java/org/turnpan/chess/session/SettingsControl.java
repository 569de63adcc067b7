package org.turnpan.chess.session;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.session.command.ChatSetting;
import org.turnpan.chess.session.command.KeyCommands;
import org.turnpan.chess.session.command.NameCommand;
import org.turnpan.chess.session.command.PreferenceCommands;
import org.turnpan.chess.session.command.SettingCommands;
import org.turnpan.chess.session.command.SoundCommand;
import org.turnpan.chess.session.settings.ColourTheme;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.VoiceSetting;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.Verbosity;
import org.turnpan.chess.speech.tts.Earcon;

/**
 * The settings a front end changes from its menus or its voice (language, move style, verbosity,
 * square names, voice, speech rate and volume, sounds, theme, zoom): each change is applied and said exactly
 * as the typed command says it ({@link SettingCommands}, {@link PreferenceCommands}), under the
 * session's lock. Reached through {@link GameSession#settingsControl()}.
 */
public final class SettingsControl {
    /** The facade's way to apply a change and say it at once, under its lock. */
    private final Consumer<Supplier<List<Announcement>>> session;
    private final SessionCore core;

    SettingsControl(Consumer<Supplier<List<Announcement>>> session, SessionCore core) {
        this.session = session;
        this.core = core;
    }

    public void changeLanguage(Locale locale) {
        session.accept(() -> SettingCommands.change(core, "language", core.settings().withLocale(locale)));
    }

    public void changeMoveStyle(MoveStyle style) {
        session.accept(() -> SettingCommands.change(core, "style", core.settings().withMoveStyle(style)));
    }

    public void changeVerbosity(Verbosity verbosity) {
        session.accept(() -> SettingCommands.change(core, "verbosity", core.settings().withVerbosity(verbosity)));
    }

    public void changeSquareNames(SquareStyle names) {
        session.accept(() -> SettingCommands.change(core, "squares", core.settings().withSquareNames(names)));
    }

    public void changeVoice(VoiceSetting voice) {
        session.accept(() -> SettingCommands.change(core, "voice", core.settings().withVoice(voice)));
    }

    /** Speech rate in percent ({@link Preferences#MIN_RATE} to {@link Preferences#MAX_RATE}), as {@code rate N}. */
    public void changeRate(int percent) {
        session.accept(() -> PreferenceCommands.change(core, "rate", core.settings().preferences().withRate(percent)));
    }

    /** Speech volume in percent, as {@code volume N}. */
    public void changeVolume(int percent) {
        session.accept(() -> PreferenceCommands.change(core, "volume", core.settings().preferences().withVolume(percent)));
    }

    /** One short sound switched on or off (the window's Settings, Sounds menu), as {@code sounds capture off}. */
    public void switchSound(Earcon sound, boolean on) {
        session.accept(() -> SoundCommand.switchOne(core, sound, on));
    }

    /** The online opponent's chat read out or not (the window's Settings, Opponent's chat), as {@code online chat on|off}. */
    public void switchChat(boolean on) {
        session.accept(() -> ChatSetting.switchTo(core, on));
    }

    /** The player's name for saved games (the window's Settings, Your name), as {@code name ...}; empty forgets it. */
    public void changePlayerName(String name) {
        session.accept(() -> NameCommand.set(core, name));
    }

    /** The window's colours, as {@code theme light|dark}. */
    public void changeTheme(ColourTheme theme) {
        session.accept(() -> PreferenceCommands.change(core, "theme", core.settings().preferences().withTheme(theme)));
    }

    /** The window's zoom {@code steps} key presses in (negative: out), as {@code zoom N}; 0 puts it back to 100. */
    public void zoom(int steps) {
        session.accept(() -> {
            Preferences p = core.settings().preferences();
            return PreferenceCommands.change(core, "zoom", steps == 0 ? p.withZoom(100) : p.zoomedBy(steps));
        });
    }

    /** The window's Keys dialog: gives the action of {@code old} the key {@code now}, as {@code keys bind OLD NEW}. */
    public void rebindKey(KeyChord old, KeyChord now) {
        session.accept(() -> KeyCommands.rebind(core, old, now));
    }

    /** Every key back as at first, as {@code keys reset}. */
    public void resetKeys() {
        session.accept(() -> KeyCommands.reset(core));
    }
}
