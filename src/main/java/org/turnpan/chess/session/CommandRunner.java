package org.turnpan.chess.session;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.notation.MoveLine;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/** Reads one typed line and does what it says, answering through the session's announcements. */
final class CommandRunner {
    private static final Pattern COORDINATES = Pattern.compile("([a-h][1-8])\\s*[-x:]?\\s*([a-h][1-8])\\s*=?([qrbn])?");

    private static final Pattern GAME_NUMBER = Pattern.compile("(.+?)\\s+([1-9]\\d{0,8})");

    private final GameSession session;
    private final Confirmations confirmations;
    private CommandWords words;
    private Locale wordsLocale;

    CommandRunner(GameSession session) {
        this.session = session;
        this.confirmations = new Confirmations(session);
    }

    private CommandWords words() {
        Locale l = session.settings().locale();
        if (!l.equals(wordsLocale)) {
            words = new CommandWords(l);
            wordsLocale = l;
        }
        return words;
    }

    /** Replaces the game, asking first when moves or the found game would be lost. */
    void replaceGame(Confirmation.Replacement replacement) {
        confirmations.replaceGame(replacement);
    }

    /** The command words to offer for completion, from the words of the current language. */
    List<String> completions() {
        return words().completions();
    }

    Submitted run(String line) {
        // cleaned once at the entry: BOM and control characters, NFC, Vietnamese tone placement
        String text = TypedText.clean(line).strip();
        if (confirmations.waiting()) {
            confirmations.answer(text);
            return Submitted.HANDLED;
        }
        if (text.isEmpty()) {
            session.emit(Announcement.answer(Message.of("session.hint.empty")));
            return Submitted.NOT_UNDERSTOOD;
        }
        List<String> tokens = words().phrases(Arrays.stream(text.toLowerCase(Locale.ROOT).split("\\s+"))
                .map(t -> t.replaceAll("[?!]+$", "")).filter(t -> !t.isEmpty()).toList());
        if (tokens.isEmpty()) {
            return move(text);
        }
        String first = tokens.get(0);
        List<String> args = tokens.subList(1, tokens.size());
        if (session.pendingPromotion().isPresent() && args.isEmpty() && words().piece(first).isPresent()) {
            session.choosePromotion(words().piece(first).get());
            return Submitted.HANDLED;
        }
        Optional<Command> command = words().command(first);
        if (command.isPresent()) {
            return execute(command.get(), args, text);
        }
        // the question word last, as the language puts it: "mã ở đâu", "кони где"
        Optional<Command> asked = words().command(tokens.get(tokens.size() - 1))
                .filter(c -> c == Command.PIECES || c == Command.SQUARE);
        if (asked.isPresent()) {
            return execute(asked.get(), tokens.subList(0, tokens.size() - 1), text);
        }
        return move(text);
    }

    /** Every move of the line in turn ("e4 e5 Nf3", "1. e4 e5"), stopping at the first one not played. */
    private Submitted move(String text) {
        MoveLine line = MoveLine.of(text);
        if (line.isEmpty()) {
            session.emit(Announcement.answer(Message.of("session.hint.unknown", "text", text)));
            return Submitted.NOT_UNDERSTOOD;
        }
        boolean first = true;
        while (!line.isEmpty()) {
            MoveLine.Next next = line.next(session.position());
            int plies = session.game().plyCount();
            // a first word that is no move: the whole line was not understood, as a command would not be
            Submitted s = moveOne(next.text(), first ? text : next.text());
            if (s != Submitted.HANDLED || session.game().plyCount() != plies + 1
                    || session.pendingPromotion().isPresent()) {
                return first ? s : Submitted.HANDLED;
            }
            first = false;
            line = next.rest();
        }
        return Submitted.HANDLED;
    }

    private Submitted moveOne(String text, String said) {
        MoveText.Parsed parsed = MoveText.read(session.position(), text, session.settings().locale());
        if (parsed instanceof MoveText.Found found) {
            session.playHumanMove(found.move());
            return Submitted.HANDLED;
        }
        NotationError error = ((MoveText.Refused) parsed).error();
        Matcher m = COORDINATES.matcher(text.toLowerCase(Locale.ROOT));
        if (m.matches()) {
            PieceType promo = m.group(3) == null ? null : PieceType.fromLetter(m.group(3).charAt(0)).orElse(null);
            session.tryMove(Square.parse(m.group(1)).orElseThrow(), Square.parse(m.group(2)).orElseThrow(), promo);
            return Submitted.HANDLED;
        }
        if (error instanceof NotationError.NotAMove || error instanceof NotationError.EmptyInput) {
            session.emit(Announcement.answer(Message.of("session.hint.unknown", "text", Echo.of(said))));
            return Submitted.NOT_UNDERSTOOD;
        }
        if (session.mayHumanMove()) {
            session.emit(Announcement.queued(Kind.REFUSAL, session.words().phraser().notationError(error)));
        }
        return Submitted.HANDLED;
    }

