package org.turnpan.chess.speech;

import java.util.Locale;

/**
 * Catalogue keys named after data records, the one key maker for refusal reasons, notation errors
 * and the session's problem records: {@code IsAFolder} under "store.problem" is
 * "store.problem.is-a-folder", {@code FENError} would be "fen-error".
 */
public final class RecordKey {

    private RecordKey() {
    }

    /** The key of a record's type: {@code prefix + "." + kebab-case name}. */
    public static String of(String prefix, Record record) {
        return of(prefix, record.getClass());
    }

    /** The key of a record type: {@code prefix + "." + kebab-case name}. */
    public static String of(String prefix, Class<?> type) {
        String kebab = type.getSimpleName()
                .replaceAll("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-")
                .toLowerCase(Locale.ROOT);
        return prefix + "." + kebab;
    }
}
