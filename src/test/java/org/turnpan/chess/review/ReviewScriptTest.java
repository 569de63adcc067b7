package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.Verbosity;

/**
 * Golden review sessions: each {@code review/*.script} names a game ({@code @file}, {@code @game}),
 * a language ({@code @lang}), a verbosity and a move style, then commands ({@code > forward}) each
 * followed by the exact sentence a player hears. Every sentence of every script is checked. Run
 * with {@code -Dreview.write=target/review} to have the sentences heard now written there as
 * scripts, for a diff after a catalogue or code change (the expected files are never written).
 */
class ReviewScriptTest {

    @TestFactory
    Stream<DynamicTest> everyScriptSaysWhatItExpects() throws IOException, URISyntaxException {
        Path dir = Path.of(ReviewScriptTest.class.getResource("/review").toURI());
        List<Path> scripts;
        try (Stream<Path> files = Files.list(dir)) {
            scripts = files.filter(p -> p.toString().endsWith(".script")).sorted().toList();
        }
        assertTrue(scripts.size() >= 8, "the review scripts are there: " + scripts);
        return scripts.stream().map(s -> DynamicTest.dynamicTest(s.getFileName().toString(), () -> run(s)));
    }

    private static void run(Path script) throws IOException {
        List<String> lines = Files.readAllLines(script, StandardCharsets.UTF_8);
        String file = null;
        int game = 1;
        Locale lang = Locale.ENGLISH;
        Verbosity verbosity = Verbosity.NORMAL;
        MoveStyle style = MoveStyle.WORDS;
        List<String> commands = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        List<String> header = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("@file ")) {
                file = line.substring(6).strip();
            } else if (line.startsWith("@game ")) {
                game = Integer.parseInt(line.substring(6).strip());
            } else if (line.startsWith("@lang ")) {
                lang = Locale.forLanguageTag(line.substring(6).strip());
            } else if (line.startsWith("@verbosity ")) {
                verbosity = Verbosity.valueOf(line.substring(11).strip().toUpperCase(Locale.ROOT));
            } else if (line.startsWith("@style ")) {
                style = MoveStyle.valueOf(line.substring(7).strip().toUpperCase(Locale.ROOT));
            }
            if (line.startsWith("> ")) {
                commands.add(line.substring(2).strip());
                expected.add(null);
            } else if (!commands.isEmpty() && !line.isBlank() && !line.startsWith("#")) {
                int last = expected.size() - 1;
                expected.set(last, expected.get(last) == null ? line : expected.get(last) + "\n" + line);
            } else if (commands.isEmpty()) {
                header.add(line);
            }
        }
        assertTrue(file != null && !commands.isEmpty(), "a script names a file and has commands");
        PgnGame pgn = ReviewFixtures.game(file, game);
        Phraser phraser = Phraser.forLocale(lang);
        Review review = Review.of(pgn, ReviewSettings.of(phraser, style, verbosity));
        List<String> actual = new ArrayList<>();
        for (String command : commands) {
            Said said = perform(review, command);
            review = said.review();
            actual.add(phraser.messages().render(said.message()));
        }
        write(script, header, commands, actual);
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < commands.size(); i++) {
            String heard = actual.get(i);
            assertFalse((heard.contains("[") && heard.contains("review.")) || heard.contains("{"),
                    "a missing key or unfilled slot after '" + commands.get(i) + "': " + heard);
            if (!heard.equals(expected.get(i))) {
                wrong.add("> " + commands.get(i) + "\n  expected: " + expected.get(i) + "\n  heard:    " + heard);
            }
        }
        assertEquals("", String.join("\n", wrong), script.getFileName() + " differs");
    }

    private record Said(Review review, Message message) {
    }

    /** One command of the script language, as the session will offer it. */
    static Said perform(Review r, String command) {
        String[] w = command.split(" ");
        return switch (w[0]) {
            case "forward" -> said(r.forward());
            case "back" -> said(r.back());
            case "start" -> said(r.toLineStart());
            case "end" -> said(r.toLineEnd());
            case "first" -> said(r.toGameStart());
            case "move" -> said(r.toMove(Integer.parseInt(w[1]),
                    w.length > 2 && w[2].equals("black") ? Side.BLACK : Side.WHITE));
            case "enter" -> said(r.enter(Integer.parseInt(w[1])));
            case "leave" -> said(r.leave());
            case "follow" -> said(r.follow(square(w[1])));
            case "unfollow" -> said(r.unfollow(square(w[1])));
            case "history" -> new Said(r, r.history(square(w[1])));
            case "changes" -> new Said(r, r.changes());
            case "comment" -> new Said(r, r.comment());
            case "header" -> new Said(r, r.header());
            case "here" -> new Said(r, r.here());
            case "fen" -> new Said(r, Message.of("review.text", "text", r.fen()));
            case "player" -> new Said(r, new HeaderWords().player(r.game(), w[1].equals("black") ? Side.BLACK : Side.WHITE));
            default -> throw new IllegalArgumentException("unknown script command " + command);
        };
    }

    private static Said said(ReviewAnswer a) {
        return new Said(a.review(), a.said());
    }

    private static Square square(String name) {
        return Square.parse(name).orElseThrow(() -> new IllegalArgumentException("not a square: " + name));
    }

    private static void write(Path script, List<String> header, List<String> commands, List<String> actual) {
        String dir = System.getProperty("review.write");
        if (dir == null) {
            return;
        }
        StringBuilder out = new StringBuilder();
        header.forEach(h -> out.append(h).append('\n'));
        for (int i = 0; i < commands.size(); i++) {
            out.append("> ").append(commands.get(i)).append('\n').append(actual.get(i)).append('\n');
        }
        try {
            Path target = Path.of(dir).resolve(script.getFileName());
            Files.createDirectories(target.getParent());
            Files.writeString(target, out.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
