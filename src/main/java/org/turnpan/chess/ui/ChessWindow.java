package org.turnpan.chess.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.VoiceSetting;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcer;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.LastSentence;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.TextOutput;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.words.SquareMark;
import org.turnpan.chess.words.SquareReading;

/**
 * The main window: menus, the board, clocks, the move list, the announcement log and the command
 * field, over a {@link GameSession}. Every text comes from the catalogues; every action is
 * reachable by keys. The window builds no sentence: keys become the session's actions
 * ({@link BoardControl}), menus call the session's methods, and whatever the session says comes
 * back through its listener and goes to the one {@link SpeechSystem} (log, status line, voice).
 * Where no screen reader reads the window, {@link FocusSpeech} and {@link MenuSpeech} say the
 * focus and the menus; {@link WindowVoice} decides who speaks.
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
    private final WindowVoice voice;
    private final FocusSpeech focusSpeech;
    private final MenuSpeech menuSpeech;
    private final WindowZoom zoom;
    private final WindowFocus focus;
    private Theme theme;
    private Stage help;
    private volatile boolean refreshPending;
    /** Set once the goodbye is being said; a key (or a second quit) during it closes at once. */
    private final AtomicBoolean leaving = new AtomicBoolean();
    private final CountDownLatch keyDuringGoodbye = new CountDownLatch(1);

    /** A window over a new session with these settings and services (tests, and the window's own start). */
    public static ChessWindow open(Stage stage, SessionSettings settings, SessionServices services, Theme theme,
                                   AudioDevice sound) {
        SessionListener.Relay relay = new SessionListener.Relay();
        return new ChessWindow(stage, new GameSession(settings, services.withControls(Controls.KEYS), relay), relay,
                theme, sound);
    }

    /** A window that shows and logs everything, and speaks once {@link #startVoice} is called. */
    public static ChessWindow open(Stage stage, SessionSettings settings, SessionServices services, Theme theme) {
        return open(stage, settings, services, theme, AudioDevice.none());
    }

    /**
     * A window over {@code session}, which tells {@code relay} everything; {@code sound} plays the
     * short sounds (edge of the board, refused move); {@code theme} overrides the player's saved
     * theme (null: as saved). The session's first sentence is said while the window is being built.
     */
    public ChessWindow(Stage stage, GameSession session, SessionListener.Relay relay, Theme theme, AudioDevice sound) {
        this(stage, session, relay, theme, sound, Optional.empty());
    }

    /**
     * A window that starts with the first game of {@code first} ({@code --pgn}) instead of a new
     * game: a finished game in a review at its start, with no "New game" said first.
     */
    public ChessWindow(Stage stage, GameSession session, SessionListener.Relay relay, Theme theme, AudioDevice sound,
                       Optional<Path> first) {
        if (session.controls() != Controls.KEYS) {
            throw new IllegalArgumentException("a window's session names keys in its hints: make it with Controls.KEYS");
        }
        this.stage = stage;
        this.session = session;
        this.theme = theme == null ? Theme.LIGHT : theme;
        this.speech = SpeechSystem.loading(session.settings().locale(),
                List.of(log.display(), new TextOutput(text -> onFx(() -> statusLine.setText(text)))), sound);
        this.voice = new WindowVoice(speech, stage::getScene);
        this.focusSpeech = new FocusSpeech(a -> log.quietly(() -> speech.announcer().announce(a)),
                voice::ownVoiceReadsFocus);
        this.control = new BoardControl(session, this);
        this.moves = new MoveListPanel(row -> {
            session.reviewRow(row);
            refresh();
        }, action -> {
            session.perform(action);
            refresh();
        });
        this.chooser = new PromotionChooser(a -> speech.announcer().announce(a), control);
        this.focus = new WindowFocus(this, focusSpeech);
        this.menuSpeech = new MenuSpeech(focusSpeech, focus::whereFocusIs);
        log.onAdded(() -> onFx(() -> {
            logList.getItems().setAll(log.lines());
            WrappingCells.showLast(logList);
        }));
        SpeechTimes.fromSystemProperty().ifPresent(times -> speech.announcer().onSaid(times::write));
        speech.announcer().onSaid(log::heard);
        relay.relayTo(new WindowListener(speech, this::refreshSoon, () -> onFx(this::settingsChanged),
                () -> Platform.runLater(this::quit),
                log::keep));
        this.commandField = new CommandField(control::command, focus::backToBoard);
        new PieceDrag(board, this::activateByPointer, control::drag);
        board.addEventHandler(KeyEvent.KEY_PRESSED, this::boardKey);
        WindowLayout.build(root, new StackPane(board, chooser), chooser, new VBox(6, clocks.faces(), movesLabel,
                moves.list(), moves.commentBox(), logLabel, logList), statusLine, commandField.row());
        movesLabel.setLabelFor(moves.list());
        logLabel.setLabelFor(logList);
        Scene scene = new Scene(root, WindowSize.PREFERRED.width(), WindowSize.PREFERRED.height());
        scene.getStylesheets().add(STYLESHEET);
        stage.setScene(scene);
        stage.setMinWidth(WindowSize.LEAST.width());
        stage.setMinHeight(WindowSize.LEAST.height());
        this.zoom = new WindowZoom(stage, root);
        focusSpeech.watch(scene);
        scene.addEventHandler(KeyEvent.KEY_PRESSED, this::windowKey);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::keyDuringGoodbye);
        // the close button (or Alt+F4) quits as the menu does: the goodbye is heard first
        stage.setOnCloseRequest(e -> {
            e.consume();
            quit();
        });
        menuSpeech.start(scene);
        focus.wire(board, moves.list(), logList, commandField);
        clockFaces = new Timeline(new KeyFrame(javafx.util.Duration.millis(200), e -> showClocks()));
        clockFaces.setCycleCount(Animation.INDEFINITE);
        applyTexts();
        session.start(first);
        Preferences saved = session.settings().preferences();
        if (theme != null && theme.colours() != saved.theme()) {
            session.applySettings(session.settings().withPreferences(saved.withTheme(theme.colours())));
        }
        setTheme(Theme.of(session.settings().preferences().theme()));
        zoom.atStart(session.settings().preferences().zoom());
        board.textSize(zoom.fontSize());
        refresh();
    }

    /** Shows the window (the first sentence was said while it was being built) and focuses the board. */
    public void start() {
        stage.show();
        clockFaces.play();
        focusSquare(session.cursor().square());
    }

    /**
     * Chooses and loads the voice in the background once it is known whether a screen reader reads
     * the window ({@code asked} from --voice). Call after {@link #start}. The window keeps working
     * meanwhile; sentences are logged and shown, and held for the voice.
     */
    public void startVoice(Optional<VoiceKind> asked) {
        voice.start(asked);
    }

    /** Speaks with this voice from now on ({@code null}: choose automatically). */
    public void chooseVoice(VoiceKind kind) {
        session.settingsControl().changeVoice(kind == null ? VoiceSetting.AUTO : VoiceSetting.of(kind));
        voice.choose(Optional.ofNullable(kind));
    }

    /**
     * Quits (the menu, a typed "quit", the close button): says the session's goodbye ("the game is
     * saved") as the answer to the player, waits for it to be said to its end ({@link LastSentence}:
     * at most 5 s, any key cuts it) on a thread of its own, so the window keeps answering, then
     * closes the window; its owner then closes speech ({@link #stop}). A second quit closes at once.
     */
    public void quit() {
        if (!leaving.compareAndSet(false, true)) {
            keyDuringGoodbye.countDown();
            return;
        }
        Announcer announcer = speech.announcer();
        Announcer.Turn turn = announcer.playerActs();
        try {
            announcer.announce(Announcement.answer(session.farewell()));
        } finally {
            turn.close();
        }
        Thread wait = new Thread(() -> {
            try {
                LastSentence.await(LastSentence.speaking(announcer),
                        t -> keyDuringGoodbye.await(t.toNanos(), TimeUnit.NANOSECONDS), LastSentence.LIMIT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                Platform.runLater(stage::close);
            }
        }, "goodbye");
        wait.setDaemon(true);
        wait.start();
    }

    /** While the goodbye is said, any key cuts it short and does nothing else. */
    private void keyDuringGoodbye(KeyEvent e) {
        if (leaving.get()) {
            keyDuringGoodbye.countDown();
            e.consume();
        }
    }

    /** Stops the clock faces, the screen-reader watch and the voice (the window is closing). */
    public void stop() {
        clockFaces.stop();
        menuSpeech.stop();
        voice.close();
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

    /** The move list and the comment beside it. */
    MoveListPanel moveList() {
        return moves;
    }

    public Stage stage() {
        return stage;
    }

    Theme theme() {
        return theme;
    }

    FocusSpeech focusSpeech() {
        return focusSpeech;
    }

    ClockFaces clocks() {
        return clocks;
    }

    BoardView board() {
        return board;
    }

    /** The window's keys as the player has them (the key table's, with the player's changes). */
    KeyBindings keys() {
        return session.settings().preferences().keys();
    }

    /** Shows {@code t} at once (the session keeps the player's choice; see {@link GameSession#changeTheme}). */
    public void setTheme(Theme t) {
        root.getStyleClass().removeAll(Theme.LIGHT.styleClass(), Theme.DARK.styleClass());
        root.getStyleClass().add(t.styleClass());
        theme = t;
        if (help != null) {
            help.getScene().getRoot().getStyleClass().setAll("root", t.styleClass());
        }
    }

    public void setLanguage(Locale locale) {
        session.settingsControl().changeLanguage(locale);
    }

    Catalogue messages() {
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

    /** Language, theme or zoom changed (by a menu, a key, a typed command, or the preferences read at start). */
    private void settingsChanged() {
        applyTexts();
        Preferences p = session.settings().preferences();
        if (Theme.of(p.theme()) != theme) {
            setTheme(Theme.of(p.theme()));
        }
        zoom.change(p.zoom());
        board.textSize(zoom.fontSize());
        refresh();
    }

    // ---- BoardDisplay

    @Override
    public void refresh() {
        Catalogue m = messages();
        // the board in view: the game, the point a review shows, a lesson's position or the quiz's
        // (marks, clocks and move list follow it); the squares a lesson highlights
        BoardInView view = session.boardInView();
        Game game = view.game();
        var marks = SquareMark.of(game, session.selected());
        // a square's accessible text is what a screen reader says on every arrow key: the spoken form
        // (docs/screen-readers.md, "Squares for the ear")
        board.show(game, session.cursor(), session.selected(), sq -> m.render(SquareReading.text(
                session.describeSquare(sq), marks.getOrDefault(sq, java.util.Set.of())), Medium.SPEECH),
                focus::helpFor);
        board.highlight(view.highlighted());
        moves.show(session.moveList(), m);
        showClocks();
    }

    private void showClocks() {
        BoardInView view = session.boardInView();
        clocks.show(view.clocks(), messages(), session.orientation(), view.game().isOver());
    }

    @Override
    public void focusSquare(Square square) {
        refresh();
        voice.expectFocus(board.node(square).getAccessibleText());
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
        help = HelpDialog.show(stage, messages(), keys(), List.of(STYLESHEET), theme.styleClass(),
                a -> log.quietly(() -> speech.announcer().announce(a)));
        help.setOnHidden(e -> focus.backToBoard());
    }

    /** Settings, Keys: the player's own keys (issue 24); the board has the focus again when it closes. */
    void showKeys() {
        Stage keys = KeysDialog.show(this, a -> log.quietly(() -> speech.announcer().announce(a)));
        keys.setOnHidden(e -> focus.backToBoard());
    }

    /** Opens the choice over the promotion square (kept inside the board area). */
    @Override
    public void askPromotion(Square square) {
        chooser.openOver(board, square, messages());
    }

    /** The promotion choice, while it is open (for tests). */
    public Optional<PromotionChooser> promotionChooser() {
        return chooser.isOpen() ? Optional.of(chooser) : Optional.empty();
    }

    // ---- building

    private void boardKey(KeyEvent e) {
        if (chooser.isOpen() || menuSpeech.anyOpen()) {
            return; // a key the open menu does not take (Home) is not the board's: the cursor stays
        }
        KeyMap.actionFor(keys(), BoardKeys.chord(e)).ifPresent(a -> {
            control.perform(a);
            e.consume();
        });
    }

    /** The window's own keys wherever the focus is (the zoom keys), when the focused control left them alone. */
    private void windowKey(KeyEvent e) {
        KeyMap.actionFor(keys(), BoardKeys.chord(e)).filter(a -> a instanceof KeyAction.InWindow w
                && w.action().anywhere()).ifPresent(a -> {
                    control.perform(a);
                    e.consume();
                });
    }

    private void activateByPointer(Square s) {
        control.focusedBy(s);
        board.node(s).requestFocus();
        control.perform(new BoardAction.Activate());
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
        javafx.scene.control.MenuBar bar = new WindowMenus(this, session).build(m);
        root.setTop(bar);
        menuSpeech.watch(bar);
    }

    /** A menu's action on the session, then the board again, and the session's question if it asked one. */
    void afterMenu(Runnable action) {
        action.run();
        answerQuestion();
        focusSquare(session.cursor().square());
    }

    /** The session asked (replace the game? resign?): the question as a Yes/No dialog. */
    void answerQuestion() {
        ConfirmDialog.answerWaiting(stage, session, messages(), theme.styleClass(), focusSpeech);
    }

    /** Opens a game from a PGN file (the menu, or --pgn at start-up), asking first when a game would be lost. */
    public void openPgn(Path file) {
        afterMenu(() -> session.perform(Intent.Open.file(file)));
    }
}
