package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Announcement.Priority;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.RecordingOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * The one interrupt policy (docs/speech.md, "Who may cut whom"), from a table of (what is being
 * said, what arrives) to (cut or queue), and whether the sentence cut is said again or dropped.
 * The voice is a recording one whose sentences last until the test ends them.
 */
class InterruptPolicyTest {
    private static final Duration WAIT = Duration.ofSeconds(10);

    /** What is being said when something arrives. */
    enum Speaking {
        GREETING(Kind.HELP, Priority.QUEUED, "Welcome. You play white against the computer."),
        HELP_TEXT(Kind.HELP, Priority.QUEUED, "The commands are: board, moves, time, undo, and many more."),
        CURSOR_ANSWER(Kind.ANSWER, Priority.NAVIGATION, "e4, white pawn."),
        REFUSAL(Kind.REFUSAL, Priority.QUEUED, "The knight on g1 cannot reach g3."),
        OPPONENT_MOVE(Kind.MOVE, Priority.QUEUED, "Black: knight g8 to f6."),
        CLOCK_WARNING(Kind.EVENT, Priority.QUEUED, "Ten seconds left."),
        RESULT(Kind.RESULT, Priority.QUEUED, "Checkmate. White wins.");

        final Kind kind;
        final Priority priority;
        final String text;

        Speaking(Kind kind, Priority priority, String text) {
            this.kind = kind;
            this.priority = priority;
            this.text = text;
        }

        Announcement announcement() {
            return new Announcement(kind, priority, VoiceMessages.verbatim(text));
        }
    }

    /** What arrives while it is said. */
    enum Arriving {
        /** The player pressed Enter on a move: its answer, made in a turn. */
        TYPED_MOVE_ANSWER,
        /** A cursor key's answer (NAVIGATION, no turn: the window's arrow keys). */
        CURSOR_ANSWER,
        /** The engine's move, from the engine's thread. */
        OPPONENT_MOVE,
        /** A clock warning, from the clock's thread. */
        CLOCK_WARNING,
        /** A hint or help sentence queued by the program. */
        QUEUED_HELP
    }

    private static final Set<Speaking> KEPT = EnumSet.of(Speaking.OPPONENT_MOVE, Speaking.CLOCK_WARNING,
            Speaking.RESULT);

