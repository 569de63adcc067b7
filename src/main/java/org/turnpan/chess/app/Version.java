package org.turnpan.chess.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The program's full version ("0.1.0"), as pom.xml names it: Maven writes it into
 * {@code version.properties} when it copies the resources, so the jar, the packages and a test run
 * from the build folder all say the same.
 */
public final class Version implements IVersionProvider {

    /** The version, such as "0.1.0". */
    public static String number() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
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

    @Override
    public String[] getVersion() {
        return new String[] {"Turnpan Chess " + number()};
    }
}
