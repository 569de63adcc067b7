package org.turnpan.chess.online;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The loopback lichess as a program, to try the console and the window by hand:
 * {@code java -cp target/test-classes:target/classes:DEPENDENCIES org.turnpan.chess.online.LoopbackLichessMain USER TOKEN [URLFILE]}
 * (DEPENDENCIES: {@code mvn dependency:build-classpath}; Jackson reads the requests).
 * It prints its address (and writes it to URLFILE), then reads one command a line from standard
 * input and plays the other side (the ids are the game's):
 * <pre>
 * start ID [black] [correspondence] [variant KEY] [fen FEN]   pair the seek: a game, gameStart
 * play ID UCI                 the opponent plays now
 * replies ID UCI...           the opponent answers each of our moves with the next of these
 * chat ID TEXT                a chat line from the opponent
 * draw ID | takeback ID       the opponent offers a draw, proposes a takeback
 * gone ID SECONDS | back ID   the opponent left (win claimable after SECONDS), came back
 * end ID STATUS [WINNER]      the game ends (mate, resign, outoftime, draw …; white or black)
 * finish ID DIFF              gameFinish on the event stream with our rating change
 * challenge NAME CLOCK INC    an incoming challenge (id in1)
 * declined                    our challenge chal0001 is declined
 * drop | silent on|off | revoke | toomany N | refuse N
 * requests                    the requests so far (no Authorization header)
 * </pre>
 */
public final class LoopbackLichessMain {
    private LoopbackLichessMain() {
    }

    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        try (LoopbackLichess server = new LoopbackLichess(args[0], args[1])) {
            out.println(server.url());
            if (args.length > 2) {
                Files.writeString(Path.of(args[2]), server.url() + "\n", StandardCharsets.UTF_8);
            }
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] w = line.strip().split(" +");
                if (w.length == 0 || w[0].isEmpty()) {
                    continue;
                }
                try {
                    out.println(run(server, w, line.strip()));
                } catch (RuntimeException e) {
                    out.println("failed: " + e);
                }
            }
        }
    }

    private static String run(LoopbackLichess server, String[] w, String line) {
        String[] three = line.split(" +", 3);
        String rest = three.length > 2 ? three[2] : "";
        switch (w[0].toLowerCase(Locale.ROOT)) {
            case "start" -> {
                server.weAreWhite(!Arrays.asList(w).contains("black"));
                server.correspondence(Arrays.asList(w).contains("correspondence"));
                int v = Arrays.asList(w).indexOf("variant");
                server.variant(v > 0 ? w[v + 1] : "standard");
                int f = line.indexOf(" fen ");
                server.initialFen(f > 0 ? line.substring(f + 5).strip() : "startpos");
                server.startGame(w[1]);
                return "started " + w[1];
            }
            case "play" -> {
                return server.opponentPlays(w[1], w[2]) ? "played " + w[2] : "refused " + w[2];
            }
            case "replies" -> server.opponentMoves(w[1], Arrays.copyOfRange(w, 2, w.length));
            case "chat" -> server.push(w[1], "{\"type\":\"chatLine\",\"username\":\"Ortensia Valli\",\"text\":\""
                    + rest.replace("\\", "\\\\").replace("\"", "\\\"") + "\",\"room\":\"player\"}");
            case "draw" -> server.opponentOffersDraw(w[1]);
            case "takeback" -> server.opponentProposesTakeback(w[1]);
            case "gone" -> server.push(w[1], "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":" + w[2] + "}");
            case "back" -> server.push(w[1], "{\"type\":\"opponentGone\",\"gone\":false}");
            case "end" -> server.game(w[1]).end(w[2], w.length > 3 ? w[3] : null);
            case "finish" -> server.pushEvent("{\"type\":\"gameFinish\",\"game\":{\"gameId\":\"" + w[1]
                    + "\",\"ratingDiff\":" + w[2] + "}}");
            case "challenge" -> server.pushEvent("{\"type\":\"challenge\",\"challenge\":{\"id\":\"in1\",\"challenger\":"
                    + "{\"name\":\"" + w[1] + "\",\"rating\":1620},\"variant\":{\"key\":\"standard\"},\"rated\":false,"
                    + "\"timeControl\":{\"type\":\"clock\",\"limit\":" + w[2] + ",\"increment\":" + w[3]
                    + "},\"direction\":\"in\"}}");
            case "declined" -> server.pushEvent("{\"type\":\"challengeDeclined\",\"challenge\":{\"id\":\"chal0001\"}}");
            case "drop" -> server.dropGameStreams();
            case "silent" -> server.silent(w[1].equals("on"));
            case "revoke" -> server.revoke();
            case "toomany" -> server.tooManyNext(Integer.parseInt(w[1]));
            case "refuse" -> server.refuseMoves(Integer.parseInt(w[1]));
            case "requests" -> {
                StringBuilder b = new StringBuilder();
                server.requests().forEach(r -> b.append(r.method()).append(' ').append(r.path()).append(' ')
                        .append(r.body()).append('\n'));
                return b.toString().strip();
            }
            default -> {
                return "unknown: " + w[0];
            }
        }
        return "ok";
    }
}
