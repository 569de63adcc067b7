package org.turnpan.chess.ui.a11y.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.ui.a11y.AnnouncementChannel;
import org.turnpan.chess.ui.a11y.DesktopSystem;
import org.turnpan.chess.ui.a11y.ScreenReaderPresence;

/**
 * What can be checked on Linux of the Windows and macOS adapters: they fail safe where their
 * system libraries are missing, JavaFX still has the private members the Windows channel reads,
 * and Linux is told "no screen reader" at once. That the screen readers really speak was not, and
 * cannot be, checked here (docs/screen-readers.md).
 */
@ExtendWith(ApplicationExtension.class)
class ReaderChannelsTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new Label("board"), 200, 100));
        stage.show();
    }

    @Test
    void linuxHasNoChannel() {
        assertEquals(Optional.empty(), ReaderChannels.forSystem(DesktopSystem.LINUX, stage::getScene));
    }

    @Test
    void withoutTheirSystemLibrariesTheChannelsAreMissingNotBroken() {
        assumeTrue(DesktopSystem.current() == DesktopSystem.LINUX, "UIAutomationCore and AppKit are absent here");
        Optional<AnnouncementChannel> windows = ReaderChannels.forSystem(DesktopSystem.WINDOWS, stage::getScene);
        Optional<AnnouncementChannel> mac = ReaderChannels.forSystem(DesktopSystem.MAC, stage::getScene);
        assertEquals(Optional.empty(), windows);
        assertEquals(Optional.empty(), mac);
    }

    @Test
    void javaFxStillHasTheAccessibleObjectTheWindowsChannelRaisesOn() throws Exception {
        Optional<SceneAccessible> accessible = SceneAccessible.of(stage::getScene);
        assertTrue(accessible.isPresent(), "Scene.accessible and Accessible.getNativeAccessible() exist in this JavaFX");
        long[] pointer = new long[1];
        WaitForAsyncUtils.asyncFx(() -> pointer[0] = accessible.get().pointer()).get(5, TimeUnit.SECONDS);
        assertEquals(0, pointer[0], "no screen reader asked for this window: nothing to raise on");
        assertFalse(Platform.isAccessibilityActive(), "looking must not switch JavaFX's accessibility on");
    }

    @Test
    void linuxIsToldAtOnceThatOurVoiceSpeaks() throws Exception {
        List<ScreenReaderPresence.State> told = new CopyOnWriteArrayList<>();
        List<Boolean> onFxThread = new CopyOnWriteArrayList<>();
        ScreenReaderWatch watch = WaitForAsyncUtils.asyncFx(() -> ScreenReaderWatch.start(DesktopSystem.LINUX, s -> {
            told.add(s);
            onFxThread.add(Platform.isFxApplicationThread());
        })).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        try {
            assertEquals(List.of(ScreenReaderPresence.State.ABSENT), told);
            assertEquals(List.of(true), onFxThread);
            assertEquals(ScreenReaderPresence.State.ABSENT, watch.state());
        } finally {
            watch.close();
        }
    }
}