    private Submitted execute(Command c, List<String> args, String text) {
        Answers answers = new Answers(session, session.words());
        switch (c) {
            case HELP -> help(args);
            case TURN -> answer(answers.turn());
            case LAST -> answer(answers.lastMove());
            case CLOCK -> answer(answers.clocks());
            case MATERIAL -> answer(answers.material());
            case PIECES -> answer(answers.pieces(side(args), pieceType(args)));
            case SQUARE -> withSquare(c, args, sq -> answer(answers.square(sq)));
            case RANK -> {
                Optional<Integer> r = args.stream().filter(a -> a.matches("[1-8]")).findFirst().map(a -> a.charAt(0) - '1');
                r.ifPresentOrElse(i -> answer(answers.line(true, i)), () -> usage(c));
            }
            case FILE -> {
                Optional<Integer> f = args.stream().filter(a -> a.matches("[a-h]")).findFirst().map(a -> a.charAt(0) - 'a');
                f.ifPresentOrElse(i -> answer(answers.line(false, i)), () -> usage(c));
            }
            case MOVES -> withSquareOrCursor(c, args, sq -> answer(answers.legalMoves(sq)));
            case ATTACKERS, DEFENDERS -> withSquareOrCursor(c, args, sq -> answer(answers.attackersAndDefenders(sq)));
            case CHECK -> answer(answers.check(Optional.ofNullable(side(args)).orElse(session.position().sideToMove())));
            case HISTORY -> {
                if (args.isEmpty()) {
                    answer(answers.history(10));
                } else if (args.size() == 1 && args.get(0).matches("[1-9]\\d{0,3}")) {
                    answer(answers.history(Integer.parseInt(args.get(0))));
                } else {
                    usage(c);
                }
            }
            case RESULT -> answer(answers.result());
            case BOARD -> answers.board().forEach(this::answer);
            case GO -> withSquare(c, args, session::jumpCursor);
            case UP -> session.moveCursor(0, 1);
            case DOWN -> session.moveCursor(0, -1);
            case LEFT -> session.moveCursor(-1, 0);
            case RIGHT -> session.moveCursor(1, 0);
            case NEXT -> {
                PieceType t = pieceType(args);
                if (t == null) {
                    usage(c);
                } else {
                    session.nextPiece(t, args.stream().map(w -> words().own(w)).flatMap(Optional::stream)
                            .findFirst().orElse(true));
                }
            }
            case HERE -> answer(answers.square(session.cursor()));
            case FLIP -> session.flip();
            case NEW -> newGame(args);
            case PLAYER -> changePlayer(args, text);
            case RESIGN -> session.resign();
            case DRAW -> session.offerDraw();
            case ACCEPT -> session.acceptDraw();
            case DECLINE -> session.declineDraw();
            case TAKEBACK -> session.takeback();
            case SAVE, OPEN -> {
                String rest = text.strip().split("\\s+", 2).length == 2 ? text.strip().split("\\s+", 2)[1] : "";
                if (rest.isEmpty()) {
                    usage(c);
                } else if (TypedPath.parse(rest).isEmpty()) {
                    session.emit(Announcement.queued(Kind.REFUSAL, TypedPath.invalidFile()));
                } else if (c == Command.SAVE) {
                    confirmations.save(Path.of(rest));
                } else {
                    openPgn(rest);
                }
            }
            case RESUME -> session.resume();
            case DISCARD -> session.discardResumable();
            case LANGUAGE, STYLE, VERBOSITY, VOICE, SQUARES, WARNINGS -> new SettingCommands(session, words()).run(c, args);
            case REPEAT -> session.repeat();
            case HINT -> session.advise(true);
            case EVALUATE -> session.advise(false);
            case QUIT -> {
                session.requestQuit();
                return Submitted.QUIT;
            }
            default -> throw new IllegalStateException(c.name());
        }
        return Submitted.HANDLED;
    }

