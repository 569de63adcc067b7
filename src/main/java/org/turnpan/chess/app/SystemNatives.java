package org.turnpan.chess.app;

import java.util.Locale;
import java.util.Optional;

/**
 * Which native library files of the one jar for every desktop a system loads: JavaFX's (Linux's
 * and Windows's at the jar's root, each Mac's under {@code natives/}), JNA's
 * ({@code com/sun/jna/linux-x86-64/}...) and JLine's ({@code org/jline/nativ/Linux/x86_64/}...).
 * A package is built for one system and one processor, so its copy of the jar and its runtime's
 * JavaFX module leave the others out (docs/packaging.md); files that are not native libraries, or
 * not of those three libraries, are always kept.
 *
 * @param os "linux", "windows", "mac" or "other"
 * @param arch "x86-64", "aarch64" or the JVM's own name for any other processor
 */
record SystemNatives(String os, String arch) {

    /** The system this JVM runs on. */
    static SystemNatives current() {
        return of(System.getProperty("os.name"), System.getProperty("os.arch"));
    }

    /** The system named by the JVM's {@code os.name} and {@code os.arch}. */
    static SystemNatives of(String osName, String osArch) {
        String name = osName == null ? "" : osName.toLowerCase(Locale.ROOT);
        String os = name.startsWith("linux") ? "linux" : name.startsWith("windows") ? "windows"
                : name.startsWith("mac") ? "mac" : "other";
        String a = osArch == null ? "" : osArch.toLowerCase(Locale.ROOT);
        String arch = switch (a) {
            case "amd64", "x86_64", "x86-64" -> "x86-64";
            case "aarch64", "arm64" -> "aarch64";
            default -> a;
        };
        return new SystemNatives(os, arch);
    }

    /** Whether a jar entry is a native library (of any system). */
    static boolean isNativeLibrary(String entryName) {
        return entryName.endsWith(".so") || entryName.endsWith(".dll") || entryName.endsWith(".dylib")
                || entryName.endsWith(".jnilib");
    }

    /** Whether this system may load the jar entry: true for every entry that is not another system's native library. */
    boolean uses(String entryName) {
        if (!isNativeLibrary(entryName)) {
            return true;
        }
        if (entryName.indexOf('/') < 0) {
            // JavaFX's natives of Linux and Windows at the jar's root, where its loader looks
            return switch (os) {
                case "linux" -> entryName.endsWith(".so");
                case "windows" -> entryName.endsWith(".dll");
                case "mac" -> entryName.endsWith(".dylib");
                default -> true;
            };
        }
        if (entryName.startsWith("natives/")) {
            Optional<String> mine = macFolder();
            return mine.isPresent() && entryName.startsWith(mine.get() + "/");
        }
        if (entryName.startsWith("com/sun/jna/")) {
            return entryName.startsWith("com/sun/jna/" + jnaFolder() + "/");
        }
        if (entryName.startsWith("org/jline/nativ/")) {
            return entryName.startsWith("org/jline/nativ/" + jlineFolder() + "/");
        }
        return true;
    }

    /** This Mac's folder of JavaFX natives in the jar ({@link JavaFxNatives}); empty elsewhere. */
    Optional<String> macFolder() {
        if (!os.equals("mac")) {
            return Optional.empty();
        }
        return switch (arch) {
            case "x86-64" -> Optional.of(JavaFxNatives.MAC_INTEL);
            case "aarch64" -> Optional.of(JavaFxNatives.MAC_ARM);
            default -> Optional.empty();
        };
    }

    /** JNA's folder for this system, as its {@code Platform.RESOURCE_PREFIX} names it. */
    private String jnaFolder() {
        String system = switch (os) {
            case "windows" -> "win32";
            case "mac" -> "darwin";
            default -> os;
        };
        return system + "-" + arch;
    }

    /** JLine's folder for this system, as its {@code OSInfo} names it. */
    private String jlineFolder() {
        String system = switch (os) {
            case "linux" -> "Linux";
            case "windows" -> "Windows";
            case "mac" -> "Mac";
            default -> os;
        };
        String processor = switch (arch) {
            case "x86-64" -> "x86_64";
            case "aarch64" -> "arm64";
            default -> arch;
        };
        return system + "/" + processor;
    }
}
