package org.turnpan.chess.ui.a11y.platform;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.Scene;

/**
 * The native accessible object JavaFX made for a scene (on Windows the UI Automation provider of
 * the window, the element a notification is raised on). JavaFX keeps it private, so it is read by
 * reflection, which works while JavaFX is on the class path (the jar and {@code mvn javafx:run});
 * on the module path, or before any screen reader has asked for the window, there is none.
 * Reading never creates one (creating it would set JavaFX's accessibility flag by itself).
 * Use on the JavaFX thread.
 */
final class SceneAccessible {
    private final Supplier<Scene> scene;
    private final Field accessibleField;
    private final Method nativeAccessible;

    private SceneAccessible(Supplier<Scene> scene, Field accessibleField, Method nativeAccessible) {
        this.scene = scene;
        this.accessibleField = accessibleField;
        this.nativeAccessible = nativeAccessible;
    }

    /** Empty when this JavaFX does not have the private members this relies on, or hides them. */
    static Optional<SceneAccessible> of(Supplier<Scene> scene) {
        try {
            Field f = Scene.class.getDeclaredField("accessible");
            f.setAccessible(true);
            Method m = Class.forName("com.sun.glass.ui.Accessible").getDeclaredMethod("getNativeAccessible");
            m.setAccessible(true);
            return Optional.of(new SceneAccessible(scene, f, m));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The native pointer, or 0 when there is none yet. */
    long pointer() {
        try {
            Scene s = scene.get();
            Object accessible = s == null ? null : accessibleField.get(s);
            if (accessible == null) {
                return 0;
            }
            return (Long) nativeAccessible.invoke(accessible);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return 0;
        }
    }
}
