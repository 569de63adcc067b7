package org.turnpan.chess.ui;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.speech.SpeechSettings;
import org.turnpan.chess.speech.Verbosity;
import org.turnpan.chess.speech.VoiceMessages;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.VoiceKind;

/**
 * The Settings menu: language, voice, speech rate, verbosity, move style, square names and sounds.
 * Game wording goes to the session as typed commands (its English command words always work);
 * voice, rate, verbosity and sounds go to the window's speaker.
 */
final class SettingsMenu {
    private static final List<Double> RATES = List.of(0.75, 1.0, 1.5, 2.0);

    private final ChessWindow window;
    private final Speaker speaker;
    private final Consumer<String> command;

    SettingsMenu(ChessWindow window, Speaker speaker, Consumer<String> command) {
        this.window = window;
        this.speaker = speaker;
        this.command = command;
    }

    Menu build(Messages m) {
        Menu settings = new Menu(m.text("ui.menu.settings"));
        SpeechSettings now = speaker.announcer().settings();
        Menu language = new Menu(m.text("ui.menu.language"));
        ToggleGroup langs = new ToggleGroup();
        for (Locale l : Messages.LANGUAGES) {
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
        for (double r : RATES) {
            rate.getItems().add(radio(m.text("ui.rate", "percent", Math.round(r * 100)), rates,
                    r == now.prosody().rate(), () -> speaker.announcer().update(s -> s.withProsody(s.prosody().withRate(r)))));
        }
        Menu verbosity = new Menu(m.text("ui.menu.verbosity"));
        ToggleGroup levels = new ToggleGroup();
        for (Verbosity v : Verbosity.values()) {
            String word = v.name().toLowerCase(Locale.ROOT);
            verbosity.getItems().add(radio(m.text("ui.verbosity." + word), levels, v == now.verbosity(), () -> {
                speaker.announcer().update(s -> s.withVerbosity(v));
                command.accept("verbosity " + word);
            }));
        }
        Menu style = choices(m, "ui.menu.style", "style", List.of("terse", "words", "full"), "words");
        Menu squares = choices(m, "ui.menu.squares", "squares", List.of("plain", "phonetic"), "plain");
        Menu sounds = new Menu(m.text("ui.menu.sounds"));
        for (Earcon e : Earcon.values()) {
            CheckMenuItem c = new CheckMenuItem(m.render(VoiceMessages.earconName(e)));
            c.setMnemonicParsing(false);
            c.setSelected(now.earcons().contains(e));
            c.setOnAction(ev -> {
                speaker.announcer().update(s -> s.withEarcon(e, c.isSelected()));
                speaker.say(Announcement.answer(VoiceMessages.earconSwitched(e, c.isSelected())));
            });
            sounds.getItems().add(c);
        }
        settings.getItems().addAll(language, voice, rate, verbosity, style, squares, sounds);
        return settings;
    }

    /** A submenu whose choices are session settings, sent as the command "{word} {value}". */
    private Menu choices(Messages m, String titleKey, String word, List<String> values, String selected) {
        Menu menu = new Menu(m.text(titleKey));
        ToggleGroup g = new ToggleGroup();
        for (String v : values) {
            menu.getItems().add(radio(m.render(Message.of("ui." + word + "." + v)), g, v.equals(selected),
                    () -> command.accept(word + " " + v)));
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
