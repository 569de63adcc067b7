package org.turnpan.chess.online;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One JSON line of a stream read with Jackson's streaming parser into plain maps, lists, strings,
 * numbers and booleans, with bounded nesting and string length, and read back by path with
 * defaults: a field missing or of another type is absent, never an exception.
 */
final class JsonValue {

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(16).maxStringLength(65_536)
                    .maxNumberLength(32).build())
            .build();

    private final Object value;

    private JsonValue(Object value) {
        this.value = value;
    }

    /** The object {@code text} holds, or empty when it is not one well-formed JSON object. */
    static Optional<JsonValue> parse(String text) {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            Object v = read(p, first);
            return p.nextToken() == null ? Optional.of(new JsonValue(v)) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Object read(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                JsonToken next;
                while ((next = p.nextToken()) == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    map.put(name, read(p, p.nextToken()));
                }
                if (next != JsonToken.END_OBJECT) {
                    throw new IOException("unfinished object");
                }
                return Collections.unmodifiableMap(map);
            }
            case START_ARRAY -> {
                List<Object> list = new ArrayList<>();
                JsonToken next;
                while ((next = p.nextToken()) != JsonToken.END_ARRAY) {
                    if (next == null) {
                        throw new IOException("unfinished array");
                    }
                    list.add(read(p, next));
                }
                return Collections.unmodifiableList(list);
            }
            case VALUE_STRING -> {
                return p.getText();
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return p.getDoubleValue();
            }
            case VALUE_TRUE -> {
                return true;
            }
            case VALUE_FALSE -> {
                return false;
            }
            case VALUE_NULL -> {
                return NULL;
            }
            default -> throw new IOException("unexpected token");
        }
    }

    private static final Object NULL = new Object();

    /** The field {@code path} (dot-separated) of this object, absent when any step is missing. */
    JsonValue at(String path) {
        Object v = value;
        for (String step : path.split("\\.")) {
            v = v instanceof Map<?, ?> m ? m.get(step) : null;
        }
        return new JsonValue(v);
    }

    Optional<String> text() {
        return value instanceof String s ? Optional.of(s) : Optional.empty();
    }

    String text(String fallback) {
        return text().orElse(fallback);
    }

    Optional<Long> number() {
        return value instanceof Double d && !d.isNaN() && !d.isInfinite() ? Optional.of((long) (double) d)
                : Optional.empty();
    }

    boolean isTrue() {
        return Boolean.TRUE.equals(value);
    }

    boolean present() {
        return value != null && value != NULL;
    }

    List<JsonValue> list() {
        return value instanceof List<?> l ? l.stream().map(JsonValue::new).toList() : List.of();
    }
}
