package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * What {@code help} says, in groups so that it can be heard: alone, how to play a move and the
 * groups with how many commands each holds; with a group ("help board"), that group's commands
 * and how to hear one; with a command, what it does; with anything else, that there is no such
 * command, and the groups. The groups come from {@link CommandTable#GROUPS}, each holding only the
 * commands accepted now ({@link OwnedCommands#refusalNow}): during a review, help offers no resign and no
 * takeback; a group with none accepted is not named. Help for a command not accepted now says so,
 * and why, instead of explaining it ("Resign is not available now. During a review the game is not
 * on the board. Type return, or press Escape, to go back to it first.").
 */
final class CommandHelp {
    private final Map<CommandGroup, List<Command>> groups;
    /** Why a command is not accepted now; empty when it is. */
    private final Function<Command, Optional<Announcement>> refusal;

    CommandHelp(Map<CommandGroup, List<Command>> groups, Function<Command, Optional<Announcement>> refusal) {
        Map<CommandGroup, List<Command>> now = new EnumMap<>(CommandGroup.class);
        groups.forEach((g, commands) -> {
            List<Command> kept = commands.stream().filter(c -> refusal.apply(c).isEmpty()).toList();
            if (!kept.isEmpty()) {
                now.put(g, kept);
            }
        });
        this.groups = now;
        this.refusal = refusal;
    }

    /** Help as the current activity of {@code core} has it ({@link OwnedCommands#refusalNow}). */
    public static CommandHelp now(Helm core) {
        return new CommandHelp(CommandTable.GROUPS, c -> OwnedCommands.refusalNow(core, c));
    }

    /** The answer to "help" and what follows it. */
    List<Announcement> answer(Arguments args) {
        CommandWords words = args.vocabulary();
        if (args.isEmpty()) {
            return said(Message.of("session.groups", "help", groups(words)));
        }
        String word = args.words().get(0);
        Optional<Command> command = words.command(word);
        Optional<CommandGroup> group = words.group(word);
        if (group.isPresent() && groups.containsKey(group.get())) {
            return said(group(words, group.get(), command));
        }
        if (command.isPresent()) {
            // a command not accepted now is not explained: what stands in its way is said instead
            Optional<Announcement> refused = refusal.apply(command.get());
            return said(refused.map(r -> Message.of("session.help.refused", "command", words.name(command.get()),
                    "why", r.message())).orElseGet(() -> Message.of(command.get().helpKey())));
        }
        return said(Message.of("session.help.unknown", "text", Echo.of(String.join(" ", args.words())),
                "help", groups(words)));
    }

    /** The groups, each named with how many commands it holds, and how to hear one. */
    private Message groups(CommandWords words) {
        List<Message> named = new ArrayList<>();
        for (CommandGroup g : groups.keySet()) {
            named.add(Message.of(named.isEmpty() ? "session.groups.first" : "session.groups.next",
                    "group", words.groupName(g), "count", groups.get(g).size()));
        }
        return Message.of("session.groups.list", "count", named.size(), "groups", named);
    }

    /**
     * One group's commands, then how to hear what one does. A group word that is also the word of
     * one of its commands ("board", "review") adds that command's help, so that it stays reachable,
     * and the example of "help and a command" is another command of the group.
     */
    private Message group(CommandWords words, CommandGroup group, Optional<Command> namesake) {
        List<Command> members = groups.get(group);
        Command example = members.stream().filter(c -> namesake.filter(c::equals).isEmpty()).findFirst()
                .orElse(members.get(0));
        Message more = Message.of("session.groups.more", "example", words.name(example));
        Message next = namesake.filter(members::contains)
                .map(c -> Message.of("session.groups.sentences", "first", Message.of(c.helpKey()), "second", more))
                .orElse(more);
        return Message.of(group.commandsKey(), "commands", members.stream().map(words::name).toList(),
                "help", next);
    }

    private static List<Announcement> said(Message m) {
        return List.of(new Announcement(Kind.HELP, Announcement.Priority.QUEUED, m));
    }
}
