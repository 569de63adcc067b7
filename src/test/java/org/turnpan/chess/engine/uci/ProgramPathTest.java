package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.Leaks;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.EvaluationPhraser;

/**
 * A program named for {@code uci:} is found once, as a shell finds it, and that one path is both
 * checked and started: a bare name on {@code PATH} only (never the current folder unless PATH says
 * so), a name with a slash relative to the current folder.
 */
class ProgramPathTest {
    @TempDir
    Path root;
    private Path bin;
    private Path other;
    private Path here;

    @BeforeEach
    void folders() throws IOException {
        bin = Files.createDirectory(root.resolve("bin"));
        other = Files.createDirectory(root.resolve("other"));
        here = Files.createDirectory(root.resolve("here"));
    }

    private static Path program(Path folder, String name, boolean executable) throws IOException {
        Path p = Files.writeString(folder.resolve(name), "#!/bin/sh\nexit 0\n");
        assertTrue(p.toFile().setExecutable(executable));
        return p;
    }

    private ProgramPath.Located locate(String typed, String pathVariable) {
        return ProgramPath.locate(typed, pathVariable, here);
    }

    private static EngineProblem refused(ProgramPath.Located located) {
        return assertInstanceOf(ProgramPath.Refused.class, located).problem();
    }

    @Test
    void aBareNameIsLookedForOnPathInOrder() throws IOException {
        program(other, "engine", false);
        Path found = program(bin, "engine", true);
        program(here, "engine", true);
        String path = other + ":" + bin;
        assertEquals(new ProgramPath.Found(found), locate("engine", path), "the first executable file on PATH");
    }

    @Test
    void aBareNameIsNotTakenFromTheCurrentFolderUnlessPathSaysSo() throws IOException {
        Path local = program(here, "engine", true);
        assertEquals(new EngineProblem.NotOnPath("engine"), refused(locate("engine", bin.toString())));
        assertEquals(new EngineProblem.NotOnPath("engine"), refused(locate("engine", null)));
        assertEquals(new ProgramPath.Found(local), locate("engine", bin + "::"), "an empty entry is the current folder");
        assertEquals(new ProgramPath.Found(local), locate("engine", "."));
    }

    @Test
    void aNameWithASlashIsTakenFromTheCurrentFolder() throws IOException {
        Path local = program(here, "engine", true);
        Files.createDirectory(here.resolve("sub"));
        Path sub = program(here.resolve("sub"), "engine", true);
        program(bin, "engine", true);
        assertEquals(new ProgramPath.Found(local), locate("./engine", bin.toString()));
        assertEquals(new ProgramPath.Found(sub), locate("sub/engine", bin.toString()));
        assertEquals(new ProgramPath.Found(sub), locate(sub.toString(), ""));
    }

    @Test
    void theSentenceSaysTheResolvedPath() throws IOException {
        Path plain = program(bin, "notes", false);
        assertEquals(new EngineProblem.NotExecutable(plain.toString()), refused(locate("notes", bin.toString())));
        assertEquals(new EngineProblem.NotFound(here.resolve("missing").toString()),
                refused(locate("./missing", bin.toString())));
        assertEquals(new EngineProblem.NotExecutable(bin.toString()), refused(locate("../bin", "")),
                "a folder is not a program");
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        assertEquals("There is no engine at " + here.resolve("missing") + ".",
                en.render(EvaluationPhraser.problem(refused(locate("./missing", "")))));
        assertEquals("There is no program called stockfish-none in the folders of PATH. Give the whole path, "
                + "for example uci:/usr/games/stockfish.",
                en.render(EvaluationPhraser.problem(refused(locate("stockfish-none", bin.toString())))));
    }

    @Test
    void theProgramFoundIsTheProgramStarted() throws Exception {
        Path launcher = FakeEngines.launcher(bin, "handshake", "fake-uci");
        Path decoy = program(here, "fake-uci", true);
        EngineStart start = UciEngine.start(locate("fake-uci", bin.toString()), Map.of(), Duration.ofSeconds(30));
        try (Engine engine = assertInstanceOf(EngineStart.Started.class, start).engine()) {
            assertEquals("Scripted Fake 1.0", engine.name(), "not the decoy " + decoy + ", which would exit at once");
            assertEquals(launcher.toString(), ((UciEngine) engine).path());
        }
        FakeEngines.launcher(bin, "silent", "quiet-uci");
        EngineStart silent = UciEngine.start(locate("quiet-uci", bin.toString()), Map.of(), Duration.ofMillis(500));
        assertEquals(new EngineProblem.NoHandshake(bin.resolve("quiet-uci").toString(), Duration.ofMillis(500)),
                assertInstanceOf(EngineStart.Failed.class, silent).problem());
        Leaks.assertNoneLeft();
    }

    @Test
    void theLookupIsOfferedToOthersAsAProgramOrNothing() throws IOException {
        Path local = program(here, "engine", true);
        assertEquals(Optional.of(local), UciEngine.program(local.toString()));
        assertEquals(Optional.empty(), UciEngine.program(here.resolve("none").toString()));
    }
}
