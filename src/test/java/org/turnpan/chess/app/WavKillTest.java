package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.session.files.SaveResult;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.speech.tts.Pcm;
import org.turnpan.chess.speech.tts.Wav;

/**
 * Issue 21, item 2: {@code say --out} writes its WAV through the atomic writer. A second JVM
 * writing WAVs in a loop is killed (SIGKILL) at random moments: the file on the disk is always a
 * whole WAV, never older than the last one reported done (writing in place left a 0-byte file or
 * a header that promises more than the file holds). A disk that fills up in the middle of a write
 * leaves the previous WAV whole and no temporary file behind.
 */
class WavKillTest {

    private static final int KILLS = 12;

    @TempDir
    Path dir;

    @Test
    void aKilledWriterLeavesTheLastWholeWav() throws Exception {
        Path wav = dir.resolve("move.wav");
        Random random = new Random(20261202);
        for (int round = 0; round < KILLS; round++) {
            int first = round * 1000 + 1;
            int count = 1 + random.nextInt(4);
            Process child = ForkedJvm.process("256m", WavLoop.class, wav.toString(), Integer.toString(first))
                    .redirectErrorStream(true).start();
            int last;
            try {
                last = waitForSaves(child, count);
                Thread.sleep(random.nextInt(15)); // land the kill anywhere in the next write
            } finally {
                child.destroyForcibly();
                assertTrue(child.waitFor(30, TimeUnit.SECONDS), "the writer did not die");
            }
            int found = wholeNumber(wav, first);
            assertTrue(found >= last && found < first + 1000,
                    "round " + round + ": WAV " + last + " was reported done but the disk has " + found);
        }
        List<String> others;
        try (var names = Files.list(dir)) {
            others = names.map(p -> p.getFileName().toString()).filter(n -> !n.equals("move.wav")).toList();
        }
        assertTrue(others.size() <= KILLS, "at most one cut temporary file per kill: " + others);
        others.forEach(n -> assertTrue(n.startsWith(".move.wav.") && n.endsWith(".tmp"), n));
    }

    /**
     * A real write failure in the middle of the file: the writer runs with its file size limit
     * ({@code ulimit -f}, the kernel's EFBIG, as a full disk gives ENOSPC) below the new WAV's size.
     */
    @Test
    void aWriteThatFailsMidFileLeavesThePreviousWavWhole() throws Exception {
        Path wav = dir.resolve("limited.wav");
        assertInstanceOf(SaveResult.Saved.class, SayCommand.saveWav(wav, WavLoop.pcm(1)));
        byte[] before = Files.readAllBytes(wav);
        ProcessBuilder java = ForkedJvm.process("128m", WavLoop.class, wav.toString(), "2", "once");
        List<String> limited = new java.util.ArrayList<>(List.of("sh", "-c", "ulimit -f 1024 && exec \"$@\"", "sh"));
        limited.addAll(java.command());
        Process child = java.command(limited).redirectErrorStream(true).start();
        String said = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        assertEquals(3, child.exitValue(), "the write past the limit failed: " + said);
        assertTrue(said.contains("failed 2"), said);
        assertArrayEquals(before, Files.readAllBytes(wav), "the previous WAV is whole");
        try (var names = Files.list(dir)) {
            assertEquals(List.of("limited.wav"), names.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file is left");
        }
    }

    @Test
    void aDiskThatFillsUpMidWriteLeavesThePreviousWavWhole() throws Exception {
        Path wav = dir.resolve("say.wav");
        assertInstanceOf(SaveResult.Saved.class, SayCommand.saveWav(wav, WavLoop.pcm(7)));
        byte[] before = Files.readAllBytes(wav);
        SaveResult full = SaveStore.writeFile(wav, out -> {
            out.write(new byte[300_000]);
            throw new IOException("No space left on device");
        });
        assertInstanceOf(SaveResult.Failed.class, full);
        assertArrayEquals(before, Files.readAllBytes(wav), "the previous WAV is untouched");
        try (var names = Files.list(dir)) {
            assertEquals(List.of("say.wav"), names.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file is left");
        }
    }

    /** The number of the whole WAV in {@code file}, checked sample for sample; fails on a cut or mixed one. */
    private static int wholeNumber(Path file, int first) throws IOException {
        assertTrue(Files.isRegularFile(file), "the WAV vanished");
        long size = Files.size(file);
        assertFalse(size == 0, "a 0-byte WAV");
        Pcm read;
        try (InputStream in = Files.newInputStream(file)) {
            read = Wav.read(in);
        }
        byte[] data = read.data();
        byte[] head = new byte[44];
        try (InputStream in = Files.newInputStream(file)) {
            assertEquals(44, in.readNBytes(head, 0, 44), "a whole header");
        }
        long promised = java.nio.ByteBuffer.wrap(head, 40, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt() & 0xffffffffL;
        assertEquals(size - 44, promised, "the header promises what the file holds");
        assertEquals(promised, data.length);
        for (int n = first; n < first + 1000; n++) {
            byte[] expected = WavLoop.pcm(n).data();
            if (expected.length == data.length && java.nio.ByteBuffer.wrap(data).getInt(0) == n) {
                assertArrayEquals(expected, data, "a mixed WAV");
                return n;
            }
        }
        throw new AssertionError("a WAV of no number written (" + data.length + " bytes)");
    }

    private static int waitForSaves(Process child, int count) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        int last = 0;
        for (int seen = 0; seen < count; ) {
            String line = out.readLine();
            if (line == null) {
                throw new AssertionError("the writer stopped by itself after " + last);
            }
            if (line.startsWith("saved ")) {
                last = Integer.parseInt(line.substring(6).trim());
                seen++;
            } else if (!line.isBlank()) {
                throw new AssertionError("the writer said: " + line);
            }
        }
        return last;
    }
}
