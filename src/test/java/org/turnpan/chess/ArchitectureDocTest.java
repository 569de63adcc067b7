package org.turnpan.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md names only what exists: every class ({@code session.reading.BoardReader},
 * {@code org.turnpan.chess.rules.Position}), every package in its tables and every path it quotes
 * ({@code src/...}, {@code docs/...}, {@code i18n/}) is looked up, so a move or a rename that
 * forgets the map fails here.
 */
class ArchitectureDocTest {
    private static final Path DOC = Path.of("docs", "architecture.md");
    private static final Path MAIN = Path.of("src", "main", "java", "org", "turnpan", "chess");
    private static final Set<String> TOP = Set.of("rules", "notation", "speech", "clock", "review", "engine", "learn",
            "online", "text", "session", "words", "console", "ui", "app");
    /** {@code pkg.Class} or {@code pkg.sub.Class}, optionally fully qualified, in back quotes. */
    private static final Pattern CLASS = Pattern.compile("`(?:org\\.turnpan\\.chess\\.)?([a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)*)\\.([A-Z]\\w*)`");
    /** A package alone in back quotes: {@code session.files}, {@code engine.uci}. */
    private static final Pattern PACKAGE = Pattern.compile("`([a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)*)`");
    private static final Pattern PATH = Pattern.compile("`((?:src|docs|i18n|\\.ci)/[^`\\s]*)`");

    private static String doc() throws IOException {
        return Files.readString(DOC, StandardCharsets.UTF_8);
    }

    @Test
    void everyClassItNamesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        int checked = 0;
        Matcher m = CLASS.matcher(doc());
        while (m.find()) {
            String pkg = m.group(1);
            if (!TOP.contains(pkg.split("\\.")[0])) {
                continue;
            }
            checked++;
            Path file = MAIN.resolve(pkg.replace('.', '/')).resolve(m.group(2) + ".java");
            if (!Files.isRegularFile(file)) {
                missing.add(m.group(0));
            }
        }
        assertTrue(checked >= 40, "the map names the classes a newcomer starts from; found only " + checked);
        assertEquals(List.of(), missing, "docs/architecture.md names classes that do not exist");
    }

    @Test
    void everyPackageItNamesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        int checked = 0;
        Matcher m = PACKAGE.matcher(doc());
        while (m.find()) {
            String pkg = m.group(1);
            if (!TOP.contains(pkg.split("\\.")[0])) {
                continue;
            }
            checked++;
            if (!Files.isDirectory(MAIN.resolve(pkg.replace('.', '/')))) {
                missing.add(pkg);
            }
        }
        assertTrue(checked >= 20, "the map's tables name every package; found only " + checked);
        assertEquals(List.of(), missing, "docs/architecture.md names packages that do not exist");
    }

    @Test
    void everyPathItQuotesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        int checked = 0;
        Matcher m = PATH.matcher(doc());
        while (m.find()) {
            checked++;
            if (!Files.exists(Path.of(m.group(1)))) {
                missing.add(m.group(1));
            }
        }
        assertTrue(checked >= 5, "the map quotes the paths it points to; found only " + checked);
        assertEquals(List.of(), missing, "docs/architecture.md quotes paths that do not exist");
    }

    @Test
    void everyPackageOfTheCodeIsOnTheMap() throws IOException {
        String doc = doc();
        List<String> absent = new ArrayList<>();
        try (var dirs = Files.walk(MAIN)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                boolean hasClasses;
                try (var files = Files.list(dir)) {
                    hasClasses = files.anyMatch(f -> f.toString().endsWith(".java"));
                }
                String pkg = MAIN.relativize(dir).toString().replace('/', '.').replace('\\', '.');
                if (hasClasses && !doc.contains("`" + pkg + "`")) {
                    absent.add(pkg);
                }
            }
        }
        assertEquals(List.of(), absent, "packages missing from docs/architecture.md's tables");
    }
}
