package org.turnpan.chess.ui;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.animation.Animation;
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
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.BoardAction;
import org.turnpan.chess.session.BoardInView;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;
import org.turnpan.chess.session.VoiceSetting;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.TextOutput;
import org.turnpan.chess.speech.tts.VoiceKind;

/**
 * The main window: menus, the board, clocks, the move list, the announcement log and the command
 * field, over a {@link GameSession}. Every text comes from the catalogues; every action is
 * reachable by keys. The window builds no sentence: keys become the session's actions
 * ({@link BoardControl}), menus call the session's methods, and whatever the session says comes
 * back through its listener and goes to the one {@link SpeechSystem} (log, status line, voice).
 */
public final class ChessWindow implements BoardDisplay {
    static final String STYLESHEET = ChessWindow.class.getResource("turnpan.css").toExternalForm();

    private final Stage stage;
    private final GameSession session;
    private final SpeechSystem speech;
    private final AnnouncementLog log = new AnnouncementLog();
    private final Label statusLine = new Label();
    private final BoardControl control;
    private final BoardView board = new BoardView();
    private final PromotionChooser chooser;
    private final CommandField commandField;
    private final MoveListPanel moves;
    private final ListView<String> logList = new ListView<>();
    private final ClockFaces clocks = new ClockFaces();
    private final Label movesLabel = new Label();
    private final Label logLabel = new Label();
    private final BorderPane root = new BorderPane();
    private final Timeline clockFaces;
    private Theme theme;
    private Stage help;
    private volatile boolean refreshPending;

    /** A window over a new session with these settings and services (tests, and the window's own start). */
    public static ChessWindow open(Stage stage, SessionSettings settings, SessionServices services, Theme theme,
                                   AudioDevice sound) {
        SessionListener.Relay relay = new SessionListener.Relay();
        return new ChessWindow(stage, new GameSession(settings, services, relay), relay, theme, sound);
    }

    /** A window that shows and logs everything, and speaks once {@link #startVoice} is called. */
    public static ChessWindow open(Stage stage, SessionSettings settings, SessionServices services, Theme theme) {
        return open(stage, settings, services, theme, AudioDevice.none());
    }

    /**
     * A window over {@code session}, which tells {@code relay} everything; {@code sound} plays the
     * short sounds (edge of the board, refused move). The session's first sentence is said while the
     * window is being built.
     */
    public ChessWindow(Stage stage, GameSession session, SessionListener.Relay relay, Theme theme, AudioDevice sound) {
        this.stage = stage;
        this.session = session;
        this.theme = theme;
        this.speech = SpeechSystem.loading(session.settings().locale(),
                List.of(log.display(), new TextOutput(text -> onFx(() -> statusLine.setText(text)))), sound);
        this.control = new BoardControl(session, this);
        this.moves = new MoveListPanel(row -> {
            session.reviewRow(row);
            refresh();
        });
        moves.onKey(this::reviewKeyInMoveList);
        this.chooser = new PromotionChooser(a -> speech.announcer().announce(a), control);
        log.onAdded(() -> onFx(() -> {
            logList.getItems().setAll(log.lines());
            logList.scrollTo(logList.getItems().size() - 1);
        }));
        SpeechTimes.fromSystemProperty().ifPresent(times -> log.onAdded(() -> times.write(log.last())));
        relay.relayTo(new WindowListener(speech, this::refreshSoon, () -> onFx(() -> {
            applyTexts();
            refresh();
        }), () -> Platform.runLater(stage::close)));
        wireBoard();
        this.commandField = new CommandField(control::command, () -> focusSquare(session.cursor().square()));
        layout();
        Scene scene = new Scene(root, 1180, 760);
        scene.getStylesheets().add(STYLESHEET);
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(480);
        clockFaces = new Timeline(new KeyFrame(javafx.util.Duration.millis(200),
                e -> clocks.show(session.boardInView().clocks(), messages())));
        clockFaces.setCycleCount(Animation.INDEFINITE);
        applyTexts();
        session.start();
        refresh();
    }

    /** Shows the window (the first sentence was said while it was being built) and focuses the board. */
    public void start() {
        stage.show();
        clockFaces.play();
        focusSquare(session.cursor().square());
    }

    /**
     * Chooses and loads the voice in the background ({@code asked} from --voice; the screen reader
     * when one is active). The window keeps working meanwhile; sentences are logged and shown.
     */
    public void startVoice(Optional<VoiceKind> asked) {
        Optional<SpeechOutput> reader = Platform.isAccessibilityActive()
                ? Optional.of(new ScreenReaderOutput(statusLine)) : Optional.empty();
        speech.chooseVoiceInBackground(asked, reader);
    }

    /** Speaks with this voice from now on ({@code null}: choose automatically). */
    public void chooseVoice(VoiceKind kind) {
        session.changeVoice(kind == null ? VoiceSetting.AUTO : VoiceSetting.of(kind));
        speech.changeVoice(Optional.ofNullable(kind));
    }

    /** Stops the clock faces and the voice (the window is closing). */
    public void stop() {
        clockFaces.stop();
        speech.close();
    }

