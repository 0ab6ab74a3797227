package org.hakem.tournament.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.List;
import java.util.Random;
import java.util.logging.Logger;
import org.hakem.platform.OnceFlags;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.rules.Game;
import org.hakem.rules.Move;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRepository;
import org.hakem.tournament.domain.EventRound;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.Pairing;
import org.hakem.event.application.Actor;

/**
 * Demo tournaments for a new installation, loaded once (flag {@code demo.tournaments} in
 * {@code app_state}) when there are no tournaments yet and at least four players: a finished round
 * robin with every result and a few attached games, and a running Swiss paired by hand with round 1
 * partly entered. Called from {@code org.hakem.setup.FirstStart}, in its transaction.
 */
@ApplicationScoped
public class TournamentDemo {

    private static final Logger LOG = Logger.getLogger(TournamentDemo.class.getName());
    static final String FLAG = "demo.tournaments";

    @Inject
    OnceFlags flags;

    @Inject
    EventRepository events;

    @Inject
    TournamentService tournaments;

    @Inject
    ResultService results;

    @Inject
    PlayerService players;

    @Transactional
    public void loadOnce() {
        if (flags.isSet(FLAG)) {
            return;
        }
        boolean empty = events.list(true).isEmpty();
        List<Player> registry = players.list("", 0, 8).players();
        if (empty && registry.size() >= 4 && !"false".equalsIgnoreCase(System.getenv("HAKEM_DEMO"))) {
            roundRobin(registry);
            swiss(registry);
            LOG.info("Loaded the demo tournaments");
        }
        flags.set(FLAG);
    }

    private void roundRobin(List<Player> registry) {
        Actor a = Actor.SYSTEM;
        Snapshot s = tournaments.create(new EventDetails("İzmir Kış Turnuvası (demo)", "İzmir", LocalDate.of(2026, 1, 10),
                LocalDate.of(2026, 1, 12), "turkish", EventSystem.ROUND_ROBIN, 0, false, "2-1-0", "turkish",
                "60 min + 30 s", null, EventStatus.PLANNED, true), a);
        long id = s.event().id();
        registry.stream().limit(6).forEach(p -> tournaments.enter(id, p.id(), a));
        List<EventRound> rounds = tournaments.pairAll(id, a);
        Random random = new Random(2026);
        int games = 0;
        for (EventRound r : rounds) {
            tournaments.publish(id, r.number(), true, a);
            for (Pairing p : r.boards()) {
                if (p.isBye()) {
                    continue;
                }
                // stronger players (lower start numbers) win more often
                int diff = p.black().startNumber() - p.white().startNumber();
                double x = random.nextDouble() + diff * 0.08;
                String result = x > 0.75 ? "1-0" : x < 0.3 ? "0-1" : "=";
                Pairing saved = results.record(id, r.number(), p.board(), p.version(), result, a);
                if (games < 4) {
                    results.attachGame(id, r.number(), p.board(), saved.version(),
                            game(Variants.TURKISH, p.white().name(), p.black().name(), saved.result().pdnResult(), random), a);
                    games++;
                }
            }
        }
        tournaments.changeStatus(id, EventStatus.FINISHED, a);
    }

    private void swiss(List<Player> registry) {
        Actor a = Actor.SYSTEM;
        Snapshot s = tournaments.create(new EventDetails("Ankara Açık (demo)", "Ankara", LocalDate.now(),
                LocalDate.now().plusDays(2), "turkish", EventSystem.SWISS, 5, false, "2-1-0", "fmjd",
                "45 min + 15 s", null, EventStatus.PLANNED, true), a);
        long id = s.event().id();
        registry.forEach(p -> tournaments.enter(id, p.id(), a));
        int n = registry.size();
        List<TournamentService.ManualBoard> boards = new java.util.ArrayList<>();
        for (int i = 1; i <= n / 2; i++) {
            boards.add(new TournamentService.ManualBoard(i % 2 == 1 ? i : i + n / 2, i % 2 == 1 ? i + n / 2 : i, null));
        }
        if (n % 2 == 1) {
            boards.add(new TournamentService.ManualBoard(n, null, "pairing"));
        }
        EventRound r = tournaments.pairByHand(id, boards, a);
        tournaments.publish(id, 1, true, a);
        List<Pairing> games = r.boards().stream().filter(p -> !p.isBye()).toList();
        for (int i = 0; i < games.size() - 1; i++) {
            Pairing p = games.get(i);
            results.record(id, 1, p.board(), p.version(), i % 2 == 0 ? "1-0" : "=", a);
        }
    }

    /** A game of legal moves (seeded), stopped after 20 to 40 plies, with the result given. */
    static String game(Variant variant, String white, String black, String result, Random random) {
        Game g = Game.start(variant);
        StringBuilder moves = new StringBuilder();
        int plies = 20 + random.nextInt(21);
        for (int ply = 0; ply < plies && !g.isOver(); ply++) {
            List<Move> legal = g.legalMoves();
            Move m = legal.get(random.nextInt(legal.size()));
            if (ply % 2 == 0) {
                moves.append(ply / 2 + 1).append(". ");
            }
            moves.append(m.notation(variant.board())).append(' ');
            g = g.play(m);
        }
        return "[White \"" + white.replace("\"", "'") + "\"]\n[Black \"" + black.replace("\"", "'") + "\"]\n[Result \""
                + result + "\"]\n[GameType \"" + variant.gameType() + "\"]\n\n" + moves + result + "\n";
    }
}
