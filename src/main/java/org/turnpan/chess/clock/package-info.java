/**
 * Chess clocks: time controls ("3+2", "10+0", untimed), Fischer increments, flag fall, low-time
 * warnings once per crossing, and spoken-friendly readouts. Driven by an injected
 * {@link org.turnpan.chess.clock.TimeSource}, so tests use a manual time source and never sleep.
 * Imports nothing but the JDK and {@code rules.Side} (the two faces of the clock are the two sides
 * of the board). {@link org.turnpan.chess.clock.ClockReading} is the one view of a clock.
 */
package org.turnpan.chess.clock;
