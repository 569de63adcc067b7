/**
 * The lichess Board API client: the server's address, the personal token kept in a 0600 file, HTTP
 * requests with timeouts, and the ND-JSON streams (events and one game) read in bounded lines and
 * reconnected after a drop. It knows no session, speech or front end: everything it reports is data.
 */
package org.turnpan.chess.online;
