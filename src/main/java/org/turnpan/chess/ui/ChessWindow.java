package org.turnpan.chess.ui;

import java.io.File;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.TextOutput;
import org.turnpan.chess.speech.tts.VoiceKind;

/**
 * The main window: menus, the board, clocks, the move list, the announcement log and the command
 * field. Every texts comes from the {@code ui} catalogue; every action is reachable by keys.
 */
public final class ChessWindow implements BoardDisplay {
    private static final String STYLESHEET = ChessWindow.class.getResource("turnpan.css").toExternalForm();

    private final Stage stage;
    private final Speaker speaker;
    private final AnnouncementLog log = new AnnouncementLog();
    private final Label statusLine = new Label();
    private final BoardControl control;
    private final BoardView board = new BoardView();
    private final PromotionChooser chooser;
    private final TextField commandField = new TextField();
    private final ListView<String> moveList = new ListView<>();
    private final ListView<String> logList = new ListView<>();
    private final Label whiteClock = new Label();
    private final Label blackClock = new Label();
    private final Label commandLabel = new Label();
    private final Label movesLabel = new Label();
    private final Label logLabel = new Label();
    private final BorderPane root = new BorderPane();
    private final Timeline ticker;
    private final AudioDevice sound;
    private Theme theme;
    /** The "/" or "i" that opened the command field must not land in it. */
    private boolean swallowOpeningKey;
    private Stage help;

    /** A window that shows and logs everything but speaks only once {@link #startVoice} is called. */
    public ChessWindow(Stage stage, Table table, Locale locale, Theme theme) {
        this(stage, table, locale, theme, AudioDevice.none());
    }

    /** {@code sound} plays the short sounds (edge of the board, refused move). */
    public ChessWindow(Stage stage, Table table, Locale locale, Theme theme, AudioDevice sound) {
        this.stage = stage;
        this.theme = theme;
        this.sound = sound;
        this.speaker = new Speaker(locale,
                List.of(log.display(), new TextOutput(text -> onFx(() -> statusLine.setText(text)))), sound);
        this.control = new BoardControl(table, speaker, this);
        this.chooser = new PromotionChooser(speaker, control::promote, control::cancelPromotion);
        log.onAdded(() -> onFx(() -> {
            logList.getItems().setAll(log.lines());
            logList.scrollTo(logList.getItems().size() - 1);
        }));
        table.onUnprompted(said -> Platform.runLater(() -> control.unprompted(said)));
        table.onQuit(() -> Platform.runLater(stage::close));
        SpeechTimes.fromSystemProperty().ifPresent(times -> log.onAdded(() -> times.write(log.last())));
        speaker.sayAll(StartSentence.of(table.greeting(), table));
        wireBoard();
        wireCommandField();
        layout();
        Scene scene = new Scene(root, 1180, 760);
        scene.getStylesheets().add(STYLESHEET);
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(480);
        ticker = new Timeline(new KeyFrame(javafx.util.Duration.millis(200), e -> {
            table.tick();
            showClocks();
        }));
        ticker.setCycleCount(Animation.INDEFINITE);
        applyTexts();
        refresh();
    }

    /** Shows the window (the first sentence was said while it was being built) and focuses the board. */
    public void start() {
        stage.show();
        ticker.play();
        control.resetCursor();
        focusSquare(control.cursor().square());
    }

    /**
     * Chooses and loads the voice in the background ({@code asked} from --voice; the screen reader
     * when one is active). The window keeps working meanwhile; sentences are logged and shown.
     */
    public void startVoice(Optional<VoiceKind> asked, AudioDevice sound) {
        speaker.startVoice(asked, sound, Platform.isAccessibilityActive(), new ScreenReaderOutput(statusLine));
    }

    /** Speaks with this voice from now on ({@code null}: choose automatically). */
    public void chooseVoice(VoiceKind kind) {
        control.command("voice " + (kind == null ? "auto" : kind.key()));
        startVoice(Optional.ofNullable(kind), sound);
    }

    /** Stops the clock ticker and the voice (the window is closing). */
    public void stop() {
        ticker.stop();
        speaker.close();
    }

    static void onFx(Runnable r) {
        if (Platform.isFxApplicationThread()) {
            r.run();
        } else {
            Platform.runLater(r);
        }
    }

