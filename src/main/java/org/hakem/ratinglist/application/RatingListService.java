package org.hakem.ratinglist.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rating.RatingFormatException;
import org.hakem.rating.RatingList;
import org.hakem.rating.RatingListCsv;
import org.hakem.rating.RatingListEntry;
import org.hakem.rating.RatingParameters;
import org.hakem.ratinglist.domain.ImportedList;
import org.hakem.ratinglist.domain.ListType;
import org.hakem.ratinglist.domain.RatingListRepository;

/** Use cases of rating lists. Each method is one transaction. */
@ApplicationScoped
@Transactional
public class RatingListService {

    /** An import as listed (without its entries). */
    public record ListInfo(long id, String listType, LocalDate listDate, String sourceName, int entries,
                           java.time.Instant importedAt, String importedBy) {
        static ListInfo of(ImportedList l) {
            return new ListInfo(l.id(), l.listType(), l.listDate(), l.sourceName(), l.entryCount(), l.importedAt(),
                    l.importedBy());
        }
    }

    /** The list a day's event takes its ratings from: which import, and its entries ready to look up. */
    public record InForce(ListInfo info, RatingList list) {
    }

    @Inject
    RatingListRepository repository;

    /** Lists never change once imported: their entries are kept in memory after the first look-up. */
    private final Map<Long, RatingList> loaded = new ConcurrentHashMap<>();

    /** Every list type: the built-in ones first, then those the installation added. */
    public List<RatingParameters> types() {
        List<RatingParameters> all = new ArrayList<>(RatingParameters.builtIns());
        repository.types().forEach(t -> all.add(t.parameters()));
        return all;
    }

    /** The list type with this id. */
    public RatingParameters type(String id) {
        String key = id == null ? "" : id.strip().toLowerCase(Locale.ROOT);
        return RatingParameters.builtIn(key).or(() -> repository.type(key).map(ListType::parameters))
                .orElseThrow(() -> new NotFoundException(Problem.of("rating.list-type.unknown", id,
                        String.join(", ", types().stream().map(RatingParameters::id).toList()))));
    }

    /** True when a list type has this id. */
    public boolean hasType(String id) {
        String key = id == null ? "" : id.strip().toLowerCase(Locale.ROOT);
        return RatingParameters.builtIn(key).isPresent() || repository.type(key).isPresent();
    }

    /**
     * Adds a federation's list type from its parameters text, or gives an added one new numbers. The built-in
     * types cannot be redefined.
     */
    public RatingParameters defineType(String text, String actor) {
        RatingParameters p = parseType(text);
        if (RatingParameters.BUILT_IN.contains(p.id())) {
            throw new ConflictException(Problem.of("rating.list-type.built-in", p.id()), 0);
        }
        Optional<ListType> existing = repository.type(p.id());
        if (existing.isPresent()) {
            existing.get().redefine(p);
        } else {
            repository.addType(new ListType(p, actor));
        }
        return p;
    }

    /** Reads a list type's parameters text, or says where it is wrong. */
    public RatingParameters parseType(String text) {
        try {
            return RatingParameters.parse(text, "parameters");
        } catch (RatingFormatException e) {
            throw new ValidationException("parameters", Problem.of("rating.parameters.invalid", e.line(),
                    e.column(), e.detail()));
        }
    }

    /**
     * Imports a CSV rating list (columns of {@link RatingListCsv}) of a list type, in force from {@code date}.
     *
     * @throws ValidationException for an unknown type, a missing date or a fault in the file (line and column)
     */
    public ListInfo importCsv(String listType, LocalDate date, String sourceName, String csv, String actor) {
        RatingParameters type = type(listType);
        if (date == null) {
            throw new ValidationException("date", Problem.of("rating.list-date.required"));
        }
        List<RatingListEntry> entries;
        try {
            entries = RatingListCsv.read(csv, sourceName == null || sourceName.isBlank() ? "list.csv" : sourceName);
        } catch (RatingFormatException e) {
            throw new ValidationException("file", Problem.of("rating.csv.invalid", e.line(), e.column(), csvFault(e)));
        }
        if (entries.isEmpty()) {
            throw new ValidationException("file", Problem.of("rating.csv.empty"));
        }
        return ListInfo.of(repository.add(new ImportedList(type.id(), date, sourceName, actor, entries)));
    }

    /**
     * What is wrong with a list file, said in the reader's language (#33): a problem of its own, given to
     * {@code rating.csv.invalid} as its detail; the English text for a fault without a code.
     */
    static Object csvFault(RatingFormatException e) {
        Object[] v = e.values().toArray();
        if (e.code() == null) {
            return e.detail();
        }
        return switch (e.code()) {
            case "no-header" -> Problem.of("rating.csv.no-header");
            case "unknown-column" -> Problem.of("rating.csv.unknown-column", v);
            case "column-twice" -> Problem.of("rating.csv.column-twice", v);
            case "no-name" -> Problem.of("rating.csv.no-name");
            case "no-rating" -> Problem.of("rating.csv.no-rating");
            case "too-many" -> Problem.of("rating.csv.too-many", v);
            case "field-count" -> Problem.of("rating.csv.field-count", v);
            case "id-format" -> Problem.of("rating.csv.id-format", v);
            case "id-twice" -> Problem.of("rating.csv.id-twice", v);
            case "name-length" -> Problem.of("rating.csv.name-length");
            case "control" -> Problem.of("rating.csv.control", v);
            case "federation" -> Problem.of("rating.csv.federation", v);
            case "rating-range" -> Problem.of("rating.csv.rating-range", v);
            case "games-range" -> Problem.of("rating.csv.games-range", v);
            case "birth-year-range" -> Problem.of("rating.csv.birth-year-range", v);
            case "title-length" -> Problem.of("rating.csv.title-length", v);
            case "club-length" -> Problem.of("rating.csv.club-length");
            case "sex" -> Problem.of("rating.csv.sex", v);
            case "quote-open" -> Problem.of("rating.csv.quote-open");
            case "quote-end" -> Problem.of("rating.csv.quote-end", v);
            default -> e.detail();
        };
    }

    /** Every import, by list type, newest date first. */
    public List<ListInfo> lists() {
        return repository.all().stream().map(ListInfo::of).toList();
    }

    /**
     * A player's rating history: their line on every imported list (by FMJD id, else by name and federation), by list
     * type, oldest list first. For the player's page (#35).
     */
    public List<org.hakem.ratinglist.domain.RatingPoint> history(String fmjdId, String name, String federation) {
        return repository.history(fmjdId, name, federation);
    }

    /** The entries of an import. */
    public List<RatingListEntry> entries(long id) {
        return repository.find(id).orElseThrow(() -> new NotFoundException(Problem.of("rating.list.not-found", id)))
                .entries();
    }

    /**
     * The list of this type in force on {@code day} (the latest list dated on or before it); without a day, the
     * latest list. Empty when no such list was imported.
     */
    public Optional<InForce> inForce(String listType, LocalDate day) {
        Optional<ImportedList> l = day == null ? repository.latest(listType) : repository.inForce(listType, day);
        return l.map(x -> new InForce(ListInfo.of(x), loaded.computeIfAbsent(x.id(), id -> new RatingList(x.entries()))));
    }
}
