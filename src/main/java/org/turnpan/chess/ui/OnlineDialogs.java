package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.online.OnlineTerms;
import org.turnpan.chess.session.online.OnlineWindowSpeech;
import org.turnpan.chess.session.online.OnlineWindowSpeech.Field;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.words.WindowSpeech;

/**
 * The Online menu's dialogs, which speak as the New game dialog does (its title and question when
 * it opens, each field with its value as the focus reaches it, the new value as the arrows change
 * it): the token (a masked field whose text is never shown, never in its accessible name or value
 * and never said, and cleared when the dialog closes), the terms of a seek, a challenge or a game
 * against lichess's computer, and the choice of a game in progress. OK sends, as the typed
 * command would; Cancel sends nothing and says so.
 */
final class OnlineDialogs {
    /** The real-time clocks offered (lichess pairs seeks from 10 minutes, or 8 with an increment). */
    private static final List<TimeControl> SEEK_CLOCKS = List.of(TimeControl.ofMinutes(10, 0), TimeControl.ofMinutes(10, 5),
            TimeControl.ofMinutes(15, 10), TimeControl.ofMinutes(30, 0), TimeControl.ofMinutes(30, 20));
    /** A challenge or the computer may be faster. */
    private static final List<TimeControl> CHALLENGE_CLOCKS = List.of(TimeControl.ofMinutes(3, 2),
            TimeControl.ofMinutes(5, 0), TimeControl.ofMinutes(5, 3), TimeControl.ofMinutes(10, 0),
            TimeControl.ofMinutes(10, 5), TimeControl.ofMinutes(15, 10), TimeControl.ofMinutes(30, 0));

    private final ChessWindow window;
    private final GameSession session;
    private final Catalogue m;

    OnlineDialogs(ChessWindow window, GameSession session, Catalogue m) {
        this.window = window;
        this.session = session;
        this.m = m;
    }

    // ------------------------------------------------------------------------------ the token

    void logIn() {
        PasswordField token = new PasswordField();
        token.setPrefColumnCount(28);
        GridPane grid = grid();
        row(grid, 0, "online.ui.field.token", token, Field.TOKEN, () -> "");
        Dialog<String> d = dialog("online.ui.token.title", "online.ui.token.header", grid, token);
        d.setResultConverter(b -> b != null && b.getButtonData() == ButtonBar.ButtonData.OK_DONE ? token.getText() : null);
        // whatever closes the dialog, the token leaves the field
        d.setOnHidden(e -> token.clear());
        Optional<String> typed = d.showAndWait().filter(t -> !t.isBlank());
        token.clear();
        window.afterMenu(() -> typed.ifPresentOrElse(session.onlineControl()::login, this::cancelled));
    }

    // ------------------------------------------------------------------------------ seek, challenge, computer

    /** One choice of pace: a clock, or days a move. */
    private record Pace(TimeControl clock, int days) {
        OnlineTerms terms() {
            return days > 0 ? OnlineTerms.correspondence(days) : OnlineTerms.realTime(clock);
        }
    }

    void seek() {
        terms(false, SEEK_CLOCKS, true, "online.ui.seek.title", "online.ui.seek.header")
                .ifPresentOrElse(t -> window.afterMenu(() -> session.onlineControl().seek(t.terms())),
                        () -> window.afterMenu(this::cancelled));
    }

    void challenge() {
        terms(true, CHALLENGE_CLOCKS, true, "online.ui.challenge.title", "online.ui.challenge.header")
                .ifPresentOrElse(t -> window.afterMenu(() -> session.onlineControl().challenge(t.user(), t.terms())),
                        () -> window.afterMenu(this::cancelled));
    }

    void ai() {
        ComboBox<Integer> level = new ComboBox<>();
        for (int l = 1; l <= 8; l++) {
            level.getItems().add(l);
        }
        level.getSelectionModel().select(Integer.valueOf(3));
        ComboBox<String> clock = new ComboBox<>();
        clock.getItems().setAll(CHALLENGE_CLOCKS.stream().map(TimeControl::text).toList());
        clock.getSelectionModel().select(CHALLENGE_CLOCKS.indexOf(TimeControl.ofMinutes(10, 0)));
        GridPane grid = grid();
        row(grid, 0, "online.ui.field.level", level, Field.LEVEL, level::getValue);
        row(grid, 1, "online.ui.field.pace", clock, Field.PACE, () -> session.timeControlWords(
                CHALLENGE_CLOCKS.get(Math.max(0, clock.getSelectionModel().getSelectedIndex()))));
        Dialog<Boolean> d = dialog("online.ui.ai.title", "online.ui.ai.header", grid, level);
        d.setResultConverter(b -> b != null && b.getButtonData() == ButtonBar.ButtonData.OK_DONE);
        boolean ok = d.showAndWait().orElse(false);
        window.afterMenu(ok ? () -> session.onlineControl().ai(level.getValue(),
                CHALLENGE_CLOCKS.get(Math.max(0, clock.getSelectionModel().getSelectedIndex()))) : this::cancelled);
    }

    /** What a seek or challenge dialog chose: the player's name (challenge) and the terms. */
    private record Chosen(String user, OnlineTerms terms) {
    }

