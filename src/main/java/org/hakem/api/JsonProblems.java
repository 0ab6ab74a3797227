package org.hakem.api;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.platform.Problem;
import org.hakem.platform.rest.Strings;

/**
 * What was wrong with a JSON body, per field, in words a client can act on. JSON-B's messages name Java
 * classes; only the JSON field names and the kind of problem are kept from them.
 */
final class JsonProblems {

    private static final Pattern UNKNOWN = Pattern.compile("Json property (\\S+) can not be mapped");
    private static final Pattern PROPERTY = Pattern.compile("property '([^']{1,100})'");
    private static final Pattern MISSING = Pattern.compile("parameter (\\S+) is missing");

    private JsonProblems() {
    }

    static Map<String, Problem> fields(Throwable e) {
        Map<String, Problem> fields = new LinkedHashMap<>();
        boolean syntax = false;
        Problem typeProblem = Problem.of("api.body.wrong-type");
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof JsonConfig.UnpairedSurrogate u) {
                typeProblem = Problem.of("api.body.unpaired-surrogate", u.character());
            }
        }
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String m = t.getMessage() == null ? "" : t.getMessage();
            Matcher unknown = UNKNOWN.matcher(m);
            if (unknown.find()) {
                fields.putIfAbsent(Strings.printable(unknown.group(1), 100), Problem.of("api.body.unknown-field"));
            }
            Matcher missing = MISSING.matcher(m);
            if (missing.find()) {
                fields.putIfAbsent(Strings.printable(missing.group(1), 100), Problem.of("field.required"));
            }
            Matcher property = PROPERTY.matcher(m);
            while (property.find()) {
                fields.putIfAbsent(Strings.printable(property.group(1), 100), typeProblem);
            }
            if (t instanceof jakarta.json.stream.JsonParsingException parsing) {
                syntax = true;
                var at = parsing.getLocation();
                fields.putIfAbsent("body", at == null ? Problem.of("api.body.malformed")
                        : Problem.of("api.body.malformed-at", at.getLineNumber(), at.getColumnNumber()));
            }
        }
        if (fields.isEmpty()) {
            fields.put("body", syntax ? Problem.of("api.body.malformed") : Problem.of("api.body.shape"));
        }
        return fields;
    }
}
