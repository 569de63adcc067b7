package org.turnpan.chess.notation.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Position;

/**
 * The headers of the games a walk reports, for a list of a file's games: each game's tags and
 * where it starts ({@link PgnEntry.Header}), its moves skipped ({@link PgnVisitor.Movetext#SKIP}),
 * so a game that cannot be read is listed too (its problem shows when it is opened). Several times
 * faster than building whole games.
 */
public final class HeadersBuilder implements PgnVisitor<PgnEntry.Header> {
    private int number;
    private long offset;
    private int line;
    private int column;
    private List<PgnTag> tags = new ArrayList<>();

    @Override
    public void begin(int gameNumber, long at, int atLine, int atColumn) {
        number = gameNumber;
        offset = at;
        line = atLine;
        column = atColumn;
        tags = new ArrayList<>(12);
    }

    @Override
    public void tag(String name, CharSequence value) {
        tags.add(new PgnTag(name, value.toString()));
    }

    @Override
    public Movetext headersEnd(Position start) {
        return Movetext.SKIP;
    }

    @Override
    public PgnEntry.Header end(Optional<PgnEntry.Problem> problem) {
        return new PgnEntry.Header(number, tags, offset, line, column);
    }
}
