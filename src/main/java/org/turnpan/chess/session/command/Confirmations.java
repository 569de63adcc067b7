package org.turnpan.chess.session.command;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.turnpan.chess.session.files.SafeWriteTarget;
import org.turnpan.chess.session.settings.Confirmation;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * Asks before a typed command throws something away, and takes the next typed line as the answer:
 * {@code new} and {@code open} while a game is in progress (moves played and not finished, or a
 * found game not resumed yet) ask "Replace it? Say yes or no."; {@code save} onto a file that
 * exists asks to overwrite it, append the game, or cancel.
 *
 * <p>Any other line drops the question, changes nothing and is not run, and the player hears so:
 * a player who typed a move while a question waited is told that it was not played, rather than
 * finding a move played or a game replaced that they did not mean (as {@code rm -i} and most
 * terminal programs take anything but yes as no). The answers are the words of the session
 * language and English ({@code session.answer.*}). Not thread-safe by itself.
 */
public final class Confirmations {
    private Confirmation pending;
    private Map<String, Set<Confirmation.Answer>> words = Map.of();
    private Locale wordsLocale;

    /** True while a question waits for the next typed line. */
    boolean waiting() {
        return pending != null;
    }

    /** The question waiting for its answer, as said. */
    public Optional<Message> question() {
        return Optional.ofNullable(pending).map(Confirmation::question);
    }

    /**
     * The waiting question when yes or no answers it (replace the game? resign?); not one with
     * other answers (overwrite, append or cancel), which is answered by typing.
     */
    public Optional<Message> yesNoQuestion() {
        return Optional.ofNullable(pending).filter(c -> c.answers().equals(Set.of(Confirmation.Answer.YES,
                Confirmation.Answer.NO))).map(Confirmation::question);
    }

    /** Takes {@code line} as the answer to the waiting question. */
    public List<Announcement> answer(Helm core, String line) {
        Confirmation asked = pending;
        Optional<Confirmation.Answer> answer = words(core.locale()).getOrDefault(line.strip().toLowerCase(Locale.ROOT),
                Set.of()).stream().filter(asked.answers()::contains).findFirst();
        if (answer.isEmpty()) {
            pending = null;
            return say(Message.of("session.confirm.dropped"));
        }
        return answer(core, answer.get());
    }

    /**
     * The waiting question answered by a button (the window's dialog) rather than typed: the same
     * as typing the answer's word. An answer the question does not take drops it, as typing would.
     */
    public List<Announcement> answer(Helm core, Confirmation.Answer answer) {
        Confirmation asked = pending;
        pending = null;
        if (asked == null) {
            return List.of();
        }
        if (!asked.answers().contains(answer)) {
            return say(Message.of("session.confirm.dropped"));
        }
        return switch (answer) {
            case YES -> asked instanceof Confirmation.Resign ? core.match().resign(core.playerSide())
                    : replace(core, ((Confirmation.ReplaceGame) asked).replacement());
            case OVERWRITE -> core.archive().save(((Confirmation.ExistingFile) asked).file()).said();
            case APPEND -> core.archive().append(((Confirmation.ExistingFile) asked).file()).said();
            case NO -> say(Message.of(asked instanceof Confirmation.Resign ? "session.confirm.resign.no"
                    : "session.confirm.replace.no"));
            case CANCEL -> say(Message.of("session.confirm.save.no"));
        };
    }

    /** {@code new} or {@code open}: at once, or after yes when a game would be lost. */
    public List<Announcement> replaceGame(Helm core, Confirmation.Replacement replacement) {
        if (replacement instanceof Confirmation.OpenGame open && !Files.isRegularFile(open.file())) {
            return replace(core, replacement); // the file cannot be opened: its refusal, and the game stays
        } else if (core.archive().resumeOffered()) {
            return ask(new Confirmation.ReplaceGame(replacement, true));
        } else if (core.archive().gameInProgress()) {
            return ask(new Confirmation.ReplaceGame(replacement, false));
        }
        return replace(core, replacement);
    }

    /** The window's resign key or menu, and the typed {@code resign}: asks first, while the game goes on. */
    public List<Announcement> resign(Helm core) {
        if (core.game().isOver()) {
            return core.match().gameIsOver();
        }
        return ask(new Confirmation.Resign());
    }

    /** {@code save FILE}: at once, or after overwrite or append when the file exists. */
    public List<Announcement> save(Helm core, Path file) {
        SafeWriteTarget.Checked checked = SafeWriteTarget.check(file);
        if (checked instanceof SafeWriteTarget.Ready ready && ready.existing().isPresent()) {
            return ask(new Confirmation.ExistingFile(file.toAbsolutePath()));
        }
        return core.archive().save(file).said();
    }

    private static List<Announcement> replace(Helm core, Confirmation.Replacement replacement) {
        if (replacement instanceof Confirmation.NewGame g) {
            return core.newGame(g.settings());
        } else if (replacement instanceof Confirmation.NewChess960 g) {
            return Chess960Start.begin(core, g.settings(), g.number());
        } else if (replacement instanceof Confirmation.Discard) {
            return FileCommands.discard(core);
        } else if (replacement instanceof Confirmation.OpenListed listed) {
            return GameListCommands.open(core, listed.number());
        } else if (replacement instanceof Confirmation.PlayFrom play) {
            return PlayFromHere.begin(core, play.from(), java.util.Optional.empty());
        }
        Confirmation.OpenGame open = (Confirmation.OpenGame) replacement;
        return core.archive().open(open.file(), open.number()).said();
    }

    private List<Announcement> ask(Confirmation question) {
        pending = question;
        return List.of(Announcement.queued(Kind.EVENT, question.question()));
    }

    private static List<Announcement> say(Message m) {
        return List.of(Announcement.queued(Kind.REFUSAL, m));
    }

    /** True when {@code text} is a word for yes in the session language or English ("resign yes"). */
    boolean isYes(Locale locale, String text) {
        return words(locale).getOrDefault(org.turnpan.chess.notation.TypedText.clean(text).strip().toLowerCase(Locale.ROOT), Set.of()).contains(Confirmation.Answer.YES);
    }

    /** The answer words of the session language and English, built again when the language changes. */
    private Map<String, Set<Confirmation.Answer>> words(Locale locale) {
        if (!locale.equals(wordsLocale)) {
            Map<String, Set<Confirmation.Answer>> all = new HashMap<>();
            for (Catalogue m : List.of(Catalogue.forLocale(Locale.ENGLISH), Catalogue.forLocale(locale))) {
                for (Confirmation.Answer a : Confirmation.Answer.values()) {
                    CommandWords.words(m, "session.answer." + a.name().toLowerCase(Locale.ROOT))
                            .forEach(w -> all.computeIfAbsent(w, k -> EnumSet.noneOf(Confirmation.Answer.class)).add(a));
                }
            }
            words = all;
            wordsLocale = locale;
        }
        return words;
    }
}
