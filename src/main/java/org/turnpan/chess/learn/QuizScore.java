package org.turnpan.chess.learn;

/** How many quiz questions were answered and how many of them rightly. Immutable. */
public record QuizScore(int asked, int right) {

    public QuizScore {
        if (asked < 0 || right < 0 || right > asked) {
            throw new IllegalArgumentException("a score of " + right + " out of " + asked);
        }
    }

    public static QuizScore zero() {
        return new QuizScore(0, 0);
    }

    /** The score after one more judged answer; an answer not understood does not count. */
    public QuizScore after(QuizResult result) {
        if (result instanceof QuizResult.Right) {
            return new QuizScore(asked + 1, right + 1);
        }
        return result instanceof QuizResult.Wrong ? new QuizScore(asked + 1, right) : this;
    }
}