    private void newGame(List<String> args) {
        SessionSettings s = session.settings();
        for (int i = 0; i + 1 < args.size(); i += 2) {
            String what = args.get(i);
            String value = args.get(i + 1);
            Optional<Side> side = words().side(what);
            if (side.isPresent()) {
                s = side.get() == Side.WHITE ? s.withPlayers(value, s.black()) : s.withPlayers(s.white(), value);
            } else if (words().command(what).filter(Command.CLOCK::equals).isPresent()) {
                if (TimeControl.parse(value) instanceof TimeControl.Invalid bad) {
                    session.emit(Announcement.queued(Kind.REFUSAL, ClockErrorSentence.of(bad.error())));
                    return;
                }
                s = s.withTimeControl(value);
            } else {
                usage(Command.NEW);
                return;
            }
        }
        if (args.size() % 2 != 0) {
            usage(Command.NEW);
            return;
        }
        confirmations.replaceGame(new Confirmation.NewGame(s));
    }

    /** "open FILE" or "open FILE N": a file name may hold spaces; a last word that is a number picks the game. */
    private void openPgn(String rest) {
        Matcher m = GAME_NUMBER.matcher(rest);
        if (m.matches() && !Files.exists(Path.of(rest))) {
            confirmations.replaceGame(new Confirmation.OpenGame(Path.of(m.group(1)), Integer.parseInt(m.group(2))));
        } else {
            confirmations.replaceGame(new Confirmation.OpenGame(Path.of(rest), 1));
        }
    }

    /** "player black builtin:2": another player for one side, keeping the game. */
    private void changePlayer(List<String> args, String text) {
        Optional<Side> side = args.size() == 2 ? words().side(args.get(0)) : Optional.empty();
        if (side.isEmpty()) {
            usage(Command.PLAYER);
            return;
        }
        String[] typed = text.split("\\s+");
        String spec = typed[typed.length - 1]; // as typed: an engine path keeps its capitals
        session.changePlayer(side.get(), words().value(spec).filter(SessionSettings.HUMAN::equals).isPresent() ? SessionSettings.HUMAN : spec);
    }

    private Side side(List<String> args) {
        for (String a : args) {
            Optional<Side> s = words().side(a);
            if (s.isPresent()) {
                return s.get();
            }
            Optional<Boolean> own = words().own(a);
            if (own.isPresent()) {
                Side me = session.playerSide();
                return own.get() ? me : me.opposite();
            }
        }
        return null;
    }

    private PieceType pieceType(List<String> args) {
        return args.stream().map(a -> words().piece(a)).flatMap(Optional::stream).findFirst().orElse(null);
    }

    /** The first argument that names a square: "what is on e4" works as well as "square e4". */
    private void withSquare(Command c, List<String> args, java.util.function.Consumer<Square> action) {
        Optional<Square> sq = args.stream().map(Square::parse).flatMap(Optional::stream).findFirst();
        sq.ifPresentOrElse(action, () -> usage(c));
    }

    private void withSquareOrCursor(Command c, List<String> args, java.util.function.Consumer<Square> action) {
        if (args.isEmpty()) {
            action.accept(session.cursor());
        } else {
            withSquare(c, args, action);
        }
    }

    private void answer(Message m) {
        session.emit(Announcement.answer(m));
    }

    void usage(Command c) {
        session.emit(new Announcement(Kind.HELP, Announcement.Priority.QUEUED,
                Message.of("session.hint.usage", "help", Message.of(c.helpKey()))));
    }

    private void help(List<String> args) {
        if (!args.isEmpty()) {
            Optional<Command> c = words().command(args.get(0));
            if (c.isPresent()) {
                session.emit(new Announcement(Kind.HELP, Announcement.Priority.QUEUED, Message.of(c.get().helpKey())));
                return;
            }
        }
        List<String> names = new ArrayList<>();
        for (Command c : Command.values()) {
            names.add(words().name(c));
        }
        Message list = Message.of("session.help", "commands", String.join(", ", names));
        session.emit(new Announcement(Kind.HELP, Announcement.Priority.QUEUED, args.isEmpty() ? list
                : Message.of("session.help.unknown", "text", Echo.of(String.join(" ", args)), "help", list)));
    }
}
