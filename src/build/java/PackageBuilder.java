import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Builds Turnpan Chess's packages with the JDK that runs this file (single-file source program,
 * started by {@code mvn -Ppackage package}; why each step is as it is: docs/packaging.md).
 *
 * <ol>
 * <li>jlink: a trimmed runtime of the modules the program uses.</li>
 * <li>Training run (Java 25 and later): the program's own {@code training-run} on that runtime,
 *     writing the AOT cache beside the jar (before Java 25: the runtime's CDS archive only).</li>
 * <li>jpackage: the application image (launcher {@code turnpan-chess}), carrying jar and cache.</li>
 * <li>Installers of this system: .deb on Debian/Ubuntu, .msi and .exe on Windows, .dmg on macOS.</li>
 * </ol>
 *
 * Arguments: {@code --jar FILE --dest DIR --version X.Y.Z --project DIR [--training-pgn FILE]...
 * [--skip-installers] [--xvfb-first N]}. Build messages are English: they are for the person building, not the player.
 */
public final class PackageBuilder {
    static final String NAME = "turnpan-chess";
    static final String MAIN_CLASS = "org.turnpan.chess.app.Main";
    /** What `jdeps --print-module-deps` lists for the shaded jar, plus the locale data of the five languages. */
    static final String MODULES = "java.base,java.desktop,java.logging,java.management,jdk.jfr,jdk.unsupported,jdk.localedata";
    /** JavaFX's modules, linked into the runtime (javafx.controls brings javafx.graphics and javafx.base). */
    static final String JAVAFX_MODULES = "javafx.controls";
    static final String LOCALES = "en,it,ru,bg,vi";
    /** The heap a game, the built-in engine and a PGN check of 50 MB fit in with room to spare. */
    static final String MAX_HEAP = "-Xmx512m";
    static final String DESCRIPTION = "Chess played by keyboard and by ear, for blind and low-vision players";

    private final Path jdk = Path.of(System.getProperty("java.home"));
    private final int feature = Runtime.version().feature();
    private final String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
    private Path jar;
    private Path dest;
    private Path project;
    private String version = "1.0.0";
    private final List<Path> trainingPgn = new ArrayList<>();
    private boolean installers = true;
    private int xvfbFirst = 200;

    public static void main(String[] args) throws Exception {
        PackageBuilder b = new PackageBuilder();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--jar" -> b.jar = Path.of(args[++i]).toAbsolutePath();
                case "--dest" -> b.dest = Path.of(args[++i]).toAbsolutePath();
                case "--project" -> b.project = Path.of(args[++i]).toAbsolutePath();
                case "--version" -> b.version = args[++i].replaceAll("[^0-9.].*$", "");
                case "--training-pgn" -> b.trainingPgn.add(Path.of(args[++i]).toAbsolutePath());
                case "--skip-installers" -> b.installers = false;
                case "--xvfb-first" -> b.xvfbFirst = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (b.jar == null || b.dest == null || b.project == null) {
            throw new IllegalArgumentException("--jar, --dest and --project are required");
        }
        b.build();
    }

    Path dest() {
        return dest;
    }

    Path project() {
        return project;
    }

    String version() {
        return version;
    }

    boolean linux() {
        return os.contains("linux");
    }

    boolean mac() {
        return os.contains("mac");
    }

    boolean windows() {
        return os.contains("windows");
    }

    /**
     * The start-up cache: from Java 25 on an AOT cache (JEP 483/515) made by a training run. Before,
     * only the runtime's own CDS archive of the JDK classes: an application CDS archive on Java 17
     * is refused unless the jar sits at the very path it was made at, and the .deb installs
     * elsewhere (docs/packaging.md).
     */
    boolean aot() {
        return feature >= 25;
    }

    /** The window's cache: what a player's plain start uses (and the only one of the Windows and macOS launchers). */
    String cacheFile() {
        return NAME + ".aot";
    }

    /**
     * The commands' cache (console, pgn, say...), trained without the window: an AOT cache loads
     * every class it holds at start-up, and JavaFX's would cost each command about 0.4 s of CPU
     * (docs/packaging.md). Used by the Linux launcher script.
     */
    String commandsCacheFile() {
        return NAME + "-commands.aot";
    }

    /** Options of the launcher, the same in the training run (a cache is used only under the flags it was made with). */
    List<String> javaOptions(String appDir) {
        List<String> options = new ArrayList<>(List.of(MAX_HEAP));
        if (aot()) {
            options.add("-XX:AOTCache=" + appDir + "/" + cacheFile());
            // a cache that cannot be used (a copied jar with a new time stamp) costs start-up time, not a
            // warning in the player's terminal: docs/packaging.md says how to check that it is used
            options.add("-Xlog:aot*=off");
        }
        options.addAll(quietOptions());
        return options;
    }

    /** JavaFX 21 loads its natives and uses sun.misc.Unsafe: allowed, so newer Javas print no warning to the player. */
    List<String> quietOptions() {
        List<String> options = new ArrayList<>();
        if (feature >= 22) {
            // JavaFX (a named module of the runtime) and JNA (speech, in the class path's unnamed module)
            options.add("--enable-native-access=javafx.graphics,ALL-UNNAMED");
        }
        if (feature >= 23) {
            options.add("--sun-misc-unsafe-memory-access=allow");
        }
        return options;
    }

    /** JavaFX's module jars made from the shaded jar (app.JavaFxModuleJars), in a folder of {@code cacheRoot}. */
    Path javafxModules(Path shaded, Path cacheRoot) throws Exception {
        Path out = dest.resolve("javafx-modules.txt");
        run("javafx modules", List.of(jdk.resolve("bin").resolve("java").toString(), "-cp", shaded.toString(),
                "org.turnpan.chess.app.JavaFxModuleJars", shaded.toString(), cacheRoot.toString(), out.toString()), Map.of());
        return Path.of(Files.readString(out).strip());
    }

    /** The jar the package carries (app.PackagedJar): what this system's package loads, no more. */
    void packagedJar(Path shaded, Path out) throws Exception {
        run("the package's jar", List.of(jdk.resolve("bin").resolve("java").toString(), "-cp", shaded.toString(),
                "org.turnpan.chess.app.PackagedJar", shaded.toString(), out.toString()), Map.of());
        System.out.printf(Locale.ROOT, "[package] the package's jar: %.1f MB (the jar for every desktop: %.1f MB)%n",
                Files.size(out) / 1e6, Files.size(shaded) / 1e6);
    }

    void build() throws Exception {
        long t0 = System.nanoTime();
        deleteTree(dest);
        Files.createDirectories(dest);
        Path runtime = dest.resolve("runtime");
        Path input = dest.resolve("input");
        Files.createDirectories(input);

        // JavaFX as named modules of the runtime, as JavaFX supports it (issue 27: on the class path it
        // warns at every window start); the module jars are made from the jar by the program's own code,
        // with this system's natives only
        Path javafx = javafxModules(jar, dest.resolve("javafx-modules"));
        // the package's jar: the one jar for every desktop without JavaFX (linked into the runtime above)
        // and without other systems' natives; the portable jar keeps them all
        packagedJar(jar, input.resolve(NAME + ".jar"));
        List<String> jlink = new ArrayList<>(List.of(tool("jlink"), "--module-path", javafx.toString(),
                "--add-modules", MODULES + "," + JAVAFX_MODULES,
                "--include-locales=" + LOCALES, "--strip-debug", "--no-header-files", "--no-man-pages",
                "--output", runtime.toString()));
        // the JDK classes' own CDS archive: what starts the program when there is no AOT cache, or
        // when an installer's copy of the jar made the AOT cache unusable
        jlink.add("--generate-cds-archive");
        run("jlink", jlink, Map.of());

        if (aot()) {
            train(runtime, input, cacheFile(), true);
            if (linux()) {
                train(runtime, input, commandsCacheFile(), false);
            }
        }

        Path images = dest.resolve("image");
        List<String> image = new ArrayList<>(List.of(tool("jpackage"), "--type", "app-image",
                "--name", NAME, "--app-version", version, "--description", DESCRIPTION, "--vendor", "Turnpan",
                "--runtime-image", runtime.toString(), "--input", input.toString(),
                "--main-jar", NAME + ".jar", "--main-class", MAIN_CLASS, "--dest", images.toString()));
        javaOptions("$APPDIR").forEach(o -> image.addAll(List.of("--java-options", o)));
        if (windows()) {
            image.add("--win-console"); // subcommands print to the console they were started from
        }
        run("jpackage app-image", image, Map.of());
        Path appImage = images.resolve(mac() ? NAME + ".app" : NAME);
        sameTimeAsTrained(input.resolve(NAME + ".jar"), appJar(appImage));
        if (linux() && aot()) {
            launcherScript(launcher(appImage));
        }
        System.out.println("[package] application image: " + appImage + " (launcher " + launcher(appImage) + ")");

        if (installers) {
            for (String type : installerTypes()) {
                installer(type, appImage, input);
            }
        }
        System.out.printf(Locale.ROOT, "[package] done in %.1f s with %s (Java %d, start-up cache: %s)%n",
                (System.nanoTime() - t0) / 1e9, jdk, feature, aot() ? "AOT cache" : "the runtime's CDS archive only");
    }

    /** Runs training-run on the trimmed runtime and the jar as they will be packaged; writes the AOT cache into the input. */
    void train(Path runtime, Path input, String cacheName, boolean window) throws Exception {
        Path java = runtime.resolve("bin").resolve(windows() ? "java.exe" : "java");
        Path cache = input.resolve(cacheName);
        List<String> command = new ArrayList<>(List.of(java.toString(), MAX_HEAP,
                "-XX:AOTCacheOutput=" + cache, "-Xlog:aot*=error"));
        if (!window) {
            // no method profiles (JEP 515) in the commands' cache: replaying the training's profiles made
            // pgn check cost 1.50 s of CPU instead of 1.31 s and the console's first line 567 ms instead of
            // 426 ms (medians of 9 alternating runs); for the window they made no measurable difference
            command.addAll(List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:-AOTRecordTraining"));
        }
        command.addAll(quietOptions());
        command.addAll(List.of("-cp", input.resolve(NAME + ".jar").toString(), MAIN_CLASS, "training-run"));
        if (!window) {
            command.add("--no-window");
        }
        for (Path p : trainingPgn) {
            if (Files.isRegularFile(p)) {
                command.addAll(List.of("--pgn", p.toString()));
            }
        }
        Map<String, String> env = new LinkedHashMap<>();
        Process xvfb = null;
        if (window && linux() && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null) {
            xvfb = startXvfb(env);
        }
        try {
            run("training run (" + cacheName + ")", command, env);
        } finally {
            if (xvfb != null) {
                xvfb.destroy();
                xvfb.waitFor(10, TimeUnit.SECONDS);
            }
        }
        if (!Files.isRegularFile(cache)) {
            throw new IllegalStateException("the training run wrote no start-up cache " + cache);
        }
        System.out.printf(Locale.ROOT, "[package] start-up cache %s: %.1f MB%n", cache.getFileName(), Files.size(cache) / 1e6);
    }

    /**
     * A private X server for the window's part of the training run, on the first free display
     * number from {@code --xvfb-first} (default 200, far from the numbers people pick by hand).
     */
    Process startXvfb(Map<String, String> env) throws IOException, InterruptedException {
        Path xvfb = Path.of("/usr/bin/Xvfb");
        if (!Files.isExecutable(xvfb)) {
            System.out.println("[package] no display and no Xvfb: the window is not part of the training run");
            return null;
        }
        for (int n = xvfbFirst; n < xvfbFirst + 50; n++) {
            Path socket = Path.of("/tmp/.X11-unix/X" + n);
            if (Files.exists(socket) || Files.exists(Path.of("/tmp/.X" + n + "-lock"))) {
                continue;
            }
            Process p = new ProcessBuilder(xvfb.toString(), ":" + n, "-nolisten", "tcp", "-screen", "0", "1280x800x24")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            for (int wait = 0; wait < 100 && p.isAlive() && !Files.exists(socket); wait++) {
                Thread.sleep(50);
            }
            if (p.isAlive() && Files.exists(socket)) {
                env.put("DISPLAY", ":" + n);
                System.out.println("[package] Xvfb on :" + n + " for the window's part of the training run");
                return p;
            }
            p.destroy();
        }
        System.out.println("[package] Xvfb did not start: the window is not part of the training run");
        return null;
    }

    List<String> installerTypes() {
        if (linux()) {
            boolean deb = onPath("dpkg-deb") && onPath("dpkg-shlibdeps") && onPath("strip");
            if (!deb) {
                System.out.println("[package] dpkg-deb, dpkg-shlibdeps (dpkg-dev) or strip (binutils) missing: no .deb"
                        + " (the application image is built)");
            }
            return deb ? List.of("deb") : List.of();
        }
        if (windows()) {
            return List.of("msi", "exe");
        }
        return mac() ? List.of("dmg") : List.of();
    }

    void installer(String type, Path appImage, Path input) throws Exception {
        if (type.equals("deb")) {
            new DebianPackage(this, appImage).build();
            return;
        }
        List<String> command = new ArrayList<>(List.of(tool("jpackage"), "--type", type, "--app-image", appImage.toString(),
                "--name", NAME, "--app-version", version, "--description", DESCRIPTION, "--vendor", "Turnpan",
                "--dest", dest.toString()));
        if (windows()) {
            command.addAll(List.of("--win-menu", "--win-shortcut", "--win-dir-chooser", "--win-per-user-install"));
        }
        run("jpackage " + type, command, Map.of());
    }

    static void sameTimeAsTrained(Path trained, Path copy) throws IOException {
        if (!Files.isRegularFile(copy)) {
            throw new IllegalStateException("no jar at " + copy);
        }
        Files.setLastModifiedTime(copy, Files.getLastModifiedTime(trained));
    }

    /**
     * A desktop entry, its name, generic name, comment and keywords in every catalogue language:
     * the window's ({@code console} false) or the terminal mode's ({@code Terminal=true}, the one a
     * terminal screen reader such as Orca reads). {@code exec} is the command line it runs.
     */
    String desktopEntry(boolean console, String exec, String icon) throws IOException {
        StringBuilder s = new StringBuilder("[Desktop Entry]\nType=Application\nVersion=1.0\n");
        Map<String, Properties> languages = new LinkedHashMap<>();
        for (String lang : LOCALES.split(",")) {
            languages.put(lang, catalogue(lang));
        }
        String prefix = console ? "desktop.console." : "desktop.";
        for (String[] field : new String[][] {{"Name", "name"}, {"GenericName", "generic-name"},
                {"Comment", "comment"}, {"Keywords", "keywords"}}) {
            for (var e : languages.entrySet()) {
                String value = e.getValue().getProperty(prefix + field[1]);
                if (value == null || value.isBlank()) {
                    throw new IllegalStateException("i18n/ui_" + e.getKey() + ".properties has no " + prefix + field[1]);
                }
                s.append(field[0]).append(e.getKey().equals("en") ? "" : "[" + e.getKey() + "]").append('=')
                        .append(value.strip()).append('\n');
            }
        }
        s.append("Exec=").append(exec).append("\nIcon=").append(icon).append("\nTerminal=").append(console)
                .append("\nCategories=Game;BoardGame;\n");
        return s.toString();
    }

    Properties catalogue(String lang) throws IOException {
        Path file = project.resolve("i18n").resolve(lang.equals("en") ? "ui.properties" : "ui_" + lang + ".properties");
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }

    /**
     * On Linux the launcher is a shell script in place of jpackage's: it picks the window's or the
     * commands' AOT cache by the first argument (a subcommand or not) and starts the packaged
     * runtime with the same options jpackage's launcher would. Symbolic links to it (/usr/bin) work.
     */
    void launcherScript(Path launcher) throws IOException {
        String options = String.join(" ", javaOptions("$app").stream().filter(o -> !o.startsWith("-XX:AOTCache="))
                .map(o -> "\"" + o + "\"").toList());
        String script = String.join("\n",
                "#!/bin/sh",
                "# Turnpan Chess launcher (made by packaging/PackageBuilder.java; docs/packaging.md)",
                "root=$(dirname \"$(dirname \"$(readlink -f \"$0\")\")\")",
                "app=\"$root/lib/app\"",
                "case \"$1\" in",
                "  \"\"|-*) cache=\"$app/" + cacheFile() + "\" ;;  # the window",
                "  *) cache=\"$app/" + commandsCacheFile() + "\" ;;  # a subcommand: console, pgn, say...",
                "esac",
                "exec \"$root/lib/runtime/bin/java\" " + options + " \"-XX:AOTCache=$cache\" \\",
                "  -cp \"$app/" + NAME + ".jar\" " + MAIN_CLASS + " \"$@\"",
                "");
        Files.delete(launcher);
        Files.writeString(launcher, script, StandardCharsets.US_ASCII);
        launcher.toFile().setExecutable(true, false);
    }

    Path appJar(Path appImage) {
        Path app = mac() ? appImage.resolve("Contents").resolve("app")
                : windows() ? appImage.resolve("app") : appImage.resolve("lib").resolve("app");
        return app.resolve(NAME + ".jar");
    }

    Path launcher(Path appImage) {
        if (mac()) {
            return appImage.resolve("Contents").resolve("MacOS").resolve(NAME);
        }
        return windows() ? appImage.resolve(NAME + ".exe") : appImage.resolve("bin").resolve(NAME);
    }

    String tool(String name) {
        return jdk.resolve("bin").resolve(windows() ? name + ".exe" : name).toString();
    }

    static boolean onPath(String command) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(java.io.File.pathSeparator))
                .anyMatch(d -> Files.isExecutable(Path.of(d, command)));
    }

    static void run(String step, List<String> command, Map<String, String> env) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        ProcessBuilder pb = new ProcessBuilder(command).inheritIO();
        pb.environment().putAll(env);
        int status = pb.start().waitFor();
        System.out.printf(Locale.ROOT, "[package] %s: %.1f s%n", step, (System.nanoTime() - t0) / 1e9);
        if (status != 0) {
            throw new IllegalStateException(step + " failed (exit " + status + "): " + String.join(" ", command));
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}

/**
 * The .deb, laid out as Debian's policy asks and packed with Debian's own tools (dpkg-shlibdeps for
 * the dependencies, dpkg-deb for the archive): the application image in {@code /usr/lib/turnpan-chess}
 * (not {@code /opt}), its native files stripped, the launcher as {@code /usr/bin/turnpan-chess} (a
 * link the package owns), two menu entries (the window, and the terminal mode with
 * {@code Terminal=true}), the manual page, the copyright file and changelog, and lintian's
 * overrides with their reasons (src/build/debian). No maintainer scripts: the menus and the manual
 * pages are refreshed by the triggers of desktop-file-utils and man-db.
 */
final class DebianPackage {
    static final String NAME = PackageBuilder.NAME;
    static final String MAINTAINER = "Turnpan Chess developers <turnpan-chess@users.noreply.github.com>";
    private final PackageBuilder builder;
    private final Path appImage;

    DebianPackage(PackageBuilder builder, Path appImage) {
        this.builder = builder;
        this.appImage = appImage;
    }

    void build() throws Exception {
        // dpkg-shlibdeps takes a tree under debian/NAME as the package being built, so that the
        // runtime's own libraries (libjvm.so, libjava.so...) count as the package's, not as dependencies
        Path work = builder.dest().resolve("deb-work");
        PackageBuilder.deleteTree(work);
        Path tree = work.resolve("debian").resolve(NAME);
        Path lib = tree.resolve("usr/lib").resolve(NAME);
        copyTree(appImage, lib);
        // the runtime's CDS archive for heaps over 32 GB (compressed pointers off): never used at our
        // 512 MB heap, 14.7 MB
        Files.deleteIfExists(lib.resolve("lib/runtime/lib/server/classes_nocoops.jsa"));
        int stripped = strip(lib);
        Path icon = lib.resolve("lib").resolve(NAME + ".png");
        String iconName = NAME;
        if (Files.isRegularFile(icon)) {
            int[] size = pngSize(icon);
            Path to = tree.resolve("usr/share/icons/hicolor/" + size[0] + "x" + size[1] + "/apps/" + NAME + ".png");
            Files.createDirectories(to.getParent());
            Files.move(icon, to);
        }
        Path bin = tree.resolve("usr/bin");
        Files.createDirectories(bin);
        Files.createSymbolicLink(bin.resolve(NAME), Path.of("../lib/" + NAME + "/bin/" + NAME));
        // a game also answers where Debian's games live (its section is games)
        Path games = tree.resolve("usr/games");
        Files.createDirectories(games);
        Files.createSymbolicLink(games.resolve(NAME), Path.of("../lib/" + NAME + "/bin/" + NAME));
        Path applications = tree.resolve("usr/share/applications");
        Files.createDirectories(applications);
        Files.writeString(applications.resolve(NAME + ".desktop"), builder.desktopEntry(false, NAME, iconName),
                StandardCharsets.UTF_8);
        Files.writeString(applications.resolve(NAME + "-console.desktop"),
                builder.desktopEntry(true, NAME + " console", iconName), StandardCharsets.UTF_8);
        Path man = tree.resolve("usr/share/man/man1");
        Files.createDirectories(man);
        String page = capture(List.of(lib.resolve("bin").resolve(NAME).toString(), "man-page"));
        gzip(page, man.resolve(NAME + ".1.gz"));
        Path doc = tree.resolve("usr/share/doc").resolve(NAME);
        Files.createDirectories(doc);
        Files.writeString(doc.resolve("copyright"), Files.readString(debianFile("copyright"), StandardCharsets.UTF_8),
                StandardCharsets.UTF_8);
        gzip(changelog(), doc.resolve("changelog.gz"));
        Path overrides = tree.resolve("usr/share/lintian/overrides");
        Files.createDirectories(overrides);
        Files.copy(debianFile("lintian-overrides"), overrides.resolve(NAME));
        normalizePermissions(tree);
        Path control = tree.resolve("DEBIAN");
        Files.createDirectories(control);
        Files.writeString(control.resolve("control"), controlFile(work, tree, lib), StandardCharsets.UTF_8);
        Files.writeString(control.resolve("md5sums"), md5sums(tree), StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(control, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        Path deb = builder.dest().resolve(NAME + "_" + builder.version() + "_" + architecture() + ".deb");
        PackageBuilder.run("dpkg-deb", List.of("dpkg-deb", "--root-owner-group", "-Zgzip", "-z9", "--build", tree.toString(),
                deb.toString()), Map.of());
        PackageBuilder.deleteTree(work);
        System.out.printf(Locale.ROOT, "[package] %s: %.1f MB, %d native files stripped%n", deb.getFileName(),
                Files.size(deb) / 1e6, stripped);
    }

    Path debianFile(String name) {
        return builder.project().resolve("src/build/debian").resolve(name);
    }

    /** The Debian changelog of this version (a native package: changelog.gz). */
    String changelog() {
        String date = java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC)
                .format(java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME);
        return NAME + " (" + builder.version() + ") unstable; urgency=medium\n\n"
                + "  * Release " + builder.version() + ": see /usr/share/doc/" + NAME + "/copyright and the\n"
                + "    project's docs/changelog.md for what it brings.\n\n"
                + " -- " + MAINTAINER + "  " + date.replace("GMT", "+0000") + "\n";
    }

    String controlFile(Path work, Path tree, Path lib) throws Exception {
        Files.createDirectories(work.resolve("debian"));
        Files.writeString(work.resolve("debian/control"), "Source: " + NAME + "\n\nPackage: " + NAME + "\nArchitecture: any\n",
                StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of("dpkg-shlibdeps", "-O", "--ignore-missing-info", "-e"));
        List<Path> elf = elfFiles(lib);
        elf.forEach(p -> command.add(p.toString()));
        String shlibs = capture(command, work);
        String depends = shlibs.lines().filter(l -> l.startsWith("shlibs:Depends=")).findFirst()
                .map(l -> l.substring("shlibs:Depends=".length())).orElse("libc6");
        // JavaFX loads GTK 3 by name at run time (dlopen), so no ELF file names it
        depends = depends + ", libgtk-3-0 | libgtk-3-0t64";
        long kib;
        try (Stream<Path> all = Files.walk(tree)) {
            kib = all.filter(Files::isRegularFile).mapToLong(p -> (sizeOf(p) + 1023) / 1024).sum();
        }
        return "Package: " + NAME + "\n"
                + "Version: " + builder.version() + "\n"
                + "Architecture: " + architecture() + "\n"
                + "Maintainer: " + MAINTAINER + "\n"
                + "Installed-Size: " + kib + "\n"
                + "Depends: " + depends + "\n"
                + "Recommends: espeak-ng, libespeak-ng1, speech-dispatcher\n"
                + "Section: games\n"
                + "Priority: optional\n"
                + "Homepage: https://github.com/turnpan/turnpan-chess\n"
                + "Description: " + PackageBuilder.DESCRIPTION + "\n"
                + " Turnpan Chess is played entirely by keyboard and by ear. Every move, square and\n"
                + " clock is spoken, and every refused move says why (\"the knight on d7 is pinned\n"
                + " by the bishop on b5\"). It plays against a person at the same keyboard, its own\n"
                + " engine or any UCI engine, reviews PGN files by ear, and teaches the rules with\n"
                + " lessons and a quiz, in English, Italian, Russian, Bulgarian and Vietnamese.\n"
                + " .\n"
                + " The window has 64 accessible squares; the terminal mode (turnpan-chess\n"
                + " console) has the same commands for terminal screen readers and braille\n"
                + " displays. The package carries its own Java runtime.\n";
    }

    String architecture() throws Exception {
        return capture(List.of("dpkg", "--print-architecture")).strip();
    }

    static List<Path> elfFiles(Path root) throws IOException {
        List<Path> elf = new ArrayList<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.filter(f -> Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)).toList()) {
                byte[] head = new byte[4];
                try (var in = Files.newInputStream(p)) {
                    if (in.read(head) == 4 && head[0] == 0x7f && head[1] == 'E' && head[2] == 'L' && head[3] == 'F') {
                        elf.add(p);
                    }
                }
            }
        }
        return elf;
    }

    /** Strips the debugging symbols of every native file (lintian's unstripped-binary-or-object); how many. */
    static int strip(Path root) throws Exception {
        List<Path> elf = elfFiles(root);
        for (Path p : elf) {
            PackageBuilder.run("strip " + root.relativize(p), List.of("strip", "--strip-unneeded", "--remove-section=.comment",
                    "--remove-section=.note", p.toString()), Map.of());
        }
        return elf.size();
    }

    /** Folders and executables 0755, other files 0644, as dpkg-deb and lintian expect. */
    static void normalizePermissions(Path tree) throws IOException {
        try (Stream<Path> all = Files.walk(tree)) {
            for (Path p : all.toList()) {
                if (Files.isSymbolicLink(p)) {
                    continue;
                }
                boolean exec = Files.isDirectory(p) || Files.isExecutable(p) && !p.toString().endsWith(".so")
                        && !p.toString().contains(".so.");
                Files.setPosixFilePermissions(p, java.nio.file.attribute.PosixFilePermissions.fromString(
                        exec ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
    }

    static String md5sums(Path tree) throws Exception {
        StringBuilder s = new StringBuilder();
        try (Stream<Path> all = Files.walk(tree)) {
            for (Path p : all.filter(f -> Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS))
                    .filter(f -> !tree.relativize(f).startsWith("DEBIAN")).sorted().toList()) {
                java.security.MessageDigest md5 = java.security.MessageDigest.getInstance("MD5");
                try (var in = new java.security.DigestInputStream(Files.newInputStream(p), md5)) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                }
                s.append(java.util.HexFormat.of().formatHex(md5.digest())).append("  ")
                        .append(tree.relativize(p).toString().replace('\\', '/')).append('\n');
            }
        }
        return s.toString();
    }

    static long sizeOf(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * gzip -9n as lintian asks: the best compression, marked so in the header (XFL 2), with no
     * file name and no time stamp (java.util.zip's GZIPOutputStream marks no level).
     */
    static void gzip(String text, Path to) throws IOException {
        byte[] data = text.getBytes(StandardCharsets.UTF_8);
        java.util.zip.Deflater deflater = new java.util.zip.Deflater(java.util.zip.Deflater.BEST_COMPRESSION, true);
        deflater.setInput(data);
        deflater.finish();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.write(new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 2, 3});
        byte[] buffer = new byte[1 << 16];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(data);
        java.nio.ByteBuffer trailer = java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        trailer.putInt((int) crc.getValue()).putInt(data.length);
        out.write(trailer.array());
        Files.write(to, out.toByteArray());
    }

    static int[] pngSize(Path png) throws IOException {
        byte[] b = Files.readAllBytes(png);
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(b);
        return new int[] {buf.getInt(16), buf.getInt(20)};
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES, java.nio.file.LinkOption.NOFOLLOW_LINKS);
                }
            }
        }
    }

    static String capture(List<String> command) throws Exception {
        return capture(command, null);
    }

    static String capture(List<String> command, Path dir) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IllegalStateException("failed (exit " + p.exitValue() + "): " + String.join(" ", command));
        }
        return out;
    }
}