    static Stream<Arguments> table() {
        List<Arguments> rows = new ArrayList<>();
        for (Speaking s : Speaking.values()) {
            for (Arriving a : Arriving.values()) {
                boolean cut = a == Arriving.TYPED_MOVE_ANSWER || a == Arriving.CURSOR_ANSWER;
                // a cut sentence is said again, whole, when it is kept; dropped when it was an answer or help
                rows.add(Arguments.of(s, a, cut, cut && KEPT.contains(s)));
            }
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0} then {1}: cut={2}, said again={3}")
    @MethodSource("table")
    void whoCutsWhom(Speaking speaking, Arriving arriving, boolean cut, boolean saidAgain) {
        RecordingOutput voice = RecordingOutput.manual();
        Announcer announcer = Announcer.start(voice, List.of(), new EarconPlayer(AudioDevice.none()),
                SpeechSettings.defaults(Locale.ENGLISH));
        try {
            assertTimeoutPreemptively(WAIT, () -> {
                announcer.announce(speaking.announcement());
                assertEquals(speaking.text, next(voice));
                String arrived = arrive(announcer, arriving);
                if (cut) {
                    assertEquals(arrived, next(voice), "the answer is said at once");
                    assertEquals(Delivery.INTERRUPTED, voice.heard().get(0).delivery());
                } else {
                    voice.finishCurrent();
                    assertEquals(arrived, next(voice), "queued after the sentence being said");
                    assertEquals(Delivery.SPOKEN, voice.heard().get(0).delivery(), "never cut by a queued one");
                }
                voice.finishCurrent();
                if (saidAgain) {
                    assertEquals(speaking.text, next(voice), "a kept sentence cut off is said again, whole");
                    voice.finishCurrent();
                }
                assertTrue(announcer.awaitIdle(WAIT));
                List<String> whole = voice.spokenWhole();
                assertEquals(cut ? (saidAgain ? List.of(arrived, speaking.text) : List.of(arrived))
                        : List.of(speaking.text, arrived), whole);
            });
        } finally {
            announcer.close();
        }
    }

    private static String arrive(Announcer announcer, Arriving arriving) throws InterruptedException {
        String text = switch (arriving) {
            case TYPED_MOVE_ANSWER -> "White: pawn e2 to e4.";
            case CURSOR_ANSWER -> "d1, white queen.";
            case OPPONENT_MOVE -> "Black: pawn c7 to c5.";
            case CLOCK_WARNING -> "One minute left.";
            case QUEUED_HELP -> "Type board to hear the position.";
        };
        Message m = VoiceMessages.verbatim(text);
        switch (arriving) {
            case TYPED_MOVE_ANSWER -> {
                // the player's own move is queued MOVE, like the opponent's: the turn makes it the answer
                Announcer.Turn turn = announcer.playerActs();
                try {
                    announcer.announce(Announcement.queued(Kind.MOVE, m));
                } finally {
                    turn.close();
                }
            }
            case CURSOR_ANSWER -> announcer.announce(Announcement.answer(m));
            case OPPONENT_MOVE -> fromAnotherThread(() -> announcer.announce(Announcement.queued(Kind.MOVE, m)));
            case CLOCK_WARNING -> fromAnotherThread(() -> announcer.announce(Announcement.queued(Kind.EVENT, m)));
            case QUEUED_HELP -> announcer.announce(Announcement.queued(Kind.HELP, m));
        }
        return text;
    }

    private static void fromAnotherThread(Runnable r) throws InterruptedException {
        Thread t = new Thread(r, "engine");
        t.start();
        t.join();
    }

    private static String next(RecordingOutput voice) {
        return voice.awaitNext(WAIT).map(Utterance::text).orElse("<nothing was spoken>");
    }

    @Test
    void aMoveTypedDuringTheGreetingDropsTheRestOfItButNotTheOpponentsReply() {
        RecordingOutput voice = RecordingOutput.manual();
        Announcer announcer = Announcer.start(voice, List.of(), new EarconPlayer(AudioDevice.none()),
                SpeechSettings.defaults(Locale.ENGLISH));
        try {
            assertTimeoutPreemptively(WAIT, () -> {
                announcer.announce(Announcement.answer(VoiceMessages.verbatim("Welcome to Turnpan Chess.")));
                announcer.announce(Announcement.queued(Kind.HELP, VoiceMessages.verbatim("You play white.")));
                announcer.announce(Announcement.queued(Kind.HELP, VoiceMessages.verbatim("Type help for help.")));
                assertEquals("Welcome to Turnpan Chess.", next(voice));
                Announcer.Turn turn = announcer.playerActs();
                try {
                    announcer.announce(Announcement.queued(Kind.MOVE, VoiceMessages.verbatim("White: e2 to e4.")));
                    fromAnotherThread(() -> announcer.announce(
                            Announcement.queued(Kind.MOVE, VoiceMessages.verbatim("Black: c7 to c5."))));
                    announcer.announce(Announcement.queued(Kind.EVENT, VoiceMessages.verbatim("Black to move.")));
                } finally {
                    turn.close();
                }
                assertEquals("White: e2 to e4.", next(voice));
                voice.finishCurrent();
                assertEquals("Black to move.", next(voice), "everything of the answer, in order, first");
                voice.finishCurrent();
                assertEquals("Black: c7 to c5.", next(voice));
                voice.finishCurrent();
                assertTrue(announcer.awaitIdle(WAIT));
                assertEquals(List.of("White: e2 to e4.", "Black to move.", "Black: c7 to c5."), voice.spokenWhole(),
                        "the greeting's rest is dropped, the reply kept");
            });
        } finally {
            announcer.close();
        }
    }

    @Test
    void thePlayersOwnMoveIsAnAnswerDroppedWhenTheyActAgain() {
        RecordingOutput voice = RecordingOutput.manual();
        Announcer announcer = Announcer.start(voice, List.of(), new EarconPlayer(AudioDevice.none()),
                SpeechSettings.defaults(Locale.ENGLISH));
        try {
            assertTimeoutPreemptively(WAIT, () -> {
                Announcer.Turn turn = announcer.playerActs();
                try {
                    announcer.announce(Announcement.queued(Kind.MOVE, VoiceMessages.verbatim("White: e2 to e4.")));
                } finally {
                    turn.close();
                }
                assertEquals("White: e2 to e4.", next(voice));
                Announcer.Turn again = announcer.playerActs();
                try {
                    announcer.announce(Announcement.answer(VoiceMessages.verbatim("Goodbye.")));
                } finally {
                    again.close();
                }
                assertEquals("Goodbye.", next(voice));
                voice.finishCurrent();
                assertTrue(announcer.awaitIdle(WAIT));
                assertEquals(List.of("Goodbye."), voice.spokenWhole(), "their own move is not said again");
            });
        } finally {
            announcer.close();
        }
    }

    @Test
    void theSameAnswerTwiceIsSaidTwice() {
        RecordingOutput voice = RecordingOutput.instant();
        Announcer announcer = Announcer.start(voice, List.of(), new EarconPlayer(AudioDevice.none()),
                SpeechSettings.defaults(Locale.ENGLISH));
        try {
            assertTimeoutPreemptively(WAIT, () -> {
                for (int i = 0; i < 2; i++) {
                    Announcer.Turn turn = announcer.playerActs();
                    try {
                        announcer.announce(Announcement.answer(VoiceMessages.verbatim("Your clock: one minute.")));
                    } finally {
                        turn.close();
                    }
                    assertTrue(announcer.awaitIdle(WAIT));
                }
                announcer.repeatLast();
                assertTrue(announcer.awaitIdle(WAIT));
                assertEquals(List.of("Your clock: one minute.", "Your clock: one minute.", "Your clock: one minute."),
                        voice.spokenWhole());
            });
        } finally {
            announcer.close();
        }
    }
}
