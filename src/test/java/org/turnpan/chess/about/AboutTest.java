package org.turnpan.chess.about;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/** Issue 27: about names the program, its full version, its licence and where to read it, its authors. */
class AboutTest {

    @Test
    void namesProgramVersionLicenceAndAuthorsInEveryLanguage() {
        for (Locale l : Catalogue.LANGUAGES) {
            Catalogue c = Catalogue.forLocale(l);
            String source = c.render(About.sentence("0.1.0", null), Medium.TEXT);
            String installed = c.render(About.sentence("0.1.0", Path.of("/usr/share/doc/turnpan-chess/copyright")),
                    Medium.TEXT);
            for (String text : new String[] {source, installed}) {
                assertTrue(text.startsWith("Turnpan Chess") && text.contains("0.1.0")
                        && text.contains("GPL-3.0-or-later") && text.contains("GNU General Public License")
                        && !text.contains("{") && !text.contains("app.about"), l + ": " + text);
            }
            assertTrue(source.contains("COPYING") && source.contains("docs"), l + ": " + source);
            assertTrue(installed.contains("/usr/share/doc/turnpan-chess/copyright"), l + ": " + installed);
        }
    }

    @Test
    void theVersionIsTheBuildsFullVersionAndTheLicenceFileExists() throws Exception {
        String pom = Files.readString(Path.of("pom.xml"));
        String version = About.version();
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version);
        assertTrue(pom.contains("<version>" + version + "</version>"), "pom.xml's version is " + version);
        assertTrue(Files.readString(Path.of("docs/COPYING")).contains("GNU GENERAL PUBLIC LICENSE"),
                "the source's docs/COPYING that about names is the GPL");
    }
}
