package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Messages;

/**
 * Renders announcements in the current language and hands each to every output (the visible log,
 * the screen reader, a voice). Never drops one, repeats included; remembers the last for "say again".
 */
public final class Speaker {

    /** Somewhere a rendered announcement goes. */
    public interface Output {
        void speak(Announcement announcement, String text);
    }

    private final List<Output> outputs = new ArrayList<>();
    private Messages messages;
    private Announcement last;

    public Speaker(Locale locale) {
        this.messages = Messages.forLocale(locale);
    }

    public void addOutput(Output output) {
        outputs.add(output);
    }

    public Messages messages() {
        return messages;
    }

    public void setLocale(Locale locale) {
        messages = Messages.forLocale(locale);
    }

    public void say(Announcement a) {
        last = a;
        String text = messages.render(a.message());
        for (Output o : outputs) {
            o.speak(a, text);
        }
    }

    public void sayAll(List<Announcement> all) {
        all.forEach(this::say);
    }

    /** Says the last announcement again, or reports that nothing has been said yet. */
    public void repeat() {
        Optional.ofNullable(last).ifPresent(this::say);
    }
}
