package org.turnpan.chess.app;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;

/**
 * The window started by {@code java -jar turnpan-chess.jar} (issue 27): JavaFX supports only being
 * loaded as named modules, and a Java of 24 or later warns about JavaFX 21's native libraries and its
 * rasterizer's {@code sun.misc.Unsafe} unless the command line allows them. A jar's manifest can
 * name neither a module path nor the second, so the window runs in a second Java process started
 * with them: JavaFX's module jars ({@link JavaFxModuleJars}) on its module path,
 * {@code --enable-native-access=javafx.graphics,ALL-UNNAMED} (Java 22+) and
 * {@code --sun-misc-unsafe-memory-access=allow} (Java 23+). This process waits for it and exits with
 * its status. The packaged program has JavaFX in its runtime and never comes here; nor do the
 * subcommands, which do not load JavaFX. docs/packaging.md has the start-up cost.
 */
final class JavaFxRelaunch {
    /** Set in the second process: it opens the window itself, whatever happens. */
    static final String PROPERTY = "turnpan.javafx.relaunched";

    private JavaFxRelaunch() {
    }

    /**
     * Whether this process should start the window in a second one: started by {@code java -jar}
     * (a launcher that names the main class, the packaged one or this class's second process, sets
     * its own options), JavaFX not yet a named module, and this build carrying JavaFX's descriptors.
     */
    static boolean wanted() {
        return System.getProperty(PROPERTY) == null
                && !System.getProperty("sun.java.command", "").startsWith(Main.class.getName())
                && ModuleLayer.boot().findModule("javafx.graphics").isEmpty()
                && JavaFxModuleJars.descriptorsPresent()
                && RunningJar.find().isPresent();
    }

    /**
     * Runs the window in a second process with these command-line arguments and returns its exit
     * status; empty when the second process could not be prepared or started (the caller then opens
     * the window in this one, warnings and all, rather than not at all).
     */
    static OptionalInt run(List<String> args) {
        Optional<Path> jar = RunningJar.find();
        if (jar.isEmpty()) {
            return OptionalInt.empty();
        }
        Path modules;
        try (JarFile file = new JarFile(jar.get().toFile())) {
            modules = JavaFxModuleJars.prepare(file, CacheFolder.forUser());
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
        List<String> command = command(Path.of(System.getProperty("java.home"), "bin", "java"),
                ManagementFactory.getRuntimeMXBean().getInputArguments(), modules, jar.get(),
                Runtime.version().feature(), args);
        Process child;
        try {
            child = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
        // when this process is told to end (Ctrl+C, a logout), the window's is told too and given
        // the time of its goodbye and autosave
        Thread waitForChild = new Thread(() -> {
            try {
                child.destroy();
                if (!child.waitFor(10, TimeUnit.SECONDS)) {
                    child.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "turnpan-window-process");
        Runtime.getRuntime().addShutdownHook(waitForChild);
        try {
            int status = child.waitFor();
            Runtime.getRuntime().removeShutdownHook(waitForChild);
            return OptionalInt.of(status);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            child.destroy();
            return OptionalInt.of(1);
        } catch (IllegalStateException shuttingDown) {
            return OptionalInt.of(1);
        }
    }

    /** The second process's command line. */
    static List<String> command(Path java, List<String> jvmOptions, Path modules, Path jar, int javaFeature,
                                List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(jvmOptions);
        command.add("-D" + PROPERTY + "=true");
        command.add("--module-path");
        command.add(modules.toString());
        command.add("--add-modules");
        command.add("javafx.controls");
        if (javaFeature >= 22) {
            // JavaFX loads its libraries with System.load; JNA (speech) is in the unnamed module
            command.add("--enable-native-access=javafx.graphics,ALL-UNNAMED");
        }
        if (javaFeature >= 23) {
            // JavaFX 21's Marlin rasterizer keeps its buffers with sun.misc.Unsafe
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.add("-cp");
        command.add(jar.toString());
        command.add(Main.class.getName());
        command.addAll(args);
        return command;
    }
}
