package org.turnpan.chess.session.game;

import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.builtin.BuiltinEngine;
import org.turnpan.chess.engine.uci.UciEngine;

/**
 * Starts the engine a spec names: the one place that knows both engines, so the {@code engine}
 * package (the API) needs neither of its implementations. The built-in engine always starts; a UCI engine may not.
 */
public final class Engines {
    private Engines() {
    }

    public static EngineStart start(EngineSpec spec) {
        if (spec instanceof EngineSpec.Builtin b) {
            return new EngineStart.Started(new BuiltinEngine(b.level()));
        }
        EngineSpec.Uci uci = (EngineSpec.Uci) spec;
        return UciEngine.start(uci.path(), java.util.Map.of());
    }

    /** Parses and starts: everything a player can type ends in an engine or a problem. */
    public static EngineStart start(String text) {
        EngineSpec.Parsed parsed = EngineSpec.parse(text);
        if (parsed instanceof EngineSpec.Invalid bad) {
            return new EngineStart.Failed(bad.problem());
        }
        return start(((EngineSpec.Valid) parsed).spec());
    }
}
