package org.turnpan.chess.learn;

/** The result of an attempt and the lesson as it stands afterwards (the next step after a right one). */
public record LessonTurn(AttemptResult result, LessonRun run) {
}
