package org.turnpan.chess.session;

import java.util.Locale;

/** Catalogue keys named after data records: {@code IsAFolder} under "store.problem" is "store.problem.is-a-folder". */
final class RecordKey {

    private RecordKey() {
    }

    static String of(String prefix, Record record) {
        String kebab = record.getClass().getSimpleName()
                .replaceAll("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-")
                .toLowerCase(Locale.ROOT);
        return prefix + "." + kebab;
    }
}
