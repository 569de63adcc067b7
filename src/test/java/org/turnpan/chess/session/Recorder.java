package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/** Collects what a session says, rendered in English as shown (numbers in digits; the spoken words are NumberWordsTest's). */
final class Recorder implements SessionListener {
    private final List<Announcement> heard = new ArrayList<>();
    private final Catalogue english = Catalogue.forLocale(Locale.ENGLISH);

    @Override
    public synchronized void announce(Announcement a) {
        heard.add(a);
    }

    synchronized List<String> lines() {
        return heard.stream().map(a -> english.render(a.message(), Medium.TEXT)).toList();
    }

    synchronized List<Announcement> announcements() {
        return List.copyOf(heard);
    }

    /** How many lines contain {@code text}. */
    long count(String text) {
        return lines().stream().filter(l -> l.contains(text)).count();
    }

    synchronized void clear() {
        heard.clear();
    }
}
