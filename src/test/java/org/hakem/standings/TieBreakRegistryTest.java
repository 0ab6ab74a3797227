package org.hakem.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.hakem.standings.TieBreakKind.Modifiers;
import org.hakem.standings.TieBreakKind.Scope;
import org.junit.jupiter.api.Test;

/** The one registry of the tie-breaks of both scopes: every kind is read from its codes and written back the same. */
class TieBreakRegistryTest {

    static final TieBreakRegistry REGISTRY = TieBreaks.registry();

    /** How a scope reads one code. */
    static Function<String, TieBreakDefinition> reader(Scope scope) {
        return scope == Scope.INDIVIDUAL ? TieBreak::parse : TeamTieBreak::parse;
    }

    /**
     * Every code a kind takes, as it is written: without modifier, with a cut other than its implicit one, with
     * medians.
     */
    static List<String> codes(TieBreakKind k) {
        List<String> out = new ArrayList<>(List.of(k.name()));
        if (k.implicitCut() != 0) {
            out.add(k.name() + "/C0");
        }
        if (k.modifiers() != Modifiers.NONE) {
            for (int n : new int[] {1, 2, 9}) {
                if (n != k.implicitCut()) {
                    out.add(k.name() + "/C" + n);
                }
            }
        }
        if (k.modifiers() == Modifiers.CUT_OR_MEDIAN) {
            out.addAll(List.of(k.name() + "/M1", k.name() + "/M2"));
        }
        return out;
    }

    @Test
    void holdsEveryKindOfBothScopesInDeclarationOrder() {
        assertEquals(List.of(TieBreak.Kind.values()), REGISTRY.kinds(Scope.INDIVIDUAL));
        assertEquals(List.of(TeamTieBreak.Kind.values()), REGISTRY.kinds(Scope.TEAM));
        assertEquals(List.of("PTS", "BH", "AOB", "SB", "DE", "WIN", "WON", "BPG", "BWG", "REP", "ARO", "TPR", "PS", "KS"),
                REGISTRY.codes(Scope.INDIVIDUAL));
        assertEquals(List.of("MP", "GP", "SB", "OSB", "BH", "DE"), REGISTRY.codes(Scope.TEAM));
        for (Scope scope : Scope.values()) {
            for (TieBreakKind k : REGISTRY.kinds(scope)) {
                assertEquals(scope, k.scope(), k.name());
                assertFalse(k.description().isBlank(), k.name());
            }
        }
    }

    @Test
    void everyKindOfBothScopesIsReadFromItsCodeAndWrittenBackTheSame() {
        int read = 0;
        for (Scope scope : Scope.values()) {
            for (TieBreakKind k : REGISTRY.kinds(scope)) {
                for (String code : codes(k)) {
                    TieBreakDefinition tb = reader(scope).apply(code);
                    assertEquals(k, tb.kind(), code);
                    assertEquals(code, tb.code(), scope + " " + code);
                    assertEquals(tb, reader(scope).apply(code.toLowerCase().replace('/', '-')), code);
                    read++;
                }
            }
        }
        // individual: 14 kinds, /C1 /C2 /C9 of BH, SB, ARO, PS, /M1 /M2 of BH, SB, ARO; team: 6 kinds, OSB/C0,
        // /C1 /C2 /C9 of SB and BH, /C2 /C9 of OSB (OSB/C1 is written OSB)
        assertEquals(14 + 4 * 3 + 3 * 2 + 6 + 1 + 2 * 3 + 2, read, "every code of both scopes");
        assertEquals("OSB", TeamTieBreak.parse("OSB/C1").code(), "the implicit cut is not written");
    }

    @Test
    void theCutsAreWhatTheCodeSays() {
        assertEquals(new TieBreak(TieBreak.Kind.BH, 2, 0), TieBreak.parse("BH/C2"));
        assertEquals(new TieBreak(TieBreak.Kind.ARO, 1, 1), TieBreak.parse("aro/m1"));
        assertEquals(new TieBreak(TieBreak.Kind.PS, 3, 0), TieBreak.parse(" PS-C3 "));
        assertEquals(TieBreak.of(TieBreak.Kind.WIN), TieBreak.parse("WIN/C0"), "a cut of 0 is no cut");
        assertEquals(new TeamTieBreak(TeamTieBreak.Kind.OSB, 1), TeamTieBreak.parse("OSB"), "OSB leaves out one");
        assertEquals(new TeamTieBreak(TeamTieBreak.Kind.OSB, 0), TeamTieBreak.parse("OSB/C0"));
        assertEquals(new TeamTieBreak(TeamTieBreak.Kind.BH, 1), TeamTieBreak.parse("BH/C1"));
        assertNotEquals(TieBreak.parse("BH").kind(), TeamTieBreak.parse("BH").kind(), "each scope has its own BH");
    }

