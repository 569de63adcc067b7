package org.turnpan.chess.session.online;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.notation.pgn.PgnTag;
import org.turnpan.chess.online.LichessClient;
import org.turnpan.chess.online.OnlineSetup;
import org.turnpan.chess.online.Reply;
import org.turnpan.chess.online.ServerEvent;
import org.turnpan.chess.online.StreamKeeper;
import org.turnpan.chess.online.Token;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.game.Match;
import org.turnpan.chess.session.record.GameNotes;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * Online play on lichess for the session: login, finding a game (seek, challenge, the AI,
 * challenges that arrive), and the game itself, whose moves, clocks, offers and end come from the
 * server's stream and are said as offline. The player's move is checked by our rules before it
 * gets here and is played when the server confirms it; a move typed while the connection is away
 * is sent when it comes back, only if it is still legal and still the player's turn.
 *
 * <p>Requests run one at a time on one thread; streams on their own; every answer is applied
 * under the session's lock through {@link Match.Outside}. Not thread-safe by itself.
 */
public final class OnlinePlay implements AutoCloseable {

    private final OnlineHost core;
    private final Match.Outside outside;
    private OnlineSetup setup = OnlineSetup.none();
    private LichessClient client;
    private final ExecutorService requests = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lichess-requests");
        t.setDaemon(true);
        return t;
    });
    private int inFlight;
    private Optional<String> account = Optional.empty();
    private StreamKeeper events;
    private StreamKeeper seek;
    private Optional<String> challengeOut = Optional.empty();
    private final List<ServerEvent.Challenge> incoming = new ArrayList<>();
    private List<LichessClient.Playing> listed = List.of();
    // the game being played
    private Optional<String> gameId = Optional.empty();
    private Optional<String> lastGame = Optional.empty();
    private StreamKeeper gameStream;
    private Side ours = Side.WHITE;
    /** The game's variant writes castling as the king onto its rook (Chess960, and a game from a position). */
    private boolean castleOntoRook;
    private String theirName = "";
    private boolean begun;
    private boolean connected = true;
    private Optional<Move> sent = Optional.empty();
    private Optional<Move> typedOffline = Optional.empty();
    private boolean drawAsked;
    private boolean takebackAsked;
    /** When the opponent left: the moment from which lichess lets the win be claimed. */
    private Optional<Instant> claimFrom = Optional.empty();
    private boolean readingTrouble;
    private boolean awaitingToken;
    private boolean endAsked;

    public OnlinePlay(OnlineHost core, Match.Outside outside) {
        this.core = core;
        this.outside = outside;
    }

    /** Where and how to play online (the app layer's choice); closes what the last setup opened. */
    public void use(OnlineSetup next) {
        close();
        setup = next;
        client = null;
    }

    private LichessClient client() {
        if (client == null) {
            client = new LichessClient(setup.server(), setup::token, setup.limits());
        }
        return client;
    }

    /** True while a request, a search or a challenge waits, or the opponent is to move: a piped console waits. */
    public boolean busy() {
        boolean theirTurn = begun && !core.game().isOver() && core.game().position().sideToMove() != ours
                && core.match().remote().isPresent() && connected;
        return inFlight > 0 || seek != null || challengeOut.isPresent() || sent.isPresent() || theirTurn
                || (gameId.isPresent() && (!begun || endAsked));
    }

    // ----------------------------------------------------------------------------- login

    /** {@code online login}: the next line is the token. */
    public List<Announcement> askToken() {
        if (setup.store().isEmpty()) {
            return refusal(Message.of("online.no.folder"));
        }
        awaitingToken = true;
        return List.of(Announcement.answer(Message.of("online.login.ask")));
    }

    /** True when the next line is the token (the console reads it without echo; it is never a command). */
    public boolean awaitingToken() {
        return awaitingToken;
    }

    /** The token from the window's dialog: as {@link #login}, when there is a folder to keep it in. */
    public List<Announcement> loginWith(String typed) {
        awaitingToken = false;
        return setup.store().isEmpty() ? refusal(Message.of("online.no.folder")) : login(typed);
    }

    /** The token typed after {@code online login}: checked with the server, then kept. */
    public List<Announcement> login(String typed) {
        awaitingToken = false;
        Optional<Token> token = Token.parse(typed);
        if (token.isEmpty()) {
            return refusal(Message.of("online.login.bad"));
        }
        return request(() -> client().account(token.get()), reply -> {
            if (reply instanceof Reply.Unauthorized) {
                // a token just typed was never accepted: "no longer" would mislead, and the old one is kept
                return refusal(Message.of("online.login.refused"));
            }
            if (!reply.done()) {
                return said(reply);
            }
            try {
                setup.store().orElseThrow().write(token.get());
            } catch (IOException | RuntimeException e) {
                return refusal(Message.of("online.token.not.kept", "folder", Echo.path(String.valueOf(
                        setup.store().orElseThrow().file().getParent()))));
            }
            account = LichessClient.username(reply);
            listen();
            return List.of(news(Message.of("online.login.ok", "name", Echo.name(account.orElse("?")))));
        });
    }

    public List<Announcement> logout() {
        close();
        account = Optional.empty();
        try {
            boolean deleted = setup.store().isPresent() && setup.store().get().delete();
            return List.of(news(Message.of(deleted ? "online.logout.done" : "online.logout.none")));
        } catch (IOException e) {
            return refusal(Message.of("online.logout.failed"));
        }
    }

    /** Checks the token once (who are we?) and starts listening to the event stream. */
    private List<Announcement> whenLoggedIn(Supplier<List<Announcement>> then) {
        if (setup.token().isEmpty()) {
            return refusal(Message.of("online.needs.login"));
        }
        if (account.isPresent()) {
            return then.get();
        }
        return request(() -> client().get("/api/account"), reply -> {
            if (!reply.done()) {
                return said(reply);
            }
            account = LichessClient.username(reply);
            listen();
            List<Announcement> out = new ArrayList<>(List.of(news(Message.of("online.login.ok",
                    "name", Echo.name(account.orElse("?"))))));
            out.addAll(then.get());
            return out;
        });
    }

    private void listen() {
        if (events != null) {
            return;
        }
        // the game's own stream says when the connection is lost
        events = new StreamKeeper(client(), "/api/stream/event", null, e -> false, setup.firstPause(),
                setup.longestPause(), StreamKeeper.Listener.quiet(e -> outside.arrived(() -> onEvent(e)),
                why -> outside.arrived(() -> {
                    events = null;
                    return why.map(OnlinePlay.this::said).orElse(List.of());
                }))).start();
    }

    // ----------------------------------------------------------------------------- finding a game

    public List<Announcement> seek(OnlineTerms terms) {
        if (terms.isCorrespondence()) {
            return whenLoggedIn(() -> request(() -> client().post("/api/board/seek", LichessClient.form(
                    "rated", Boolean.toString(terms.rated()), "days", Integer.toString(terms.days()),
                    "variant", "standard")), reply -> reply.done()
                    ? List.of(news(Message.of("online.seek.correspondence", "days", days(terms.days()),
                    "rated", Message.of(terms.rated() ? "online.rated" : "online.casual"))))
                    : said(reply)));
        }
        TimeControl tc = terms.clock();
        if (!tc.isTimed() || tc.initial().toSeconds() + 40 * tc.increment().toSeconds() < 8 * 60) {
            return refusal(Message.of("online.seek.too.fast"));
        }
        if (seek != null) {
            return refusal(Message.of("online.seek.already"));
        }
        return whenLoggedIn(() -> {
            Map<String, String> form = LichessClient.form("rated", Boolean.toString(terms.rated()), "time",
                    Long.toString(tc.initial().toMinutes()), "increment", Long.toString(tc.increment().toSeconds()),
                    "variant", "standard", "color", terms.colourWord());
            // a seek's stream carries nothing but keep-alive lines
            seek = new StreamKeeper(client(), "/api/board/seek", form, e -> false, setup.firstPause(),
                    setup.longestPause(), StreamKeeper.Listener.quiet(e -> { }, why -> outside.arrived(() -> {
                        if (why.isPresent()) {
                            seek = null;
                            return said(why.get());
                        }
                        return paired();
                    }))).endsWhenClosed();
            seek.start();
            return List.of(news(Message.of("online.seek.waiting", "detail", core.words().timeControl(tc))));
        });
    }

    /**
     * The seek's stream ended on the server's side: paired. The game is usually announced by the
     * event stream's gameStart; when that stream was not open yet, the games in progress tell.
     */
    private List<Announcement> paired() {
        if (seek == null) {
            return List.of();
        }
        seek = null;
        if (gameId.isPresent()) {
            return List.of();
        }
        return request(() -> client().get("/api/account/playing"), reply -> {
            if (gameId.isEmpty()) {
                LichessClient.playing(reply).stream().findFirst().ifPresent(p -> follow(p.gameId()));
            }
            return List.of();
        });
    }

    public List<Announcement> cancel() {
        if (seek != null) {
            stopSeek();
            return List.of(news(Message.of("online.seek.cancelled")));
        }
        if (challengeOut.isPresent()) {
            String id = challengeOut.get();
            challengeOut = Optional.empty();
            return request(() -> client().post("/api/challenge/" + id + "/cancel", Map.of()),
                    reply -> reply.done() ? List.of(news(Message.of("online.challenge.cancelled"))) : said(reply));
        }
        return refusal(Message.of("online.seek.none"));
    }

    private void stopSeek() {
        if (seek != null) {
            seek.close();
            seek = null;
        }
    }

    public List<Announcement> challenge(String user, OnlineTerms terms) {
        if (!user.matches("[A-Za-z0-9_-]{2,30}")) {
            return refusal(Message.of("online.user.bad", "user", Echo.of(user)));
        }
        Map<String, String> form = clockForm(terms.clock(), "rated", Boolean.toString(terms.rated()),
                "color", terms.colourWord(), "variant", "standard");
        if (terms.isCorrespondence()) {
            form.put("days", Integer.toString(terms.days()));
        }
        return whenLoggedIn(() -> request(() -> client().post("/api/challenge/" + user, form), reply -> {
            if (!reply.done()) {
                return said(reply);
            }
            challengeOut = LichessClient.idIn(reply);
            return List.of(news(Message.of("online.challenge.sent", "user", Echo.name(user),
                    "detail", pace(terms))));
        }));
    }

    /** The clock of a game, or its days a move: said as offline ("Clock: 10 minutes each."). */
    private Message pace(OnlineTerms terms) {
        return terms.isCorrespondence() ? Message.of("online.pace.days", "days", days(terms.days()))
                : core.words().timeControl(terms.clock());
    }

    /** "3 days" (the number said as words). */
    public static Message days(long count) {
        return Message.of("online.days", org.turnpan.chess.speech.Catalogue.COUNT, count);
    }

    /** Time left: in days and hours from a day up (a correspondence game), else as a clock is said. */
    private Object timeLeft(long seconds) {
        if (seconds < 86_400) {
            return core.words().duration(Duration.ofSeconds(seconds));
        }
        long hours = seconds / 3600 % 24;
        return hours == 0 ? days(seconds / 86_400) : Message.of("clock.two", "first", days(seconds / 86_400),
                "second", Message.of("clock.hours", org.turnpan.chess.speech.Catalogue.COUNT, hours));
    }

    public List<Announcement> ai(int level, TimeControl tc) {
        return whenLoggedIn(() -> request(() -> client().post("/api/challenge/ai", clockForm(tc, "level",
                Integer.toString(level), "color", "random", "variant", "standard")), reply -> {
            if (!reply.done()) {
                return said(reply);
            }
            List<Announcement> out = new ArrayList<>(List.of(news(Message.of("online.ai.sent",
                    "level", level, "detail", core.words().timeControl(tc)))));
            LichessClient.idIn(reply).filter(id -> gameId.isEmpty()).ifPresent(this::follow);
            return out;
        }));
    }

    private static Map<String, String> clockForm(TimeControl tc, String... pairs) {
        Map<String, String> form = LichessClient.form(pairs);
        if (tc.isTimed()) {
            form.put("clock.limit", Long.toString(tc.initial().toSeconds()));
            form.put("clock.increment", Long.toString(tc.increment().toSeconds()));
        }
        return form;
    }

    /** {@code online accept} / {@code online decline}: the challenge that arrived last. */
    public List<Announcement> answerChallenge(boolean accept) {
        if (incoming.isEmpty()) {
            return refusal(Message.of("online.challenge.none"));
        }
        ServerEvent.Challenge c = incoming.remove(incoming.size() - 1);
        if (accept && !playable(c.variant())) {
            return refusal(Message.of("online.variant.refused", "variant", Echo.of(c.variant())));
        }
        return request(() -> client().post("/api/challenge/" + c.id() + (accept ? "/accept" : "/decline"), Map.of()),
                reply -> reply.done() ? List.of(news(Message.of(accept ? "online.challenge.accepted"
                        : "online.challenge.declined.sent", "user", Echo.name(c.challenger())))) : said(reply));
    }

    public List<Announcement> games() {
        return whenLoggedIn(() -> request(() -> client().get("/api/account/playing"), reply -> {
            if (!reply.done()) {
                return said(reply);
            }
            listed = LichessClient.playing(reply);
            if (listed.isEmpty()) {
                return List.of(Announcement.answer(Message.of("online.games.none")));
            }
            List<Announcement> out = new ArrayList<>();
            for (int i = 0; i < listed.size(); i++) {
                LichessClient.Playing p = listed.get(i);
                out.add(Announcement.answer(Message.of(p.correspondence() ? "online.games.item.correspondence"
                        : "online.games.item", "number", i + 1,
                        "name", Echo.name(p.opponent()),
                        "turn", Message.of(p.myTurn() ? "online.games.yours" : "online.games.theirs"),
                        "time", p.secondsLeft().map(this::timeLeft).orElse(Message.of("online.games.no.clock")))));
            }
            return out;
        }));
    }

    /** The opponents of the games {@link #games} listed last, in order. */
    public List<String> listedOpponents() {
        return listed.stream().map(LichessClient.Playing::opponent).toList();
    }

    public List<Announcement> game(int number) {
        if (number < 1 || number > listed.size()) {
            return refusal(Message.of("online.games.unknown", "number", number));
        }
        follow(listed.get(number - 1).gameId());
        return List.of(news(Message.of("online.game.opening", "name", Echo.name(listed.get(number - 1).opponent()))));
    }

    // ----------------------------------------------------------------------------- the event stream

    private List<Announcement> onEvent(ServerEvent e) {
        if (e instanceof ServerEvent.GameStart start) {
            stopSeek();
            challengeOut = Optional.empty();
            if (gameId.isPresent() && gameId.get().equals(start.gameId())) {
                return List.of();
            }
            if (gameId.isPresent() && begun && !core.game().isOver()) {
                return List.of(news(Message.of("online.game.other", "name", Echo.name(start.opponent().orElse("?")))));
            }
            follow(start.gameId());
            return List.of();
        }
        if (e instanceof ServerEvent.GameFinish finish && (gameId.equals(Optional.of(finish.gameId()))
                || lastGame.equals(Optional.of(finish.gameId())))
                && finish.ratingDiff().isPresent()) {
            int diff = finish.ratingDiff().getAsInt();
            return List.of(news(diff == 0 ? Message.of("online.rating.same")
                    : Message.of(diff > 0 ? "online.rating.up" : "online.rating.down", "diff", Math.abs(diff))));
        }
        if (e instanceof ServerEvent.Challenge c && c.incoming()) {
            incoming.add(c);
            return List.of(news(Message.of(c.rating().isPresent() ? "online.challenge.incoming.rated"
                            : "online.challenge.incoming", "user", Echo.name(c.challenger()),
                    "rating", c.rating().orElse(0),
                    "rated", Message.of(c.rated() ? "online.rated" : "online.casual"),
                    "detail", c.clock().<Object>map(k -> core.words().timeControl(TimeControl.of(
                            Duration.ofSeconds(k.initialSeconds()), Duration.ofSeconds(k.incrementSeconds()))))
                            .orElse(c.days().isPresent() && c.days().getAsInt() > 0
                                    ? OnlineWindowSpeech.correspondence(c.days().getAsInt())
                                    : Message.of("online.correspondence")),
                    "variant", Echo.of(c.variant()))));
        }
        if (e instanceof ServerEvent.ChallengeGone gone && challengeOut.equals(Optional.of(gone.id()))) {
            challengeOut = Optional.empty();
            return List.of(news(Message.of(gone.declined() ? "online.challenge.declined" : "online.challenge.cancelled")));
        }
        return trouble(e);
    }

    /** Garbage and overlong lines: said once until a good line comes, never a crash. */
    private List<Announcement> trouble(ServerEvent e) {
        if (!(e instanceof ServerEvent.Unreadable || e instanceof ServerEvent.TooLong)) {
            return List.of();
        }
        if (readingTrouble) {
            return List.of();
        }
        readingTrouble = true;
        return refusal(Message.of(e instanceof ServerEvent.TooLong ? "online.line.too.long" : "online.line.unreadable"));
    }

    // ----------------------------------------------------------------------------- one game

    /** Starts following game {@code id}: its stream, from its first gameFull. */
    private void follow(String id) {
        if (gameStream != null) {
            gameStream.close();
        }
        gameId = Optional.of(id);
        begun = false;
        connected = true;
        sent = Optional.empty();
        typedOffline = Optional.empty();
        drawAsked = false;
        takebackAsked = false;
        claimFrom = Optional.empty();
        gameStream = new StreamKeeper(client(), "/api/board/game/stream/" + id, null, OnlinePlay::ends,
                setup.firstPause(), setup.longestPause(), new StreamKeeper.Listener() {
            @Override
            public void event(ServerEvent e) {
                outside.arrived(() -> gameId.equals(Optional.of(id)) ? onGame(e) : List.of());
            }

            @Override
            public void lost() {
                outside.arrived(() -> {
                    if (!gameId.equals(Optional.of(id))) {
                        return List.of();
                    }
                    connected = false;
                    return refusal(Message.of("online.lost"));
                });
            }

            @Override
            public void back() {
                outside.arrived(() -> {
                    if (!gameId.equals(Optional.of(id))) {
                        return List.of();
                    }
                    connected = true;
                    return List.of(news(Message.of("online.back")));
                });
            }

            @Override
            public void stopped(Optional<Reply> why) {
                outside.arrived(() -> why.filter(w -> gameId.equals(Optional.of(id))).map(OnlinePlay.this::said)
                        .orElse(List.of()));
            }
        }).start();
    }

    private static boolean ends(ServerEvent e) {
        return (e instanceof ServerEvent.GameState s && !s.started())
                || (e instanceof ServerEvent.GameFull f && !f.state().started());
    }

    private List<Announcement> onGame(ServerEvent e) {
        if (!(e instanceof ServerEvent.Unreadable || e instanceof ServerEvent.TooLong)) {
            readingTrouble = false;
        }
        if (e instanceof ServerEvent.GameFull full) {
            readingTrouble = false;
            return begun ? sync(full.state(), true) : begin(full);
        }
        if (!begun) {
            return trouble(e);
        }
        if (e instanceof ServerEvent.GameState state) {
            readingTrouble = false;
            return sync(state, false);
        }
        if (e instanceof ServerEvent.ChatLine chat) {
            boolean ownLine = account.filter(a -> a.equalsIgnoreCase(chat.user())).isPresent();
            if (ownLine) {
                return List.of();
            }
            Message line = Message.of("online.chat.line", "user", Echo.name(chat.user()),
                    "text", Echo.cut(chat.text(), 60, 400));
            // with the chat off the line is not said, but the window's log keeps it for reading later
            return List.of(core.chatSaid() ? news(line) : Announcement.unsaid(line));
        }
        if (e instanceof ServerEvent.OpponentGone gone) {
            if (!gone.gone()) {
                claimFrom = Optional.empty();
                return List.of(news(Message.of("online.opponent.back", "name", Echo.name(theirName))));
            }
            claimFrom = Optional.of(setup.clock().instant().plusSeconds(
                    Math.max(0, gone.claimWinInSeconds().orElse(0))));
            return List.of(news(gone.claimWinInSeconds().isPresent() && gone.claimWinInSeconds().getAsInt() > 0
                    ? Message.of("online.opponent.gone", "name", Echo.name(theirName),
                    "time", core.words().duration(Duration.ofSeconds(gone.claimWinInSeconds().getAsInt())))
                    : Message.of("online.opponent.gone.claim", "name", Echo.name(theirName))));
        }
        return trouble(e);
    }

    private List<Announcement> begin(ServerEvent.GameFull full) {
        if (!playable(full.variant())) {
            String id = full.gameId();
            stopGame();
            return refusal(Message.of("online.variant.game", "variant", Echo.of(full.variant()),
                    "page", setup.server().gamePage(id)));
        }
        Game game;
        try {
            // Chess960: X-FEN or Shredder-FEN castling, and castling the king onto its own rook, as lichess writes it
            boolean chess960 = full.variant().equals("chess960");
            castleOntoRook = chess960 || full.variant().equals("fromPosition");
            Position start = full.initialFen().equals("startpos") ? Position.initial()
                    : org.turnpan.chess.rules.Fen.parse(full.initialFen(), chess960).position()
                    .orElseThrow(() -> new IllegalArgumentException("not a FEN"));
            game = Game.from(start.asChess960(chess960));
        } catch (IllegalArgumentException ex) {
            stopGame();
            return refusal(Message.of("online.line.unreadable"));
        }
        boolean white = account.map(a -> a.equalsIgnoreCase(full.white().name())).orElse(false);
        boolean black = account.map(a -> a.equalsIgnoreCase(full.black().name())).orElse(false);
        // neither name ours (an account renamed meanwhile): the side the AI does not play
        ours = white ? Side.WHITE : black ? Side.BLACK : full.black().aiLevel().isPresent() ? Side.WHITE : Side.BLACK;
        ServerEvent.PlayerInfo them = ours == Side.WHITE ? full.black() : full.white();
        theirName = them.aiLevel().isPresent() ? "lichess AI level " + them.aiLevel().getAsInt() : them.name();
        TimeControl tc = full.clock().map(c -> TimeControl.of(Duration.ofSeconds(c.initialSeconds()),
                Duration.ofSeconds(c.incrementSeconds()))).orElse(TimeControl.untimed());
        List<PgnTag> tags = new ArrayList<>();
        tags.add(new PgnTag("Event", (full.rated() ? "Rated " : "Casual ") + full.speed() + " game"));
        tags.add(new PgnTag("Site", setup.server().gamePage(full.gameId())));
        tags.add(new PgnTag("White", name(full.white())));
        tags.add(new PgnTag("Black", name(full.black())));
        full.white().rating().ifPresent(r -> tags.add(new PgnTag("WhiteElo", Integer.toString(r))));
        full.black().rating().ifPresent(r -> tags.add(new PgnTag("BlackElo", Integer.toString(r))));
        tags.add(new PgnTag("TimeControl", full.clock().map(c -> c.initialSeconds() + "+" + c.incrementSeconds())
                .orElse("-")));
        tags.add(new PgnTag("Variant", full.variant().equals("chess960") ? "Chess960"
                : full.variant().equals("fromPosition") ? "From Position" : "Standard"));
        GameRecord record = new GameRecord(game, List.of(), Player.HUMAN, Player.HUMAN, tc, Optional.empty(),
                new GameNotes(tags, List.of(), List.of()));
        begun = true;
        Message greeting = Message.of("online.game.start", "name", rated(theirName, them.rating()),
                "rated", Message.of(full.rated() ? "online.rated" : "online.casual"));
        List<Announcement> out = new ArrayList<>(List.of(news(greeting)));
        out.addAll(core.beginOnline(record, Map.entry(ours.opposite(), new OnlineOpponent(theirName, this))));
        out.addAll(sync(full.state(), false));
        return out;
    }

    /** "Ortensia Valli, rated 1620" (the number said as words), or the name alone when lichess gives no rating. */
    private static Object rated(String name, java.util.OptionalInt rating) {
        return rating.isPresent() ? Message.of("online.name.rated", "name", Echo.name(name), "rating", rating.getAsInt())
                : Echo.name(name);
    }

    /** The variants played here: standard chess, a game from a position, Chess960. */
    private static boolean playable(String variant) {
        return List.of("standard", "fromPosition", "chess960").contains(variant);
    }

    private static String name(ServerEvent.PlayerInfo p) {
        return p.aiLevel().isPresent() ? "lichess AI level " + p.aiLevel().getAsInt() : p.name();
    }

    /**
     * Brings the game here to the server's: the moves it has that we lack are played and said (our
     * own confirmed), a takeback the server made is taken back, the clocks set, offers asked, the
     * end said. {@code rebuilt}: after a reconnection, a move typed meanwhile is sent or said as not sent.
     */
    private List<Announcement> sync(ServerEvent.GameState state, boolean rebuilt) {
        List<Announcement> out = new ArrayList<>();
        List<Move> here = core.game().moves();
        int common = 0;
        while (common < here.size() && common < state.moves().size()
                && here.get(common).uci().equals(normalUci(core.game(), common, state.moves().get(common)))) {
            common++;
        }
        if (common < here.size() && !core.game().isOver()) {
            out.addAll(core.match().serverRewind(common));
        }
        for (int i = core.game().moves().size(); i < state.moves().size() && !core.game().isOver(); i++) {
            Optional<Move> move = BoardApiMoves.fromServer(core.game().position(), state.moves().get(i));
            if (move.isEmpty()) {
                out.addAll(refusal(Message.of("online.move.unreadable", "move", Echo.of(state.moves().get(i)))));
                break;
            }
            if (sent.equals(move) && core.game().position().sideToMove() == ours) {
                sent = Optional.empty();
            }
            out.addAll(core.match().playConfirmed(move.get()));
        }
        out.addAll(core.match().serverClocks(Duration.ofMillis(state.whiteMillis()),
                Duration.ofMillis(state.blackMillis()), core.game().moves().size() > common));
        boolean theyOfferDraw = ours == Side.WHITE ? state.blackOffersDraw() : state.whiteOffersDraw();
        boolean theyTakeback = ours == Side.WHITE ? state.blackProposesTakeback() : state.whiteProposesTakeback();
        if (state.started()) {
            if (theyOfferDraw && !drawAsked) {
                out.add(news(Message.of("online.draw.offered", "name", Echo.name(theirName))));
            }
            if (theyTakeback && !takebackAsked) {
                out.add(news(Message.of("online.takeback.offered", "name", Echo.name(theirName))));
            }
        }
        drawAsked = theyOfferDraw;
        takebackAsked = theyTakeback;
        if (!state.started()) {
            out.addAll(ended(state));
        } else if (rebuilt && typedOffline.isPresent()) {
            Move m = typedOffline.get();
            typedOffline = Optional.empty();
            Position now = core.game().position();
            if (now.sideToMove() == ours && now.isLegal(m)) {
                out.addAll(send(core.game(), m));
            } else {
                out.addAll(refusal(Message.of("online.move.not.sent", "move", Echo.of(m.uci()))));
            }
        }
        return out;
    }

    /** The server's move {@code ply} as our UCI (a castling as the king's two squares). */
    private static String normalUci(Game game, int ply, String uci) {
        Position at = game.positions().get(ply);
        return BoardApiMoves.fromServer(at, uci).map(Move::uci).orElse(uci);
    }

    private List<Announcement> ended(ServerEvent.GameState state) {
        Optional<Side> winner = state.winner().map(w -> w.equals("white") ? Side.WHITE : Side.BLACK);
        Game game = core.game();
        List<Announcement> out = new ArrayList<>();
        switch (state.status()) {
            case "mate", "stalemate" -> {
                // the rules said it with the last move
            }
            case "resign" -> out.addAll(core.match().serverEnded(game.resign(winner.orElse(ours).opposite())));
            case "outoftime" -> out.addAll(winner.isPresent()
                    ? core.match().serverEnded(game.flagFall(winner.get().opposite()))
                    : core.match().serverEnded(game.agreeDraw()));
            case "draw", "insufficientMaterialClaim" -> out.addAll(core.match().serverEnded(game.agreeDraw()));
            // the win (or the draw) claimed after the other player left: the PGN standard's "abandoned"
            case "timeout" -> out.addAll(winner.isPresent()
                    ? core.match().serverEnded(game.abandon(winner.get().opposite()))
                    : core.match().serverEnded(game.agreeDraw()));
            case "aborted", "noStart" -> {
                core.match().unseatRemote();
                out.add(news(Message.of("online.end.aborted")));
            }
            default -> {
                core.match().unseatRemote();
                out.add(news(Message.of("online.end.other", "status", Echo.of(state.status()))));
            }
        }
        stopGame();
        return out;
    }

    private void stopGame() {
        if (gameStream != null) {
            gameStream.close();
            gameStream = null;
        }
        // the event stream's gameFinish (with the rating change) may come after the game's own end
        lastGame = gameId.or(() -> lastGame);
        gameId = Optional.empty();
        begun = false;
        endAsked = false;
        sent = Optional.empty();
        typedOffline = Optional.empty();
    }

    // ----------------------------------------------------------------------------- the player's acts

    /** The player's legal move: sent, and played when the server confirms it. */
    List<Announcement> send(Game before, Move move) {
        if (gameId.isEmpty()) {
            return refusal(Message.of("online.no.game"));
        }
        if (sent.isPresent()) {
            return refusal(Message.of("online.move.waiting"));
        }
        if (!connected) {
            typedOffline = Optional.of(move);
            return List.of(news(Message.of("online.move.kept")));
        }
        String id = gameId.get();
        sent = Optional.of(move);
        List<Announcement> out = new ArrayList<>(List.of(Announcement.answer(Message.of("online.move.sent"))));
        // castling as lichess takes it in this game's variant (the king onto its rook in Chess960)
        String uci = BoardApiMoves.toServer(before.position(), move, castleOntoRook);
        out.addAll(request(() -> client().post("/api/board/game/" + id + "/move/" + uci, Map.of()), reply -> {
            if (reply.done() || !gameId.equals(Optional.of(id))) {
                return List.of();
            }
            boolean stillOurs = sent.equals(Optional.of(move)) && core.game().moves().size() == before.moves().size();
            if (!stillOurs) {
                return List.of();
            }
            sent = Optional.empty();
            core.boardChanged();
            if (reply instanceof Reply.Refused refused) {
                return refusal(Message.of(refused.reason().isEmpty() ? "online.move.refused.plain" : "online.move.refused",
                        "move", Echo.of(uci), "reason", sentence(refused.reason())));
            }
            // 401, 429 (or our own minute's wait after one) and no token: lichess took nothing, so the
            // move certainly did not arrive; only a request left without an answer may have
            boolean leftUnanswered = reply instanceof Reply.NoAnswer none && none.why() != Reply.Why.NO_TOKEN;
            List<Announcement> answer = new ArrayList<>(said(reply));
            answer.addAll(refusal(Message.of(leftUnanswered ? "online.move.unknown" : "online.move.not.arrived",
                    "move", Echo.of(uci))));
            return answer;
        }));
        return out;
    }

    /** Resign, draw, takeback, abort, claim: one POST on the game, said when sent; the server's stream says the rest. */
    public List<Announcement> post(String what, String sentKey) {
        if (gameId.isEmpty()) {
            return refusal(Message.of("online.no.game"));
        }
        String id = gameId.get();
        boolean ends = what.equals("resign") || what.equals("abort") || what.equals("claim-victory");
        return request(() -> client().post("/api/board/game/" + id + "/" + what, Map.of()), reply -> {
            if (!reply.done()) {
                return said(reply);
            }
            if (ends && !gameId.equals(Optional.of(id))) {
                return List.of(); // the stream already brought the end, which says it all
            }
            // the server's stream brings the end: a piped console waits for it
            endAsked = endAsked || ends;
            return List.of(news(Message.of(sentKey, "name", Echo.name(theirName))));
        });
    }

    /**
     * Claims the win after the opponent left; while lichess's seconds still run, says how many are
     * left and sends nothing (lichess would answer 400).
     */
    public List<Announcement> claim() {
        if (gameId.isEmpty()) {
            return refusal(Message.of("online.no.game"));
        }
        Instant now = setup.clock().instant();
        if (claimFrom.isPresent() && now.isBefore(claimFrom.get())) {
            long millis = Duration.between(now, claimFrom.get()).toMillis();
            long seconds = Math.max(1, (millis + 999) / 1000);
            return refusal(Message.of("online.claim.wait",
                    "time", core.words().duration(Duration.ofSeconds(seconds))));
        }
        return post("claim-victory", "online.claim.sent");
    }

    List<Announcement> answerOffer(boolean yes) {
        if (drawAsked) {
            drawAsked = false;
            return post(yes ? "draw/yes" : "draw/no", yes ? "online.draw.accepted" : "online.draw.declined");
        }
        if (takebackAsked) {
            takebackAsked = false;
            return post(yes ? "takeback/yes" : "takeback/no", yes ? "online.takeback.accepted"
                    : "online.takeback.declined");
        }
        return refusal(Message.of("session.draw.no.offer"));
    }

    public List<Announcement> chat(String text) {
        if (gameId.isEmpty()) {
            return refusal(Message.of("online.no.game"));
        }
        if (text.isBlank() || text.length() > 140) {
            return refusal(Message.of("online.chat.length"));
        }
        String id = gameId.get();
        return request(() -> client().post("/api/board/game/" + id + "/chat", LichessClient.form("room", "player",
                "text", text)), reply -> reply.done() ? List.of(Announcement.answer(Message.of("online.chat.sent")))
                : said(reply));
    }

    public boolean playing() {
        return gameId.isPresent();
    }

    // ----------------------------------------------------------------------------- requests

    /**
     * Runs {@code call} on the request thread and applies {@code then} to its reply under the
     * session's lock. Nothing is said now: the reply's sentence comes when it arrives.
     */
    private List<Announcement> request(Supplier<Reply> call, java.util.function.Function<Reply, List<Announcement>> then) {
        inFlight++;
        try {
            requests.execute(() -> {
                Reply reply;
                try {
                    reply = call.get();
                } catch (RuntimeException e) {
                    reply = new Reply.NoAnswer(Reply.Why.UNREACHABLE);
                }
                Reply r = reply;
                outside.arrived(() -> {
                    inFlight--;
                    return then.apply(r);
                });
            });
        } catch (RejectedExecutionException e) {
            inFlight--;
        }
        return List.of();
    }

    /** A reply that is not "done", as a sentence. */
    private List<Announcement> said(Reply reply) {
        Message m;
        if (reply instanceof Reply.Unauthorized) {
            account = Optional.empty();
            m = Message.of("online.unauthorized");
        } else if (reply instanceof Reply.TooManyRequests) {
            m = Message.of("online.rate.limited");
        } else if (reply instanceof Reply.Refused refused) {
            m = refused.reason().isEmpty() ? Message.of("online.refused.plain")
                    : Message.of("online.refused", "reason", sentence(refused.reason()));
        } else if (reply instanceof Reply.NoAnswer none) {
            m = Message.of("online.no.answer." + none.why().name().toLowerCase(Locale.ROOT).replace('_', '.'));
        } else {
            return List.of();
        }
        return refusal(m);
    }

    /** Lichess's own reason as a sentence: cut to length, its last full stop dropped (the template adds one). */
    private static String sentence(String reason) {
        String r = Echo.cut(reason.strip(), 20, 200).replaceAll("[.!]+$", "");
        return r.isEmpty() ? r : Character.toUpperCase(r.charAt(0)) + r.substring(1);
    }

    private static List<Announcement> refusal(Message m) {
        return List.of(Announcement.queued(Kind.REFUSAL, m));
    }

    private static Announcement news(Message m) {
        return Announcement.queued(Kind.EVENT, m);
    }

    @Override
    public void close() {
        stopSeek();
        stopGame();
        if (events != null) {
            events.close();
            events = null;
        }
        if (client != null) {
            client.close();
            client = null;
        }
    }

    /** Ends the request thread (the session is closing). */
    public void shutdown() {
        close();
        requests.shutdownNow();
    }
}
