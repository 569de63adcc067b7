package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Every row of {@code session/promotion-answers.tsv}: a pawn move to the last rank typed without a
 * piece asks which piece, and the answer typed alone on the next line promotes to that piece, in
 * the row's language. The table must exist and hold rows.
 */
class PromotionAnswersTest {
    private static final Pattern ESCAPE = Pattern.compile("\\\\u([0-9a-fA-F]{4})");

    @TempDir
    Path dir;

    record Row(String fen, String language, String move, String answer, PieceType piece) {
        @Override
        public String toString() {
            return language + ": " + move + " then " + answer;
        }
    }

    static List<Row> rows() {
        try (InputStream in = PromotionAnswersTest.class.getResourceAsStream("/session/promotion-answers.tsv")) {
            if (in == null) {
                throw new IllegalStateException("session/promotion-answers.tsv is missing");
            }
            List<Row> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t"))
                    .map(c -> new Row(c[0], c[1], unescape(c[2]), unescape(c[3]),
                            PieceType.valueOf(c[4].trim().toUpperCase(Locale.ROOT)))).toList();
            if (rows.isEmpty()) {
                throw new IllegalStateException("session/promotion-answers.tsv holds no rows");
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String unescape(String text) {
        Matcher m = ESCAPE.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1), 16))));
        }
        return m.appendTail(sb).toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void theAnswerPromotesToThePiece(Row row) throws IOException {
        Recorder heard = new Recorder();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(row.language())),
                SessionServices.basic(), heard)) {
            s.start();
            Path file = dir.resolve("promotion.pgn");
            Files.writeString(file, "[SetUp \"1\"]\n[FEN \"" + row.fen() + "\"]\n\n*\n", StandardCharsets.UTF_8);
            s.perform(Intent.Open.file(file));
            Position before = s.position();
            s.submit(row.move());
            assertTrue(s.pendingPromotion().isPresent(), () -> "the piece is asked for: " + heard.lines());
            Square to = s.pendingPromotion().get().to();
            s.submit(row.answer());
            assertFalse(s.pendingPromotion().isPresent(), () -> "the answer was taken: " + heard.lines());
            assertEquals(Optional.of(Piece.of(before.sideToMove(), row.piece())), s.position().pieceAt(to),
                    () -> heard.lines().toString());
        }
    }
}
