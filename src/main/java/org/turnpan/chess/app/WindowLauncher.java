package org.turnpan.chess.app;

/** PLACEHOLDER owned by the window work (issue 7): opens the window, or falls back to the console. */
final class WindowLauncher {
    private WindowLauncher() {
    }

    static int launch(GlobalOptions options) {
        System.err.println("window: not built yet");
        return 3;
    }
}
