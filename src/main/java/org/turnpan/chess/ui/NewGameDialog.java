package org.turnpan.chess.ui;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.Player;
import org.turnpan.chess.speech.Catalogue;

/** New game: colour, opponent and time control, three labelled choices read by screen readers. */
final class NewGameDialog {
    /** Players offered, by catalogue key of their name. */
    private static final Map<String, Player> OPPONENTS = new LinkedHashMap<>();
    private static final List<TimeControl> TIME_CONTROLS = List.of(TimeControl.untimed(), TimeControl.ofMinutes(1, 0),
            TimeControl.ofMinutes(3, 2), TimeControl.ofMinutes(5, 0), TimeControl.ofMinutes(10, 0),
            TimeControl.ofMinutes(15, 10), TimeControl.ofMinutes(30, 0));

    static {
        OPPONENTS.put("ui.opponent.human", Player.HUMAN);
        OPPONENTS.put("ui.opponent.builtin", Player.builtin(EngineSpec.DEFAULT_LEVEL));
        OPPONENTS.put("ui.opponent.stockfish", Player.uci("/usr/games/stockfish"));
    }

    /** What the dialog chose: the player's colour, the opponent and the clock. */
    record Choice(Side side, Player opponent, TimeControl timeControl) {
    }

    private NewGameDialog() {
    }

    static Optional<Choice> ask(Window owner, Catalogue m, String stylesheet, String themeClass) {
        ChoiceBox<String> colour = choice(List.of(m.text("ui.side.white"), m.text("ui.side.black")));
        List<String> opponentNames = OPPONENTS.keySet().stream().map(m::text).toList();
        ChoiceBox<String> opponent = choice(opponentNames);
        List<String> clockNames = TIME_CONTROLS.stream()
                .map(tc -> tc.isTimed() ? tc.text() : m.text("ui.clock.untimed")).toList();
        ChoiceBox<String> clock = choice(clockNames);
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(10);
        addRow(grid, 0, m.text("ui.new.colour"), colour);
        addRow(grid, 1, m.text("ui.new.opponent"), opponent);
        addRow(grid, 2, m.text("ui.new.clock"), clock);
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(m.text("ui.new.title"));
        d.setHeaderText(m.text("ui.new.header"));
        d.getDialogPane().setContent(grid);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        d.getDialogPane().getStylesheets().add(stylesheet);
        d.getDialogPane().getStyleClass().add(themeClass);
        d.setOnShown(e -> colour.requestFocus());
        return d.showAndWait().filter(b -> b == ButtonType.OK).map(b -> new Choice(
                colour.getSelectionModel().getSelectedIndex() == 1 ? Side.BLACK : Side.WHITE,
                List.copyOf(OPPONENTS.values()).get(opponent.getSelectionModel().getSelectedIndex()),
                TIME_CONTROLS.get(clock.getSelectionModel().getSelectedIndex())));
    }

    private static ChoiceBox<String> choice(List<String> items) {
        ChoiceBox<String> c = new ChoiceBox<>();
        c.getItems().setAll(items);
        c.getSelectionModel().select(0);
        return c;
    }

    private static void addRow(GridPane grid, int row, String label, ChoiceBox<String> box) {
        Label l = new Label(label);
        l.setLabelFor(box);
        box.setAccessibleText(label);
        grid.addRow(row, l, box);
    }
}
