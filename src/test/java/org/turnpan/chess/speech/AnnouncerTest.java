package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.Prosody;
import org.turnpan.chess.speech.tts.RecordingOutput;
import org.turnpan.chess.speech.tts.RecordingOutput.Heard;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.TextOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * The announcer's promises, with a recording voice whose utterances last until the test ends
 * them: no sleeps, every wait is on an event with a timeout.
 */
class AnnouncerTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final String BOARD = "White: king g1, queen d1, rooks a1 and f1, bishops c1 and e2, "
            + "knights b1 and f3, pawns a2 b2 c2 d4 e4 f2 g2 h2. Black: ...";

    private final RecordingOutput voice = RecordingOutput.manual();
    private final List<String> log = new CopyOnWriteArrayList<>();
    private final Announcer announcer = Announcer.start(voice, List.of(new TextOutput(log::add)),
            new EarconPlayer(AudioDevice.none()), SpeechSettings.defaults(Locale.ENGLISH));

    @AfterEach
    void close() {
        announcer.close();
    }

    private static Announcement answer(String text) {
        return Announcement.answer(VoiceMessages.verbatim(text));
    }

    private static Announcement move(String text) {
        return Announcement.queued(Kind.MOVE, VoiceMessages.verbatim(text));
    }

    private String next() {
        return voice.awaitNext(WAIT).map(Utterance::text).orElse("<nothing was spoken>");
    }

    private final VoiceLoading loadingVoice = new VoiceLoading();

    /** An announcer whose voice is still loading: it holds what it is given until {@code useVoice}. */
    private Announcer loadingAnnouncer() {
        return Announcer.start(loadingVoice, List.of(), new EarconPlayer(AudioDevice.none()),
                SpeechSettings.defaults(Locale.ENGLISH));
    }

    /**
     * The window's start (issue 22): the greeting is announced while the voice loads, then the board
     * takes the focus (a NAVIGATION answer), then the real voice is ready. Nothing was heard yet, so
     * nothing is cut: the greeting is said first, whole, then the board.
     */
    @Test
    void whatTheLoadingVoiceHeldIsSaidWholeByTheRealVoiceInOrder() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            Announcer loading = loadingAnnouncer();
            try {
                loading.announce(Announcement.queued(Kind.HELP, VoiceMessages.verbatim("New game.")));
                loading.announce(Announcement.queued(Kind.HELP, VoiceMessages.verbatim("White to move.")));
                // as in the window: the greeting is held long before the window is shown and focused
                while (!loadingVoice.holds()) {
                    Thread.onSpinWait();
                }
                loading.announce(answer("Chess board. e2, white pawn."));
                loading.useVoice(voice);
                assertEquals("New game.", next());
                voice.finishCurrent();
                assertEquals("Chess board. e2, white pawn.", next());
                voice.finishCurrent();
                assertEquals("White to move.", next());
                voice.finishCurrent();
                assertTrue(loading.awaitIdle(WAIT));
                assertEquals(List.of("New game.", "Chess board. e2, white pawn.", "White to move."), voice.spokenWhole());
            } finally {
                loading.close();
            }
        });
    }

    /** Enter while the voice loads is the player acting: the greeting held is stale and dropped, as when heard. */
    @Test
    void thePlayerActingWhileTheVoiceLoadsDropsTheHeldGreeting() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            Announcer loading = loadingAnnouncer();
            try {
                loading.announce(Announcement.queued(Kind.HELP, VoiceMessages.verbatim("New game.")));
                Announcer.Turn turn = loading.playerActs();
                loading.announce(answer("Pawn to e4."));
                turn.close();
                loading.useVoice(voice);
                assertEquals("Pawn to e4.", next());
                voice.finishCurrent();
                assertTrue(loading.awaitIdle(WAIT));
                assertEquals(List.of("Pawn to e4."), voice.spokenWhole());
            } finally {
                loading.close();
            }
        });
    }

    @Test
    void aUserRequestInterruptsALongAnswerAndQueuedMovesAllFollowInOrder() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            announcer.announce(answer(BOARD));
            assertEquals(BOARD, next());
            // the voice is still reading the board: nothing below may block or be lost
            announcer.announce(move("Black: e7 to e5."));
            announcer.announce(move("Black: knight g8 to f6."));
            announcer.announce(answer("e4, white pawn."));
            assertEquals("e4, white pawn.", next(), "the new request is spoken at once");
            assertEquals(Delivery.INTERRUPTED, voice.heard().get(0).delivery(), "the board reading was cut off");
            voice.finishCurrent();
            assertEquals("Black: e7 to e5.", next());
            voice.finishCurrent();
            assertEquals("Black: knight g8 to f6.", next());
            voice.finishCurrent();
            assertTrue(announcer.awaitIdle(WAIT));
            assertEquals(List.of("e4, white pawn.", "Black: e7 to e5.", "Black: knight g8 to f6."), voice.spokenWhole());
            assertEquals(List.of(BOARD, "Black: e7 to e5.", "Black: knight g8 to f6.", "e4, white pawn."), log,
                    "the text log shows everything at once, in the order it was announced");
        });
    }

    @Test
    void anOpponentMoveCutOffByARequestIsSpokenAgainWhole() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            announcer.announce(move("Black: queen d8 takes d1, check."));
            assertEquals("Black: queen d8 takes d1, check.", next());
            announcer.announce(answer("d1, black queen."));
            assertEquals("d1, black queen.", next());
            voice.finishCurrent();
            assertEquals("Black: queen d8 takes d1, check.", next(), "a queued move is never dropped");
            voice.finishCurrent();
            assertTrue(announcer.awaitIdle(WAIT));
            assertEquals(List.of("d1, black queen.", "Black: queen d8 takes d1, check."), voice.spokenWhole());
        });
    }

    @Test
    void onlyTheNewestUnspokenAnswerIsSpokenButEveryQueuedOneIs() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            announcer.announce(move("White: e2 to e4."));
            assertEquals("White: e2 to e4.", next());
            announcer.announce(answer("a1, white rook."));
            announcer.announce(answer("b1, white knight."));
            announcer.announce(answer("c1, white bishop."));
            String first = next();
            while (!first.equals("c1, white bishop.")) {
                first = next();
            }
            voice.finishCurrent();
            assertEquals("White: e2 to e4.", next());
            voice.finishCurrent();
            assertTrue(announcer.awaitIdle(WAIT));
            assertEquals(List.of("c1, white bishop.", "White: e2 to e4."), voice.spokenWhole(),
                    "stale cursor answers are skipped, the move is not");
        });
    }

    @Test
    void theSameSentenceTwiceIsSpokenTwice() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            announcer.announce(move("Black: rook a8 to a1."));
            announcer.announce(move("Black: rook a8 to a1."));
            assertEquals("Black: rook a8 to a1.", next());
            voice.finishCurrent();
            assertEquals("Black: rook a8 to a1.", next());
            voice.finishCurrent();
            announcer.announce(answer("Check."));
            assertEquals("Check.", next());
            voice.finishCurrent();
            announcer.announce(answer("Check."));
            assertEquals("Check.", next());
            voice.finishCurrent();
            assertTrue(announcer.awaitIdle(WAIT));
            assertEquals(4, voice.spokenWhole().size());
            assertEquals(4, log.size());
        });
    }

    @Test
    void displaysShowLatinSquaresWhileARussianOrBulgarianVoiceSaysThemInCyrillicAlsoOnRepeat() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            Position start = Position.initial();
            Move e4 = Move.parseUci("e2e4").orElseThrow();
            for (String lang : List.of("ru", "bg")) {
                Locale locale = Locale.forLanguageTag(lang);
                announcer.update(s -> s.withLocale(locale));
                Phraser phraser = Phraser.forLocale(locale);
                announcer.announce(Announcement.queued(Kind.MOVE, phraser.move(start, e4, MoveStyle.FULL)));
                String spoken = next();
                voice.finishCurrent();
                announcer.repeatLast();
                assertEquals(spoken, next(), "repeat says the spoken form again");
                voice.finishCurrent();
                assertTrue(announcer.awaitIdle(WAIT));
                String shown = log.get(log.size() - 1);
                assertEquals(shown, log.get(log.size() - 2), "repeat shows the shown form again");
                assertEquals(shown, announcer.lastText());
                assertTrue(shown.contains("e2") && shown.contains("e4"), lang + " shown: " + shown);
                assertTrue(spoken.contains("е2") && spoken.contains("е4") && !spoken.contains("e2"),
                        lang + " spoken: " + spoken);
                assertEquals(shown.replace("e2", "е2").replace("e4", "е4"), spoken, "the same sentence otherwise");
            }
        });
    }

    @Test
    void repeatSaysTheLastSentenceAgainAndSaysSoWhenThereIsNone() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            announcer.repeatLast();
            assertEquals("Nothing to repeat yet.", next());
            voice.finishCurrent();
            announcer.announce(move("White castles short."));
            assertEquals("White castles short.", next());
            voice.finishCurrent();
            announcer.repeatLast();
            assertEquals("White castles short.", next());
            voice.finishCurrent();
            assertTrue(announcer.awaitIdle(WAIT));
            assertEquals("White castles short.", announcer.lastText());
        });
    }

    @Test
    void languageVerbosityRateAndVolumeComeFromTheSettings() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            Message noAudio = Message.of("speech.notice.no-audio-device");
            announcer.update(s -> s.withVerbosity(Verbosity.TERSE).withProsody(new Prosody(1.5, 0.4)));
            announcer.announce(Announcement.queued(Kind.EVENT, noAudio));
            Utterance terse = voice.awaitNext(WAIT).orElseThrow();
            assertEquals("No audio device; text only.", terse.text());
            assertEquals(new Prosody(1.5, 0.4), terse.prosody());
            voice.finishCurrent();
            announcer.update(s -> s.withVerbosity(Verbosity.FULL).withLocale(Locale.forLanguageTag("ru")));
            announcer.announce(Announcement.queued(Kind.EVENT, noAudio));
            Utterance full = voice.awaitNext(WAIT).orElseThrow();
            assertEquals("Звуковое устройство не найдено; речь выводится только текстом.", full.text(),
                    "no full variant: the normal sentence, in Russian");
            assertEquals("ru", full.locale().getLanguage());
            voice.finishCurrent();
        });
    }

    @Test
    void silenceStopsTheVoiceButKeepsQueuedMoves() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            announcer.announce(move("White: d2 to d4."));
            assertEquals("White: d2 to d4.", next());
            announcer.announce(move("Black: d7 to d5."));
            announcer.silence();
            assertEquals("Black: d7 to d5.", next(), "the silenced sentence is not repeated");
            voice.finishCurrent();
            assertTrue(announcer.awaitIdle(WAIT));
            List<Heard> heard = voice.heard();
            assertEquals(2, heard.size());
            assertEquals(Delivery.INTERRUPTED, heard.get(0).delivery());
        });
    }

    @Test
    void aNewVoiceTakesOverAndFinishesTheQueue() {
        assertTimeoutPreemptively(WAIT.multipliedBy(2), () -> {
            announcer.announce(move("White: c2 to c4."));
            assertEquals("White: c2 to c4.", next());
            RecordingOutput italian = RecordingOutput.instant();
            announcer.useVoice(italian);
            announcer.announce(move("Black: e7 to e5."));
            assertTrue(announcer.awaitIdle(WAIT));
            assertEquals(List.of("White: c2 to c4.", "Black: e7 to e5."), italian.spokenWhole());
        });
    }

    @Test
    void announcementsFromManyThreadsAreAllSpokenEachThreadInItsOrder() throws Exception {
        RecordingOutput fast = RecordingOutput.instant();
        List<String> shown = new CopyOnWriteArrayList<>();
        Announcer busy = Announcer.start(fast, List.of(new TextOutput(shown::add)), new EarconPlayer(AudioDevice.none()),
                SpeechSettings.defaults(Locale.ENGLISH));
        try {
            int threads = 4;
            int each = 200;
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            List<Thread> workers = new java.util.ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int id = t;
                Thread w = new Thread(() -> {
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    for (int i = 0; i < each; i++) {
                        busy.announce(move(id + ":" + i));
                    }
                });
                w.start();
                workers.add(w);
            }
            go.countDown();
            for (Thread w : workers) {
                w.join(WAIT.toMillis());
            }
            assertTrue(busy.awaitIdle(WAIT));
            List<String> spoken = fast.spokenWhole();
            assertEquals(threads * each, spoken.size(), "nothing dropped");
            assertEquals(shown, spoken, "the voice speaks in the order the log shows");
            for (int t = 0; t < threads; t++) {
                String prefix = t + ":";
                List<String> mine = spoken.stream().filter(x -> x.startsWith(prefix)).toList();
                for (int i = 0; i < each; i++) {
                    assertEquals(prefix + i, mine.get(i));
                }
            }
        } finally {
            busy.close();
        }
    }

    @Test
    void aVoiceThatThrowsLosesOneSentenceNotTheAnnouncer() throws Exception {
        RecordingOutput fine = RecordingOutput.instant();
        SpeechOutput brokenOnce = new SpeechOutput() {
            private boolean thrown;

            @Override
            public String name() {
                return "broken-once";
            }

            @Override
            public boolean isAvailable() {
                return true;
            }

            @Override
            public boolean speaks(Locale locale) {
                return true;
            }

            @Override
            public synchronized CompletableFuture<Delivery> speak(Utterance utterance) {
                if (!thrown) {
                    thrown = true;
                    throw new OutOfMemoryError("simulated: the voice ran out of heap");
                }
                return fine.speak(utterance);
            }

            @Override
            public void stop() {
                fine.stop();
            }
        };
        Announcer a = Announcer.start(brokenOnce, List.of(), new EarconPlayer(AudioDevice.none()),
                SpeechSettings.defaults(Locale.ENGLISH));
        try {
            a.announce(move("White: e2 to e4."));
            a.announce(move("Black: e7 to e5."));
            assertTrue(a.awaitIdle(WAIT), "the announcer's thread is still speaking");
            assertEquals(List.of("Black: e7 to e5."), fine.spokenWhole());
        } finally {
            a.close();
        }
    }
}
