package org.turnpan.chess.online;

/**
 * What the server answered one request: done, refused with its reason (a 400 and its
 * {@code error} text), the token refused (401), too many requests (429: wait a minute), or no
 * answer at all (network down, timed out, a server error). Data only; the session words it.
 */
public sealed interface Reply {

    /** 2xx; {@code body} as sent, at most {@link LichessClient#MAX_BODY} characters. */
    record Done(String body) implements Reply {
    }

    /** 4xx other than 401 and 429: the server's reason ({@code error} of its JSON), or empty. */
    record Refused(int status, String reason) implements Reply {
    }

    /** 401: the token is missing, wrong, or no longer valid. */
    record Unauthorized() implements Reply {
    }

    /** 429: too many requests; the client waits a minute before the next one. */
    record TooManyRequests() implements Reply {
    }

    /** No answer: the server could not be reached, did not answer in time, or failed (5xx). */
    record NoAnswer(Why why) implements Reply {
    }

    /** Why there was no answer. */
    enum Why {
        UNREACHABLE, TIMED_OUT, SERVER_ERROR, INTERRUPTED, NO_TOKEN
    }

    default boolean done() {
        return this instanceof Done;
    }
}
