package org.turnpan.chess.ui;

import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.words.WindowSpeech;

/**
 * Says where the keyboard focus went, in the window and its dialogs, when no screen reader does it
 * (Linux; {@code active}): the board, the move list, the announcements, the command field, each
 * field of a dialog, a button. Tab therefore never lands anywhere silent. A node says what it was
 * given with {@link #describe}; a button says its label; anything else says nothing.
 */
final class FocusSpeech {

    /** What a node says when it gets the focus, knowing which node had it before; empty: nothing. */
    @FunctionalInterface
    interface Description {
        Optional<Message> when(Node previous);
    }

    private final Map<Node, Description> described = new WeakHashMap<>();
    private final Consumer<Announcement> say;
    private final BooleanSupplier active;
    private boolean queueNext;

    /** @param say speaks (quietly: the window's navigation sentences stay out of the visible log) */
    FocusSpeech(Consumer<Announcement> say, BooleanSupplier active) {
        this.say = say;
        this.active = active;
    }

    /** Follows the focus of {@code scene} (the window's). */
    void watch(Scene scene) {
        scene.focusOwnerProperty().addListener((o, was, now) -> focused(was, now));
    }

    /**
     * Follows the focus of a dialog's {@code scene} once it has settled on {@code first} (the field
     * the dialog starts on), and says that field now: the toolkit's passing focus on the default
     * button while the dialog opens is not said. Call when the dialog is shown.
     */
    void watchFrom(Scene scene, Node first) {
        javafx.application.Platform.runLater(() -> {
            first.requestFocus();
            watch(scene);
            focused(null, first);
        });
    }

    void describe(Node node, Description description) {
        described.put(node, description);
    }

    /**
     * The next focus sentence waits for what is being said (a dialog's first field after its
     * question), instead of cutting it short as the answer to a key press does.
     */
    void queueNext() {
        queueNext = true;
    }

    /** Says {@code m} now, as the answer to what the player just did (also for changes a control shows). */
    void say(Message m) {
        if (active.getAsBoolean()) {
            say.accept(queueNext ? Announcement.queued(Announcement.Kind.ANSWER, m) : Announcement.answer(m));
            queueNext = false;
        }
    }

    private void focused(Node was, Node now) {
        if (now == null) {
            return;
        }
        Description d = described.get(now);
        Optional<Message> m = d != null ? d.when(was)
                : now instanceof ButtonBase b ? Optional.of(WindowSpeech.button(Labels.plain(b.getText())))
                : Optional.empty();
        m.ifPresent(this::say);
    }
}
