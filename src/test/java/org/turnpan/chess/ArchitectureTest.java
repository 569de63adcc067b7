package org.turnpan.chess;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Nouns;
import org.turnpan.chess.speech.Phraser;

/**
 * The one-way layering: {@code rules <- notation <- speech <- review <- session <- console/ui <- app},
 * with {@code engine} using only {@code rules}, {@code clock} using only {@code rules.Side}, {@code learn}
 * (rules guide, lessons, quiz) standing on rules, notation and speech, beside the session, and
 * {@code review} (walking a recorded game) using rules, notation, speech and clock but no session,
 * front end or engine. Each rule names the arrow it guards, so a failure says which import broke the
 * design. {@code text} (cleaning and cutting outside text) depends on nothing of ours and every
 * package may use it. No rule allows an empty selection and no layer is optional: a package renamed
 * or emptied fails the test instead of passing it by checking nothing. The front ends ({@code ui},
 * {@code console}) check no move and phrase no chess; the {@code words} layer phrases what only a
 * front end says (the window's and the terminal's own sentences, {@code ui.*} keys).
 *
 * <p>Inside the session the rooms point one way: {@code files <- record <- settings <- reading <- game
 * <- activity <- command <- session}, with {@code intent} (beside the game) below the activities and
 * {@code online} (beside the activities) below the commands, where {@code session} itself is the core (the
 * facade and {@code SessionCore}), which the activities see only as an {@code activity.Stage} and the
 * commands as a {@code command.Helm}. No two packages depend on each other, directly or round a loop
 * (see {@link #PACKAGES}).
 */
