package org.hakem.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** The front page: what Hakem is and where to go. */
@WebServlet(urlPatterns = "")
public class HomePage extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String ctx = request.getContextPath();
        Html.page(request, response, 200, "Hakem", """
                <p>Tournament manager and PDN game archive for draughts.</p>
                <ul>
                <li><a href="%s/players">Player registry</a></li>
                <li><a href="%s/archive">Game archive</a> and <a href="%s/archive/search">search by position</a></li>
                <li><a href="%s/api/players">Players as JSON</a> (REST API under <code>/api</code>)</li>
                </ul>
                """.formatted(ctx, ctx, ctx, ctx));
    }
}
