package org.turnpan.chess.speech;

/** How square names are spoken. */
public enum SquareStyle {
    /** "e4", with the file letter as the language names it ("е4" in Russian, "еф3" in Bulgarian). */
    PLAIN,
    /** A spelling-alphabet word for the file: "echo 4"; for voices that blur letters. */
    PHONETIC,
    /** The Anna/IBCA name of the file: "Eva 4" (Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector). */
    ANNA
}
