package org.turnpan.chess.session.command;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.session.files.TypedPath;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.Confirmation;
import org.turnpan.chess.speech.Announcement;

/** The typed commands about files: save, open, and the unfinished game found at start. */
public final class FileCommands {
    /**
     * A last word of up to nine digits, signed or not, picks the game: 0 or -1 is no game of the
     * file and is said so (they were read as part of the file name: "there is no file named
     * games.pgn 0"); nine digits always fit an int.
     */
    private static final Pattern GAME_NUMBER = Pattern.compile("(.+?)\\s+([-+]?\\d{1,9})");

    public static final Command SAVE = Command.of("save", (core, args) -> withPath(args,
            file -> Dispatcher.act(core, new Intent.Save(file, false))));
    public static final Command OPEN = Command.of("open", (core, args) -> withPath(args, file -> open(core, file)));
    public static final Command RESUME = Command.of("resume", (core, args) -> Dispatcher.act(core, new Intent.Resume()));
    /** Forgets the found game, or the game in progress, after yes (a new game replaces it). */
    public static final Command DISCARD = Command.of("discard", (core, args) -> core.confirmations().replaceGame(core,
            new Confirmation.Discard(core.settings())));

    private FileCommands() {
    }

    /** The usage when no file is named, a refusal when the text cannot name a file, else {@code then} with its path. */
    private static List<Announcement> withPath(Arguments args, Function<Path, List<Announcement>> then) {
        if (args.rest().isEmpty()) {
            return args.usage();
        }
        Optional<Path> file = TypedPath.parse(args.rest());
        if (file.isEmpty()) {
            return List.of(Announcement.queued(Announcement.Kind.REFUSAL, TypedPath.invalidFile()));
        }
        return then.apply(file.get());
    }

    /**
     * "open FILE" or "open FILE N": a file name may hold spaces; a last word that is a number picks
     * the game. A file of several games is listed instead ({@link GameListCommands}). A game in
     * progress is replaced only after the player says yes.
     */
    private static List<Announcement> open(Helm core, Path typed) {
        Matcher m = GAME_NUMBER.matcher(typed.toString());
        if (m.matches() && !Files.exists(typed)) {
            return Dispatcher.act(core, new Intent.Open(Path.of(m.group(1)), OptionalInt.of(Integer.parseInt(m.group(2)))));
        }
        return Dispatcher.act(core, Intent.Open.file(typed));
    }

    /**
     * The one rule for opening a file, typed ({@code open}), from the window's Open or from
     * {@code --pgn} (issue 21, item 11): a file of several games is listed, whatever its size (the
     * list is read as a stream); a single game is opened, asked first when a game would be lost,
     * and refused at once, before it is read, when the file is over the read limit.
     */
    public static List<Announcement> openFile(Helm core, Path file) {
        return GameListCommands.listIfSeveral(core, file)
                .orElseGet(() -> core.confirmations().replaceGame(core, new Confirmation.OpenGame(file, 1)));
    }

    /** Drops the unfinished game offered at start and begins a new one (after yes, when a game would be lost). */
    static List<Announcement> discard(Helm core) {
        core.archive().discard();
        return core.newGame(core.settings());
    }
}
