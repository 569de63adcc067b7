package org.turnpan.chess;


import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Map;
import java.util.Set;

/**
 * Issue 21, item 2: every file the program writes goes through the one atomic writer
 * ({@code session.files.AtomicTextFile}: a temporary file in the same folder, forced to the disk, then
 * renamed), so a full disk or a kill never leaves a cut file. No other class may call a JDK API that
 * opens a file for writing; the few that must, and why, are listed here.
 */
@AnalyzeClasses(packages = "org.turnpan.chess", importOptions = ImportOption.DoNotIncludeTests.class)
class OneAtomicWriterTest {

    /** The classes allowed to open files themselves, each with its reason. */
    private static final Map<String, String> ALLOWED = Map.of(
            "org.turnpan.chess.session.files.AtomicTextFile", "the atomic writer itself",
            "org.turnpan.chess.session.files.DataFolderLock", "the lock file: created empty, locked, never replaced",
            "org.turnpan.chess.ui.SpeechTimes", "a benchmark's timing log (a system property turns it on), appended line by line: "
                    + "no user data, and a cut last line is a lost figure, not a lost game",
            "org.turnpan.chess.review.GameIndex", "reads a PGN file through a FileChannel opened READ",
            "org.turnpan.chess.app.PgnCheckRun", "reads a PGN file in two halves (RandomAccessFile opened \"r\")",
            "org.turnpan.chess.session.files.UnreadableAutosave", "renames an unreadable autosave aside, never over a file",
            "org.turnpan.chess.session.files.TimedRead", "reads a file the player named, through a FileChannel opened READ",
            "org.turnpan.chess.online.TokenStore", "an atomic writer of its own: the token file is created 0600 before a byte is"
                    + " written, forced to disk and renamed into place (SaveStore.writeFile would copy the old file's mode)",
            "org.turnpan.chess.app.BenchSpdSay", "the benches' private speech-dispatcher and PulseAudio: their"
                    + " configuration in a scratch folder of their own; no user data",
            "org.turnpan.chess.app.JavaFxModuleJars", "JavaFX's module jars in the cache (issue 27), an atomic writer of its own:"
                    + " written into a temporary folder, forced to disk, and the folder renamed into place; no user data");
    /** More allowed classes, with their reasons ({@code Map.of} takes ten). */
    private static final Map<String, String> ALLOWED_TOO = Map.of(
            "org.turnpan.chess.app.PreferencesMove", "moves the old preferences file once (issue 27), a writer of its own"
                    + " because it must never replace a file: a temporary file forced to disk, then linked in under its"
                    + " name (a link fails when the name is taken), read back and compared; an old file is renamed"
                    + " aside, never over a file",
            "org.turnpan.chess.app.PackagedJar", "a build step run by the package builder (issue 27): the package's own"
                    + " copy of the jar, written into the build's folder; no user data, and a cut jar fails the package's tests");

    private static final Set<String> FILES_WRITERS = Set.of("write", "writeString", "newOutputStream",
            "newBufferedWriter", "copy", "newByteChannel", "move");
    private static final Set<String> WRITER_CLASSES = Set.of("java.io.FileOutputStream", "java.io.FileWriter",
            "java.io.RandomAccessFile", "java.io.PrintWriter", "java.io.PrintStream");

    private static final DescribedPredicate<JavaAccess<?>> OPENS_A_FILE_FOR_WRITING =
            new DescribedPredicate<>("a JDK call that writes or replaces a file") {
                @Override
                public boolean test(JavaAccess<?> access) {
                    String owner = access.getTargetOwner().getName();
                    String name = access.getName();
                    if (owner.equals("java.nio.file.Files")) {
                        return FILES_WRITERS.contains(name);
                    }
                    if (owner.equals("java.nio.channels.FileChannel") || owner.equals("java.nio.channels.AsynchronousFileChannel")) {
                        return name.equals("open");
                    }
                    if (owner.equals("java.io.PrintWriter") || owner.equals("java.io.PrintStream")) {
                        // a PrintWriter over a stream or writer is fine; one over a file name or File is a file write
                        return name.equals("<init>") && access.getDescription().matches(".*<init>\\((java\\.lang\\.String|java\\.io\\.File)[,)].*");
                    }
                    return WRITER_CLASSES.contains(owner) && name.equals("<init>");
                }
            };

    private static final DescribedPredicate<JavaClass> ALLOWED_CLASS = new DescribedPredicate<>("allowed to open files") {
        @Override
        public boolean test(JavaClass c) {
            String top = c.getName().replaceAll("\\$.*", "");
            return ALLOWED.containsKey(top) || ALLOWED_TOO.containsKey(top);
        }
    };

    @ArchTest
    static final ArchRule everyWriteGoesThroughTheAtomicWriter = noClasses().that(DescribedPredicate.not(ALLOWED_CLASS))
            .should().accessTargetWhere(OPENS_A_FILE_FOR_WRITING)
            .because("a file written in place is cut by a full disk or a kill (issue 21, item 2): use SaveStore.writeFile");
}
