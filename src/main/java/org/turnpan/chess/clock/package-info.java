/**
 * Chess clocks: time controls ("3+2", "10+0", untimed), Fischer increments, flag fall, low-time
 * warnings once per crossing, and spoken-friendly readouts. Driven by an injected
 * {@link org.turnpan.chess.clock.TimeSource}, so tests use a manual time source and never sleep.
 * Imports nothing but the JDK (not even {@code rules}): the clock knows only two sides,
 * {@link org.turnpan.chess.clock.ClockSide#WHITE} and {@link org.turnpan.chess.clock.ClockSide#BLACK}.
 */
package org.turnpan.chess.clock;
