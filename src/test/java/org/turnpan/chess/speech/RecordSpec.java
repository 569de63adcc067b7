package org.turnpan.chess.speech;

import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.rules.Termination;

/**
 * Builds the data records of a sealed interface (reasons, notation and FEN errors) from short
 * texts, one per record component: "e4" a square, "Nd7" a white knight on d7 ("nd7" black), "N" a
 * piece, "knight" a piece type, "white" a side, "kingside" a castling side, "Bb5,Qe2" a list,
 * "checkmate:white" an outcome, "it" a language, "PiecePinned|nd7|e5|Bb5|e8" a nested reason. With no texts, every
 * component gets a sample value, so any record, even one added later, can be built.
 */
final class RecordSpec {

    private RecordSpec() {
    }

    static <T> T build(Class<T> sealed, String name, List<String> args) {
        Class<?> type = Arrays.stream(sealed.getPermittedSubclasses())
                .filter(c -> c.getSimpleName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no " + sealed.getSimpleName() + "." + name));
        return sealed.cast(build(type, args));
    }

    /** A record with sample values in every component. */
    static Object sample(Class<?> type) {
        return build(type, List.of());
    }

    private static Object build(Class<?> type, List<String> args) {
        RecordComponent[] components = type.getRecordComponents();
        if (!args.isEmpty() && args.size() != components.length) {
            throw new IllegalArgumentException(type.getSimpleName() + " takes " + components.length + " values, got " + args);
        }
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = args.isEmpty() ? sampleValue(components[i]) : parse(components[i].getGenericType(), args.get(i));
        }
        try {
            Constructor<?> c = type.getDeclaredConstructor(types);
            c.setAccessible(true);
            return c.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + type.getSimpleName(), e);
        }
    }

    private static Object sampleValue(RecordComponent c) {
        Class<?> t = c.getType();
        if (t == List.class) {
            return List.of(parse(elementType(c.getGenericType()), sampleText(elementType(c.getGenericType()))));
        }
        return parse(c.getGenericType(), sampleText(t));
    }

    private static String sampleText(Type t) {
        if (t == Square.class) {
            return "e4";
        } else if (t == PlacedPiece.class) {
            return "Nd7";
        } else if (t == Piece.class) {
            return "N";
        } else if (t == PieceType.class) {
            return "knight";
        } else if (t == Side.class) {
            return "white";
        } else if (t == CastlingSide.class) {
            return "kingside";
        } else if (t == Outcome.class) {
            return "checkmate:white";
        } else if (t == IllegalMoveReason.class) {
            return "NoPieceThere|e4";
        } else if (t == int.class || t == Integer.class || t == long.class) {
            return "3";
        } else if (t == Locale.class) {
            return "it";
        }
        return "x";
    }

    private static Type elementType(Type listType) {
        return ((ParameterizedType) listType).getActualTypeArguments()[0];
    }

    private static Object parse(Type type, String text) {
        if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
            return text.equals("-") ? List.of()
                    : Arrays.stream(text.split(",")).map(s -> parse(p.getActualTypeArguments()[0], s)).toList();
        }
        if (type == Square.class) {
            return Square.parse(text).orElseThrow();
        } else if (type == PlacedPiece.class) {
            return new PlacedPiece(piece(text.charAt(0)), Square.parse(text.substring(1)).orElseThrow());
        } else if (type == Piece.class) {
            return piece(text.charAt(0));
        } else if (type == PieceType.class) {
            return PieceType.valueOf(text.toUpperCase(Locale.ROOT));
        } else if (type == Side.class) {
            return Side.valueOf(text.toUpperCase(Locale.ROOT));
        } else if (type == CastlingSide.class) {
            return CastlingSide.valueOf(text.toUpperCase(Locale.ROOT));
        } else if (type == Outcome.class) {
            String[] parts = text.split(":");
            Termination t = Termination.valueOf(parts[0].toUpperCase(Locale.ROOT));
            return parts.length > 1 ? Outcome.win(Side.valueOf(parts[1].toUpperCase(Locale.ROOT)), t) : Outcome.draw(t);
        } else if (type == IllegalMoveReason.class) {
            List<String> parts = List.of(text.split("\\|"));
            return build(IllegalMoveReason.class, parts.get(0), parts.subList(1, parts.size()));
        } else if (type == int.class || type == Integer.class) {
            return Integer.parseInt(text);
        } else if (type == long.class) {
            return Long.parseLong(text);
        } else if (type == char.class) {
            return text.charAt(0);
        } else if (type == Locale.class) {
            return Locale.forLanguageTag(text);
        }
        return text;
    }

    private static Piece piece(char letter) {
        return Piece.fromFenLetter(letter).orElseThrow(() -> new IllegalArgumentException("piece letter " + letter));
    }
}
