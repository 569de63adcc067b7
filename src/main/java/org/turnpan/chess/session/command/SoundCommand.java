package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.VoiceMessages;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.text.Echo;

/**
 * "sounds": which short sounds (earcons) play, for a refused move, a capture, check, the edge of the
 * board and low time. Typed, or chosen in the window's Settings, Sounds menu ({@link #switchOne}),
 * a switch is kept in the preferences and said the same way ("The sound for a capture is off.").
 * Alone it says which sounds are on; "sounds on" and "sounds off" switch them all; a sound's name
 * and on or off switch that one; a sound's name alone says whether it is on. The front ends play
 * the sounds the preferences leave on.
 */
public final class SoundCommand {
    static final Command SOUNDS = Command.of("sounds", SoundCommand::sounds);

    private SoundCommand() {
    }

    private static List<Announcement> sounds(Helm core, Arguments args) {
        Optional<Boolean> on = Optional.empty();
        Set<Earcon> named = EnumSet.noneOf(Earcon.class);
        for (String word : args.words()) {
            Optional<Earcon> sound = args.vocabulary().sound(word);
            Optional<String> value = args.vocabulary().value(word).filter(v -> v.equals("on") || v.equals("off"));
            if (sound.isPresent()) {
                named.add(sound.get());
            } else if (value.isPresent()) {
                on = Optional.of(value.get().equals("on"));
            } else {
                return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.sounds.bad", "text",
                        Echo.of(word), "help", Message.of(args.command().helpKey()))));
            }
        }
        Set<Earcon> playing = core.settings().preferences().sounds();
        if (on.isEmpty()) {
            return named.isEmpty() ? List.of(Announcement.answer(which(playing)))
                    : named.stream().map(e -> Announcement.answer(VoiceMessages.earconSwitched(e, playing.contains(e))))
                    .toList();
        }
        if (named.isEmpty()) {
            return switchAll(core, on.get());
        }
        Preferences p = core.settings().preferences();
        for (Earcon e : named) {
            p = p.withSound(e, on.get());
        }
        core.apply(core.settings().withPreferences(p));
        boolean now = on.get();
        return named.stream().map(e -> Announcement.answer(VoiceMessages.earconSwitched(e, now))).toList();
    }

    /** Switches {@code sound} on or off and says so: "The sound for a capture is off." (a menu's check item). */
    public static List<Announcement> switchOne(Helm core, Earcon sound, boolean on) {
        core.apply(core.settings().withPreferences(core.settings().preferences().withSound(sound, on)));
        return List.of(Announcement.answer(VoiceMessages.earconSwitched(sound, on)));
    }

    /** Switches every sound on or off: "All sounds are off." */
    private static List<Announcement> switchAll(Helm core, boolean on) {
        Set<Earcon> next = on ? EnumSet.allOf(Earcon.class) : EnumSet.noneOf(Earcon.class);
        core.apply(core.settings().withPreferences(core.settings().preferences().withSounds(next)));
        return List.of(Announcement.answer(which(next)));
    }

    /** "All sounds are on.", "All sounds are off.", or "Sounds are on for a capture and check, and off for ...". */
    static Message which(Set<Earcon> playing) {
        if (playing.size() == Earcon.values().length) {
            return Message.of("session.sounds.all.on");
        }
        if (playing.isEmpty()) {
            return Message.of("session.sounds.all.off");
        }
        List<Message> on = new ArrayList<>();
        List<Message> off = new ArrayList<>();
        Stream.of(Earcon.values()).forEach(e -> (playing.contains(e) ? on : off)
                .add(Message.of("session.sounds.for." + SessionWords.lower(e))));
        return Message.of("session.sounds.some", "on", on, "off", off);
    }
}