@AnalyzeClasses(packages = "org.turnpan.chess", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
    private static final String RULES = "org.turnpan.chess.rules..";
    private static final String NOTATION = "org.turnpan.chess.notation..";
    private static final String SPEECH = "org.turnpan.chess.speech..";
    private static final String SESSION = "org.turnpan.chess.session..";
    private static final String CONSOLE = "org.turnpan.chess.console..";
    private static final String UI = "org.turnpan.chess.ui..";
    private static final String APP = "org.turnpan.chess.app..";
    private static final String ENGINE = "org.turnpan.chess.engine..";
    private static final String CLOCK = "org.turnpan.chess.clock..";
    private static final String LEARN = "org.turnpan.chess.learn..";
    private static final String TEXT = "org.turnpan.chess.text..";
    private static final String REVIEW = "org.turnpan.chess.review..";
    private static final String WORDS = "org.turnpan.chess.words..";
    private static final String SPEECH_TOP = "org.turnpan.chess.speech";
    private static final String TTS = "org.turnpan.chess.speech.tts..";
    // the session's rooms
    private static final String SESSION_TOP = "org.turnpan.chess.session";
    private static final String FILES = "org.turnpan.chess.session.files..";
    private static final String RECORD = "org.turnpan.chess.session.record..";
    private static final String SETTINGS = "org.turnpan.chess.session.settings..";
    private static final String READING = "org.turnpan.chess.session.reading..";
    private static final String GAME = "org.turnpan.chess.session.game..";
    private static final String INTENT = "org.turnpan.chess.session.intent..";
    private static final String COMMAND = "org.turnpan.chess.session.command..";
    private static final String ACTIVITY = "org.turnpan.chess.session.activity..";
    private static final String SESSION_ONLINE = "org.turnpan.chess.session.online..";
    private static final String ONLINE = "org.turnpan.chess.online..";
    private static final String KEYS = "org.turnpan.chess.keys..";
    private static final String PUZZLE = "org.turnpan.chess.puzzle..";
    private static final String JAVAFX = "javafx..";
    private static final String A11Y = "org.turnpan.chess.ui.a11y";
    private static final String A11Y_PLATFORM = "org.turnpan.chess.ui.a11y.platform..";
    private static final String JNA = "com.sun.jna..";
    private static final String ESPEAK_LIBRARY = "org.turnpan.chess.speech.tts.espeak..";

    @ArchTest
    static final ArchRule rulesUsesOnlyTheJdk = classes().that().resideInAPackage(RULES)
            .should().onlyDependOnClassesThat().resideInAnyPackage(RULES, TEXT, "java..")
            .because("the rules are the foundation: plain Java, nothing else");

    @ArchTest
    static final ArchRule textUsesOnlyTheJdk = classes().that().resideInAPackage(TEXT)
            .should().onlyDependOnClassesThat().resideInAnyPackage(TEXT, "java..")
            .because("every package may clean outside text, so text may depend on none of them");

    @ArchTest
    static final ArchRule onlineUsesOnlyTheJdkAndJackson = classes().that().resideInAPackage(ONLINE)
            .should().onlyDependOnClassesThat().resideInAnyPackage(ONLINE, "java..", "com.fasterxml.jackson.core..")
            .because("the lichess client is plain HTTP and JSON: it knows no session, speech or front end, and the "
                    + "session words everything it reports");

    @ArchTest
    static final ArchRule notationSitsOnRules = noClasses().that().resideInAPackage(NOTATION)
            .should().dependOnClassesThat().resideInAnyPackage(SPEECH, SESSION, UI, CONSOLE, APP, ENGINE, CLOCK, JAVAFX);

    @ArchTest
    static final ArchRule speechSitsOnNotation = noClasses().that().resideInAPackage(SPEECH)
            .should().dependOnClassesThat().resideInAnyPackage(SESSION, UI, CONSOLE, APP, JAVAFX);

    @ArchTest
    static final ArchRule reviewKnowsNoSessionFrontEndOrEngine = noClasses().that().resideInAPackage(REVIEW)
            .should().dependOnClassesThat().resideInAnyPackage(SESSION, UI, CONSOLE, APP, ENGINE, LEARN, JAVAFX)
            .because("review is built below the session, so both front ends share it through the session");

    @ArchTest
    static final ArchRule engineUsesOnlyRules = noClasses().that().resideInAPackage(ENGINE)
            .should().dependOnClassesThat().resideInAnyPackage(NOTATION, SPEECH, SESSION, UI, CONSOLE, APP, JAVAFX);

    @ArchTest
    static final ArchRule clockSitsOnRules = noClasses().that().resideInAPackage(CLOCK)
            .should().dependOnClassesThat().resideInAnyPackage(NOTATION, SPEECH, SESSION, UI, CONSOLE, APP,
                    ENGINE, JAVAFX);

    @ArchTest
    static final ArchRule learnSitsOnSpeech = noClasses().that().resideInAPackage(LEARN)
            .should().dependOnClassesThat().resideInAnyPackage(SESSION, UI, CONSOLE, APP, ENGINE, CLOCK, JAVAFX)
            .because("the lessons are plain data and rules; the session and the window drive them");

    @ArchTest
    static final ArchRule sessionKnowsNoFrontEnd = noClasses().that().resideInAPackage(SESSION)
            .should().dependOnClassesThat().resideInAnyPackage(UI, CONSOLE, APP, JAVAFX);

    @ArchTest
    static final ArchRule consoleKnowsNoWindow = noClasses().that().resideInAPackage(CONSOLE)
            .should().dependOnClassesThat().resideInAnyPackage(UI, APP, JAVAFX);

    @ArchTest
    static final ArchRule frontEndsNeverPhraseChess = noClasses().that().resideInAnyPackage(UI, CONSOLE)
            .should().dependOnClassesThat().belongToAnyOf(MoveCheck.class, IllegalMoveReason.class, Phraser.class,
                    Nouns.class, EvaluationPhraser.class)
            .because("the window and the console check no move and phrase no chess: they drive the session"
                    + " core (moves, questions, commands), which answers with announcements for them to show and say");

    @ArchTest
    static final ArchRule wordsKnowNoFrontEndAndNoGame = noClasses().that().resideInAPackage(WORDS)
            .should().dependOnClassesThat().resideInAnyPackage(SESSION, UI, CONSOLE, APP, ENGINE, JAVAFX)
            .because("the words layer phrases the front ends' own sentences from plain values; the session"
                    + " never needs it and it needs no toolkit");

    @ArchTest
    static final ArchRule ttsKnowsNoPhrasing = noClasses().that().resideInAPackage(TTS)
            .should().dependOnClassesThat().resideInAPackage(SPEECH_TOP)
            .because("speech -> speech.tts, one way: a voice speaks utterances and knows no catalogue, phraser"
                    + " or announcer");

    /**
     * The rooms of the session, bottom to top. The core ({@code session}: {@code GameSession},
     * {@code SessionCore}) is on top; the commands ({@code command}) act on it through
     * {@code command.Helm}, the activities ({@code activity}) through {@code activity.Stage}, online
     * play through {@code session.online.OnlineHost}: interfaces of the lower room that the core
     * implements. The commands build activities and ask them; an activity knows no command, only its
     * kind ({@code activity.Order}). What the player means ({@code intent}: the menus' intents and
     * the board's actions) is plain values below the activities, the commands and the core.
     */
    @ArchTest
    static final ArchRule sessionRooms = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("core").definedBy(SESSION_TOP)
            .layer("command").definedBy(COMMAND)
            .layer("online").definedBy(SESSION_ONLINE)
            .layer("activity").definedBy(ACTIVITY)
            .layer("game").definedBy(GAME)
            .layer("intent").definedBy(INTENT)
            .layer("reading").definedBy(READING)
            .layer("settings").definedBy(SETTINGS)
            .layer("record").definedBy(RECORD)
            .layer("files").definedBy(FILES)
            .whereLayer("core").mayNotBeAccessedByAnyLayer()
            .whereLayer("command").mayOnlyBeAccessedByLayers("core")
            // activities and online play are side by side: neither knows the other, the commands drive both
            .whereLayer("online").mayOnlyBeAccessedByLayers("command", "core")
            .whereLayer("activity").mayOnlyBeAccessedByLayers("command", "core")
            .whereLayer("game").mayOnlyBeAccessedByLayers("activity", "online", "command", "core")
            // what the player means, as values: beside the game, below those that act on it
            .whereLayer("intent").mayOnlyBeAccessedByLayers("activity", "command", "core")
            .whereLayer("reading").mayOnlyBeAccessedByLayers("intent", "game", "activity", "online", "command", "core")
            .whereLayer("settings").mayOnlyBeAccessedByLayers("reading", "intent", "game", "activity", "online", "command",
                    "core")
            .whereLayer("record").mayOnlyBeAccessedByLayers("settings", "reading", "intent", "game", "activity", "online",
                    "command", "core")
            .whereLayer("files").mayOnlyBeAccessedByLayers("record", "settings", "reading", "intent", "game", "activity",
                    "online", "command", "core");

    /** Every package of ours is a slice of its own. */
    static final SliceAssignment PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String p = javaClass.getPackageName();
            return p.startsWith("org.turnpan.chess") ? SliceIdentifier.of(p) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "every package of org.turnpan.chess";
        }
    };

    @ArchTest
    static final ArchRule noPackageLoops = slices().assignedFrom(PACKAGES).should().beFreeOfCycles()
            .because("dependencies point one way: a loop between packages (a sub-package too) makes two"
                    + " packages one, and neither can be read, tested or changed alone");

    @ArchTest
    static final ArchRule javafxOnlyInUiAndApp = noClasses().that().resideOutsideOfPackages(UI, APP)
            .should().dependOnClassesThat().resideInAPackage(JAVAFX);

    @ArchTest
    static final ArchRule screenReaderDecisionsNeedNoToolkit = noClasses().that().resideInAPackage(A11Y)
            .should().dependOnClassesThat().resideInAnyPackage(JAVAFX, JNA, A11Y_PLATFORM)
            .because("the screen-reader and contrast decisions are tested with fakes, without a window");

    @ArchTest
    static final ArchRule nativeCallsOnlyInThePlatformAdapters = noClasses()
            .that().resideOutsideOfPackages(A11Y_PLATFORM, ESPEAK_LIBRARY)
            .should().dependOnClassesThat().resideInAPackage(JNA)
            .because("JNA is loaded by the screen-reader channels (Windows, macOS) and for libespeak-ng only");

    @ArchTest
    static final ArchRule layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("rules").definedBy(RULES)
            .layer("notation").definedBy(NOTATION)
            .layer("speech").definedBy(SPEECH)
            .layer("session").definedBy(SESSION)
            .layer("console").definedBy(CONSOLE)
            .layer("ui").definedBy(UI)
            .layer("app").definedBy(APP)
            .layer("engine").definedBy(ENGINE)
            .layer("clock").definedBy(CLOCK)
            .layer("learn").definedBy(LEARN)
            .layer("text").definedBy(TEXT)
            .layer("review").definedBy(REVIEW)
            .layer("online").definedBy(ONLINE)
            .layer("words").definedBy(WORDS)
            .layer("keys").definedBy(KEYS)
            .layer("puzzle").definedBy(PUZZLE)
            .whereLayer("app").mayNotBeAccessedByAnyLayer()
            .whereLayer("ui").mayOnlyBeAccessedByLayers("app")
            .whereLayer("console").mayOnlyBeAccessedByLayers("ui", "app")
            // the front ends' own sentences: the session never phrases for a window or a terminal
            .whereLayer("words").mayOnlyBeAccessedByLayers("console", "ui", "app")
            .whereLayer("session").mayOnlyBeAccessedByLayers("console", "ui", "app")
            .whereLayer("learn").mayOnlyBeAccessedByLayers("session", "words", "console", "ui", "app")
            .whereLayer("review").mayOnlyBeAccessedByLayers("session", "console", "ui", "app")
            // puzzles (issue 26): rules, notation, speech and the built-in engine below, the session above
            .whereLayer("puzzle").mayOnlyBeAccessedByLayers("session", "console", "ui", "app")
            // the session plays online games; the front ends and the app only pass its setup along
            .whereLayer("online").mayOnlyBeAccessedByLayers("session", "console", "ui", "app")
            // the window's key table and the player's keys (issue 24): kept in the session's preferences
            .whereLayer("keys").mayOnlyBeAccessedByLayers("session", "words", "console", "ui", "app")
            .whereLayer("speech").mayOnlyBeAccessedByLayers("learn", "review", "puzzle", "keys", "session", "words", "console", "ui",
                    "app")
            .whereLayer("notation").mayOnlyBeAccessedByLayers("learn", "speech", "review", "puzzle", "session", "words", "console",
                    "ui", "app")
            // speech may word engine scores and clock times; neither knows about speech
            .whereLayer("engine").mayOnlyBeAccessedByLayers("speech", "puzzle", "session", "console", "ui", "app")
            .whereLayer("clock").mayOnlyBeAccessedByLayers("speech", "review", "session", "console", "ui", "app")
            .whereLayer("rules").mayOnlyBeAccessedByLayers("notation", "speech", "learn", "review", "puzzle", "session", "words",
                    "console", "ui", "app", "engine", "clock");
    // "text" has no whereLayer: every layer may use it (textUsesOnlyTheJdk keeps it a leaf)
}
