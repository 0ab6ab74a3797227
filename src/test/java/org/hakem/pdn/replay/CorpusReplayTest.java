package org.hakem.pdn.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.hakem.pdn.PdnCorpusTest;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnWriter;
import org.hakem.rules.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The corpus files of the variants the engine plays, replayed with the variant decided in
 * {@link PdnCorpusTest}: the number of legal games and every other verdict; then the games written in
 * short notation replay to the same moves, and writing them again gives the same text.
 */
class CorpusReplayTest {

    static final Path CORPUS = PdnCorpusTest.CORPUS;

    /** file, variant, legal games, the verdicts of the others ("game N: verdict"). */
    static Stream<Arguments> files() {
        return Stream.of(
                row("international/candidate95.pdn", 8),
                row("international/dutch96h.pdn", 194),
                row("international/wk2003.pdn", 190),
                row("international/prof2.pdn", 15, "game 4: unreadable"),
                row("english/tinsley-a.pdn", 362),
                row("czech/MR_Ceska_Dama_Druzstev_2008-a.pdn", 20),
                // the verdicts of shared/corpus/turkish/expected.tsv
                row("turkish/random-games.pdn", 40,
                        "game 3: illegal at ply 47: men step one square",
                        "game 6: illegal at ply 23: men do not move backward",
                        "game 9: illegal at ply 15: capture is compulsory",
                        "game 12: illegal at ply 34: must capture the maximum",
                        "game 15: illegal at ply 17: must capture the maximum",
                        "game 18: illegal at ply 44: capture is compulsory",
                        "game 21: illegal at ply 10: capture is compulsory",
                        "game 24: illegal at ply 33: must capture the maximum",
                        "game 27: illegal at ply 27: capture is compulsory",
                        "game 30: illegal at ply 6: men step one square",
                        "game 33: illegal at ply 18: capture is compulsory",
                        "game 36: illegal at ply 20: capture is compulsory",
                        "game 39: illegal at ply 57: capture is compulsory",
                        "game 42: illegal at ply 61: capture is compulsory",
                        "game 45: illegal at ply 9: capture is compulsory",
                        "game 48: illegal at ply 32: capture is compulsory",
                        "game 51: illegal at ply 43: men do not move backward",
                        "game 54: illegal at ply 11: capture is compulsory",
                        "game 57: illegal at ply 5: men do not move backward",
                        "game 60: illegal at ply 45: must capture the maximum"),
                row("pdn-standard/succeed/090417ronde12.pdn", 7),
                row("pdn-standard/succeed/Cat.B1.pdn", 37),
                row("pdn-standard/succeed/Cat.D1.pdn", 19),
                row("pdn-standard/succeed/DUTCH96H.pdn", 13),
                row("pdn-standard/succeed/OCA_2.0.pdn", 43),
                row("pdn-standard/succeed/PROF2.pdn", 16),
                row("pdn-standard/succeed/PWCP 2a.pdn", 59),
                row("pdn-standard/succeed/PWCP_2.pdn", 51),
                row("pdn-standard/succeed/Principles of Strategy.pdn", 16),
                row("pdn-standard/succeed/Tricks traps and shots.pdn", 91),
                // problem collections: a few diagrams put a man on its own crowning row, or no piece at all
                row("pdn-standard/succeed/beginner.pdn", 57,
                        "game 10: illegal at ply 1: the FEN does not fit the variant: white man on 1 cannot occur"),
                row("pdn-standard/succeed/borderclassics.pdn", 183),
                row("pdn-standard/succeed/bridges.pdn", 266,
                        "game 14: illegal at ply 1: the FEN does not fit the variant: no pieces on the board"),
                row("pdn-standard/succeed/candidate95.pdn", 8),
                row("pdn-standard/succeed/fen.pdn", 3),
                row("pdn-standard/succeed/gameterminator.pdn", 1),
                row("pdn-standard/succeed/gem.pdn", 162),
                row("pdn-standard/succeed/goulds.pdn", 261,
                        "game 93: illegal at ply 1: the FEN does not fit the variant: white man on 3 cannot occur"),
                row("pdn-standard/succeed/inferno.pdn", 68),
                // an online game played on after the third repetition, which FMJD rules make a draw
                row("pdn-standard/succeed/kurnik.pdn", 3,
                        "game 3: illegal at ply 158: the game was already over (threefold repetition, 1/2-1/2)"),
                row("pdn-standard/succeed/linecomment.pdn", 1),
                row("pdn-standard/succeed/lpc.pdn", 96,
                        "game 36: illegal at ply 1: the FEN does not fit the variant: black man on 30 cannot occur",
                        "game 63: illegal at ply 1: the FEN does not fit the variant: black man on 32 cannot occur",
                        "game 65: illegal at ply 1: the FEN does not fit the variant: black man on 31 cannot occur",
                        "game 73: illegal at ply 1: the FEN does not fit the variant: white man on 4 cannot occur"),
                row("pdn-standard/succeed/movestrength.pdn", 1),
                row("pdn-standard/succeed/mrcd2000kval.pdn", 40),
                row("pdn-standard/succeed/mrcd2006.pdn", 44),
                row("pdn-standard/succeed/mrcd2007.pdn", 102),
                row("pdn-standard/succeed/nk ronde 01.pdn", 7),
                row("pdn-standard/succeed/nk ronde 02.pdn", 7),
                row("pdn-standard/succeed/nk2003-amsterdam.pdn", 33),
                row("pdn-standard/succeed/rk ronde 12.pdn", 7),
                row("pdn-standard/succeed/schildpad.pdn", 34),
                row("pdn-standard/succeed/string.pdn", 1),
                row("pdn-standard/succeed/unicode.pdn", 1),
                row("pdn-standard/succeed/variation.pdn", 1),
                row("pdn-standard/succeed/windragon.pdn", 1),
                row("pdn-standard/succeed/wk2003.pdn", 23),
                row("pdn-standard/fail/40Camp.DamaInternazionaleAssoluto.pdn", 45),
                row("pdn-standard/fail/Cat.A1.pdn", 34, "game 30: unreadable"),
                // after game 45 the file holds a stray "36x27 1-0": read as game 46, it cannot be played
                row("pdn-standard/fail/Cat.C1.pdn", 44, "game 43: unreadable",
                        "game 46: illegal at ply 1: men step one square"),
                row("pdn-standard/fail/delfts.pdn", 0, "game 1: unreadable", "game 2: unreadable"),
                row("pdn-standard/fail/mrdrcd07.pdn", 72),
                row("pdn-standard/fail/mrdrcd08.pdn", 40),
                row("pdn-standard/fail/nested_comment.pdn", 0, "game 1: unreadable"));
    }

