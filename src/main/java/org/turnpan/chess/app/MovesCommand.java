package org.turnpan.chess.app;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code moves --fen FEN}: every legal move in SAN, one a line, in generation order. */
@Command(name = "moves")
final class MovesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--fen", required = true)
    String fen;

    @Option(names = "--lang")
    String lang;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Fen.Result parsed = Fen.parse(fen);
        if (parsed.error().isPresent()) {
            CliText text = new CliText(GlobalOptions.localeOf(lang, Locale.getDefault()));
            spec.commandLine().getErr().println(text.fenError(parsed.error().get()));
            spec.commandLine().getErr().flush();
            return PerftCommand.BAD_INPUT;
        }
        Position position = parsed.position().orElseThrow();
        for (Move move : position.legalMoves()) {
            out.println(MoveText.san(position, move));
        }
        out.flush();
        return 0;
    }
}
