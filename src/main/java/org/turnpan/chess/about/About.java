package org.turnpan.chess.about;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.turnpan.chess.speech.Message;

/**
 * What the program says about itself (typed {@code about}, the window's Help, About): its name, its
 * full version, its licence (GPL-3.0-or-later) and where to read it, and its authors. The licence's
 * text is the installed package's copyright file where there is one, else {@code docs/COPYING} of
 * the source.
 */
public final class About {
    /** The copyright file the Debian package installs. */
    static final Path INSTALLED_COPYRIGHT = Path.of("/usr/share/doc/turnpan-chess/copyright");
    /**
     * The version file Maven writes from pom.xml when it copies the resources (src/main/filtered), so
     * the jar, the packages and a test run from the build folder all say the same; the one place the
     * version is read ({@code --version} asks here too).
     */
    private static final String VERSION_RESOURCE = "version.properties";

    private About() {
    }

    /** The sentences for this installation. */
    public static Message sentence() {
        return sentence(version(), Files.isRegularFile(INSTALLED_COPYRIGHT) ? INSTALLED_COPYRIGHT : null);
    }

    /** The sentences for {@code version}, the licence read in {@code copyright} (null: the source's docs/COPYING). */
    static Message sentence(String version, Path copyright) {
        Message where = copyright == null ? Message.of("app.about.licence.source")
                : Message.of("app.about.licence.installed", "file", copyright.toString());
        return Message.of("app.about.text", "version", version, "detail", where);
    }

    /** The full version, such as "0.1.0", from the build. */
    public static String version() {
        try (InputStream in = About.class.getResourceAsStream(VERSION_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing from the build");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
