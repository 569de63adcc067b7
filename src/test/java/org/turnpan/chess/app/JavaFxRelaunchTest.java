package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The window's second process: JavaFX on the module path, and only the options its Java knows. */
class JavaFxRelaunchTest {
    private static final Path JAVA = Path.of("/jdk/bin/java");
    private static final Path MODULES = Path.of("/cache/javafx-modules-1");
    private static final Path JAR = Path.of("/apps/turnpan-chess.jar");

    @Test
    void java17GetsTheModulePathAndNothingItDoesNotKnow() {
        assertEquals(List.of("/jdk/bin/java", "-Xmx300m", "-Dturnpan.javafx.relaunched=true", "--module-path",
                "/cache/javafx-modules-1", "--add-modules", "javafx.controls", "-cp", "/apps/turnpan-chess.jar",
                "org.turnpan.chess.app.Main", "--lang", "it"),
                JavaFxRelaunch.command(JAVA, List.of("-Xmx300m"), MODULES, JAR, 17, List.of("--lang", "it")));
    }

    @Test
    void java22AllowsNativeAccessAndJava23TheRasterizersUnsafe() {
        List<String> on22 = JavaFxRelaunch.command(JAVA, List.of(), MODULES, JAR, 22, List.of());
        assertEquals(1, on22.stream().filter(a -> a.equals("--enable-native-access=javafx.graphics,ALL-UNNAMED")).count());
        assertFalse(on22.contains("--sun-misc-unsafe-memory-access=allow"));
        List<String> on25 = JavaFxRelaunch.command(JAVA, List.of(), MODULES, JAR, 25, List.of());
        assertEquals(1, on25.stream().filter(a -> a.equals("--sun-misc-unsafe-memory-access=allow")).count());
        assertEquals("org.turnpan.chess.app.Main", on25.get(on25.size() - 1));
    }

    @Test
    void testsAndTheSecondProcessDoNotStartAnother() {
        // the tests run from a classes folder (no jar), with the surefire main class
        assertFalse(JavaFxRelaunch.wanted());
    }
}
