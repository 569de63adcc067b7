package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DataFolderTest {

    @ParameterizedTest(name = "{0}, turnpan.data={1}, XDG_DATA_HOME={2}, APPDATA={3} -> {4}")
    @CsvSource(nullValues = "none", value = {
            "Linux,      none,             none,           none,                     /home/ann/.local/share/turnpan-chess",
            "Linux,      none,             /data/ann,      none,                     /data/ann/turnpan-chess",
            "Linux,      none,             relative/dir,   none,                     /home/ann/.local/share/turnpan-chess",
            "Linux,      none,             '',             none,                     /home/ann/.local/share/turnpan-chess",
            "Linux,      /portable/data,   /data/ann,      none,                     /portable/data",
            "FreeBSD,    none,             none,           none,                     /home/ann/.local/share/turnpan-chess",
            "Mac OS X,   none,             /data/ann,      none,                     /home/ann/Library/Application Support/Turnpan Chess",
            "Windows 11, none,             none,           /users/ann/AppData/Roaming, /users/ann/AppData/Roaming/Turnpan Chess",
            "Windows 10, none,             none,           none,                     /home/ann/AppData/Roaming/Turnpan Chess",
            "Windows 10, /stick/turnpan,   none,           /users/ann/AppData/Roaming, /stick/turnpan",
    })
    void followsEachSystemsConvention(String os, String override, String xdg, String appData, String expected) {
        Map<String, String> props = new HashMap<>();
        props.put("os.name", os);
        props.put("user.home", "/home/ann");
        props.put(DataFolder.PROPERTY, override);
        Map<String, String> env = new HashMap<>();
        env.put("XDG_DATA_HOME", xdg);
        env.put("APPDATA", appData);
        assertEquals(Path.of(expected), DataFolder.resolve(props::get, env::get));
    }
}
