package org.hakem.live.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hakem.live.application.LiveView;
import org.hakem.live.domain.BoardState;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * The live round page ({@code /tournaments/{id}/rounds/{n}/live}, {@code /teams/{id}/rounds/{n}/live}): every board of
 * a published round of a public event as a small board with its current position, last move, players and result. The
 * page is whole without JavaScript (a reload shows the truth); with it, {@code live-round.js} redraws a board from
 * each change the stream sends.
 */
@Named("liveRound")
@RequestScoped
public class LiveRoundPage {

    /** A cell of a small board: its CSS classes (square colour, piece, last move). */
    public record Cell(String css) {
    }

    /** A board as the page shows it. */
    public record Board(BoardState state, List<Cell> cells) {

        /** Board number within its match (a team match: the match's number too). */
        public String label() {
            return state.address().match() > 0 ? state.address().match() + "." + state.address().board()
                    : Integer.toString(state.address().board());
        }

        public String id() {
            return "live-" + state.address().match() + "-" + state.address().board();
        }
    }

    @Inject
    Page page;

    @Inject
    LiveView view;

    private String kind;
    private long id;
    private int round;
    private String eventName;
    private List<Board> boards;
    private Texts texts;

    /** The view action: a round of a public event, else not found. */
    public void load() {
        String path = page.request().getServletPath() + (page.request().getPathInfo() == null ? "" : page.request().getPathInfo());
        kind = LiveRoutes.PLACES.entrySet().stream().filter(e -> path.startsWith(e.getValue() + "/"))
                .map(Map.Entry::getKey).findFirst().orElse("tournament");
        id = number(page.pathParam("id"));
        round = (int) Math.min(number(page.pathParam("n")), Integer.MAX_VALUE);
        LiveView.Round r = view.round(kind, id, round).orElseThrow(
                () -> new NotFoundException(Problem.of("event.round.not-found", id, round)));
        eventName = r.eventName();
        boards = r.boards().stream().map(s -> new Board(s, cells(s))).toList();
    }

    private static long number(String text) {
        try {
            long n = text == null ? -1 : Long.parseLong(text);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new NotFoundException(Problem.of("event.not-found", text));
    }

    /** The cells of a small board, as {@code live-round.js} draws them too. */
    static List<Cell> cells(BoardState s) {
        List<Cell> out = new ArrayList<>(s.cells().length());
        for (int i = 0; i < s.cells().length(); i++) {
            out.add(new Cell(css(s.cells().charAt(i), i == s.lastFrom() || i == s.lastTo())));
        }
        return out;
    }

    static String css(char c, boolean last) {
        String piece = switch (c) {
            case 'w' -> " wm";
            case 'W' -> " wk";
            case 'b' -> " bm";
            case 'B' -> " bk";
            case '#' -> " ob";
            default -> "";
        };
        return (c == '-' ? "sq l" : "sq d") + piece + (last ? " last" : "");
    }

    /** The page's texts in the reader's language. */
    public Texts getTexts() {
        if (texts == null) {
            texts = Texts.of("org.hakem.live.interfaces.web.viewer", page.locale());
        }
        return texts;
    }

    public String getTitle() {
        return getTexts().get("live.title", eventName, round);
    }

    /** What a small board shows, said in words (its accessible name). */
    public String label(Board b) {
        BoardState s = b.state();
        return getTexts().get("live.board.label", b.label(), s.white(), s.black() == null ? "-" : s.black(), s.plies());
    }

    public String plies(Board b) {
        return getTexts().get("live.plies", b.state().plies());
    }

    /** The last move as the page writes it, empty before the first. */
    public String last(Board b) {
        return b.state().lastMove() == null ? "" : getTexts().get("live.last", b.state().lastMove());
    }

    public List<Board> getBoards() {
        return boards;
    }

    public String getEventName() {
        return eventName;
    }

    public int getRound() {
        return round;
    }

    /** The event's public page. */
    public String getEventLink() {
        return page.contextPath() + LiveRoutes.PLACES.get(kind) + "/" + id;
    }

    /** The stream of the event's changes. */
    public String getStream() {
        return page.contextPath() + "/live/" + kind + "/" + id + "/events";
    }
}
