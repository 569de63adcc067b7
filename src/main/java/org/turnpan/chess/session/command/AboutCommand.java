package org.turnpan.chess.session.command;

import java.util.List;
import org.turnpan.chess.about.About;
import org.turnpan.chess.speech.Announcement;

/** "about": the program's name, version, licence and where to read it, and its authors ({@link About}). */
public final class AboutCommand {
    static final Command ABOUT = Command.of("about", (core, args) -> List.of(Announcement.answer(About.sentence())));

    private AboutCommand() {
    }
}
