package org.turnpan.chess.app;

import picocli.CommandLine.Option;

/** Options shared by the window and the console. */
final class GlobalOptions {
    @Option(names = "--lang", description = "Language: en, it, ru, bg, vi.")
    String lang;

    @Option(names = "--voice", description = "Voice: auto, none, freetts, espeak, speechd.")
    String voice;

    @Option(names = "--white", description = "White player: human, builtin[:LEVEL], uci:PATH.")
    String white;

    @Option(names = "--black", description = "Black player: human, builtin[:LEVEL], uci:PATH.")
    String black;

    @Option(names = "--clock", description = "Time control M+S, e.g. 3+2 or 10+0.")
    String clock;

    @Option(names = "--pgn", description = "Open this PGN file.")
    String pgn;
}
