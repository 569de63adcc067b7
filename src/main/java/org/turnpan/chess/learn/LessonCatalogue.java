package org.turnpan.chess.learn;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Square;

/**
 * Every lesson the program offers, in order, read from {@code learn/lessons.tsv} on the class path.
 * One row per step: lesson id, step number, FEN, prelude moves (UCI, space separated, or "-"),
 * target (see {@link Target#parse}), highlighted squares (comma separated, or "-"). The file ships
 * with the program, so a malformed row is a programmer error (LessonCatalogueTest reads them all).
 * Immutable.
 */
public final class LessonCatalogue {
    public static final String RESOURCE = "learn/lessons.tsv";

    private static final LessonCatalogue STANDARD = load(RESOURCE);

    private final List<Lesson> lessons;

    private LessonCatalogue(List<Lesson> lessons) {
        this.lessons = List.copyOf(lessons);
    }

    /** The lessons that ship with the program. */
    public static LessonCatalogue standard() {
        return STANDARD;
    }

    static LessonCatalogue load(String resource) {
        try (InputStream in = LessonCatalogue.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the program");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static LessonCatalogue parse(String text) {
        Map<String, List<LessonStep>> steps = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length != 6) {
                throw new IllegalArgumentException("a lesson row has 6 fields: " + line);
            }
            List<LessonStep> of = steps.computeIfAbsent(f[0], k -> new ArrayList<>());
            int number = Integer.parseInt(f[1]);
            if (number != of.size() + 1) {
                throw new IllegalArgumentException("steps of " + f[0] + " must be numbered 1, 2, 3...: " + line);
            }
            of.add(new LessonStep(f[0], number, f[2], moves(f[3]), Target.parse(f[4]), squares(f[5])));
        }
        List<Lesson> lessons = new ArrayList<>();
        steps.forEach((id, s) -> lessons.add(new Lesson(id, lessons.size() + 1, s)));
        return new LessonCatalogue(lessons);
    }

    private static List<Move> moves(String field) {
        return field.equals("-") ? List.of() : Arrays.stream(field.trim().split("\\s+"))
                .map(m -> Move.parseUci(m).orElseThrow(() -> new IllegalArgumentException("not a move: " + m))).toList();
    }

    private static List<Square> squares(String field) {
        return field.equals("-") ? List.of() : Arrays.stream(field.split(","))
                .map(s -> Square.parse(s.trim()).orElseThrow(() -> new IllegalArgumentException("not a square: " + s)))
                .toList();
    }

    public List<Lesson> lessons() {
        return lessons;
    }

    /** Lesson {@code number}, counted from 1. */
    public Optional<Lesson> byNumber(int number) {
        return number >= 1 && number <= lessons.size() ? Optional.of(lessons.get(number - 1)) : Optional.empty();
    }

    public Optional<Lesson> byId(String id) {
        return lessons.stream().filter(l -> l.id().equals(id)).findFirst();
    }
}
