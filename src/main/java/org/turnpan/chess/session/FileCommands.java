package org.turnpan.chess.session;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.speech.Announcement;

/** The typed commands about files: save, open, and the unfinished game found at start. */
final class FileCommands {
    private static final Pattern GAME_NUMBER = Pattern.compile("(.+?)\\s+([1-9]\\d{0,8})");

    static final Command SAVE = Command.of("save", (core, args) -> args.rest().isEmpty() ? args.usage()
            : core.archive().save(Path.of(args.rest())));
    static final Command OPEN = Command.of("open", (core, args) -> args.rest().isEmpty() ? args.usage()
            : open(core, args.rest()));
    static final Command RESUME = Command.of("resume", (core, args) -> core.archive().resume());
    static final Command DISCARD = Command.of("discard", (core, args) -> discard(core));

    private FileCommands() {
    }

    /** "open FILE" or "open FILE N": a file name may hold spaces; a last word that is a number picks the game. */
    private static List<Announcement> open(SessionCore core, String rest) {
        Matcher m = GAME_NUMBER.matcher(rest);
        if (m.matches() && !Files.exists(Path.of(rest))) {
            return core.open(Path.of(m.group(1)), Integer.parseInt(m.group(2)));
        }
        return core.open(Path.of(rest), 1);
    }

    /** Drops the unfinished game offered at start and begins a new one. */
    static List<Announcement> discard(SessionCore core) {
        core.archive().discard();
        return core.newGame(core.settings());
    }
}