    @Test
    void anUnknownCodeNamesTheKnownOnesOfItsScope() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TieBreak.parse("MP"));
        assertEquals("unknown tie-break 'MP': known are PTS, BH, AOB, SB, DE, WIN, WON, BPG, BWG, REP, ARO, TPR, PS, KS"
                + " (BH, SB and ARO with a cut or a median such as BH/C1 or BH/M1; PS with a cut such as PS/C1)",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TeamTieBreak.parse("PTS"));
        assertEquals("unknown team tie-break 'PTS': known are MP, GP, SB, OSB, BH, DE (SB, OSB and BH with a cut such"
                + " as SB/C1)", e.getMessage());
        for (Scope scope : Scope.values()) {
            String message = assertThrows(IllegalArgumentException.class, () -> reader(scope).apply("XX/C1")).getMessage();
            assertTrue(message.startsWith("unknown " + scope.noun() + " 'XX/C1'"), message);
            for (String code : REGISTRY.codes(scope)) {
                assertTrue(message.contains(code), code + " in " + message);
            }
        }
    }

    @Test
    void aModifierAKindDoesNotTakeIsRefusedWithWhatIsTaken() {
        assertEquals("tie-break 'WIN/C1': WIN takes no cut (BH, SB and ARO with a cut or a median such as BH/C1 or BH/M1;"
                + " PS with a cut such as PS/C1)", assertThrows(IllegalArgumentException.class,
                        () -> TieBreak.parse("WIN/C1")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TieBreak.parse("PS/M1")).getMessage()
                .contains("PS takes only a cut"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TieBreak.parse("BH/X1")).getMessage()
                .contains("the modifier must be /C1 .. /C9 or /M1 .. /M9"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TieBreak.parse("BH/C10")).getMessage()
                .contains("the modifier must be"));
        assertEquals("team tie-break 'MP/C1': MP takes no cut (SB, OSB and BH with a cut such as SB/C1)",
                assertThrows(IllegalArgumentException.class, () -> TeamTieBreak.parse("MP/C1")).getMessage());
        assertEquals("team tie-break 'BH/M1': the modifier must be /C1 .. /C9 (SB, OSB and BH with a cut such as SB/C1)",
                assertThrows(IllegalArgumentException.class, () -> TeamTieBreak.parse("BH/M1")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new TeamTieBreak(TeamTieBreak.Kind.GP, 2));
        assertThrows(IllegalArgumentException.class, () -> new TieBreak(TieBreak.Kind.BH, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> new TieBreak(TieBreak.Kind.BH, -1, 0));
    }

    @Test
    void listsAreReadAlikeInBothScopes() {
        assertEquals(List.of(TieBreak.parse("PTS"), TieBreak.parse("BH/C1"), TieBreak.parse("SB")),
                TieBreak.parseList("PTS, BH/C1 SB"));
        assertEquals(List.of(TeamTieBreak.parse("MP"), TeamTieBreak.parse("GP"), TeamTieBreak.parse("OSB")),
                TeamTieBreak.parseList("MP, GP,OSB"));
        assertEquals("no tie-break given", assertThrows(IllegalArgumentException.class,
                () -> TieBreak.parseList(" , ")).getMessage());
        assertEquals("no team tie-break given", assertThrows(IllegalArgumentException.class,
                () -> TeamTieBreak.parseList(null)).getMessage());
    }

    @Test
    void aKindIsDeclaredOncePerScope() {
        List<TieBreakKind> twice = List.of(TieBreak.Kind.BH, TieBreak.Kind.SB, TieBreak.Kind.BH);
        assertEquals("duplicate tie-break BH",
                assertThrows(IllegalStateException.class, () -> new TieBreakRegistry(twice)).getMessage());
        TieBreakRegistry both = new TieBreakRegistry(List.of(TieBreak.Kind.BH, TeamTieBreak.Kind.BH));
        assertEquals(List.of(TieBreak.Kind.BH), both.kinds(Scope.INDIVIDUAL));
        assertEquals(List.of(TeamTieBreak.Kind.BH), both.kinds(Scope.TEAM));
    }
}
