package org.turnpan.chess.speech;

import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.text.Echo;

/**
 * Turns a data record (a refusal reason, a notation or FEN error) into a message: the key is a
 * prefix plus the record's name in kebab case ({@link RecordKey}: {@code reason.piece-pinned}); every component becomes
 * a slot of the same name, as words (squares, pieces, sides as nouns; lists as natural lists, with
 * {@code count} set to the length of the first list; texts, which echo input, cut by {@link Echo}).
 * Records added later get slots with no code.
 */
final class RecordSlots {
    private final Nouns nouns;
    private final Function<Outcome, Message> outcomes;
    private final Function<IllegalMoveReason, Message> reasons;

    RecordSlots(Nouns nouns, Function<Outcome, Message> outcomes, Function<IllegalMoveReason, Message> reasons) {
        this.nouns = nouns;
        this.outcomes = outcomes;
        this.reasons = reasons;
    }

    /** The slots of a record, before any type-specific change. */
    Map<String, Object> slots(Record data) {
        Map<String, Object> slots = new LinkedHashMap<>();
        for (RecordComponent c : data.getClass().getRecordComponents()) {
            Object value = read(c, data);
            if (value instanceof List<?> list && !slots.containsKey(Catalogue.COUNT)) {
                slots.put(Catalogue.COUNT, list.size());
            }
            slots.put(c.getName(), words(value));
        }
        return slots;
    }

    Message message(String prefix, Record data) {
        return new Message(RecordKey.of(prefix, data), slots(data));
    }

    private Object words(Object value) {
        if (value instanceof Square s) {
            return nouns.square(s);
        }
        if (value instanceof PlacedPiece p) {
            return nouns.placed(p);
        }
        if (value instanceof Piece p) {
            return nouns.piece(p.type());
        }
        if (value instanceof PieceType t) {
            return nouns.piece(t);
        }
        if (value instanceof Side s) {
            return nouns.side(s);
        }
        if (value instanceof CastlingSide c) {
            return nouns.castling(c);
        }
        if (value instanceof Outcome o) {
            return outcomes.apply(o);
        }
        if (value instanceof IllegalMoveReason r) {
            return reasons.apply(r);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(this::words).toList();
        }
        if (value instanceof String typed) {
            // every text in a reason or an error record is what the player typed or a file held
            return Echo.of(typed);
        }
        return value == null ? "" : value;
    }

    private static Object read(RecordComponent c, Record data) {
        try {
            return c.getAccessor().invoke(data);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + data, e);
        }
    }
}
