package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * Every game of a PGN file, opened in the session ({@code open FILE}, then {@code game N} from the
 * list; a file of one game opens at once), stepped from its start to
 * its end with {@code forward}: at every ply the session's {@code fen} command prints the position
 * the PGN reader builds for that ply (the main line replayed move by move from the game's start).
 */
class ReviewFenEveryPlyTest {
    private static final Catalogue ENGLISH = Catalogue.forLocale(Locale.ENGLISH);

    @ParameterizedTest
    @ValueSource(strings = {"python-chess-kasparov-deep-blue-1997.pgn",
            "pychess-debian/lichess_study_charles-xii-at-bender_by_gbtami_2016.08.15.pgn",
            "scalachess-fixtures/commentsAndVariations.pgn", "notnil-fixtures/0005.pgn"})
    void fenAtEveryPlyIsTheReadersPosition(String name) throws IOException {
        assertTrue(checkEveryPly(fixture(name)) > 0, "no ply was checked in " + name);
    }

    /** The slow twin: 713 engine games with comments on every move, each drawn by the rules. */
    @Tag("slow")
    @ParameterizedTest
    @ValueSource(strings = {"sunfish-3fold.pgn", "pychess-debian/mate_in_2.pgn", "pgn-extract-debian-eco.pgn"})
    void fenAtEveryPlyOfLargeFiles(String name) throws IOException {
        assertTrue(checkEveryPly(fixture(name)) > 100, "too few plies checked in " + name);
    }

    private static Path fixture(String name) {
        return Path.of("src/test/resources/pgn/fixtures").resolve(name);
    }

    /** Checks every ply of every game of {@code file}; returns how many were checked. */
    private static int checkEveryPly(Path file) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        try (PgnReader reader = PgnReader.of(Files.newInputStream(file))) {
            while (reader.hasNext()) {
                PgnEntry e = reader.next();
                games.add(e instanceof PgnEntry.Read r ? r.game() : null);
            }
        }
        assertTrue(games.stream().anyMatch(g -> g != null), "the file holds no readable game: " + file);
        int checked = 0;
        Recorder heard = new Recorder();
        try (GameSession session = new GameSession(SessionSettings.defaults(),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L), heard)) {
            session.start();
            session.submit("open " + file);
            for (int n = 1; n <= games.size(); n++) {
                PgnGame game = games.get(n - 1);
                if (game == null) {
                    continue;
                }
                if (games.size() > 1) {
                    session.submit("game " + n);
                }
                int plies = session.game().plyCount();
                if (plies == 0) {
                    continue;
                }
                session.submit("start");
                Position p = game.start();
                List<PgnMove> moves = game.mainline().moves();
                for (int ply = 0; ply <= plies; ply++) {
                    if (ply > 0) {
                        p = p.play(moves.get(ply - 1).move());
                        session.submit("forward");
                    }
                    heard.clear();
                    session.submit("fen");
                    String expected = ENGLISH.render(Message.of("session.review.fen", "fen", Fen.write(p)));
                    assertEquals(List.of(expected), heard.lines(), file.getFileName() + ", game " + n + ", ply " + ply);
                    checked++;
                }
                session.submit("return");
            }
        }
        return checked;
    }
}
