package org.turnpan.chess.session.command;

import java.util.List;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

/**
 * Whether the online opponent's chat lines are read out ("Ortensia Valli says: …"): typed as
 * {@code online chat on|off} or chosen in the window's Settings menu, kept in the player's
 * preferences ({@code chat = on|off}) like the sounds; {@code online chat} alone says which.
 */
public final class ChatSetting {

    private ChatSetting() {
    }

    /** Switches the chat on or off, keeps it, and says so: "Chat messages are no longer read out." */
    public static List<Announcement> switchTo(Helm core, boolean on) {
        core.apply(core.settings().withPreferences(core.settings().preferences().withChat(on)));
        return List.of(Announcement.answer(Message.of(on ? "online.chat.on" : "online.chat.off")));
    }

    /** "Opponent's chat is off." */
    public static List<Announcement> current(Helm core) {
        return List.of(Announcement.answer(Message.of(core.settings().preferences().chat() ? "online.chat.now.on"
                : "online.chat.now.off")));
    }
}