    static void onFx(Runnable r) {
        if (Platform.isFxApplicationThread()) {
            r.run();
        } else {
            Platform.runLater(r);
        }
    }

    public SpeechSystem speech() {
        return speech;
    }

    public AnnouncementLog log() {
        return log;
    }

    public BoardControl control() {
        return control;
    }

    public GameSession session() {
        return session;
    }

    public Stage stage() {
        return stage;
    }

    Theme theme() {
        return theme;
    }

    public void setTheme(Theme t) {
        root.getStyleClass().removeAll(Theme.LIGHT.styleClass(), Theme.DARK.styleClass());
        root.getStyleClass().add(t.styleClass());
        theme = t;
    }

    public void setLanguage(Locale locale) {
        session.changeLanguage(locale);
    }

    private Catalogue messages() {
        return session.messages();
    }

    /** Redraws once the FX thread is free; several changes in a row draw once. */
    private void refreshSoon() {
        if (!refreshPending) {
            refreshPending = true;
            Platform.runLater(() -> {
                refreshPending = false;
                refresh();
            });
        }
    }

    // ---- BoardDisplay

    @Override
    public void refresh() {
        Catalogue m = messages();
        // the board in view: the game, the point a review shows, a lesson's position or the quiz's
        // (marks and clocks follow it); the squares a lesson highlights
        BoardInView view = session.boardInView();
        board.show(view.game(), session.cursor(), session.selected(), sq -> m.render(session.describeSquare(sq)),
                m.text("ui.square.help"));
        board.highlight(session.highlighted());
        moves.show(session.moveList(), m);
        clocks.show(view.clocks(), m);
    }

    @Override
    public void focusSquare(Square square) {
        refresh();
        board.node(square).requestFocus();
    }

    @Override
    public void openCommandField() {
        commandField.open();
    }

    @Override
    public void showKeyboardHelp() {
        if (help != null && help.isShowing()) {
            help.close();
        }
        help = HelpDialog.show(stage, messages(), List.of(STYLESHEET), theme.styleClass(),
                a -> speech.announcer().announce(a));
    }

    /** Opens the choice over the promotion square (kept inside the board area). */
    @Override
    public void askPromotion(Square square) {
        chooser.open(messages());
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
                if (now && session.cursor().square() != n.square()) {
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
        control.perform(new BoardAction.Activate());
    }

    /** The review keys (Alt+arrows, Alt+Home/End, Alt+C/W/I) also work in the move list; the focus stays there. */
    private void reviewKeyInMoveList(KeyEvent e) {
        KeyMap.actionFor(BoardKeys.chord(e)).filter(a -> a instanceof KeyAction.OnBoard b
                && b.action() instanceof BoardAction.Review).ifPresent(a -> {
                    session.perform(((KeyAction.OnBoard) a).action());
                    refresh();
                    e.consume();
                });
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
        VBox side = new VBox(6, clocks.black(), clocks.white(), movesLabel, moves.list(), moves.commentBox(), logLabel,
                logList);
        side.getStyleClass().add("side-panel");
        side.setPadding(new Insets(8));
        side.setPrefWidth(360);
        side.setMinWidth(260);
        logList.setCellFactory(v -> wrappingCell());
        VBox.setVgrow(moves.list(), Priority.ALWAYS);
        VBox.setVgrow(logList, Priority.ALWAYS);
        movesLabel.setLabelFor(moves.list());
        logLabel.setLabelFor(logList);
        movesLabel.getStyleClass().add("heading");
        logLabel.getStyleClass().add("heading");
        statusLine.getStyleClass().add("status");
        statusLine.setAccessibleRole(AccessibleRole.TEXT);
        statusLine.setWrapText(true);
        statusLine.setMaxWidth(Double.MAX_VALUE);
        statusLine.setPadding(new Insets(4, 8, 8, 8));
        VBox bottom = new VBox(commandField.row(), statusLine);
        root.setCenter(boardArea);
        root.setRight(side);
        root.setBottom(bottom);
        root.getStyleClass().add(theme.styleClass());
    }

    /** Sets every label and menu from the current language (also after a language change). */
    private void applyTexts() {
        Catalogue m = messages();
        stage.setTitle(m.text("ui.window.title"));
        commandField.applyTexts(m);
        movesLabel.setText(m.text("ui.panel.moves"));
        logLabel.setText(m.text("ui.panel.log"));
        moves.applyTexts(m);
        logList.setAccessibleText(m.text("ui.panel.log"));
        board.setAccessibleText(m.text("ui.board.label"));
        board.setAccessibleHelp(m.text("ui.square.help"));
        root.setTop(new WindowMenus(this, session, speech).build(m));
    }

    /** A menu's action on the session, then the board again. */
    void afterMenu(Runnable action) {
        action.run();
        focusSquare(session.cursor().square());
    }

    /** Opens a game from a PGN file (the menu, or --pgn at start-up). */
    public void openPgn(Path file) {
        afterMenu(() -> session.openPgn(file));
    }

}
