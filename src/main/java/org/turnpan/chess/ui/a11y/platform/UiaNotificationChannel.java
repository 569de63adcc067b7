package org.turnpan.chess.ui.a11y.platform;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;
import com.sun.jna.WString;
import java.util.function.Supplier;
import javafx.scene.Scene;
import org.turnpan.chess.ui.a11y.AnnouncementChannel;

/**
 * Windows: raises a UI Automation notification event ({@code UiaRaiseNotificationEvent}, Windows 10
 * version 1709 and later) on the window's own UI Automation provider, the one JavaFX made. NVDA
 * speaks notifications from the focused application (and cancels its speech first for "most
 * recent" ones); JAWS and Narrator read them too. JavaFX's own change events cannot do this: a
 * changed text is sent as a value change, which no screen reader speaks on a control without the
 * focus. Call on the JavaFX thread.
 */
final class UiaNotificationChannel implements AnnouncementChannel {
    private static final int KIND_OTHER = 4;
    private static final int PROCESSING_IMPORTANT_ALL = 0;
    private static final int PROCESSING_IMPORTANT_MOST_RECENT = 1;
    private static final String ACTIVITY = "org.turnpan.chess.announcement";

    /** UIAutomationCore.dll. */
    interface Uia extends Library {
        int UiaRaiseNotificationEvent(Pointer provider, int kind, int processing, Pointer displayString,
                                      Pointer activityId);
    }

    /** OleAut32.dll: the strings UI Automation takes are BSTRs. */
    interface OleAut extends Library {
        Pointer SysAllocString(WString text);

        void SysFreeString(Pointer bstr);
    }

    private final Uia uia;
    private final OleAut ole;
    private final SceneAccessible window;

    private UiaNotificationChannel(Uia uia, OleAut ole, SceneAccessible window) {
        this.uia = uia;
        this.ole = ole;
        this.window = window;
    }

    /**
     * Loads the two system libraries and checks that the function exists. Throws a
     * {@link LinkageError} or a runtime exception when it cannot (older Windows, no JNA native).
     */
    static AnnouncementChannel load(Supplier<Scene> scene) {
        SceneAccessible window = SceneAccessible.of(scene)
                .orElseThrow(() -> new IllegalStateException("JavaFX hides its accessible objects"));
        NativeLibrary.getInstance("UIAutomationCore").getFunction("UiaRaiseNotificationEvent");
        return new UiaNotificationChannel(Native.load("UIAutomationCore", Uia.class),
                Native.load("OleAut32", OleAut.class), window);
    }

    @Override
    public String name() {
        return "uia-notification";
    }

    @Override
    public boolean announce(String text, Urgency urgency) {
        long provider = window.pointer();
        if (provider == 0) {
            return false;
        }
        Pointer display = null;
        Pointer activity = null;
        try {
            display = ole.SysAllocString(new WString(text));
            activity = ole.SysAllocString(new WString(ACTIVITY));
            if (display == null || activity == null) {
                return false;
            }
            int processing = urgency == Urgency.INTERRUPT ? PROCESSING_IMPORTANT_MOST_RECENT : PROCESSING_IMPORTANT_ALL;
            int hresult = uia.UiaRaiseNotificationEvent(new Pointer(provider), KIND_OTHER, processing, display, activity);
            return hresult >= 0;
        } catch (RuntimeException | LinkageError e) {
            return false;
        } finally {
            free(display);
            free(activity);
        }
    }

    private void free(Pointer bstr) {
        if (bstr != null) {
            ole.SysFreeString(bstr);
        }
    }
}
