package org.turnpan.chess.speech.tts.espeak;

import com.sun.jna.Callback;
import com.sun.jna.IntegerType;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

/**
 * The part of libespeak-ng's C interface ({@code speak_lib.h}) we call, mapped by JNA. Constants
 * are the header's values.
 */
interface EspeakApi extends Library {
    /** {@code AUDIO_OUTPUT_SYNCHRONOUS}: samples go to the callback, {@code espeak_Synth} returns when done. */
    int AUDIO_OUTPUT_SYNCHRONOUS = 2;
    /** {@code espeakINITIALIZE_DONT_EXIT}: a missing espeak-ng-data returns an error instead of exiting the JVM. */
    int INITIALIZE_DONT_EXIT = 0x8000;
    /** {@code POS_CHARACTER}. */
    int POS_CHARACTER = 1;
    /** {@code espeakCHARS_UTF8}. */
    int CHARS_UTF8 = 1;
    /** {@code espeakRATE}: words a minute. */
    int PARAMETER_RATE = 1;
    /** {@code espeakVOLUME}: 0..200, 100 normal. */
    int PARAMETER_VOLUME = 2;
    /** {@code EE_OK}. */
    int OK = 0;

    /** Returns the sample rate in Hz, or -1. */
    int espeak_Initialize(int output, int bufferMillis, String dataPath, int options);

    void espeak_SetSynthCallback(SynthCallback callback);

    int espeak_SetVoiceByName(String name);

    int espeak_SetParameter(int parameter, int value, int relative);

    int espeak_Synth(byte[] text, SizeT size, int position, int positionType, int endPosition, int flags,
                     Pointer uniqueIdentifier, Pointer userData);

    /**
     * {@code int SynthCallback(short *wav, int numsamples, espeak_EVENT *events)}: {@code wav} is null
     * at the end; returning 1 aborts the synthesis.
     */
    interface SynthCallback extends Callback {
        int invoke(Pointer wav, int samples, Pointer events);
    }

    /** C's {@code size_t}. */
    final class SizeT extends IntegerType {
        private static final long serialVersionUID = 1L;

        public SizeT() {
            this(0);
        }

        public SizeT(long value) {
            super(Native.SIZE_T_SIZE, value, true);
        }
    }
}
