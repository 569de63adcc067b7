package org.turnpan.chess.ui;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.SpeechSettings;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.Verbosity;
import org.turnpan.chess.speech.VoiceMessages;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.VoiceKind;

/**
 * The Settings menu: language, voice, speech rate, volume, verbosity, move style, square names and sounds.
 * Game wording, speech rate, volume and sounds go to the session's setting methods (each answered
 * as the typed setting command is, and kept between runs); verbosity goes to the announcer too.
 */
final class SettingsMenu {
    private static final List<Integer> RATES = List.of(75, 100, 125, 150, 200, 250);
    private static final List<Integer> VOLUMES = List.of(25, 50, 75, 100);

    private final ChessWindow window;
    private final GameSession session;
    private final SpeechSystem speech;

    SettingsMenu(ChessWindow window, GameSession session, SpeechSystem speech) {
        this.window = window;
        this.session = session;
        this.speech = speech;
    }

    Menu build(Catalogue m) {
        Menu settings = new Menu(m.text("ui.menu.settings"));
        SpeechSettings now = speech.announcer().settings();
        SessionSettings game = session.settings();
        Menu language = new Menu(m.text("ui.menu.language"));
        ToggleGroup langs = new ToggleGroup();
        for (Locale l : Catalogue.LANGUAGES) {
            language.getItems().add(radio(m.text("ui.language." + l.getLanguage()), langs,
                    l.getLanguage().equals(m.locale().getLanguage()), () -> Platform.runLater(() -> window.setLanguage(l))));
        }
        Menu voice = new Menu(m.text("ui.menu.voice"));
        ToggleGroup voices = new ToggleGroup();
        voice.getItems().add(radio(m.text("ui.voice.auto"), voices, true, () -> window.chooseVoice(null)));
        for (VoiceKind k : VoiceKind.values()) {
            voice.getItems().add(radio(m.render(VoiceMessages.voiceName(k)), voices, false, () -> window.chooseVoice(k)));
        }
        Menu rate = new Menu(m.text("ui.menu.rate"));
        ToggleGroup rates = new ToggleGroup();
        for (int r : RATES) {
            rate.getItems().add(radio(m.text("ui.rate", "percent", r), rates, r == game.preferences().rate(),
                    () -> session.settingsControl().changeRate(r)));
        }
        Menu volume = new Menu(m.text("ui.menu.volume"));
        ToggleGroup volumes = new ToggleGroup();
        for (int v : VOLUMES) {
            volume.getItems().add(radio(m.text("ui.rate", "percent", v), volumes, v == game.preferences().volume(),
                    () -> session.settingsControl().changeVolume(v)));
        }
        Menu verbosity = new Menu(m.text("ui.menu.verbosity"));
        ToggleGroup levels = new ToggleGroup();
        for (Verbosity v : Verbosity.values()) {
            String word = v.name().toLowerCase(Locale.ROOT);
            verbosity.getItems().add(radio(m.text("ui.verbosity." + word), levels, v == now.verbosity(), () -> {
                speech.announcer().update(s -> s.withVerbosity(v));
                session.settingsControl().changeVerbosity(v);
            }));
        }
        Menu style = choices(m, "ui.menu.style", "style", MoveStyle.values(), game.moveStyle(), session.settingsControl()::changeMoveStyle);
        Menu squares = choices(m, "ui.menu.squares", "squares", SquareStyle.values(), game.squareNames(),
                session.settingsControl()::changeSquareNames);
        Menu sounds = new Menu(m.text("ui.menu.sounds"));
        for (Earcon e : Earcon.values()) {
            CheckMenuItem c = new CheckMenuItem(m.render(VoiceMessages.earconName(e)));
            c.setMnemonicParsing(false);
            c.setSelected(game.preferences().sounds().contains(e));
            c.setOnAction(ev -> session.settingsControl().switchSound(e, c.isSelected()));
            sounds.getItems().add(c);
        }
        // the online opponent's chat read out (issue 25), kept in the preferences as the sounds are
        CheckMenuItem chat = new CheckMenuItem(m.text("ui.menu.chat"));
        chat.setMnemonicParsing(true);
        chat.setSelected(game.preferences().chat());
        chat.setOnAction(ev -> session.settingsControl().switchChat(chat.isSelected()));
        // the player's own keys (issue 24)
        javafx.scene.control.MenuItem keys = new javafx.scene.control.MenuItem(m.text("keys.menu"));
        keys.setMnemonicParsing(true);
        keys.setOnAction(e -> window.showKeys());
                MenuItem name = new MenuItem(m.text("ui.menu.name"));
        name.setOnAction(ev -> window.afterMenu(() -> NameDialog.ask(window.stage(), m,
                session.settings().preferences().playerName(), window.theme().styleClass(), window.focusSpeech())
                .ifPresent(session.settingsControl()::changePlayerName)));

        settings.getItems().addAll(language, voice, rate, volume, verbosity, style, squares, sounds, chat, keys, name);
        return settings;
    }

    /** A submenu whose choices are the values of one session setting; choosing one changes it. */
    private static <E extends Enum<E>> Menu choices(Catalogue m, String titleKey, String word, E[] values, E selected,
                                                    Consumer<E> choose) {
        Menu menu = new Menu(m.text(titleKey));
        ToggleGroup g = new ToggleGroup();
        for (E v : values) {
            menu.getItems().add(radio(m.text("ui." + word + "." + v.name().toLowerCase(Locale.ROOT)), g, v == selected,
                    () -> choose.accept(v)));
        }
        return menu;
    }

    private static RadioMenuItem radio(String label, ToggleGroup group, boolean selected, Runnable action) {
        RadioMenuItem r = new RadioMenuItem(label);
        r.setMnemonicParsing(false);
        r.setToggleGroup(group);
        r.setSelected(selected);
        r.setOnAction(e -> action.run());
        return r;
    }
}
