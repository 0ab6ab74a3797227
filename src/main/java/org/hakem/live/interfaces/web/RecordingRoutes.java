package org.hakem.live.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * The recording page of a board, one view for every kind of event (login as arbiter or admin: web.xml guards
 * {@code /arbiter/*}, and the page checks the event's arbiters itself). The page takes its own form posts: a move
 * typed, an undo, a correction, the result.
 */
@ApplicationScoped
public class RecordingRoutes implements PageRoutes {

    static final String VIEW = "/views/live/record.xhtml";

    @Override
    public List<PageRoute> routes() {
        return List.of(
                PageRoute.form("/arbiter/tournaments/{id}/rounds/{round}/boards/{board}/record", VIEW),
                PageRoute.form("/arbiter/teams/{id}/rounds/{round}/matches/{match}/boards/{board}/record", VIEW));
    }
}
