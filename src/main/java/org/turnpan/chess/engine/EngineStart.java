package org.turnpan.chess.engine;

/** The result of starting an engine: running, or the problem that prevented it. */
public sealed interface EngineStart {

    record Started(Engine engine) implements EngineStart {
    }

    record Failed(EngineProblem problem) implements EngineStart {
    }
}