    public Speaker speaker() {
        return speaker;
    }

    public AnnouncementLog log() {
        return log;
    }

    public BoardControl control() {
        return control;
    }

    public Stage stage() {
        return stage;
    }

    public void setTheme(Theme t) {
        root.getStyleClass().removeAll(Theme.LIGHT.styleClass(), Theme.DARK.styleClass());
        root.getStyleClass().add(t.styleClass());
        theme = t;
    }

    public void setLanguage(Locale locale) {
        speaker.setLocale(locale);
        control.table().setLocale(locale);
        applyTexts();
        refresh();
    }

    // ---- BoardDisplay

    @Override
    public void refresh() {
        Messages m = speaker.messages();
        board.show(control.table().game(), control.cursor().bottom(), control.cursor().square(),
                control.interaction().selected(), m);
        moveList.getItems().setAll(moveRows(control.table().game()));
        if (!moveList.getItems().isEmpty()) {
            moveList.scrollTo(moveList.getItems().size() - 1);
        }
        showClocks();
    }

    @Override
    public void focusSquare(Square square) {
        refresh();
        board.node(square).requestFocus();
    }

    @Override
    public void openCommandField() {
        swallowOpeningKey = true;
        commandField.requestFocus();
    }

    @Override
    public void showKeyboardHelp() {
        if (help != null && help.isShowing()) {
            help.close();
        }
        help = HelpDialog.show(stage, speaker.messages(), List.of(STYLESHEET), theme.styleClass(),
                speaker::say);
    }

    /** Opens the choice over the promotion square (kept inside the board area). */
    @Override
    public void askPromotion(Square square) {
        chooser.open(speaker.messages());
        chooser.applyCss();
        chooser.layout();
        Bounds b = board.node(square).getBoundsInParent();
        Region area = (Region) board.getParent();
        double w = chooser.prefWidth(-1);
        double h = chooser.prefHeight(-1);
        chooser.setTranslateX(Math.max(0, Math.min(board.getLayoutX() + b.getMinX(), area.getWidth() - w)));
        chooser.setTranslateY(Math.max(0, Math.min(board.getLayoutY() + b.getMinY(), area.getHeight() - h)));
    }

    /** The promotion choice, while it is open (for tests). */
    public Optional<PromotionChooser> promotionChooser() {
        return chooser.isOpen() ? Optional.of(chooser) : Optional.empty();
    }

    // ---- building

