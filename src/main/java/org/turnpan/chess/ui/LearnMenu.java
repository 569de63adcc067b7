package org.turnpan.chess.ui;

import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.GuideRequest;
import org.turnpan.chess.session.intent.LearnRequest;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.words.WindowSentences;

/**
 * The Learn menu: the rules guide (next and previous section, F5 and Shift+F5, and the list of
 * sections), the lessons (the list, and each lesson by its title), a hint, the quiz and back to the
 * game. Every item is a board action of the session, carried out as a key is: the session says the
 * same sentences the typed commands get, and the focus follows the cursor onto the board.
 */
final class LearnMenu {
    private final ChessWindow window;

    LearnMenu(ChessWindow window) {
        this.window = window;
    }

    Menu build(Catalogue m) {
        Menu lessons = new Menu(m.text("ui.menu.lessons"));
        lessons.getItems().addAll(item(m.text("ui.menu.lessons.list"), null, learn(new LearnRequest.Lessons())),
                new SeparatorMenuItem());
        List<Message> entries = WindowSentences.lessonMenuEntries();
        for (int n = 1; n <= entries.size(); n++) {
            MenuItem lesson = item(m.render(entries.get(n - 1), Medium.TEXT), null, learn(new LearnRequest.StartLesson(n)));
            lesson.setMnemonicParsing(false);
            lessons.getItems().add(lesson);
        }
        Menu learn = new Menu(m.text("ui.menu.learn"));
        learn.getItems().addAll(
                item(m.text("ui.menu.rules.next"), "rules.next", new BoardAction.Guide(new GuideRequest.Next())),
                item(m.text("ui.menu.rules.previous"), "rules.previous", new BoardAction.Guide(new GuideRequest.Previous())),
                item(m.text("ui.menu.rules.contents"), null, new BoardAction.Guide(new GuideRequest.Contents())),
                new SeparatorMenuItem(),
                lessons,
                // no accelerator for H: it would take the letter from the command field
                item(m.text("ui.menu.hint"), null, learn(new LearnRequest.Hint())),
                item(m.text("ui.menu.quiz"), null, learn(new LearnRequest.Quiz())),
                item(m.text("ui.menu.stop"), null, learn(new LearnRequest.Stop())),
                // learning from one's mistakes and per-move scores (issue 26)
                new SeparatorMenuItem(),
                item(m.text("ui.menu.mistakes"), "mistakes", learn(new LearnRequest.Mistakes())),
                item(m.text("ui.menu.better"), "better", learn(new LearnRequest.Better())),
                item(m.text("ui.menu.skip"), null, learn(new LearnRequest.Skip())),
                item(m.text("ui.menu.score"), "score", learn(new LearnRequest.Score())),
                // puzzles (issue 26)
                new SeparatorMenuItem(),
                item(m.text("ui.menu.puzzle"), "puzzle", learn(new LearnRequest.Puzzle())),
                item(m.text("ui.menu.puzzle-solution"), "puzzle-solution", learn(new LearnRequest.PuzzleSolution())));
        return learn;
    }

    private static BoardAction learn(LearnRequest request) {
        return new BoardAction.Learn(request);
    }

    /** An item; {@code keyAction} names the key table's action whose key is its accelerator, or null. */
    private MenuItem item(String label, String keyAction, BoardAction action) {
        MenuItem i = new MenuItem(label);
        i.setMnemonicParsing(true);
        if (keyAction != null) {
            window.keys().accelerator(keyAction).map(WindowMenus::combination).ifPresent(i::setAccelerator);
        }
        i.setOnAction(e -> window.control().perform(action));
        return i;
    }
}
