package org.turnpan.chess.app;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** The file format and processor of a native library, read from its first bytes (test helper). */
record NativeFormat(String format, String processor) {

    static NativeFormat of(byte[] bytes) {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (bytes.length >= 20 && bytes[0] == 0x7f && bytes[1] == 'E' && bytes[2] == 'L' && bytes[3] == 'F') {
            return new NativeFormat("elf", switch (b.getShort(18)) {
                case 62 -> "x86-64";
                case 183 -> "arm64";
                default -> "other";
            });
        }
        if (bytes.length >= 0x40 && bytes[0] == 'M' && bytes[1] == 'Z') {
            int pe = b.getInt(0x3c);
            if (pe > 0 && pe + 6 <= bytes.length && b.getInt(pe) == 0x00004550) {
                return new NativeFormat("pe", switch (b.getShort(pe + 4) & 0xffff) {
                    case 0x8664 -> "x86-64";
                    case 0xaa64 -> "arm64";
                    default -> "other";
                });
            }
        }
        if (bytes.length >= 8 && b.getInt(0) == 0xfeedfacf) {
            return new NativeFormat("mach-o", switch (b.getInt(4)) {
                case 0x01000007 -> "x86-64";
                case 0x0100000c -> "arm64";
                default -> "other";
            });
        }
        return new NativeFormat("unknown", "unknown");
    }
}
