package org.turnpan.chess.speech.tts;

/** An open place to send samples of one format: a sound-card line or a memory buffer. */
public interface AudioSink {

    /** Sends samples; may block while a sound card plays. Returns false once cancelled. */
    boolean write(byte[] data, int offset, int length);

    /** Waits until everything written has been heard (returns at once for a buffer). */
    void drain();

    /** Drops what is still queued and makes further writes return false; callable from any thread. */
    void cancel();

    void close();
}
