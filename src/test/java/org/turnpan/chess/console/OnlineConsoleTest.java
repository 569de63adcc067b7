package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.online.LichessClient;
import org.turnpan.chess.online.LoopbackLichess;
import org.turnpan.chess.online.OnlineSetup;
import org.turnpan.chess.online.ServerAddress;
import org.turnpan.chess.online.TokenStore;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * The console, piped, playing a whole online game against the loopback lichess: log in (the token
 * on the line after "online login", never printed), seek, pairing, moves both ways, chat, resign
 * asked first, the end. In English and in Italian, with the console's exact output.
 */
class OnlineConsoleTest {
    static final String TOKEN = "lip_ConsoleSecret00000000";

    @TempDir
    Path folder;

    private List<String> run(Locale lang, String... lines) throws Exception {
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN)) {
            Thread pairing = new Thread(() -> {
                long end = System.nanoTime() + 10_000_000_000L;
                while ((!server.seeking() || server.eventStreamsOpen() == 0) && System.nanoTime() < end) {
                    sleep();
                }
                server.opponentMoves("g1", "e7e5", "b8c6");
                server.startGame("g1");
            });
            pairing.setDaemon(true);
            pairing.start();
            OnlineSetup setup = new OnlineSetup(((ServerAddress.Valid) ServerAddress.parse(server.url())).address(),
                    Optional.of(new TokenStore(folder.resolve("lichess-token"))), Optional.empty(),
                    new LichessClient.Limits(Duration.ofSeconds(3), Duration.ofSeconds(3), Duration.ofMinutes(1)),
                    Duration.ofMillis(100), Duration.ofMillis(400));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            String input = String.join("\n", lines) + "\n";
            new Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                    new PrintStream(out, true, StandardCharsets.UTF_8), Voice.silent()).online(setup)
                    .run(Console.Options.of(SessionSettings.defaults().withLocale(lang)),
                            new SessionServices(OpponentFactory.none(), GameStore.none(), null));
            String printed = out.toString(StandardCharsets.UTF_8);
            assertFalse(printed.contains(TOKEN), "the token was printed");
            return printed.lines().toList();
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aWholeGameInEnglish() throws Exception {
        List<String> said = run(Locale.ENGLISH, "online login", TOKEN, "online seek 10+0", "e4", "Nf3",
                "chat Good game", "resign", "yes");
        assertEquals(List.of(
                "Turnpan Chess in the terminal. Type help for the commands, quit to leave.",
                "New game. Both sides are played at this keyboard. There is no clock. "
                        + "White to move.",
                "Paste your lichess personal token on the next line and press Enter. It is not shown, and it is kept "
                        + "only in your config folder.",
                "You are logged in as Mario.",
                "Looking for an opponent. Each player has 10 minutes on the clock, with no time added per move. Type "
                        + "online cancel to stop.",
                "Online game on lichess against Ortensia Valli, rated 1620, a rated game.",
                "New game. White is Mario, and Black is Ortensia Valli. Each player has 10 minutes on the clock, with no "
                        + "time added per move. You play white. Your move.",
                "Sent.",
                "Pawn to e4.",
                "Ortensia Valli plays pawn to e5.",
                "Sent.",
                "Knight to f3.",
                "Ortensia Valli plays knight to c6.",
                "Message sent.",
                "Resign this game? Say yes or no.",
                "Game over. White resigns. Black wins.",
                "Goodbye. The game is over, so it is not kept as an unfinished game."), said, String.join("\n", said));
    }

    @Test
    void aWholeGameInItalian() throws Exception {
        List<String> said = run(Locale.ITALIAN, "online accedi", TOKEN, "online cerca 10+0", "e4", "Cf3",
                "chat Bella partita", "abbandona", "sì");
        assertEquals(List.of(
                "Turnpan Chess nel terminale. Scrivi aiuto per i comandi, esci per uscire.",
                "Nuova partita. Entrambi i colori si giocano a questa tastiera. "
                        + "La partita è senza orologio. Tocca al Bianco.",
                "Incolla il tuo token personale di lichess nella prossima riga e premi Invio. Non viene mostrato, e "
                        + "resta solo nella tua cartella di configurazione.",
                "Sei entrato su lichess come Mario.",
                "Cerco un avversario. Ogni giocatore ha 10 minuti sull'orologio, senza incremento. Scrivi online "
                        + "annulla per smettere.",
                "Partita online su lichess contro Ortensia Valli, punteggio 1620, partita valida per il punteggio.",
                "Nuova partita. Il Bianco è Mario e il Nero è Ortensia Valli. Ogni giocatore ha 10 minuti "
                        + "sull'orologio, senza incremento. Giochi con il bianco. Tocca a te.",
                "Inviata.",
                "Pedone in e4.",
                "Mossa di Ortensia Valli, pedone in e5.",
                "Inviata.",
                "Cavallo in f3.",
                "Mossa di Ortensia Valli, cavallo in c6.",
                "Messaggio inviato.",
                "Vuoi abbandonare la partita? Rispondi sì o no.",
                "Partita finita. Il Bianco abbandona. Vince il Nero.",
                "Arrivederci. La partita è finita, quindi non viene tenuta come partita in sospeso."), said,
                String.join("\n", said));
    }
}