    private Optional<Chosen> terms(boolean withUser, List<TimeControl> clocks, boolean withDays, String title, String header) {
        TextField user = new TextField();
        user.setPrefColumnCount(20);
        List<Pace> paces = new ArrayList<>();
        clocks.forEach(c -> paces.add(new Pace(c, 0)));
        if (withDays) {
            OnlineTerms.DAYS.forEach(n -> paces.add(new Pace(TimeControl.untimed(), n)));
        }
        ComboBox<String> pace = new ComboBox<>();
        pace.getItems().setAll(paces.stream().map(p -> p.days() > 0
                ? m.render(OnlineWindowSpeech.daysChoice(p.days()), Medium.TEXT) : p.clock().text()).toList());
        pace.getSelectionModel().select(0);
        ComboBox<String> rated = new ComboBox<>();
        rated.getItems().setAll(m.text("online.ui.rated.casual"), m.text("online.ui.rated.rated"));
        rated.getSelectionModel().select(0);
        ComboBox<String> colour = new ComboBox<>();
        colour.getItems().setAll(m.text("online.ui.colour.random"), m.text("online.ui.colour.white"),
                m.text("online.ui.colour.black"));
        colour.getSelectionModel().select(0);
        Supplier<Pace> chosenPace = () -> paces.get(Math.max(0, pace.getSelectionModel().getSelectedIndex()));
        GridPane grid = grid();
        int r = 0;
        if (withUser) {
            row(grid, r++, "online.ui.field.user", user, Field.USER, user::getText);
        }
        row(grid, r++, "online.ui.field.pace", pace, Field.PACE, () -> {
            Pace p = chosenPace.get();
            return p.days() > 0 ? OnlineWindowSpeech.correspondence(p.days()) : session.timeControlWords(p.clock());
        });
        row(grid, r++, "online.ui.field.rated", rated, Field.RATED,
                () -> rated.getSelectionModel().getSelectedIndex() == 1 ? "rated" : "casual");
        row(grid, r, "online.ui.field.colour", colour, Field.COLOUR,
                () -> List.of("random", "white", "black").get(Math.max(0, colour.getSelectionModel().getSelectedIndex())));
        Dialog<Boolean> d = dialog(title, header, grid, withUser ? user : pace);
        d.setResultConverter(b -> b != null && b.getButtonData() == ButtonBar.ButtonData.OK_DONE);
        if (!d.showAndWait().orElse(false)) {
            return Optional.empty();
        }
        int c = colour.getSelectionModel().getSelectedIndex();
        OnlineTerms terms = chosenPace.get().terms().withRated(rated.getSelectionModel().getSelectedIndex() == 1)
                .withColour(c == 1 ? Optional.of(Side.WHITE) : c == 2 ? Optional.of(Side.BLACK) : Optional.empty());
        return Optional.of(new Chosen(user.getText().strip(), terms));
    }

    // ------------------------------------------------------------------------------ a game in progress

    void openGame() {
        List<String> opponents = session.onlineControl().listedOpponents();
        ComboBox<String> game = new ComboBox<>();
        for (int i = 0; i < opponents.size(); i++) {
            game.getItems().add((i + 1) + ". " + opponents.get(i));
        }
        game.getSelectionModel().select(0);
        GridPane grid = grid();
        row(grid, 0, "online.ui.field.game", game, Field.GAME, () -> game.getValue() == null ? "" : game.getValue());
        Dialog<Boolean> d = dialog("online.ui.game.title", "online.ui.game.header", grid, game);
        d.setResultConverter(b -> b != null && b.getButtonData() == ButtonBar.ButtonData.OK_DONE);
        boolean ok = d.showAndWait().orElse(false) && !opponents.isEmpty();
        int number = game.getSelectionModel().getSelectedIndex() + 1;
        window.afterMenu(ok ? () -> session.onlineControl().openGame(number) : this::cancelled);
    }

    // ------------------------------------------------------------------------------ how each dialog speaks

    private void cancelled() {
        window.focusSpeech().say(OnlineWindowSpeech.cancelled());
    }

    private static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(10);
        return grid;
    }

    private <T> Dialog<T> dialog(String titleKey, String headerKey, GridPane grid, Node first) {
        Dialog<T> d = new Dialog<>();
        d.initOwner(window.stage());
        d.setTitle(m.text(titleKey));
        d.setHeaderText(m.text(headerKey));
        d.getDialogPane().setContent(grid);
        // JavaFX words its own OK and Cancel in the system's language, not the window's
        d.getDialogPane().getButtonTypes().addAll(new ButtonType(m.text("ui.answer.ok"), ButtonBar.ButtonData.OK_DONE),
                new ButtonType(m.text("ui.answer.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE));
        d.getDialogPane().getStylesheets().add(ChessWindow.STYLESHEET);
        d.getDialogPane().getStyleClass().add(window.theme().styleClass());
        FocusSpeech speech = window.focusSpeech();
        d.setOnShown(e -> {
            speech.say(WindowSpeech.dialog(m.text(titleKey), m.text(headerKey)));
            speech.queueNext();
            speech.watchFrom(d.getDialogPane().getScene(), first);
        });
        return d;
    }

    /**
     * A labelled field that says itself with its value when focused, and its new value when
     * changed. Its accessible name is its label; the token field's value is never given to speech.
     */
    private void row(GridPane grid, int row, String labelKey, Control field, Field spoken, Supplier<Object> value) {
        Label l = new Label(m.text(labelKey));
        l.setLabelFor(field);
        field.setAccessibleText(Labels.plain(m.text(labelKey)).replaceAll("[:：]\\s*$", ""));
        grid.addRow(row, l, field);
        FocusSpeech speech = window.focusSpeech();
        speech.describe(field, previous -> Optional.of(OnlineWindowSpeech.field(spoken,
                spoken == Field.TOKEN ? "" : value.get(), true)));
        if (field instanceof ComboBox<?> box) {
            box.valueProperty().addListener((o, was, now) -> {
                if (box.isFocused() && now != null) {
                    speech.say(OnlineWindowSpeech.field(spoken, value.get(), false));
                }
            });
        }
    }
}
