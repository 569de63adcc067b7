package org.turnpan.chess.review;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Nouns;
import org.turnpan.chess.speech.Phraser;

/**
 * An annotator's comment as a message: shown exactly as written, and said with its notation in
 * words. "Better was 17. Nf3 exd5" reached the voice as written, so an Italian voice said "enne
 * effe tre" and a Russian one read "e4" as English; now each move ("knight f3", "e takes d5"),
 * square and move number ("seventeen") is said as the voice's language says it, and shown as the
 * annotator wrote it. A comment is read without its position (it often speaks of other lines), so
 * moves are said in the terse style: the piece, what it takes, the square. Immutable.
 */
final class CommentWords {
    /** A move number ("17." or "17...") before a move, or a move in standard notation (English letters, as PGN writes them). */
    private static final Pattern NOTATION = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(?:(\\d{1,4})\\.(?:\\.\\.)?(?=\\s*(?:[KQRBNa-h]|O-O|0-0))"
                    + "|(?:(O-O-O|0-0-0|O-O|0-0)|([KQRBN])([a-h])?([1-8])?(x)?([a-h][1-8])|([a-h])x([a-h][1-8])(?:=?([QRBN]))?"
                    + "|([a-h][1-8])(?:=([QRBN]))?)([+#])?(?![\\p{L}\\p{N}]))");
    private static final String JOIN = "review.comment.join";

    private final Phraser phraser;

    CommentWords(Phraser phraser) {
        this.phraser = phraser;
    }

    /** The comment's words: plain text as written, notation said in words and shown as written. */
    Message of(String text) {
        List<Message> parts = new ArrayList<>();
        Matcher m = NOTATION.matcher(text);
        int done = 0;
        while (m.find()) {
            if (m.start() > done) {
                parts.add(plain(text.substring(done, m.start())));
            }
            parts.add(said(m).shownAs(m.group()));
            done = m.end();
        }
        if (done < text.length() || parts.isEmpty()) {
            parts.add(plain(text.substring(done)));
        }
        Message out = parts.get(parts.size() - 1);
        for (int i = parts.size() - 2; i >= 0; i--) {
            out = Message.of(JOIN, "first", parts.get(i), "rest", out);
        }
        return out;
    }

    private static Message plain(String text) {
        return Message.of("review.comment.text", "text", text);
    }

    private Message said(Matcher m) {
        if (m.group(1) != null) {
            return Message.of("review.comment.move-number", "number", Integer.parseInt(m.group(1))); // shown as written
        }
        Message move;
        if (m.group(2) != null) {
            move = Message.of(m.group(2).length() > 3 ? "move.castle.queenside.inline" : "move.castle.kingside.inline");
        } else if (m.group(3) != null) {
            move = piece(m);
        } else if (m.group(8) != null) {
            Message capture = Message.of("move.terse.pawn-capture", "from", file(m.group(8)), "square", square(m.group(9)));
            move = m.group(10) == null ? capture : Message.of("review.comment.promotion", "move", capture,
                    "promotion", pieceType(m.group(10)));
        } else {
            Message to = Message.of("move.terse.pawn", "square", square(m.group(11)));
            move = m.group(12) == null ? to : Message.of("review.comment.promotion", "move", to,
                    "promotion", pieceType(m.group(12)));
        }
        if (m.group(13) == null) {
            return move;
        }
        return Message.of(m.group(13).equals("#") ? "move.checkmate" : "move.check", "move", move);
    }

    /** "Nf3", "Rxd8", "Nbd2", "R1e2", "Qh4xe1". */
    private Message piece(Matcher m) {
        Message piece = pieceType(m.group(3));
        Message to = square(m.group(7));
        boolean takes = m.group(6) != null;
        Message from = null;
        if (m.group(4) != null && m.group(5) != null) {
            from = square(m.group(4) + m.group(5));
        } else if (m.group(4) != null) {
            from = file(m.group(4));
        } else if (m.group(5) != null) {
            from = Message.of("review.comment.text", "text", m.group(5));
        }
        if (from == null) {
            return Message.of(takes ? "move.terse.piece-capture" : "move.terse.piece", "piece", piece, "square", to);
        }
        return Message.of(takes ? "move.terse.piece-from-capture" : "move.terse.piece-from", "piece", piece, "from", from,
                "square", to);
    }

    private static Message pieceType(String letter) {
        PieceType type = PieceType.fromLetter(Character.toLowerCase(letter.charAt(0))).orElseThrow();
        return Message.of("piece." + Nouns.name(type));
    }

    private Message square(String text) {
        return phraser.square(Square.parse(text).orElseThrow());
    }

    private Message file(String letter) {
        return phraser.file(letter.charAt(0) - 'a');
    }
}
