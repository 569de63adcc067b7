package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reader of headers lists the games the full reader reads, with the same numbers and tags, and
 * the byte offset of each: a reader started at that offset reads the same game (or the same problem
 * at the same line and column) as the full reader read there.
 */
class PgnHeadersTest {

    static Stream<Arguments> fixtures() throws IOException {
        return PgnFixturesTest.expectations().map(a -> Arguments.of(a.get()[0]));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void everyGameOpensFromItsOffsetAsTheFullReaderReadsIt(String file) {
        byte[] bytes = resource("/pgn/fixtures/" + file);
        assertSameGamesFromOffsets(bytes);
    }

    @Test
    void offsetsCountTheBytesOfWideCharactersAcrossChunkBoundaries() {
        // names in Cyrillic (2 bytes), with an en dash (3 bytes) and an emoji (4 bytes, 2 chars), and
        // Latin-1 bytes that are not UTF-8, in games of varying length so that chunk boundaries of
        // the 64 K readers fall inside names, tags and move text
        Random random = new Random(15);
        StringBuilder text = new StringBuilder("\uFEFF");
        List<String> whites = new ArrayList<>();
        for (int g = 0; g < 900; g++) {
            String white = "Иванов " + "ж".repeat(random.nextInt(40)) + (g % 7 == 0 ? " \uD83D\uDE00" : "") + " " + g;
            whites.add(white);
            text.append("[Event \"Турнир – ").append("é".repeat(random.nextInt(30))).append("\"]\n")
                    .append("[White \"").append(white).append("\"]\n[Black \"Пётр\"]\n\n")
                    .append("1. e4 {комментарий ").append("щ".repeat(random.nextInt(60))).append("} e5 2. Nf3 ")
                    .append(g % 5 == 0 ? "½-½" : "1-0").append("\n\n");
        }
        byte[] utf8 = text.toString().getBytes(StandardCharsets.UTF_8);
        assertTrue(utf8.length > 3 * (1 << 16), "the text spans several chunks");
        List<PgnEntry.Header> headers = assertSameGamesFromOffsets(utf8);
        assertEquals(900, headers.size());
        for (int g = 0; g < 900; g++) {
            assertEquals(whites.get(g), tag(headers.get(g), "White"));
        }
    }

    @Test
    void latin1BytesAreOneByteEach() {
        byte[] game = "[Event \"x\"]\n[White \"M\u00FCller\"]\n\n1. e4 e5 \u00BD-\u00BD\n\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] twice = new byte[game.length * 2];
        System.arraycopy(game, 0, twice, 0, game.length);
        System.arraycopy(game, 0, twice, game.length, game.length);
        List<PgnEntry.Header> headers = assertSameGamesFromOffsets(twice);
        assertEquals(game.length, headers.get(1).offset());
        assertEquals("M\u00FCller", tag(headers.get(1), "White"));
    }

    @Test
    void gamesWithoutTagsAndTagsOnTheLineOfMovesAreFoundToo() {
        String text = "1. e4 e5 *\n\n1. d4 d5\n\n1. c4 c5 1-0 [White \"a\"] [Black \"b\"] 1. Nf3 *\n";
        List<PgnEntry.Header> headers = assertSameGamesFromOffsets(text.getBytes(StandardCharsets.UTF_8));
        assertEquals(4, headers.size());
        assertEquals(5, headers.get(3).line());
        assertEquals(14, headers.get(3).column());
        assertEquals("a", tag(headers.get(3), "White"));
        assertFalse(headers.get(0).tags().iterator().hasNext());
    }

    /** Checks the headers against the full reader and every offset; the headers. */
    private static List<PgnEntry.Header> assertSameGamesFromOffsets(byte[] bytes) {
        List<PgnEntry> full = read(PgnReader.of(new ByteArrayInputStream(bytes)));
        List<PgnEntry> listed = read(new PgnReader(PgnWalk.of(new ByteArrayInputStream(bytes)), new HeadersBuilder()));
        assertEquals(full.size(), listed.size(), "games");
        List<PgnEntry.Header> headers = new ArrayList<>();
        for (int i = 0; i < full.size(); i++) {
            PgnEntry.Header header = assertInstanceOf(PgnEntry.Header.class, listed.get(i));
            headers.add(header);
            assertEquals(i + 1, header.number());
            if (full.get(i) instanceof PgnEntry.Read r) {
                assertEquals(r.game().tags(), header.tags(), "tags of game " + (i + 1));
            }
            InputStream from = new ByteArrayInputStream(bytes, (int) header.offset(), bytes.length - (int) header.offset());
            try (PgnReader reader = new PgnReader(PgnWalk.from(from, header.number(), header.line(), header.column()),
                    new GameBuilder())) {
                assertTrue(reader.hasNext(), "a game at the offset of game " + (i + 1));
                assertEquals(full.get(i), reader.next(), "game " + (i + 1) + " read from its offset");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return headers;
    }

    private static String tag(PgnEntry.Header header, String name) {
        return header.tags().stream().filter(t -> t.name().equals(name)).map(PgnTag::value).findFirst().orElse(null);
    }

    private static List<PgnEntry> read(PgnReader reader) {
        List<PgnEntry> out = new ArrayList<>();
        try (reader) {
            reader.forEachRemaining(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static byte[] resource(String name) {
        try (InputStream in = PgnHeadersTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
