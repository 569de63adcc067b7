package org.turnpan.chess.app;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code san [--lang L] --fen FEN MOVE...}: plays the moves in turn, printing each in SAN; on the
 * first move refused, says why in language L and exits 2.
 */
@Command(name = "san")
final class SanCommand implements Callable<Integer> {

    @Option(names = "--lang")
    String lang = "en";

    @Option(names = "--fen")
    String fen = Position.START_FEN;

    @Parameters(paramLabel = "MOVE", descriptionKey = "moves")
    List<String> moves = List.of();

    @Override
    public Integer call() {
        Locale locale = GlobalOptions.localeOf(lang, Locale.ENGLISH);
        Phraser phraser = Phraser.forLocale(locale);
        Fen.Result start = Fen.parse(fen);
        if (start.position().isEmpty()) {
            say(phraser, Message.of("san.fen.invalid", "reason", phraser.fenError(start.error().orElseThrow())));
            return 2;
        }
        Position p = start.position().get();
        for (String text : moves) {
            MoveText.Parsed parsed = MoveText.read(p, text, locale);
            if (parsed instanceof MoveText.Refused r) {
                say(phraser, phraser.notationError(r.error()));
                return 2;
            }
            MoveText.Found found = (MoveText.Found) parsed;
            System.out.println(MoveText.san(p, found.move()));
            p = p.play(found.move());
        }
        return 0;
    }

    private static void say(Phraser phraser, Message m) {
        System.out.println(phraser.messages().render(m, Medium.TEXT));
    }
}
