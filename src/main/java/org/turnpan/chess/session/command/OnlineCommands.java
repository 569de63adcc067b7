package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.session.online.OnlinePlay;
import org.turnpan.chess.session.online.OnlineTerms;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;

/**
 * The typed commands of online play (catalogue {@code online}): {@code online} with its words
 * (login, logout, seek, cancel, challenge, ai, accept, decline, games, game, chat on|off),
 * {@code chat TEXT}, {@code claim} and {@code abort}. Resign, draw, accept, decline and takeback
 * are the usual commands: the match sends them to the server during an online game.
 */
public final class OnlineCommands {
    public static final Command ONLINE = new Command("online", "online", Submitted.HANDLED, OnlineCommands::online);
    public static final Command CHAT = new Command("chat", "online", Submitted.HANDLED,
            (core, args) -> args.rest().isBlank() ? args.usage() : core.online().chat(args.rest().strip()));
    public static final Command CLAIM = new Command("claim", "online", Submitted.HANDLED,
            (core, args) -> core.online().claim());
    public static final Command ABORT = new Command("abort", "online", Submitted.HANDLED,
            (core, args) -> core.online().post("abort", "online.abort.sent"));

    /** The words after {@code online}, key {@code online.word.<name>}. */
    enum Word {
        LOGIN, LOGOUT, SEEK, CANCEL, CHALLENGE, AI, ACCEPT, DECLINE, GAMES, GAME, CHAT, ON, OFF,
        RATED, CASUAL, WHITE, BLACK, DAYS
    }

    private OnlineCommands() {
    }

    private static List<Announcement> online(Helm core, Arguments args) {
        List<String> typed = args.words();
        // a word may be two ("đăng nhập", "các ván"): the longer reading first
        Optional<Word> word = Optional.empty();
        int used = 0;
        if (typed.size() >= 2) {
            word = word(core.locale(), typed.get(0) + " " + typed.get(1));
            used = word.isPresent() ? 2 : 0;
        }
        if (word.isEmpty() && !typed.isEmpty()) {
            word = word(core.locale(), typed.get(0));
            used = 1;
        }
        if (word.isEmpty()) {
            return args.usage();
        }
        List<String> w = typed.subList(used - 1, typed.size());
        OnlinePlay online = core.online();
        return switch (word.get()) {
            case LOGIN -> w.size() == 1 ? online.askToken() : args.usage();
            case LOGOUT -> online.logout();
            case SEEK -> terms(core.locale(), w.subList(1, w.size())).map(online::seek).orElseGet(args::usage);
            case CANCEL -> online.cancel();
            case CHALLENGE -> w.size() >= 3 ? terms(core.locale(), w.subList(2, w.size()))
                    .map(t -> online.challenge(w.get(1), t)).orElseGet(args::usage) : args.usage();
            case AI -> w.size() == 3 && w.get(1).matches("[1-8]") ? clock(w.get(2))
                    .map(tc -> online.ai(Integer.parseInt(w.get(1)), tc)).orElseGet(args::usage) : args.usage();
            case ACCEPT -> online.answerChallenge(true);
            case DECLINE -> online.answerChallenge(false);
            case GAMES -> online.games();
            case GAME -> w.size() == 2 && w.get(1).matches("[1-9][0-9]?") ? online.game(Integer.parseInt(w.get(1)))
                    : args.usage();
            case CHAT -> w.size() == 1 ? ChatSetting.current(core) : w.size() == 2 ? word(core.locale(), w.get(1))
                    .filter(x -> x == Word.ON || x == Word.OFF).map(x -> ChatSetting.switchTo(core, x == Word.ON))
                    .orElseGet(args::usage) : args.usage();
            case ON, OFF, RATED, CASUAL, WHITE, BLACK, DAYS -> args.usage();
        };
    }

    /**
     * The terms after {@code seek} or after the name of {@code challenge}: a clock ({@code 10+0}) or
     * days a move ({@code 3 days}, {@code 3d}), then any of rated, casual, white, black.
     */
    public static Optional<OnlineTerms> terms(Locale locale, List<String> typed) {
        if (typed.isEmpty()) {
            return Optional.empty();
        }
        OnlineTerms terms;
        int next = 1;
        java.util.regex.Matcher days = java.util.regex.Pattern.compile("([0-9]{1,2})d").matcher(typed.get(0));
        if (days.matches()) {
            terms = correspondence(days.group(1)).orElse(null);
        } else if (typed.get(0).matches("[0-9]{1,2}") && typed.size() > 1
                && word(locale, typed.get(1)).filter(x -> x == Word.DAYS).isPresent()) {
            terms = correspondence(typed.get(0)).orElse(null);
            next = 2;
        } else {
            terms = clock(typed.get(0)).map(OnlineTerms::realTime).orElse(null);
        }
        if (terms == null) {
            return Optional.empty();
        }
        for (int i = next; i < typed.size(); i++) {
            // an option may be two words ("tính điểm")
            Optional<Word> w = i + 1 < typed.size() ? word(locale, typed.get(i) + " " + typed.get(i + 1))
                    : Optional.empty();
            if (w.isPresent()) {
                i++;
            } else {
                w = word(locale, typed.get(i));
            }
            if (w.isEmpty()) {
                return Optional.empty();
            }
            terms = switch (w.get()) {
                case RATED -> terms.withRated(true);
                case CASUAL -> terms.withRated(false);
                case WHITE -> terms.withColour(Optional.of(org.turnpan.chess.rules.Side.WHITE));
                case BLACK -> terms.withColour(Optional.of(org.turnpan.chess.rules.Side.BLACK));
                default -> null;
            };
            if (terms == null) {
                return Optional.empty();
            }
        }
        return Optional.of(terms);
    }

    private static Optional<OnlineTerms> correspondence(String days) {
        int n = Integer.parseInt(days);
        return OnlineTerms.DAYS.contains(n) ? Optional.of(OnlineTerms.correspondence(n)) : Optional.empty();
    }

    private static Optional<TimeControl> clock(String text) {
        return TimeControl.parse(text) instanceof TimeControl.Valid v ? Optional.of(v.control()) : Optional.empty();
    }

    /** The word {@code typed} names, in the session language or English. */
    static Optional<Word> word(Locale locale, String typed) {
        String t = TypedText.clean(typed).toLowerCase(Locale.ROOT);
        for (Catalogue m : List.of(Catalogue.forLocale(locale), Catalogue.forLocale(Locale.ENGLISH))) {
            for (Word w : Word.values()) {
                if (CommandWords.words(m, "online.word." + w.name().toLowerCase(Locale.ROOT)).contains(t)) {
                    return Optional.of(w);
                }
            }
        }
        return Optional.empty();
    }
}
