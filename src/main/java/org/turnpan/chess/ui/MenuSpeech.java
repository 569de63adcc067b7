package org.turnpan.chess.ui;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.collections.ListChangeListener;
import javafx.event.ActionEvent;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Window;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.words.WindowSpeech;
import org.turnpan.chess.words.WindowSpeech.ItemState;

/**
 * Says the menus as the keys reach them (F10 or Alt, then arrows), where no screen reader can read
 * them: the menu on the bar ("Game menu."), each item as it is highlighted ("New game; Ctrl+N.",
 * "150 percent, chosen.", "Speech rate, a menu: Right arrow opens it."), and, when the menus close
 * without a choice, where the focus is. Read through the controls' own accessibility attributes,
 * so it says what a screen reader would.
 */
final class MenuSpeech {
    /** A menu on the bar reached within this time after a key press was reached by the keys, not the mouse. */
    private static final long KEY_NANOS = 1_000_000_000L;

    private final FocusSpeech speech;
    private final Supplier<Message> whereFocusIs;
    private final ListChangeListener<Window> popups = this::windowsChanged;
    private long lastKey = Long.MIN_VALUE / 2;
    private KeyCode lastCode = KeyCode.UNDEFINED;
    private int open;
    private boolean chosen;

    MenuSpeech(FocusSpeech speech, Supplier<Message> whereFocusIs) {
        this.speech = speech;
        this.whereFocusIs = whereFocusIs;
    }

