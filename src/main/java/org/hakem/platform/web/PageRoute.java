package org.hakem.platform.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One public address of a page and the Facelets view that renders it: {@code /tournaments/{id}/standings}
 * is shown by {@code /views/tournament/standings.xhtml}, with {@code id} available to the page bean as a
 * path parameter ({@link Page#pathParam(String)}). Addresses are what federations link to, so they never
 * carry {@code .xhtml} and never change when a view is reorganised.
 *
 * @param template the address inside the application, segments in braces are parameters ({@code [^/]+})
 * @param view     the view it is rendered by, under {@code /views/}
 * @param posts    whether a form may be posted to this address (the view's bean handles it)
 */
public record PageRoute(String template, String view, boolean posts, Pattern pattern, List<String> names) {

    private static final Pattern PARAMETER = Pattern.compile("\\{([a-zA-Z][a-zA-Z0-9]*)}");

    public PageRoute {
        if (!template.startsWith("/") || !view.startsWith("/views/") || !view.endsWith(".xhtml")) {
            throw new IllegalArgumentException("route " + template + " -> " + view);
        }
        names = List.copyOf(names);
    }

    /** A page that is only read (GET and HEAD). */
    public static PageRoute get(String template, String view) {
        return of(template, view, false);
    }

    /** A page that also takes its own form posts. */
    public static PageRoute form(String template, String view) {
        return of(template, view, true);
    }

    private static PageRoute of(String template, String view, boolean posts) {
        Matcher m = PARAMETER.matcher(template);
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        int last = 0;
        while (m.find()) {
            regex.append(Pattern.quote(template.substring(last, m.start()))).append("([^/]+)");
            names.add(m.group(1));
            last = m.end();
        }
        regex.append(Pattern.quote(template.substring(last)));
        return new PageRoute(template, view, posts, Pattern.compile(regex.toString()), names);
    }

    /** The path parameters when {@code path} is this address, else null. */
    public Map<String, String> match(String path) {
        Matcher m = pattern.matcher(path);
        if (!m.matches()) {
            return null;
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            values.put(names.get(i), m.group(i + 1));
        }
        return values;
    }

    /** The methods this address answers. */
    public Set<String> methods() {
        return posts ? Set.of("GET", "HEAD", "POST") : Set.of("GET", "HEAD");
    }
}
