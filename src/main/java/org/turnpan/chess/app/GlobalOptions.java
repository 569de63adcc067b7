package org.turnpan.chess.app;

import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.online.LichessClient;
import org.turnpan.chess.online.OnlineSetup;
import org.turnpan.chess.online.ServerAddress;
import org.turnpan.chess.online.Token;
import org.turnpan.chess.online.TokenStore;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.files.TypedPath;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.ClockErrorSentence;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SettingChoices;
import org.turnpan.chess.session.settings.VoiceSetting;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;
import picocli.CommandLine.Option;

/** Options shared by the window and the console, read into typed settings. */
final class GlobalOptions {
    @Option(names = "--lang", descriptionKey = "global.lang")
    String lang;

    @Option(names = "--voice", descriptionKey = "global.voice")
    String voice;

    @Option(names = "--white", descriptionKey = "global.white")
    String white;

    @Option(names = "--black", descriptionKey = "global.black")
    String black;

    @Option(names = "--clock", descriptionKey = "global.clock")
    String clock;

    @Option(names = "--pgn", descriptionKey = "global.pgn")
    String pgn;

    @Option(names = "--lichess-url", descriptionKey = "global.lichess-url")
    String lichessUrl;

    /**
     * These options, each one not given here taken from {@code outer}: the options written before a
     * subcommand's name ({@code turnpan-chess --lang it --black builtin:3 console}) belong to the
     * main command, and were silently dropped. Those given after the name win.
     */
    GlobalOptions orElse(GlobalOptions outer) {
        GlobalOptions o = new GlobalOptions();
        o.lang = lang != null ? lang : outer.lang;
        o.voice = voice != null ? voice : outer.voice;
        o.white = white != null ? white : outer.white;
        o.black = black != null ? black : outer.black;
        o.clock = clock != null ? clock : outer.clock;
        o.pgn = pgn != null ? pgn : outer.pgn;
        o.lichessUrl = lichessUrl != null ? lichessUrl : outer.lichessUrl;
        return o;
    }

    /** Where online play goes: the server asked for, the token's file in the config folder, the environment's token. */
    OnlineSetup online(java.nio.file.Path dataFolder) {
        ServerAddress server = lichessUrl != null && ServerAddress.parse(lichessUrl) instanceof ServerAddress.Valid v
                ? v.address() : ServerAddress.LICHESS;
        java.nio.file.Path folder = dataFolder != null ? dataFolder : ConfigFolder.forUser();
        return new OnlineSetup(server, Optional.of(new TokenStore(folder.resolve("lichess-token"))),
                Optional.ofNullable(System.getenv(OnlineSetup.TOKEN_VARIABLE)).flatMap(Token::parse),
                LichessClient.Limits.LICHESS, java.time.Duration.ofSeconds(1), java.time.Duration.ofSeconds(30));
    }

    /** The language asked for, or the system's (English when we do not speak it). */
    Locale locale() {
        return localeOf(lang, Locale.getDefault());
    }

    /**
     * The language a {@code --lang} value names, as the typed {@code language} command reads it (a
     * code, a code with a country, a name: "it", "it_IT", "Italiano"); {@code otherwise} when none
     * is given; English when the value names none of ours. Every command reads {@code --lang} here:
     * "--lang Italiano" was accepted and then played in English.
     */
    static Locale localeOf(String lang, Locale otherwise) {
        if (lang == null) {
            return Catalogue.supported(otherwise);
        }
        return SettingChoices.language(lang).orElseGet(() -> Catalogue.supported(Locale.forLanguageTag(lang)));
    }

    /** Why an option cannot be used, as a sentence (printed, and the program exits with status 2). */
    Optional<Message> refusal() {
        if (lang != null && SettingChoices.language(lang).isEmpty()) {
            return Optional.of(SettingChoices.badLanguage(lang, Locale.ENGLISH));
        }
        if (voice != null && VoiceSetting.parse(voice).isEmpty()) {
            return Optional.of(SettingChoices.badVoice(voice));
        }
        if (clock != null && TimeControl.parse(clock) instanceof TimeControl.Invalid bad) {
            return Optional.of(ClockErrorSentence.of(bad.error()));
        }
        if (lichessUrl != null && ServerAddress.parse(lichessUrl) instanceof ServerAddress.Invalid bad) {
            return Optional.of(Message.of(bad.problem() == ServerAddress.Problem.PLAIN_HTTP_OFF_LOOPBACK
                    ? "online.url.plain" : "online.url.bad", "url", org.turnpan.chess.text.Echo.of(lichessUrl)));
        }
        if (pgn != null && TypedPath.parse(pgn).isEmpty()) {
            return Optional.of(TypedPath.invalidFile());
        }
        for (String player : new String[] {white, black}) {
            if (player != null && Player.parse(player) instanceof Player.Invalid bad) {
                return Optional.of(bad.problem() instanceof EngineProblem.UnknownSpec
                        ? Message.of("session.player.bad", "text", player) : EvaluationPhraser.problem(bad.problem()));
            }
        }
        return Optional.empty();
    }

    /** The settings these options ask for; an option that {@link #refusal} refuses is left at its default. */
    SessionSettings settings() {
        SessionSettings s = SessionSettings.defaults().withLocale(locale());
        if (white != null && Player.parse(white) instanceof Player.Valid v) {
            s = s.withPlayer(Side.WHITE, v.player());
        }
        if (black != null && Player.parse(black) instanceof Player.Valid v) {
            s = s.withPlayer(Side.BLACK, v.player());
        }
        if (clock != null && TimeControl.parse(clock) instanceof TimeControl.Valid v) {
            s = s.withTimeControl(v.control());
        }
        return s.withVoice(VoiceSetting.parse(voice).orElse(VoiceSetting.AUTO));
    }
}
