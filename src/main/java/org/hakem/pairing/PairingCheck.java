package org.hakem.pairing;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;
import org.hakem.trf.TrfDocument;

/**
 * Re-pairs every round of a tournament with a Swiss pairing system and reports where the recorded pairing
 * differs (pairs, colours, pairing-allocated bye).
 */
public final class PairingCheck {

    private PairingCheck() {
    }

    /** One round whose recorded pairing differs from the engine's. */
    public record Difference(int round, List<Pair> onlyRecorded, List<Pair> onlyEngine,
                             OptionalInt recordedBye, OptionalInt engineBye, String error) {
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("round ").append(round).append(':');
            if (error != null) {
                return sb.append(" engine failed: ").append(error).toString();
            }
            if (!onlyRecorded.isEmpty()) {
                sb.append(" recorded ").append(text(onlyRecorded));
            }
            if (!onlyEngine.isEmpty()) {
                sb.append(" engine ").append(text(onlyEngine));
            }
            if (!recordedBye.equals(engineBye)) {
                sb.append(" bye recorded ").append(recordedBye.isPresent() ? recordedBye.getAsInt() : "none")
                        .append(", engine ").append(engineBye.isPresent() ? engineBye.getAsInt() : "none");
            }
            return sb.toString();
        }

        private static String text(List<Pair> boards) {
            StringBuilder sb = new StringBuilder();
            for (Pair b : boards) {
                if (!sb.isEmpty()) {
                    sb.append(", ");
                }
                sb.append(b.white()).append('-').append(b.black());
            }
            return sb.toString();
        }
    }

    /** The pairing recorded for a round: boards (white first) and the pairing-allocated bye. */
    public static RoundPairing recorded(Crosstable t, int round) {
        List<Pair> boards = new ArrayList<>();
        Integer bye = null;
        for (Entrant p : t.players()) {
            RoundEntry e = p.round(round);
            if (e.hasOpponent() && p.startNumber() < e.opponent()) {
                boolean white = e.colour() == Colour.WHITE
                        || (e.colour() == Colour.NONE && t.player(e.opponent()).round(round).colour() == Colour.BLACK);
                boards.add(white ? new Pair(p.startNumber(), e.opponent()) : new Pair(e.opponent(), p.startNumber()));
            } else if (!e.hasOpponent() && e.result() == ResultCode.PAIRING_ALLOCATED_BYE && round <= p.rounds().size()) {
                bye = p.startNumber();
            }
        }
        return new RoundPairing(round, boards, bye == null ? OptionalInt.empty() : OptionalInt.of(bye));
    }

    /** Compares one round with {@code system}; empty when it pairs it as recorded. */
    public static java.util.Optional<Difference> checkRound(TrfDocument doc, int round, PairingSystem system) {
        return checkRound(doc, round, system, FmjdOptions.DEFAULT);
    }

    /**
     * Compares one round with {@code system} and the FMJD options (colour relevance for pairing; the Dutch system
     * takes only the default); empty when it pairs it as recorded.
     */
    public static java.util.Optional<Difference> checkRound(TrfDocument doc, int round, PairingSystem system,
                                                            FmjdOptions options) {
        RoundPairing want = recorded(doc.tournament(), round);
        RoundPairing got;
        try {
            got = system.pair(SwissRequests.forRound(doc, round), options);
        } catch (PairingException | IllegalArgumentException e) {
            return java.util.Optional.of(new Difference(round, want.boards(), List.of(), want.pairingAllocatedBye(),
                    OptionalInt.empty(), e.getMessage()));
        }
        Set<Pair> a = new LinkedHashSet<>(want.boards());
        Set<Pair> b = new LinkedHashSet<>(got.boards());
        List<Pair> onlyA = new ArrayList<>(a);
        onlyA.removeAll(b);
        List<Pair> onlyB = new ArrayList<>(b);
        onlyB.removeAll(a);
        if (onlyA.isEmpty() && onlyB.isEmpty() && want.pairingAllocatedBye().equals(got.pairingAllocatedBye())) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Difference(round, onlyA, onlyB, want.pairingAllocatedBye(),
                got.pairingAllocatedBye(), null));
    }

    /** Compares every paired round of the document with {@code system}. */
    public static List<Difference> check(TrfDocument doc, PairingSystem system) {
        return check(doc, system, FmjdOptions.DEFAULT);
    }

    /** Compares every paired round of the document with {@code system} and the FMJD options. */
    public static List<Difference> check(TrfDocument doc, PairingSystem system, FmjdOptions options) {
        List<Difference> out = new ArrayList<>();
        int last = SwissRequests.nextRound(doc.tournament()) - 1;
        for (int r = 1; r <= last; r++) {
            checkRound(doc, r, system, options).ifPresent(out::add);
        }
        return out;
    }
}
