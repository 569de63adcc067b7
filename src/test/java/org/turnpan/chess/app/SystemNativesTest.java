package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which native files of the one jar each system and processor loads, from a table over the three libraries that carry them. */
class SystemNativesTest {

    @ParameterizedTest(name = "{0} {1}: {2} {3}")
    @CsvSource({
        // JavaFX's natives at the jar's root: Linux's .so, Windows's .dll
        "Linux, amd64, libglass.so, true",
        "Linux, amd64, glass.dll, false",
        "Linux, amd64, msvcp140.dll, false",
        "Windows 11, amd64, glass.dll, true",
        "Windows 11, amd64, libglass.so, false",
        "Mac OS X, aarch64, libglass.so, false",
        // each Mac's own folder
        "Mac OS X, aarch64, natives/macos-aarch64/libglass.dylib, true",
        "Mac OS X, aarch64, natives/macos-x64/libglass.dylib, false",
        "Mac OS X, x86_64, natives/macos-x64/libglass.dylib, true",
        "Linux, amd64, natives/macos-x64/libglass.dylib, false",
        // JNA
        "Linux, amd64, com/sun/jna/linux-x86-64/libjnidispatch.so, true",
        "Linux, amd64, com/sun/jna/linux-aarch64/libjnidispatch.so, false",
        "Linux, aarch64, com/sun/jna/linux-aarch64/libjnidispatch.so, true",
        "Linux, amd64, com/sun/jna/win32-x86-64/jnidispatch.dll, false",
        "Windows 11, amd64, com/sun/jna/win32-x86-64/jnidispatch.dll, true",
        "Windows 11, aarch64, com/sun/jna/win32-aarch64/jnidispatch.dll, true",
        "Mac OS X, aarch64, com/sun/jna/darwin-aarch64/libjnidispatch.jnilib, true",
        "Mac OS X, aarch64, com/sun/jna/darwin-x86-64/libjnidispatch.jnilib, false",
        // JLine
        "Linux, amd64, org/jline/nativ/Linux/x86_64/libjlinenative.so, true",
        "Linux, amd64, org/jline/nativ/Linux/x86/libjlinenative.so, false",
        "Linux, amd64, org/jline/nativ/FreeBSD/x86_64/libjlinenative.so, false",
        "Linux, aarch64, org/jline/nativ/Linux/arm64/libjlinenative.so, true",
        "Windows 11, amd64, org/jline/nativ/Windows/x86_64/jlinenative.dll, true",
        "Mac OS X, x86_64, org/jline/nativ/Mac/x86_64/libjlinenative.jnilib, true",
        "Mac OS X, arm64, org/jline/nativ/Mac/arm64/libjlinenative.jnilib, true",
        // not native libraries, or not of those libraries: always kept
        "Linux, amd64, org/turnpan/chess/app/Main.class, true",
        "Linux, amd64, com/sun/jna/Native.class, true",
        "Linux, amd64, natives/, true",
        "Linux, amd64, somewhere/else/libother.so, true",
        // an unknown system keeps every root library (the portable jar's way)
        "FreeBSD, amd64, glass.dll, true",
    })
    void eachSystemUsesItsOwnNatives(String os, String arch, String entry, boolean used) {
        assertEquals(used, SystemNatives.of(os, arch).uses(entry));
    }
}
