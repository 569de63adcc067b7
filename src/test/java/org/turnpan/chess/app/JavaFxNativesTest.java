package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which natives folder a system takes, and how a Mac's natives are copied out of the jar. */
class JavaFxNativesTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(nullValues = "root", value = {
        "Mac OS X, aarch64, natives/macos-aarch64",
        "Mac OS X, arm64, natives/macos-aarch64",
        "Mac OS X, x86_64, natives/macos-x64",
        "mac os x, amd64, natives/macos-x64",
        "Linux, amd64, root",
        "Linux, aarch64, root",
        "Windows 11, amd64, root",
        "Mac OS X, ppc, root",
    })
    void folderForEachSystem(String os, String arch, String folder) {
        assertEquals(Optional.ofNullable(folder), JavaFxNatives.folderFor(os, arch));
    }

    @Test
    void copiesOnlyTheFolderOfThisProcessorAndKeepsTheCopy() throws IOException {
        Path jar = jar(Map.of("natives/macos-aarch64/libglass.dylib", "arm glass",
                "natives/macos-aarch64/libprism_sw.dylib", "arm prism",
                "natives/macos-x64/libglass.dylib", "intel glass",
                "libglass.so", "linux glass"));
        Path cache = dir.resolve("cache");
        Path first;
        try (JarFile file = new JarFile(jar.toFile())) {
            first = JavaFxNatives.copy(file, JavaFxNatives.MAC_ARM, cache).orElseThrow();
        }
        assertEquals("arm glass", Files.readString(first.resolve("libglass.dylib")));
        assertEquals("arm prism", Files.readString(first.resolve("libprism_sw.dylib")));
        try (var listed = Files.list(first)) {
            assertEquals(2, listed.count(), "only the two libraries, no partial files");
        }
        FileTime before = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(first.resolve("libglass.dylib"), before);
        try (JarFile file = new JarFile(jar.toFile())) {
            assertEquals(first, JavaFxNatives.copy(file, JavaFxNatives.MAC_ARM, cache).orElseThrow());
        }
        assertEquals(before, Files.getLastModifiedTime(first.resolve("libglass.dylib")), "a complete copy is not written again");
    }

    @Test
    void aNewerJarGetsItsOwnFolderAndAJarWithoutTheFolderNone() throws IOException {
        Path old = jar(Map.of("natives/macos-x64/libglass.dylib", "glass 21"));
        Path newer = jar(Map.of("natives/macos-x64/libglass.dylib", "glass 21.0.1"));
        Path empty = jar(Map.of("libglass.so", "linux glass"));
        Path cache = dir.resolve("cache");
        try (JarFile a = new JarFile(old.toFile()); JarFile b = new JarFile(newer.toFile());
             JarFile c = new JarFile(empty.toFile())) {
            Path first = JavaFxNatives.copy(a, JavaFxNatives.MAC_INTEL, cache).orElseThrow();
            Path second = JavaFxNatives.copy(b, JavaFxNatives.MAC_INTEL, cache).orElseThrow();
            assertNotEquals(first, second);
            assertArrayEquals("glass 21.0.1".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(second.resolve("libglass.dylib")));
            assertTrue(JavaFxNatives.copy(c, JavaFxNatives.MAC_INTEL, cache).isEmpty());
        }
    }

    private Path jar(Map<String, String> entries) throws IOException {
        Path jar = Files.createTempFile(dir, "natives", ".jar");
        try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (var e : new java.util.TreeMap<>(entries).entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return jar;
    }
}
