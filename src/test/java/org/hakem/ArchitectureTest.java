package org.hakem;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layering of docs/architecture.md, kept by the build. From the bottom: rules, pdn, the pure crosstable model
 * (crosstable, trf, standings), pairing; then platform (with the page and REST kernel, platform.web and
 * platform.rest) and the capabilities (player, security, event, tournament, team, archive, ratinglist, profile, with setup
 * above them); then the thin edges (api, web, cli). {@link SourceDependenciesTest} checks the same layers on the
 * source text, which also sees what the compiler leaves out of the classes (constants it copies).
 */
@AnalyzeClasses(packages = "org.hakem", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    /** The packages that are plain Java: no server, no database. */
    static final String[] PURE = {"org.hakem.rules..", "org.hakem.pdn..", "org.hakem.crosstable..", "org.hakem.trf..",
            "org.hakem.standings..", "org.hakem.pairing..",
            "org.hakem.rating..", "org.hakem.text.."};

    @ArchTest
    static final ArchRule topLevelPackagesHaveNoCycles = slices().matching("org.hakem.(*)..")
            .namingSlices("$1")
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule thePureCoreUsesNoServerOrDatabase = noClasses().that().resideInAnyPackage(PURE)
            .should().dependOnClassesThat().resideInAnyPackage("jakarta..", "javax.persistence..", "java.sql..",
                    "javax.sql..", "org.hibernate..")
            .because("rules, pdn, crosstable, trf, standings and pairing run without a server (CLI, fuzzing, tests)");

    @ArchTest
    static final ArchRule domainAndApplicationDoNotUseTheirInterfaces = noClasses()
            .that().resideInAnyPackage("org.hakem..domain..", "org.hakem..application..")
            .should().dependOnClassesThat().resideInAnyPackage("org.hakem..interfaces..")
            .because("JSON shapes, resources and pages translate to the use cases, never the other way round");

    @ArchTest
    static final ArchRule theSwissEnginesAreIndependent = noClasses().that().resideInAnyPackage("org.hakem.pairing.fmjd..")
            .should().dependOnClassesThat().resideInAnyPackage("org.hakem.pairing.dutch..")
            .orShould().dependOnClassesThat().resideInAnyPackage("org.hakem.tournament..", "org.hakem.web..",
                    "org.hakem.api..", "org.hakem.cli..")
            .because("the FMJD and Dutch systems share only the pairing model (PlayerHistory, matching, explain), and"
                    + " the pure FMJD package knows nothing of the application");

    @ArchTest
    static final ArchRule thePairingApiKnowsNoPairingSystem = noClasses().that().resideInAPackage("org.hakem.pairing")
            .should().dependOnClassesThat(new DescribedPredicate<JavaClass>("reside in a sub-package of org.hakem.pairing") {
                @Override
                public boolean test(JavaClass c) {
                    return c.getPackageName().startsWith("org.hakem.pairing.");
                }
            })
            .because("the root of pairing is the API every system implements (PairingSystem, the request, the pairing,"
                    + " the explanation, the options); the systems in its sub-packages are published by"
                    + " org.hakem.pairing.systems.PairingSystems, so a new one needs no change in the root");

    @ArchTest
    static final ArchRule theArchiveKnowsNoProducer = noClasses().that().resideInAnyPackage("org.hakem.archive..")
            .should().dependOnClassesThat().resideInAnyPackage("org.hakem.tournament..", "org.hakem.team..")
            .because("events hand their games to the archive through its game-submission contract "
                    + "(archive.application.GameSubmissions); a new kind of event needs no change in the archive");

    @ArchTest
    static final ArchRule theEventCoreKnowsNoKindOfEvent = noClasses().that().resideInAnyPackage("org.hakem.event..")
            .should().dependOnClassesThat(com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage(
                            "org.hakem.tournament..", "org.hakem.team..", "org.hakem.web..", "org.hakem.cli..")
                    .or(com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage("org.hakem.archive..")
                            .and(com.tngtech.archunit.base.DescribedPredicate.not(
                                    com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo(
                                            org.hakem.archive.application.GameSubmissions.class)))))
            .because("the lifecycle, rounds, audit, arbiters and board games of an event are written once for"
                    + " tournaments and team events: both build on org.hakem.event, which knows neither, and hands"
                    + " games to the archive only through its game-submission contract");

    @ArchTest
    static final ArchRule teamEventsUseNoTournamentCode = noClasses().that().resideInAnyPackage("org.hakem.team..")
            .should().dependOnClassesThat().resideInAnyPackage("org.hakem.tournament..")
            .because("what team events share with tournaments lives in the event core (org.hakem.event); a team"
                    + " event borrows nothing from a tournament's packages, and a tournament nothing from a team's");

    @ArchTest
    static final ArchRule tournamentsUseNoTeamCode = noClasses().that().resideInAnyPackage("org.hakem.tournament..")
            .should().dependOnClassesThat().resideInAnyPackage("org.hakem.team..")
            .because("what team events share with tournaments lives in the event core (org.hakem.event)");

    /** The team core (#18): plain Java that uses only the JDK and the other pure packages. */
    static final String[] TEAM_CORE = {"org.hakem.crosstable.team..", "org.hakem.pairing.team..",
            "org.hakem.standings.team.."};

    @ArchTest
    static final ArchRule theTeamCoreUsesOnlyThePureCore = classes().that().resideInAnyPackage(TEAM_CORE)
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.hakem.crosstable..",
                    "org.hakem.pairing..", "org.hakem.standings..")
            .because("team pairing, standings and their model run without a server, as the individual ones do");

    /** The capabilities: each a domain, its use cases (application), persistence (infrastructure) and edges (interfaces). */
    static final String[] CAPABILITIES = {"org.hakem.player..", "org.hakem.security..", "org.hakem.event..",
            "org.hakem.tournament..", "org.hakem.team..", "org.hakem.archive..", "org.hakem.ratinglist..", "org.hakem.profile.."};

    /** What sits on the capabilities: the application-wide edges and the first start. */
    static final String[] EDGES = {"org.hakem.api..", "org.hakem.web..", "org.hakem.cli..", "org.hakem.setup.."};

    @ArchTest
    static final ArchRule thePlatformStandsOnNothingAboveIt = noClasses().that().resideInAnyPackage("org.hakem.platform..")
            .should().dependOnClassesThat().resideInAnyPackage(concat(CAPABILITIES, EDGES))
            .because("the platform (data source, migrations, the page and REST kernel) is what every capability stands"
                    + " on; it knows none of them");

    @ArchTest
    static final ArchRule capabilitiesStandOnThePlatformNotOnTheEdges = noClasses().that()
            .resideInAnyPackage(CAPABILITIES)
            .should().dependOnClassesThat().resideInAnyPackage(EDGES)
            .because("pages and resources use the kernel in platform.web and platform.rest; the edges sit on top");

    @ArchTest
    static final ArchRule noCapabilityUsesAnothersInternals = noClasses().that().resideInAnyPackage(CAPABILITIES)
            .should(new com.tngtech.archunit.lang.ArchCondition<JavaClass>("use another capability's infrastructure or"
                    + " interfaces") {
                @Override
                public void check(JavaClass item, com.tngtech.archunit.lang.ConditionEvents events) {
                    String own = capability(item.getPackageName());
                    for (var d : item.getDirectDependenciesFromSelf()) {
                        String target = d.getTargetClass().getPackageName();
                        String other = capability(target);
                        if (other != null && !other.equals(own) && !other.equals("event")
                                && target.matches("org\\.hakem\\.[a-z]+\\.(infrastructure|interfaces)(\\..*)?")) {
                            events.add(com.tngtech.archunit.lang.SimpleConditionEvent.satisfied(item, d.getDescription()));
                        }
                    }
                }
            })
            .because("a capability uses another through its domain and use cases; the shared event core (org.hakem.event)"
                    + " is what tournaments and team events both build on");

    @ArchTest
    static final ArchRule useCasesAskRepositoriesNotTheEntityManager = noClasses()
            .that().resideInAnyPackage("org.hakem..application..")
            .should().dependOnClassesThat().haveFullyQualifiedName("jakarta.persistence.EntityManager")
            .because("persistence stays at the edge (infrastructure), behind the domain's repositories");

    @ArchTest
    static final ArchRule theServersThreadsComeFromTheContainer = noClasses()
            .that().resideOutsideOfPackages("org.hakem.cli..")
            .and().doNotHaveFullyQualifiedName("org.hakem.archive.application.ArchiveThreads")
            .should().callMethod(Thread.class, "ofPlatform").orShould().callMethod(Thread.class, "ofVirtual")
            .orShould().callConstructor(Thread.class, Runnable.class)
            .orShould().callConstructor(Thread.class, Runnable.class, String.class)
            .orShould().callMethod(java.util.concurrent.Executors.class, "newFixedThreadPool", int.class)
            .orShould().callMethod(java.util.concurrent.Executors.class, "newSingleThreadExecutor")
            .orShould().callMethod(java.util.concurrent.Executors.class, "newCachedThreadPool")
            .orShould().callMethod(java.util.concurrent.Executors.class, "defaultThreadFactory")
            .orShould().callMethod(java.util.concurrent.CompletableFuture.class, "runAsync", Runnable.class)
            .orShould().callMethod(java.util.concurrent.CompletableFuture.class, "supplyAsync",
                    java.util.function.Supplier.class)
            .because("in the server, threads come from the container (ManagedExecutorService, ManagedThreadFactory:"
                    + " archive.application.ArchiveThreads); the command line, tests and benchmarks make their own");

    /** The capability a package belongs to ({@code tournament} for {@code org.hakem.tournament.domain}), or null. */
    static String capability(String packageName) {
        for (String c : CAPABILITIES) {
            String name = c.substring("org.hakem.".length(), c.length() - 2);
            if (packageName.equals("org.hakem." + name) || packageName.startsWith("org.hakem." + name + ".")) {
                return name;
            }
        }
        return null;
    }

    static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
