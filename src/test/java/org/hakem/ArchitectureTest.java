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
 * (crosstable, trf, standings), pairing; then platform and the capabilities (player, security, tournament,
 * archive, with setup above them); then the thin edges (api, web, cli).
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
    static final ArchRule theArchiveKnowsNoProducer = noClasses().that().resideInAnyPackage("org.hakem.archive..")
            .should().dependOnClassesThat().resideInAnyPackage("org.hakem.tournament..", "org.hakem.team..")
            .because("events hand their games to the archive through its game-submission contract "
                    + "(archive.application.GameSubmissions); a new kind of event needs no change in the archive");

    @ArchTest
    static final ArchRule whoRunsAnEventIsSharedNotBorrowed = noClasses().that().resideInAnyPackage("org.hakem.event..")
            .should().dependOnClassesThat().resideInAnyPackage("org.hakem.tournament..", "org.hakem.team..",
                    "org.hakem.archive..", "org.hakem.web..", "org.hakem.cli..")
            .because("the arbiters of an event and the check of who may change it are written once for tournaments"
                    + " and team events (#30): both use org.hakem.event, it uses neither");

    /** The team core (#18): plain Java that uses only the JDK and the other pure packages. */
    static final String[] TEAM_CORE = {"org.hakem.crosstable.team..", "org.hakem.pairing.team..",
            "org.hakem.standings.team.."};

    @ArchTest
    static final ArchRule theTeamCoreUsesOnlyThePureCore = classes().that().resideInAnyPackage(TEAM_CORE)
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.hakem.crosstable..",
                    "org.hakem.pairing..", "org.hakem.standings..")
            .because("team pairing, standings and their model run without a server, as the individual ones do");
}
