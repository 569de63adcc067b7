package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which lessons the player has finished, kept between runs. The text form is one lesson id a line
 * after a comment line; ids the program no longer has are kept as they are (a newer version may
 * have written them). Immutable.
 */
public final class LessonProgress {
    private static final String HEADER = "# Turnpan Chess: finished lessons, one a line";
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]*");

    private final Set<String> done;

    private LessonProgress(Set<String> done) {
        this.done = Collections.unmodifiableSet(new LinkedHashSet<>(done));
    }

    public static LessonProgress none() {
        return new LessonProgress(Set.of());
    }

    /** What reading a progress file gave: the progress, or the progress read before a damaged line. */
    public sealed interface Read {
        LessonProgress progress();
    }

    /** The file was read whole. */
    public record Complete(LessonProgress progress) implements Read {
    }

    /**
     * Line {@code line} (from 1) is not a lesson id: the file is damaged. {@code progress} holds the
     * lessons named before it. The file should be kept as it is until the player finishes a lesson.
     */
    public record Damaged(LessonProgress progress, int line) implements Read {
    }

    /** Reads the text form; never throws. Blank text is no progress. */
    public static Read parse(String text) {
        Set<String> ids = new LinkedHashSet<>();
        String[] lines = text == null ? new String[0] : text.replace("\r", "").split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (!ID.matcher(line).matches()) {
                return new Damaged(new LessonProgress(ids), i + 1);
            }
            ids.add(line);
        }
        return new Complete(new LessonProgress(ids));
    }

    /** The text form: a comment line, then one finished lesson id a line. */
    public String format() {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        done.forEach(id -> out.append(id).append('\n'));
        return out.toString();
    }

    public boolean isDone(String lessonId) {
        return done.contains(lessonId);
    }

    public LessonProgress withDone(String lessonId) {
        if (!ID.matcher(lessonId).matches()) {
            throw new IllegalArgumentException("not a lesson id: " + lessonId);
        }
        Set<String> more = new LinkedHashSet<>(done);
        more.add(lessonId);
        return new LessonProgress(more);
    }

    /** The finished lesson ids, in the order they were finished. */
    public List<String> done() {
        return new ArrayList<>(done);
    }

    /** How many of the catalogue's lessons are finished (ids of lessons it does not have are not counted). */
    public int countDone(LessonCatalogue catalogue) {
        return (int) catalogue.lessons().stream().filter(l -> done.contains(l.id())).count();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LessonProgress p && p.done.equals(done);
    }

    @Override
    public int hashCode() {
        return done.hashCode();
    }

    @Override
    public String toString() {
        return "LessonProgress" + done;
    }
}
