package org.turnpan.chess.session.activity;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.learn.GuideSection;
import org.turnpan.chess.learn.RulesGuide;
import org.turnpan.chess.session.intent.GuideRequest;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * The rules guide read section by section: where the player is in it. The place is a section
 * number, the same in every language, so a change of language goes on reading at the same section
 * in the new language. Not thread-safe; the session calls it under its lock.
 */
public final class GuideReader {
    /** The section heard last, counted from 1; 0 before the first. */
    private int current;

    /** Reads what was asked in the guide of {@code locale}; past either end, says so and stays. */
    public List<Announcement> read(Locale locale, GuideRequest request) {
        RulesGuide guide = RulesGuide.forLocale(locale);
        if (request instanceof GuideRequest.Contents) {
            return say(guide.contents());
        }
        Optional<GuideSection> wanted;
        if (request instanceof GuideRequest.Find find) {
            wanted = guide.find(find.typed());
            if (wanted.isEmpty()) {
                return List.of(Announcement.queued(Announcement.Kind.REFUSAL, Message.of("learn.guide.unknown",
                        "text", Echo.of(find.typed()))));
            }
        } else if (current == 0) {
            wanted = Optional.of(guide.first());
        } else {
            GuideSection here = guide.section(current).orElse(guide.first());
            wanted = request instanceof GuideRequest.Next ? guide.next(here)
                    : request instanceof GuideRequest.Previous ? guide.previous(here) : Optional.of(here);
            if (wanted.isEmpty()) {
                return List.of(new Announcement(Announcement.Kind.EDGE, Announcement.Priority.NAVIGATION,
                        Message.of(request instanceof GuideRequest.Next ? "learn.guide.last" : "learn.guide.first",
                                "number", here.number(), "title", here.title())));
            }
        }
        current = wanted.get().number();
        return say(guide.read(wanted.get()));
    }

    private static List<Announcement> say(Message m) {
        return List.of(Announcement.answer(m));
    }
}
