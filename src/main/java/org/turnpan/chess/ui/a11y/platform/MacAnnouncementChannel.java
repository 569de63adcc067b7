package org.turnpan.chess.ui.a11y.platform;

import com.sun.jna.Function;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import org.turnpan.chess.ui.a11y.AnnouncementChannel;

/**
 * macOS: posts {@code NSAccessibilityAnnouncementRequestedNotification} on the application with the
 * sentence and a priority ({@code NSAccessibilityPostNotificationWithUserInfo}), the announcement
 * VoiceOver speaks whatever has the focus (AppKit 10.9 and later; what browsers use for live
 * regions). Low priority waits for VoiceOver to finish what it is saying; medium cuts it short.
 * The dictionary is built with Core Foundation (toll-free bridged to Foundation). Call on the
 * JavaFX thread, which on macOS is AppKit's main thread.
 */
final class MacAnnouncementChannel implements AnnouncementChannel {
    private static final int PRIORITY_LOW = 10;
    private static final int PRIORITY_MEDIUM = 50;
    private static final long NUMBER_INT_TYPE = 9;

    interface ObjC extends Library {
        Pointer objc_getClass(String name);

        Pointer sel_registerName(String name);
    }

    interface CoreFoundation extends Library {
        Pointer CFStringCreateWithCharacters(Pointer allocator, char[] chars, long length);

        Pointer CFNumberCreate(Pointer allocator, long type, IntByReference value);

        Pointer CFDictionaryCreate(Pointer allocator, Pointer[] keys, Pointer[] values, long count,
                                   Pointer keyCallBacks, Pointer valueCallBacks);

        void CFRelease(Pointer object);
    }

    interface AppKit extends Library {
        void NSAccessibilityPostNotificationWithUserInfo(Pointer element, Pointer notification, Pointer userInfo);
    }

    private final ObjC objc;
    private final Function msgSend;
    private final CoreFoundation cf;
    private final AppKit appKit;
    private final Pointer keyCallBacks;
    private final Pointer valueCallBacks;
    private final Pointer notification;
    private final Pointer announcementKey;
    private final Pointer priorityKey;
    private Pointer application;

    private MacAnnouncementChannel() {
        objc = Native.load("objc", ObjC.class);
        msgSend = NativeLibrary.getInstance("objc").getFunction("objc_msgSend");
        cf = Native.load("CoreFoundation", CoreFoundation.class);
        appKit = Native.load("AppKit", AppKit.class);
        NativeLibrary cfLibrary = NativeLibrary.getInstance("CoreFoundation");
        keyCallBacks = cfLibrary.getGlobalVariableAddress("kCFTypeDictionaryKeyCallBacks");
        valueCallBacks = cfLibrary.getGlobalVariableAddress("kCFTypeDictionaryValueCallBacks");
        notification = appKitString("NSAccessibilityAnnouncementRequestedNotification", "AXAnnouncementRequested");
        announcementKey = appKitString("NSAccessibilityAnnouncementKey", "AXAnnouncementKey");
        priorityKey = appKitString("NSAccessibilityPriorityKey", "AXPriorityKey");
    }

    /** Loads the frameworks; throws a {@link LinkageError} or a runtime exception when it cannot. */
    static AnnouncementChannel load() {
        return new MacAnnouncementChannel();
    }

    @Override
    public String name() {
        return "ns-announcement";
    }

    @Override
    public boolean announce(String text, Urgency urgency) {
        Pointer sentence = null;
        Pointer priority = null;
        Pointer info = null;
        try {
            Pointer app = application();
            char[] chars = text.toCharArray();
            sentence = cf.CFStringCreateWithCharacters(null, chars, chars.length);
            priority = cf.CFNumberCreate(null, NUMBER_INT_TYPE,
                    new IntByReference(urgency == Urgency.INTERRUPT ? PRIORITY_MEDIUM : PRIORITY_LOW));
            if (app == null || sentence == null || priority == null) {
                return false;
            }
            info = cf.CFDictionaryCreate(null, new Pointer[] {announcementKey, priorityKey},
                    new Pointer[] {sentence, priority}, 2, keyCallBacks, valueCallBacks);
            if (info == null) {
                return false;
            }
            appKit.NSAccessibilityPostNotificationWithUserInfo(app, notification, info);
            return true;
        } catch (RuntimeException | LinkageError e) {
            return false;
        } finally {
            release(info);
            release(priority);
            release(sentence);
        }
    }

    /** {@code [NSApplication sharedApplication]}, asked once, on the main thread. */
    private Pointer application() {
        if (application == null) {
            Pointer cls = objc.objc_getClass("NSApplication");
            Pointer sel = objc.sel_registerName("sharedApplication");
            if (cls != null && sel != null) {
                application = (Pointer) msgSend.invoke(Pointer.class, new Object[] {cls, sel});
            }
        }
        return application;
    }

    /** AppKit's own constant string, or the same text made here (never released: kept for the program's life). */
    private Pointer appKitString(String symbol, String value) {
        try {
            Pointer p = NativeLibrary.getInstance("AppKit").getGlobalVariableAddress(symbol).getPointer(0);
            if (p != null) {
                return p;
            }
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            // an older AppKit without the symbol: the documented value does the same
        }
        char[] chars = value.toCharArray();
        return cf.CFStringCreateWithCharacters(null, chars, chars.length);
    }

    private void release(Pointer object) {
        if (object != null) {
            cf.CFRelease(object);
        }
    }
}
