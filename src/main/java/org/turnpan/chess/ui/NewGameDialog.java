package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.words.WindowSpeech;
import org.turnpan.chess.words.WindowSpeech.Field;

/**
 * New game: your colour, the opponent (a person, the built-in engine at a level, or a UCI engine
 * program, remembered from the last time), and the time control (the current game's by default).
 * Each field is a labelled control a screen reader reads; without one, each field is said with its
 * value as the focus reaches it, and again when the arrows change it.
 */
final class NewGameDialog {
    private static final List<TimeControl> TIME_CONTROLS = List.of(TimeControl.untimed(), TimeControl.ofMinutes(1, 0),
            TimeControl.ofMinutes(3, 2), TimeControl.ofMinutes(5, 0), TimeControl.ofMinutes(10, 0),
            TimeControl.ofMinutes(15, 10), TimeControl.ofMinutes(30, 0));

    /** The opponents offered, in order. */
    private enum Opponent {
        HUMAN("ui.opponent.human"), BUILTIN("ui.opponent.builtin"), UCI("ui.opponent.uci");

        final String key;

        Opponent(String key) {
            this.key = key;
        }
    }

    /** What the dialog chose: the player's colour, the opponent and the clock. */
    record Choice(Side side, Player opponent, TimeControl timeControl, OptionalInt chess960) {
    }

    private final Catalogue m;
    private final GameSession session;
    private final FocusSpeech speech;
    private final ComboBox<String> colour = new ComboBox<>();
    private final ComboBox<String> opponent = new ComboBox<>();
    private final ComboBox<Integer> level = new ComboBox<>();
    private final TextField engine = new TextField();
    private final ComboBox<String> clock = new ComboBox<>();
    private final List<TimeControl> clocks = new ArrayList<>(TIME_CONTROLS);
    /** Standard chess or Chess960 (issue 26), and the Chess960 start position (empty: at random). */
    private final ComboBox<String> variant = new ComboBox<>();
    private final TextField position = new TextField();

    private NewGameDialog(Catalogue m, GameSession session, FocusSpeech speech) {
        this.m = m;
        this.session = session;
        this.speech = speech;
    }

    /** Asks; empty when cancelled. The defaults are the current game's players and clock, and the remembered engine. */
    static Optional<Choice> ask(Window owner, Catalogue m, GameSession session, String themeClass, FocusSpeech speech) {
        return new NewGameDialog(m, session, speech).show(owner, themeClass);
    }

