package org.turnpan.chess.app;

import org.turnpan.chess.about.About;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: the program's name and full version ("Turnpan Chess 0.1.0"), read where {@link About} reads it. */
public final class Version implements IVersionProvider {

    /** The version, such as "0.1.0". */
    public static String number() {
        return About.version();
    }

    @Override
    public String[] getVersion() {
        return new String[] {"Turnpan Chess " + number()};
    }
}