    /** Starts listening: the window's key presses (menus reached by keys) and the menus' popups. */
    void start(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::pressed);
        Window.getWindows().addListener(popups);
    }

    private void pressed(KeyEvent e) {
        lastKey = System.nanoTime();
        lastCode = e.getCode();
    }

    void stop() {
        Window.getWindows().removeListener(popups);
    }

    /** True while a menu of the bar is open (its keys are the menu's, never the board's). */
    boolean anyOpen() {
        return open > 0;
    }

    /** Follows a (new) menu bar: its menus opening and closing, its items chosen, the bar's keys. */
    void watch(MenuBar bar) {
        for (Menu m : bar.getMenus()) {
            watch(m);
        }
        bar.skinProperty().addListener((o, was, now) -> watchBarButtons(bar));
        watchBarButtons(bar);
    }

    private void watch(Menu menu) {
        menu.addEventHandler(Menu.ON_SHOWN, e -> {
            if (open++ == 0) {
                chosen = false;
            }
            if (menu.getParentMenu() == null) {
                speech.say(WindowSpeech.menu(Labels.plain(menu.getText())));
                speech.queueNext();
                if (lastCode == KeyCode.DOWN && System.nanoTime() - lastKey < KEY_NANOS) {
                    javafx.application.Platform.runLater(() -> highlightFirstItem(menu));
                }
            }
        });
        menu.addEventHandler(Menu.ON_HIDDEN, e -> {
            open = Math.max(0, open - 1);
            if (open == 0 && !chosen && menu.getParentMenu() == null) {
                javafx.application.Platform.runLater(() -> {
                    if (open == 0 && !chosen) {
                        speech.say(WindowSpeech.menusClosed(whereFocusIs.get()));
                    }
                });
            }
        });
        for (MenuItem item : menu.getItems()) {
            item.addEventHandler(ActionEvent.ACTION, e -> chosen = true);
            if (item instanceof Menu sub) {
                watch(sub);
            }
        }
    }

    /**
     * A menu opened by Down on the bar highlights its first item the first time only: opened again,
     * its popup keeps the focus on the menu's own body (where JavaFX left it when the menu closed),
     * so the first Down said only the menu and the next one reached the first item. Opened again by
     * Down, it highlights the first item as it did the first time (one Down, as JavaFX's own keys
     * do it, so its own idea of the highlighted item follows), and that item is said.
     */
    private void highlightFirstItem(Menu menu) {
        if (!menu.isShowing() || menu.getItems().isEmpty()) {
            return;
        }
        for (Window w : Window.getWindows()) {
            if (w instanceof ContextMenu popup && popup.isShowing() && !popup.getItems().isEmpty()
                    && popup.getItems().get(0) == menu.getItems().get(0) && popup.getScene() != null) {
                Node owner = popup.getScene().getFocusOwner();
                if (owner != null && !(owner.queryAccessibleAttribute(AccessibleAttribute.ROLE) instanceof AccessibleRole r
                        && isItem(r))) {
                    owner.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.DOWN, false, false, false, false));
                }
            }
        }
    }

    /** F10 or Alt highlights a menu on the bar without opening it: say it as the arrows move along the bar. */
    private void watchBarButtons(MenuBar bar) {
        java.util.List<Node> buttons = java.util.List.copyOf(bar.lookupAll(".menu-button"));
        for (int i = 0; i < buttons.size() && i < bar.getMenus().size(); i++) {
            Node n = buttons.get(i);
            Menu menu = bar.getMenus().get(i);
            if (n.getProperties().putIfAbsent(this, true) == null) {
                n.hoverProperty().addListener((o, was, now) -> {
                    if (now && open == 0 && System.nanoTime() - lastKey < KEY_NANOS) {
                        // Alt and a letter highlights the menu, then opens it (which says it): said once
                        javafx.application.Platform.runLater(() -> {
                            if (open == 0 && !menu.isShowing()) {
                                speech.say(WindowSpeech.menu(Labels.plain(menu.getText())));
                            }
                        });
                    }
                });
            }
        }
    }

    private void windowsChanged(ListChangeListener.Change<? extends Window> c) {
        while (c.next()) {
            for (Window w : c.getAddedSubList()) {
                if (w instanceof ContextMenu && w.getProperties().putIfAbsent(this, true) == null) {
                    if (w.getScene() != null) {
                        follow(w.getScene());
                    }
                    w.sceneProperty().addListener((o, was, now) -> {
                        if (now != null) {
                            follow(now);
                        }
                    });
                }
            }
        }
    }

    private void follow(Scene popup) {
        if (popup.getProperties().putIfAbsent(this, true) == null) {
            // after the event: choosing an item in a submenu first gives the focus back to the
            // submenu's own item as it closes; that is not said once the choice is made
            // keys in an open menu: Right to the next menu opens it without highlighting an item
            popup.addEventFilter(KeyEvent.KEY_PRESSED, this::pressed);
            popup.focusOwnerProperty().addListener((o, was, now) -> javafx.application.Platform.runLater(() -> {
                if (!chosen && now != null && now == popup.getFocusOwner() && popup.getWindow() != null
                        && popup.getWindow().isShowing()) {
                    item(now);
                }
            }));
        }
    }

    /** The highlighted item of an open menu, as its accessibility attributes describe it. */
    private void item(Node n) {
        if (n == null) {
            return;
        }
        Object role = n.queryAccessibleAttribute(AccessibleAttribute.ROLE);
        if (!(role instanceof AccessibleRole r) || !isItem(r)) {
            return;
        }
        String label = Labels.plain(String.valueOf(n.queryAccessibleAttribute(AccessibleAttribute.TEXT)));
        Object accelerator = n.queryAccessibleAttribute(AccessibleAttribute.ACCELERATOR);
        Optional<String> shortcut = accelerator instanceof KeyCombination k ? Optional.of(k.getDisplayText())
                : Optional.empty();
        speech.say(WindowSpeech.menuItem(label, shortcut, state(n, r)));
    }

    private static boolean isItem(AccessibleRole r) {
        return r == AccessibleRole.MENU_ITEM || r == AccessibleRole.RADIO_MENU_ITEM
                || r == AccessibleRole.CHECK_MENU_ITEM || r == AccessibleRole.MENU;
    }

    private static ItemState state(Node n, AccessibleRole r) {
        if (Boolean.TRUE.equals(n.queryAccessibleAttribute(AccessibleAttribute.DISABLED))) {
            return ItemState.UNAVAILABLE;
        }
        if (r == AccessibleRole.MENU) {
            return ItemState.SUBMENU;
        }
        if (r == AccessibleRole.RADIO_MENU_ITEM || r == AccessibleRole.CHECK_MENU_ITEM) {
            return Boolean.TRUE.equals(n.queryAccessibleAttribute(AccessibleAttribute.SELECTED))
                    ? ItemState.CHOSEN : ItemState.NOT_CHOSEN;
        }
        return ItemState.PLAIN;
    }
}
