package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.puzzle.Puzzle;
import org.turnpan.chess.puzzle.PuzzleSet;
import org.turnpan.chess.puzzle.Theme;
import org.turnpan.chess.session.activity.Puzzling;
import org.turnpan.chess.session.files.PuzzleShelf;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * The typed commands of puzzle mode (issue 26): {@code puzzle} opens the next puzzle (said again
 * while one is open and not over), {@code puzzle 12} puzzle 12, {@code puzzle theme fork} the next
 * with that theme (its name in the player's language or lichess's), {@code puzzle score} the record;
 * {@code solution} plays the open puzzle's solution out. {@code hint} and {@code stop} are the
 * lesson commands, answered by {@link Puzzling}.
 */
public final class PuzzleCommands {
    static final Command PUZZLE = new Command("puzzle", "puzzle", Submitted.HANDLED, PuzzleCommands::puzzle);
    public static final Command SOLUTION = new Command("solution", "puzzle", Submitted.HANDLED, (core, args) ->
            core.activity() instanceof Puzzling p ? p.solution(core)
                    : List.of(Announcement.queued(Announcement.Kind.REFUSAL, Message.of("puzzle.none.open"))));

    private PuzzleCommands() {
    }

    private static List<Announcement> puzzle(Helm core, Arguments args) {
        PuzzleSet set = core.tutor().puzzleSet();
        String text = TypedText.clean(args.rest()).strip().toLowerCase(Locale.ROOT);
        PuzzleShelf shelf = core.tutor().puzzles();
        if (text.isEmpty()) {
            if (core.activity() instanceof Puzzling open && !open.run().finished()) {
                return open.again(core);
            }
            List<Message> problems = shelf.open();
            Optional<Theme> theme = core.activity() instanceof Puzzling open ? open.theme() : Optional.empty();
            int after = core.activity() instanceof Puzzling open ? open.run().puzzle().number()
                    : set.numberOf(shelf.score().last());
            return start(core, set.next(after, shelf.score(), theme).orElseThrow(), set, theme, problems);
        }
        if (text.matches("\\d{1,7}")) {
            Optional<Puzzle> p = set.byNumber(Integer.parseInt(text));
            if (p.isEmpty()) {
                return refuse(Message.of("puzzle.no.such", "text", Echo.of(args.rest()), "total", set.size()));
            }
            return start(core, p.get(), set, Optional.empty(), shelf.open());
        }
        if (isWord(core, "puzzle.word.score", text)) {
            List<Message> said = new ArrayList<>(shelf.open());
            said.add(Puzzling.words(core).record(shelf.score()));
            return List.of(Announcement.answer(org.turnpan.chess.speech.Joined.sentences(said)));
        }
        String themeText = text;
        for (String w : words(core, "puzzle.word.theme")) {
            if (text.startsWith(w + " ")) {
                themeText = text.substring(w.length()).strip();
            }
        }
        Optional<Theme> theme = theme(core, themeText);
        if (theme.isEmpty()) {
            List<Message> names = new ArrayList<>();
            for (Theme t : Theme.values()) {
                names.add(Message.of(t.key()));
            }
            return refuse(Message.of("puzzle.no.theme", "text", Echo.of(args.rest()), "themes", names));
        }
        if (set.count(theme.get()) == 0) {
            return refuse(Message.of("puzzle.theme.empty", "theme", Message.of(theme.get().key())));
        }
        int after = core.activity() instanceof Puzzling open ? open.run().puzzle().number()
                    : set.numberOf(shelf.score().last());
        return start(core, set.next(after, shelf.score(), theme).orElseThrow(), set, theme, shelf.open());
    }

    private static List<Announcement> start(Helm core, Puzzle p, PuzzleSet set, Optional<Theme> theme,
                                            List<Message> problems) {
        List<Announcement> said = Puzzling.start(core, p, set.size(), theme);
        if (problems.isEmpty() || said.isEmpty()) {
            return said;
        }
        List<Announcement> out = new ArrayList<>(said);
        List<Message> first = new ArrayList<>(problems);
        first.add(out.get(0).message());
        out.set(0, out.get(0).withMessage(org.turnpan.chess.speech.Joined.sentences(first)));
        return out;
    }

    /** A theme by its name in the player's language (any of its comma-separated words) or lichess's. */
    static Optional<Theme> theme(Helm core, String text) {
        String wanted = TypedText.clean(text).strip().toLowerCase(Locale.ROOT).replace('-', ' ');
        for (Theme t : Theme.values()) {
            if (t.lichessName().toLowerCase(Locale.ROOT).equals(wanted.replace(" ", ""))) {
                return Optional.of(t);
            }
            for (String w : words(core, t.key() + ".words")) {
                if (w.replace('-', ' ').equals(wanted)) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isWord(Helm core, String key, String text) {
        return words(core, key).contains(text);
    }

    private static List<String> words(Helm core, String key) {
        List<String> out = new ArrayList<>();
        for (String w : core.words().messages().text(key).split(",")) {
            if (!w.isBlank()) {
                out.add(TypedText.clean(w).strip().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    private static List<Announcement> refuse(Message m) {
        return List.of(Announcement.queued(Announcement.Kind.REFUSAL, m));
    }
}
