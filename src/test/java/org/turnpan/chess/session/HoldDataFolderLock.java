package org.turnpan.chess.session;

import java.io.IOException;
import java.nio.file.Path;
import org.turnpan.chess.session.files.DataFolderLock;

/**
 * A separate program for {@link DataFolderLockTest}, standing for another copy of Turnpan Chess:
 * takes the lock of the folder named by its argument, prints "held" (or "busy" when it could not),
 * and keeps it until its standard input ends.
 */
public final class HoldDataFolderLock {

    private HoldDataFolderLock() {
    }

    public static void main(String[] args) throws IOException {
        DataFolderLock.Taken taken = DataFolderLock.tryLock(Path.of(args[0]));
        System.out.println(taken instanceof DataFolderLock.Held ? "held" : "busy");
        System.out.flush();
        while (System.in.read() >= 0) {
            // hold the lock until the test closes our input
        }
    }
}
