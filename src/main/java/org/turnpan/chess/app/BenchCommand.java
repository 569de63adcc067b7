package org.turnpan.chess.app;

import picocli.CommandLine.Command;

/** {@code bench perft|pgn|games|speech|keystroke|engine|startup|paste}: printed throughput figures, each against a named peer. */
@Command(name = "bench",
        subcommands = {BenchPerft.class, BenchPgn.class, BenchGames.class, BenchSpeech.class, BenchKeystroke.class,
                BenchEngine.class, BenchStartup.class, BenchPaste.class})
final class BenchCommand {
}