    private Optional<Choice> show(Window owner, String themeClass) {
        SessionSettings now = session.settings();
        Preferences prefs = now.preferences();
        Side you = now.white() instanceof Player.Human || !(now.black() instanceof Player.Human) ? Side.WHITE
                : Side.BLACK;
        Player other = now.player(you.opposite());
        colour.getItems().setAll(m.text("ui.side.white"), m.text("ui.side.black"));
        colour.getSelectionModel().select(you == Side.WHITE ? 0 : 1);
        opponent.getItems().setAll(List.of(Opponent.values()).stream().map(o -> m.text(o.key)).toList());
        opponent.getSelectionModel().select(kind(other).ordinal());
        for (int l = 1; l <= 8; l++) {
            level.getItems().add(l);
        }
        level.getSelectionModel().select(Integer.valueOf(other instanceof Player.Engine e
                && e.spec() instanceof EngineSpec.Builtin b ? b.level() : prefs.level()));
        engine.setText(other instanceof Player.Engine e && e.spec() instanceof EngineSpec.Uci u ? u.path()
                : prefs.enginePath());
        if (!clocks.contains(now.timeControl())) {
            clocks.add(0, now.timeControl());
        }
        clock.getItems().setAll(clocks.stream().map(tc -> tc.isTimed() ? tc.text() : m.text("ui.clock.untimed")).toList());
        clock.getSelectionModel().select(clocks.indexOf(now.timeControl()));
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(10);
        row(grid, 0, "ui.new.colour", colour, Field.COLOUR, c -> colour.getSelectionModel().getSelectedIndex() == 1 ? "black" : "white");
        row(grid, 1, "ui.new.opponent", opponent, Field.OPPONENT, c -> Opponent.values()[Math.max(0,
                opponent.getSelectionModel().getSelectedIndex())].name().toLowerCase(Locale.ROOT));
        row(grid, 2, "ui.new.level", level, Field.LEVEL, c -> String.valueOf(level.getValue()));
        row(grid, 3, "ui.new.engine", engine, Field.ENGINE, c -> engine.getText());
        row(grid, 4, "ui.new.clock", clock, Field.CLOCK, c -> session.timeControlWords(
                clocks.get(Math.max(0, clock.getSelectionModel().getSelectedIndex()))));
        variant.getItems().setAll(m.text("ui.variant.standard"), m.text("ui.variant.chess960"));
        variant.getSelectionModel().select(0);
        row(grid, 5, "ui.new.variant", variant, Field.VARIANT,
                c -> variant.getSelectionModel().getSelectedIndex() == 1 ? "chess960" : "standard");
        row(grid, 6, "ui.new.position", position, Field.POSITION, c -> position.getText().strip());
        position.setPrefColumnCount(6);
        variant.valueProperty().addListener((o, was, v) -> position.setDisable(
                variant.getSelectionModel().getSelectedIndex() != 1));
        position.setDisable(true);
        engine.setPrefColumnCount(24);
        opponent.valueProperty().addListener((o, was, v) -> enableEngineFields());
        enableEngineFields();
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(m.text("ui.new.title"));
        d.setHeaderText(m.text("ui.new.header"));
        d.getDialogPane().setContent(grid);
        // JavaFX words its own OK and Cancel in the system's language, not the window's
        ButtonType ok = new ButtonType(m.text("ui.answer.ok"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(m.text("ui.answer.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        d.getDialogPane().getButtonTypes().addAll(ok, cancel);
        d.getDialogPane().getStylesheets().add(ChessWindow.STYLESHEET);
        d.getDialogPane().getStyleClass().add(themeClass);
        d.setOnShown(e -> {
            speech.say(WindowSpeech.dialog(m.text("ui.new.title"), m.text("ui.new.header")));
            speech.queueNext();
            speech.watchFrom(d.getDialogPane().getScene(), colour);
        });
        return d.showAndWait().filter(b -> b == ok).map(b -> choice());
    }

    private Choice choice() {
        Side side = colour.getSelectionModel().getSelectedIndex() == 1 ? Side.BLACK : Side.WHITE;
        Opponent o = Opponent.values()[Math.max(0, opponent.getSelectionModel().getSelectedIndex())];
        Player player = switch (o) {
            case HUMAN -> Player.HUMAN;
            case BUILTIN -> Player.builtin(level.getValue() == null ? EngineSpec.DEFAULT_LEVEL : level.getValue());
            case UCI -> engine.getText().isBlank() ? Player.HUMAN : Player.uci(engine.getText().strip());
        };
        return new Choice(side, player, clocks.get(Math.max(0, clock.getSelectionModel().getSelectedIndex())),
                chess960());
    }

    /** The Chess960 start position chosen: the number typed (0-959), else one at random; empty for standard chess. */
    private OptionalInt chess960() {
        if (variant.getSelectionModel().getSelectedIndex() != 1) {
            return OptionalInt.empty();
        }
        String typed = position.getText().strip();
        if (typed.matches("[0-9]{1,3}") && Integer.parseInt(typed) < org.turnpan.chess.rules.Chess960.COUNT) {
            return OptionalInt.of(Integer.parseInt(typed));
        }
        return OptionalInt.of(org.turnpan.chess.rules.Chess960.randomNumber(java.util.random.RandomGenerator.getDefault()));
    }

    private static Opponent kind(Player p) {
        if (p instanceof Player.Engine e) {
            return e.spec() instanceof EngineSpec.Uci ? Opponent.UCI : Opponent.BUILTIN;
        }
        return Opponent.HUMAN;
    }

    /** The level is offered only for the built-in engine, the program only for a UCI engine (Tab skips the other). */
    private void enableEngineFields() {
        Opponent o = Opponent.values()[Math.max(0, opponent.getSelectionModel().getSelectedIndex())];
        level.setDisable(o != Opponent.BUILTIN);
        engine.setDisable(o != Opponent.UCI);
    }

    /** A labelled field that says itself with its value when focused, and its new value when changed. */
    private void row(GridPane grid, int row, String labelKey, Control field, Field spoken, Function<Node, Object> value) {
        Label l = new Label(m.text(labelKey));
        l.setLabelFor(field);
        field.setAccessibleText(Labels.plain(m.text(labelKey)).replaceAll("[:：]\\s*$", ""));
        grid.addRow(row, l, field);
        speech.describe(field, previous -> Optional.of(WindowSpeech.field(spoken, value.apply(field), true)));
        if (field instanceof ComboBox<?> box) {
            box.valueProperty().addListener((o, was, now) -> {
                if (box.isFocused() && now != null) {
                    speech.say(WindowSpeech.field(spoken, value.apply(field), false));
                }
            });
        }
    }
}