    private static Arguments row(String file, int legal, String... others) {
        return Arguments.of(file, PdnCorpusTest.variantOf(file), legal, List.of(others));
    }

    @ParameterizedTest(name = "{0} as {1}: {2} legal")
    @MethodSource("files")
    void verdicts(String file, String variantId, int legal, List<String> others) throws IOException {
        Variant variant = Variant.require(variantId);
        int legalCount = 0;
        List<String> seen = new ArrayList<>();
        for (PdnGame g : PdnReader.readAll(CORPUS.resolve(file))) {
            if (g.isEmpty()) {
                continue;
            }
            if (!g.isValid()) {
                seen.add("game " + g.index() + ": unreadable");
                continue;
            }
            Replayer.Verdict v = Replayer.replay(g, EngineMoves.forGame(g, variant));
            if (v.legal()) {
                legalCount++;
                checkShortNotation(g, variant, v);
            } else {
                String text = "game " + g.index() + ": " + v;
                seen.add(others.stream().filter(text::startsWith).findFirst().orElse(text));
            }
        }
        assertEquals(others, seen);
        assertEquals(legal, legalCount);
    }

    /** Origin, destination and captured pieces: two capture paths with the same effect are one move. */
    private static List<String> effects(List<LegalMove> moves) {
        return moves.stream().map(m -> m.origin() + ">" + m.destination() + " "
                + m.captured().stream().map(Object::toString).sorted().toList()).toList();
    }

    /** Written in short notation, the game replays to the same moves; writing it again changes nothing. */
    private static void checkShortNotation(PdnGame g, Variant variant, Replayer.Verdict verdict) {
        EngineMoves rules = EngineMoves.forGame(g, variant);
        PdnGame shortGame = new PdnGame(g.source(), g.index(), g.line(), g.tags(),
                Replayer.shortNotation(g.mainLine(), Replayer.start(g, rules), rules, 'x'), g.terminator(), List.of());
        String text = PdnWriter.toText(shortGame);
        PdnGame back = PdnReader.readAll(text, "short").get(0);
        Replayer.Verdict again = Replayer.replay(back, EngineMoves.forGame(back, variant));
        assertTrue(again.legal(), () -> again + "\n" + text);
        assertEquals(effects(verdict.moves()), effects(again.moves()), "same moves after short notation");
        assertTrue(again.notes().isEmpty(), () -> "short notation left an ambiguity: " + again.notes());
        PdnGame shortAgain = new PdnGame(back.source(), back.index(), back.line(), back.tags(),
                Replayer.shortNotation(back.mainLine(), Replayer.start(back, rules), rules, 'x'), back.terminator(),
                List.of());
        assertEquals(text, PdnWriter.toText(shortAgain));
    }
}
