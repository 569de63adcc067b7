package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which running programs are screen readers, from their paths as the system lists them. */
class ReaderProcessesTest {
    private record Row(DesktopSystem system, List<String> programs, ReaderEvidence expected) {
    }

    private static final List<String> PLAIN_WINDOWS = List.of(
            "C:\\Windows\\explorer.exe", "C:\\Program Files\\Java\\bin\\javaw.exe");

    private static final List<Row> TABLE = List.of(
            new Row(DesktopSystem.WINDOWS, List.of("C:\\Program Files (x86)\\NVDA\\nvda.exe"), ReaderEvidence.RUNNING),
            new Row(DesktopSystem.WINDOWS, List.of("C:\\Program Files\\Freedom Scientific\\JAWS\\2024\\jfw.exe"),
                    ReaderEvidence.RUNNING),
            new Row(DesktopSystem.WINDOWS, List.of("C:\\WINDOWS\\system32\\Narrator.exe"), ReaderEvidence.RUNNING),
            new Row(DesktopSystem.WINDOWS, List.of("D:\\portable\\NVDA.EXE "), ReaderEvidence.RUNNING),
            new Row(DesktopSystem.WINDOWS, PLAIN_WINDOWS, ReaderEvidence.NOT_RUNNING),
            new Row(DesktopSystem.WINDOWS, List.of("C:\\tools\\nvda.exe.bak"), ReaderEvidence.NOT_RUNNING),
            new Row(DesktopSystem.WINDOWS, List.of(), ReaderEvidence.NOT_RUNNING),
            new Row(DesktopSystem.WINDOWS, null, ReaderEvidence.UNKNOWN),
            new Row(DesktopSystem.MAC, List.of("/System/Library/CoreServices/VoiceOver.app/Contents/MacOS/VoiceOver"),
                    ReaderEvidence.RUNNING),
            new Row(DesktopSystem.MAC, List.of("/Applications/Safari.app/Contents/MacOS/Safari"),
                    ReaderEvidence.NOT_RUNNING),
            new Row(DesktopSystem.MAC, List.of("C:\\Program Files\\NVDA\\nvda.exe"), ReaderEvidence.NOT_RUNNING),
            new Row(DesktopSystem.LINUX, List.of("/usr/bin/orca"), ReaderEvidence.UNKNOWN),
            new Row(DesktopSystem.OTHER, List.of("nvda.exe"), ReaderEvidence.UNKNOWN));

    @Test
    void theTable() {
        for (Row r : TABLE) {
            assertEquals(r.expected(), ReaderProcesses.evidence(r.system(), r.programs()), r.toString());
        }
    }

    @Test
    void systemsAreReadFromTheirNames() {
        assertEquals(DesktopSystem.WINDOWS, DesktopSystem.of("Windows 11"));
        assertEquals(DesktopSystem.MAC, DesktopSystem.of("Mac OS X"));
        assertEquals(DesktopSystem.LINUX, DesktopSystem.of("Linux"));
        assertEquals(DesktopSystem.OTHER, DesktopSystem.of("FreeBSD"));
        assertEquals(DesktopSystem.OTHER, DesktopSystem.of(null));
    }

    @Test
    void theProbeOfThisLinuxMachineSaysItCannotTell() {
        assumeTrue(DesktopSystem.current() == DesktopSystem.LINUX, "the project's machines run Linux");
        assertEquals(ReaderEvidence.UNKNOWN, ReaderProbe.processes(DesktopSystem.current()).sample());
        assertEquals(ReaderEvidence.NOT_RUNNING, ReaderProbe.processes(DesktopSystem.WINDOWS).sample(),
                "the real process list is read: no nvda.exe here");
    }
}
