package org.turnpan.chess.session.command;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.turnpan.chess.session.activity.Order;
import org.turnpan.chess.session.activity.Order.Kind;

/** Which commands are of which kind an activity answers or refuses itself ({@link Order.Kind}). */
final class CommandKinds {
    private static final Map<Kind, List<Command>> KINDS = kinds();

    private CommandKinds() {
    }

    /** Whether {@code command} is of {@code kind}. */
    static boolean is(Command command, Kind kind) {
        return KINDS.get(kind).contains(command);
    }

    private static Map<Kind, List<Command>> kinds() {
        Map<Kind, List<Command>> kinds = new EnumMap<>(Kind.class);
        // the commands that change the game, refused while it is not on the board
        kinds.put(Kind.CHANGES_THE_GAME, List.of(GameCommands.RESIGN, GameCommands.DRAW,
                GameCommands.ACCEPT, GameCommands.DECLINE, GameCommands.TAKEBACK, GameCommands.PLAYER));
        // the commands that walk through the game or ask about its moves: in a lesson or the quiz the
        // game is not on the board, so they are refused rather than closing the lesson behind the
        // player's back (an Alt+arrow pressed by mistake); review itself switches, saying so
        kinds.put(Kind.ABOUT_THE_GAME, List.of(ReviewCommands.FORWARD, ReviewCommands.BACK,
                ReviewCommands.START, ReviewCommands.END, ReviewCommands.MOVE, ReviewCommands.VARIATION,
                ReviewCommands.FOLLOW, ReviewCommands.UNFOLLOW, ReviewQuestions.CHANGES, ReviewQuestions.COMMENT,
                ReviewQuestions.HEADER, PlayFromHere.PLAY));
        kinds.put(Kind.YES_OR_NO, List.of(GameCommands.ACCEPT, GameCommands.DECLINE));
        kinds.put(Kind.HINT, List.of(GameCommands.HINT));
        kinds.put(Kind.LEAVE, List.of(ReviewCommands.LEAVE));
        return kinds;
    }
}