    private void wireBoard() {
        for (SquareNode n : board.squares()) {
            n.setOnMouseClicked(e -> activateByPointer(n.square()));
            n.onFire(() -> activateByPointer(n.square()));
            n.focusedProperty().addListener((o, was, now) -> {
                if (now && control.cursor().square() != n.square()) {
                    control.focusedBy(n.square());
                    refresh();
                }
            });
        }
        board.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (chooser.isOpen()) {
                return;
            }
            KeyMap.actionFor(BoardKeys.chord(e)).ifPresent(a -> {
                control.perform(a);
                e.consume();
            });
        });
    }

    private void activateByPointer(Square s) {
        control.focusedBy(s);
        board.node(s).requestFocus();
        control.perform(new BoardAction.Do(BoardAction.Command.ACTIVATE));
    }

    private void wireCommandField() {
        commandField.setOnAction(e -> {
            String text = withoutSlashes(commandField.getText());
            commandField.clear();
            control.command(text);
        });
        commandField.addEventFilter(KeyEvent.KEY_TYPED, e -> {
            boolean opener = "/".equals(e.getCharacter()) || "i".equalsIgnoreCase(e.getCharacter());
            if (swallowOpeningKey && opener) {
                e.consume();
            }
            swallowOpeningKey = false;
        });
        commandField.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                focusSquare(control.cursor().square());
                e.consume();
            }
        });
        commandLabel.setLabelFor(commandField);
    }

    /**
     * A "/" typed while the field already has the focus (after a move the focus stays there) lands
     * in the text; no move or command starts with one, so leading slashes are dropped.
     */
    static String withoutSlashes(String typed) {
        String text = typed.strip();
        while (text.startsWith("/")) {
            text = text.substring(1).strip();
        }
        return text;
    }

    /** Long sentences wrap in the log instead of running off its edge. */
    private static ListCell<String> wrappingCell() {
        ListCell<String> cell = new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        };
        cell.setWrapText(true);
        cell.setPrefWidth(0);
        return cell;
    }

    private void layout() {
        StackPane boardArea = new StackPane(board, chooser);
        StackPane.setAlignment(chooser, Pos.TOP_LEFT);
        boardArea.setPadding(new Insets(8));
        HBox.setHgrow(boardArea, Priority.ALWAYS);
        whiteClock.getStyleClass().addAll("clock");
        blackClock.getStyleClass().addAll("clock");
        whiteClock.setAccessibleRole(AccessibleRole.TEXT);
        blackClock.setAccessibleRole(AccessibleRole.TEXT);
        VBox side = new VBox(6, blackClock, whiteClock, movesLabel, moveList, logLabel, logList);
        side.getStyleClass().add("side-panel");
        side.setPadding(new Insets(8));
        side.setPrefWidth(360);
        side.setMinWidth(260);
        logList.setCellFactory(v -> wrappingCell());
        VBox.setVgrow(moveList, Priority.ALWAYS);
        VBox.setVgrow(logList, Priority.ALWAYS);
        movesLabel.setLabelFor(moveList);
        logLabel.setLabelFor(logList);
        movesLabel.getStyleClass().add("heading");
        logLabel.getStyleClass().add("heading");
        HBox command = new HBox(8, commandLabel, commandField);
        HBox.setHgrow(commandField, Priority.ALWAYS);
        command.setPadding(new Insets(4, 8, 4, 8));
        statusLine.getStyleClass().add("status");
        statusLine.setAccessibleRole(AccessibleRole.TEXT);
        statusLine.setWrapText(true);
        statusLine.setMaxWidth(Double.MAX_VALUE);
        statusLine.setPadding(new Insets(4, 8, 8, 8));
        VBox bottom = new VBox(command, statusLine);
        root.setCenter(boardArea);
        root.setRight(side);
        root.setBottom(bottom);
        root.getStyleClass().add(theme.styleClass());
    }

    /** Sets every label and menu from the current language (also after a language change). */
    private void applyTexts() {
        Messages m = speaker.messages();
        stage.setTitle(m.text("ui.window.title"));
        commandLabel.setText(m.text("ui.command.label"));
        commandField.setAccessibleText(m.text("ui.command.label"));
        commandField.setAccessibleHelp(m.text("ui.command.help"));
        commandField.setPromptText(m.text("ui.command.prompt"));
        movesLabel.setText(m.text("ui.panel.moves"));
        logLabel.setText(m.text("ui.panel.log"));
        moveList.setAccessibleText(m.text("ui.panel.moves"));
        logList.setAccessibleText(m.text("ui.panel.log"));
        board.setAccessibleText(m.text("ui.board.label"));
        board.setAccessibleHelp(m.text("ui.square.help"));
        root.setTop(menus(m));
    }

    private MenuBar menus(Messages m) {
        Menu game = new Menu(m.text("ui.menu.game"));
        game.getItems().addAll(
                item(m, "ui.menu.new", "Shortcut+N", this::newGameDialog),
                item(m, "ui.menu.open", "Shortcut+O", () -> pgnDialog(true)),
                item(m, "ui.menu.save", "Shortcut+S", () -> pgnDialog(false)),
                new SeparatorMenuItem(),
                item(m, "ui.menu.draw", "Shortcut+Shift+D", () -> control.gameAction(Table::offerDraw)),
                item(m, "ui.menu.resign", "Shortcut+Shift+R", () -> control.gameAction(Table::resign)),
                new SeparatorMenuItem(),
                item(m, "ui.menu.quit", "Shortcut+Q", stage::close));
        Menu view = new Menu(m.text("ui.menu.view"));
        view.getItems().addAll(
                item(m, "ui.menu.flip", "Shortcut+Shift+F", control::flip),
                item(m, "ui.menu.command", "Shortcut+L", commandField::requestFocus),
                item(m, "ui.menu.board", "Shortcut+B", () -> focusSquare(control.cursor().square())),
                item(m, "ui.menu.theme", "Shortcut+Shift+T", () -> setTheme(theme.other())));
        Menu settings = new SettingsMenu(this, speaker, control::command).build(m);
        Menu helpMenu = new Menu(m.text("ui.menu.help"));
        helpMenu.getItems().add(item(m, "ui.menu.keys", "F1", this::showKeyboardHelp));
        MenuBar bar = new MenuBar(game, view, settings, helpMenu);
        bar.setUseSystemMenuBar(false);
        return bar;
    }

    private static MenuItem item(Messages m, String key, String accelerator, Runnable action) {
        MenuItem i = new MenuItem(m.text(key));
        i.setMnemonicParsing(true);
        i.setAccelerator(KeyCombination.keyCombination(accelerator));
        i.setOnAction(e -> action.run());
        return i;
    }

    private void newGameDialog() {
        NewGameDialog.ask(stage, speaker.messages(), STYLESHEET, theme.styleClass()).ifPresent(control::newGame);
        focusSquare(control.cursor().square());
    }

    private void pgnDialog(boolean open) {
        Messages m = speaker.messages();
        FileChooser fc = new FileChooser();
        fc.setTitle(m.text(open ? "ui.pgn.open.title" : "ui.pgn.save.title"));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("PGN", "*.pgn"));
        File f = open ? fc.showOpenDialog(stage) : fc.showSaveDialog(stage);
        if (f != null) {
            Function<Table, List<Announcement>> action = open ? t -> t.openPgn(f.toPath()) : t -> t.savePgn(f.toPath());
            control.gameAction(action);
        }
        focusSquare(control.cursor().square());
    }

    private void showClocks() {
        Optional<Table.Clocks> clocks = control.table().clocks();
        Messages m = speaker.messages();
        if (clocks.isEmpty()) {
            whiteClock.setText(m.text("ui.clock.white", "time", "—"));
            blackClock.setText(m.text("ui.clock.black", "time", "—"));
            return;
        }
        showClock(whiteClock, m.text("ui.clock.white", "time", BoardQueries.clockText(clocks.get().white())),
                clocks.get().white());
        showClock(blackClock, m.text("ui.clock.black", "time", BoardQueries.clockText(clocks.get().black())),
                clocks.get().black());
    }

    private static void showClock(Label label, String text, Duration left) {
        label.setText(text);
        label.setAccessibleText(text);
        ClockUrgency u = ClockUrgency.of(left);
        label.getStyleClass().removeAll("clock-low", "clock-critical");
        if (u == ClockUrgency.LOW) {
            label.getStyleClass().add("clock-low");
        } else if (u == ClockUrgency.CRITICAL) {
            label.getStyleClass().addAll("clock-low", "clock-critical");
        }
        boolean pulsing = label.getProperties().containsKey("pulse");
        if (u == ClockUrgency.CRITICAL && !pulsing) {
            FadeTransition f = new FadeTransition(javafx.util.Duration.millis(500), label);
            f.setFromValue(1);
            f.setToValue(0.35);
            f.setAutoReverse(true);
            f.setCycleCount(Animation.INDEFINITE);
            f.play();
            label.getProperties().put("pulse", f);
        } else if (u != ClockUrgency.CRITICAL && pulsing) {
            ((FadeTransition) label.getProperties().remove("pulse")).stop();
            label.setOpacity(1);
        }
    }

    /** "1. e4 e5" rows of the move list. */
    static List<String> moveRows(Game game) {
        List<Move> moves = game.moves();
        List<Position> positions = game.positions();
        java.util.ArrayList<String> rows = new java.util.ArrayList<>();
        int firstNumber = game.startPosition().fullmoveNumber();
        boolean blackFirst = game.startPosition().sideToMove() == Side.BLACK;
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            boolean whiteMove = positions.get(i).sideToMove() == Side.WHITE;
            if (whiteMove || i == 0) {
                if (row.length() > 0) {
                    rows.add(row.toString());
                }
                int number = firstNumber + (i + (blackFirst ? 1 : 0)) / 2;
                row = new StringBuilder(number + (whiteMove ? ". " : "... "));
            } else {
                row.append(' ');
            }
            row.append(MoveText.san(positions.get(i), moves.get(i)));
        }
        if (row.length() > 0) {
            rows.add(row.toString());
        }
        return rows;
    }
}
