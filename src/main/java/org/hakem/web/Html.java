package org.hakem.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import org.hakem.security.domain.Role;
import org.hakem.security.infrastructure.CsrfTokens;

/** HTML for the pages: escaping of everything a user typed, and the common page frame. */
public final class Html {

    private Html() {
    }

    /** Text safe to put between tags and inside quoted attribute values. */
    public static String esc(Object value) {
        if (value == null) {
            return "";
        }
        String s = value.toString();
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** The hidden form field with the session's CSRF token; every POST form must carry it. */
    public static String csrfField(HttpServletRequest request) {
        return "<input type=\"hidden\" name=\"" + CsrfTokens.FIELD + "\" value=\"" + esc(CsrfTokens.token(request)) + "\">";
    }

    public static boolean isArbiter(HttpServletRequest request) {
        return request.isUserInRole(Role.ARBITER_NAME) || request.isUserInRole(Role.ADMIN_NAME);
    }

    /** Writes a whole page: head, navigation, the body given, foot. */
    public static void page(HttpServletRequest request, HttpServletResponse response, int status, String title,
                            String body) throws IOException {
        response.setStatus(status);
        response.setContentType("text/html;charset=UTF-8");
        response.setHeader("Cache-Control", "no-store");
        String ctx = request.getContextPath();
        StringBuilder nav = new StringBuilder();
        nav.append("<a href=\"").append(ctx).append("/\">Hakem</a> ");
        nav.append("<a href=\"").append(ctx).append("/players\">Players</a> ");
        nav.append("<a href=\"").append(ctx).append("/tournaments\">Tournaments</a> ");
        if (request.isUserInRole(Role.ADMIN_NAME)) {
            nav.append("<a href=\"").append(ctx).append("/admin/accounts\">Accounts</a> ");
        }
        String user = request.getUserPrincipal() == null ? null : request.getUserPrincipal().getName();
        if (user == null) {
            nav.append("<span class=\"right\"><a href=\"").append(ctx).append("/login\">Log in</a></span>");
        } else {
            nav.append("<span class=\"right\">").append(esc(user)).append(" <form class=\"inline\" method=\"post\" action=\"")
                    .append(ctx).append("/logout\">").append(csrfField(request))
                    .append("<button type=\"submit\">Log out</button></form></span>");
        }
        PrintWriter out = response.getWriter();
        out.print("""
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>""" + esc(title) + """
                 · Hakem</title>
                <style>
                body{font-family:system-ui,sans-serif;margin:0;color:#222}
                nav{background:#1f3b57;padding:.6em 1em}nav a,nav span{color:#fff;margin-right:1em;text-decoration:none}
                nav .right{float:right}form.inline{display:inline}main{padding:1em 2em;max-width:70em}
                table{border-collapse:collapse}td,th{padding:.3em .7em;border-bottom:1px solid #ddd;text-align:left}
                .error{color:#a00}label{display:block;margin:.4em 0}input,select{font:inherit}
                </style></head><body>
                """);
        out.print("<nav>" + nav + "</nav><main><h1>" + esc(title) + "</h1>\n");
        out.print(body);
        out.print("\n</main></body></html>\n");
    }
}
