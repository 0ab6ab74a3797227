package org.hakem.pdn.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.hakem.pdn.PdnCorpusTest;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnResult;
import org.hakem.pdn.PdnWriter;
import org.hakem.rules.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file of the shared corpus replayed with the variant decided for it: the verdict table of
 * {@code corpus-files.tsv} (games, legal, illegal, unreadable per file) and {@code corpus-verdicts.tsv}
 * (each game that is not legal, or legal but played on after the end the rules give: ply (for a game
 * played on, the first ply after the end), move text as written, verdict, and the judgement that the record,
 * not our reading or rules, is wrong; a game played on counts as legal in corpus-files.tsv). A change in any verdict fails here. The legal games are also
 * written in short notation and replayed to the same moves; writing them again gives the same text.
 */
class CorpusReplayTest {

    static final Path CORPUS = PdnCorpusTest.CORPUS;

    /** A row of corpus-files.tsv. */
    record FileRow(String file, String variant, int games, int legal, int illegal, int unreadable) {
    }

    /** A row of corpus-verdicts.tsv. */
    record VerdictRow(String file, int game, int ply, String move, String verdict, String judgement, String why) {
    }

    static List<String[]> tsv(String name) {
        try (InputStream in = CorpusReplayTest.class.getResourceAsStream("/org/hakem/pdn/" + name)) {
            List<String[]> rows = new ArrayList<>();
            boolean header = true;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                rows.add(line.split("\t", -1));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<FileRow> fileRows() {
        return tsv("corpus-files.tsv").stream().map(r -> new FileRow(r[0], r[1], Integer.parseInt(r[2]),
                Integer.parseInt(r[3]), Integer.parseInt(r[4]), Integer.parseInt(r[5]))).toList();
    }

    static List<VerdictRow> verdictRows() {
        return tsv("corpus-verdicts.tsv").stream().map(r -> new VerdictRow(r[0], Integer.parseInt(r[1]),
                Integer.parseInt(r[2]), r[3], r[4], r[5], r[6])).toList();
    }

    static Stream<Arguments> files() {
        return fileRows().stream().map(f -> Arguments.of(f.file(), f.variant(), f));
    }

    @Test
    void theTablesCoverTheCorpusWithTheVariantsDecidedFromContent() {
        List<String> files = fileRows().stream().map(FileRow::file).toList();
        for (FileRow f : fileRows()) {
            assertEquals(PdnCorpusTest.variantOf(f.file()), f.variant(), f.file());
            assertEquals(f.games(), f.legal() + f.illegal() + f.unreadable(), f.file());
        }
        assertEquals(PdnCorpusTest.files(), files.stream().sorted().toList());
        for (VerdictRow v : verdictRows()) {
            assertTrue(files.contains(v.file()), v.file());
            // a game that fails because of our reading or rules is fixed, not recorded as a verdict
            assertEquals("record", v.judgement(), () -> v + ": only recording errors may stay in the table");
            assertFalse(v.why().isBlank(), () -> v + ": every verdict says why the record is wrong");
        }
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("files")
    void verdicts(String file, String variantId, FileRow expected) throws IOException {
        Variant variant = Variant.require(variantId);
        int games = 0;
        int legal = 0;
        int illegal = 0;
        int unreadable = 0;
        List<String> seen = new ArrayList<>();
        for (PdnGame g : PdnReader.readAll(CORPUS.resolve(file))) {
            if (g.isEmpty()) {
                continue;
            }
            games++;
            if (!g.isValid()) {
                unreadable++;
                PdnDiagnostic d = g.diagnostics().stream().filter(PdnDiagnostic::isError).findFirst().orElseThrow();
                seen.add(row(g.index(), 0, "-", "unreadable: " + d.line() + ":" + d.column() + ": " + d.message()));
                continue;
            }
            Replayer.Verdict v = Replayer.replay(g, EngineMoves.forGame(g, variant));
            if (v.legal()) {
                legal++;
                if (v.playedOn()) {
                    // legal moves, but after the end the rules give: listed as a finding, counted legal
                    seen.add(row(g.index(), v.endedAt() + 1, g.mainLine().moves().get(v.endedAt()).text().raw(),
                            v.toString()));
                }
                checkShortNotation(g, variant, v);
                if (v.end() != null && g.result().isPresent() && g.result().get() != PdnResult.UNFINISHED) {
                    // where the rules end the game, the record's result is theirs (in either scoring)
                    assertEquals(v.end().result(), g.result().get().inDefaultScoring().token(),
                            () -> file + " game " + g.index() + ": " + v.end());
                }
            } else {
                illegal++;
                String move = v.ply() == 0 ? "-" : g.mainLine().moves().get(v.ply() - 1).text().raw();
                seen.add(row(g.index(), v.ply(), move, v.toString()));
            }
        }
        List<String> expectedRows = verdictRows().stream().filter(r -> r.file().equals(file))
                .map(r -> row(r.game(), r.ply(), r.move(), r.verdict())).toList();
        assertEquals(expectedRows, seen);
        assertEquals(expected, new FileRow(file, variantId, games, legal, illegal, unreadable));
    }

    private static String row(int game, int ply, String move, String verdict) {
        return "game " + game + ", ply " + ply + ", " + move + ": " + verdict;
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
