package org.turnpan.chess.learn;

import java.util.List;

/**
 * A lesson: a short spoken explanation ({@code learn.lesson.<id>.intro}), a title
 * ({@code learn.lesson.<id>.title}) and one or more steps to try. {@code number} counts from 1 in
 * the order of the lesson file ("learn 3" starts lesson 3).
 */
public record Lesson(String id, int number, List<LessonStep> steps) {

    public Lesson {
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("lesson " + id + " has no step");
        }
        steps = List.copyOf(steps);
    }

    public String titleKey() {
        return "learn.lesson." + id + ".title";
    }

    public String introKey() {
        return "learn.lesson." + id + ".intro";
    }
}
