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
            options.add("--enable-native-access=ALL-UNNAMED");
        }
        if (feature >= 23) {
            options.add("--sun-misc-unsafe-memory-access=allow");
        }
        return options;
    }

    void build() throws Exception {
        long t0 = System.nanoTime();
        deleteTree(dest);
        Files.createDirectories(dest);
        Path runtime = dest.resolve("runtime");
        Path input = dest.resolve("input");
        Files.createDirectories(input);
        Files.copy(jar, input.resolve(NAME + ".jar"), StandardCopyOption.REPLACE_EXISTING);

        List<String> jlink = new ArrayList<>(List.of(tool("jlink"), "--add-modules", MODULES,
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
            boolean deb = onPath("dpkg-deb") && onPath("fakeroot");
            if (!deb) {
                System.out.println("[package] dpkg-deb or fakeroot missing: no .deb (the application image is built)");
            }
            return deb ? List.of("deb") : List.of();
        }
        if (windows()) {
            return List.of("msi", "exe");
        }
        return mac() ? List.of("dmg") : List.of();
    }

    void installer(String type, Path appImage, Path input) throws Exception {
        List<String> command = new ArrayList<>(List.of(tool("jpackage"), "--type", type, "--app-image", appImage.toString(),
                "--name", NAME, "--app-version", version, "--description", DESCRIPTION, "--vendor", "Turnpan",
                "--dest", dest.toString()));
        if (type.equals("deb")) {
            Path resources = debResources();
            command.addAll(List.of("--resource-dir", resources.toString(), "--linux-shortcut", "--install-dir", "/opt",
                    "--linux-app-category", "games",
                    "--linux-package-deps", "libgtk-3-0 | libgtk-3-0t64",
                    "--linux-deb-maintainer", "turnpan-chess@users.noreply.invalid"));
        } else if (windows()) {
            command.addAll(List.of("--win-menu", "--win-shortcut", "--win-dir-chooser", "--win-per-user-install"));
        }
        // the .deb jpackage makes is unpacked and packed again below: no time spent compressing it here
        run("jpackage " + type, command, type.equals("deb") ? Map.of("DPKG_DEB_COMPRESSOR_TYPE", "none") : Map.of());
        if (type.equals("deb")) {
            repackDeb(input.resolve(NAME + ".jar"));
        }
    }

    /**
     * jpackage copies the image into the .deb with new time stamps, and the start-up cache is used
     * only with the jar it was trained on, time stamp included: the .deb is unpacked, the jar gets
     * the trained time stamp back, the control file and scripts get our lines, and the files are
     * packed again (dpkg keeps time stamps).
     */
    void repackDeb(Path trainedJar) throws Exception {
        Path deb;
        try (Stream<Path> files = Files.list(dest)) {
            deb = files.filter(p -> p.getFileName().toString().endsWith(".deb")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("jpackage wrote no .deb in " + dest));
        }
        Path tree = dest.resolve("deb-tree");
        deleteTree(tree);
        run("unpack .deb", List.of("dpkg-deb", "--raw-extract", deb.toString(), tree.toString()), Map.of());
        sameTimeAsTrained(trainedJar, tree.resolve("opt").resolve(NAME).resolve("lib").resolve("app").resolve(NAME + ".jar"));
        addToControl(tree.resolve("DEBIAN"));
        // gzip -6: readable by every dpkg; xz took 394 s on the two shared cores, gzip -9 85 s
        run("pack .deb", List.of("dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", tree.toString(), deb.toString()),
                Map.of());
        deleteTree(tree);
    }

    static void sameTimeAsTrained(Path trained, Path copy) throws IOException {
        if (!Files.isRegularFile(copy)) {
            throw new IllegalStateException("no jar at " + copy);
        }
        Files.setLastModifiedTime(copy, Files.getLastModifiedTime(trained));
    }

    /** jpackage's resource folder for the .deb: the desktop entry in five languages. */
    Path debResources() throws IOException {
        Path to = dest.resolve("deb-resources");
        Files.createDirectories(to);
        Files.writeString(to.resolve(NAME + ".desktop"), desktopEntry(), StandardCharsets.UTF_8);
        return to;
    }

    /**
     * What the .deb adds to jpackage's own control file and scripts (added while repacking, so that
     * jpackage's templates, which differ between Java versions, stay as they are).
     */
    static final String RECOMMENDS = "Recommends: espeak-ng, speech-dispatcher";
    static final String LINK = "/usr/bin/" + NAME;
    static final String TARGET = "/opt/" + NAME + "/bin/" + NAME;

    static void addToControl(Path debian) throws IOException {
        Path control = debian.resolve("control");
        List<String> lines = new ArrayList<>(Files.readAllLines(control, StandardCharsets.UTF_8));
        lines.removeIf(l -> l.startsWith("Recommends:") || l.isBlank());
        int depends = indexOfStart(lines, "Depends:", control);
        lines.add(depends + 1, RECOMMENDS);
        Files.write(control, lines, StandardCharsets.UTF_8);
        // the launcher on the PATH, so that "turnpan-chess console" works in any terminal (docs/install.md)
        insertAfter(debian.resolve("postinst"), "configure)", "        ln -sf " + TARGET + " " + LINK);
        insertAfter(debian.resolve("prerm"), "remove|upgrade|deconfigure)",
                "        if [ \"$(readlink " + LINK + ")\" = " + TARGET + " ]; then rm -f " + LINK + "; fi");
        for (String script : List.of("postinst", "prerm")) {
            desktopMenuNotFatal(debian.resolve(script));
        }
    }

    /**
     * jpackage's scripts register the desktop entry with xdg-desktop-menu, which fails (exit 3, "No
     * writable system menu directory") on a system without a desktop's menu folders, such as a
     * server reached by SSH where a player uses the console; under {@code set -e} that failed the
     * whole installation and, worse, the removal (tried with dpkg -i and dpkg --purge). The menu
     * entry is a convenience: its failure no longer stops the script.
     */
    static void desktopMenuNotFatal(Path script) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(script, StandardCharsets.UTF_8));
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i).trim();
            boolean command = l.startsWith("xdg-") || l.startsWith("do_if_file_belongs_to_single_package ") && l.contains(" xdg-");
            if (command && !l.endsWith("|| true")) {
                lines.set(i, lines.get(i) + " || true");
            }
        }
        Files.write(script, lines, StandardCharsets.UTF_8);
    }

    static void insertAfter(Path script, String caseLabel, String line) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(script, StandardCharsets.UTF_8));
        int at = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().equals(caseLabel)) {
                at = i;
            }
        }
        if (at < 0) {
            throw new IllegalStateException(script + " has no line " + caseLabel + ": jpackage's template changed");
        }
        lines.add(at + 1, line);
        Files.write(script, lines, StandardCharsets.UTF_8);
    }

    static int indexOfStart(List<String> lines, String prefix, Path file) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new IllegalStateException(file + " has no " + prefix + " line");
    }

    /** The desktop entry, its name, generic name, comment and keywords in every catalogue language. */
    String desktopEntry() throws IOException {
        StringBuilder s = new StringBuilder("[Desktop Entry]\nType=Application\nVersion=1.5\n");
        Map<String, Properties> languages = new LinkedHashMap<>();
        for (String lang : LOCALES.split(",")) {
            languages.put(lang, catalogue(lang));
        }
        for (String[] field : new String[][] {{"Name", "desktop.name"}, {"GenericName", "desktop.generic-name"},
                {"Comment", "desktop.comment"}, {"Keywords", "desktop.keywords"}}) {
            for (var e : languages.entrySet()) {
                String value = e.getValue().getProperty(field[1]);
                if (value == null || value.isBlank()) {
                    throw new IllegalStateException("i18n/ui_" + e.getKey() + ".properties has no " + field[1]);
                }
                s.append(field[0]).append(e.getKey().equals("en") ? "" : "[" + e.getKey() + "]").append('=')
                        .append(value.strip()).append('\n');
            }
        }
        s.append("Exec=APPLICATION_LAUNCHER\nIcon=APPLICATION_ICON\nTerminal=false\nCategories=Game;BoardGame;\n");
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
