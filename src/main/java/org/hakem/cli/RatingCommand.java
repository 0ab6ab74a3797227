package org.hakem.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.rating.EventRatings;
import org.hakem.rating.PriorRating;
import org.hakem.rating.RatingFormatException;
import org.hakem.rating.RatingList;
import org.hakem.rating.RatingListCsv;
import org.hakem.rating.RatingListEntry;
import org.hakem.rating.RatingOutcome;
import org.hakem.rating.RatingParameters;
import org.hakem.rating.RatingReport;
import org.hakem.rating.TimeControlClass;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfFormatException;
import org.hakem.trf.TrfReader;
import org.hakem.trf.TrfRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Ratings from files, without server or database: {@code rating report FILE.trf --list fmjd-100}. */
@Command(name = "rating", description = "FMJD and national ratings (Annex 9) from files.",
        subcommands = {RatingCommand.Report.class})
final class RatingCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }

    @Command(name = "report", description = "The rating report of a TRF file: each player's rating before, games, "
            + "score, opponents' ratings, expected score, development factor, change and new rating.")
    static final class Report implements Callable<Integer> {

        enum Format { TEXT, CSV }

        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "FILE.trf", description = "The tournament (TRF).")
        Path file;

        @Option(names = "--list", paramLabel = "TYPE", defaultValue = "fmjd-100",
                description = "List type: fmjd-100 (default), fmjd-64, tur-national, or a properties file of a "
                        + "federation's list type (docs/ratings.md).")
        String list;

        @Option(names = "--ratings", paramLabel = "LIST.csv",
                description = "The rating list in force (CSV: fmjd_id,name,federation,rating,games,title). Without "
                        + "it the TRF's own ratings are used, games unknown.")
        Path ratings;

        @Option(names = "--time-control", paramLabel = "standard|shorter|rapid|blitz", defaultValue = "standard",
                description = "The class of the event's time control (default standard).")
        String timeControl;

        @Option(names = "--format", paramLabel = "text|csv", description = "text (default) or csv.")
        Format format = Format.TEXT;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            try {
                RatingParameters p = parameters();
                TimeControlClass tc = TimeControlClass.parse(timeControl);
                TrfDocument doc = TrfReader.read(file);
                Crosstable t = doc.tournament();
                RatingList onList = ratings == null ? null
                        : new RatingList(RatingListCsv.read(RatingListCsv.decode(Files.readAllBytes(ratings)),
                                ratings.getFileName().toString()));
                Map<Integer, String> ids = new HashMap<>();
                Map<Integer, RatingOutcome> outcomes = EventRatings.compute(t, e -> prior(e, onList, ids), p, tc);
                RatingReport report = RatingReport.of(header(doc, p, tc), t, outcomes, ids);
                out.print(format == Format.CSV ? report.csv() : report.text());
                out.flush();
                return 0;
            } catch (NoSuchFileException e) {
                err.println("rating report: no such file: " + e.getFile());
                return 2;
            } catch (IOException e) {
                err.println("rating report: cannot read: " + e.getMessage());
                return 2;
            } catch (TrfFormatException | RatingFormatException e) {
                err.println("rating report: " + e.getMessage());
                return 1;
            } catch (IllegalArgumentException e) {
                err.println("rating report: " + e.getMessage());
                return 2;
            }
        }

        private RatingParameters parameters() throws IOException {
            if (RatingParameters.builtIn(list).isPresent()) {
                return RatingParameters.builtIn(list).orElseThrow();
            }
            Path f = Path.of(list);
            if (Files.isRegularFile(f)) {
                return RatingParameters.parse(Files.readString(f, StandardCharsets.UTF_8), f.getFileName().toString());
            }
            throw new IllegalArgumentException("--list must be " + String.join(", ", RatingParameters.BUILT_IN)
                    + " or a list type's properties file, not '" + list + "'");
        }

        private static PriorRating prior(Entrant e, RatingList list, Map<Integer, String> ids) {
            if (list == null) {
                ids.put(e.startNumber(), e.id());
                return EventRatings.fromCrosstable(e);
            }
            RatingListEntry found = list.find(e.id(), e.name(), e.federation()).orElse(null);
            ids.put(e.startNumber(), found == null || found.fmjdId().isEmpty() ? e.id() : found.fmjdId());
            return found == null ? PriorRating.UNRATED : found.prior();
        }

        private RatingReport.Header header(TrfDocument doc, RatingParameters p, TimeControlClass tc) {
            Map<String, String> h = new HashMap<>();
            for (TrfRecord r : doc.headerRecords()) {
                h.putIfAbsent(r.tag(), r.value());
            }
            return new RatingReport.Header(doc.tournament().name(), h.getOrDefault("022", ""),
                    h.getOrDefault("042", ""), h.getOrDefault("052", ""), h.getOrDefault("102", ""),
                    h.getOrDefault("122", ""), tc, p.id(), ratings == null ? "" : ratings.getFileName().toString());
        }
    }
}
