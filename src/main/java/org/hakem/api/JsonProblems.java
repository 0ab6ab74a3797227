package org.hakem.api;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    static Map<String, String> fields(Throwable e) {
        Map<String, String> fields = new LinkedHashMap<>();
        boolean syntax = false;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String m = t.getMessage() == null ? "" : t.getMessage();
            Matcher unknown = UNKNOWN.matcher(m);
            if (unknown.find()) {
                fields.putIfAbsent(Strings.printable(unknown.group(1), 100), "is not a field of this body");
            }
            Matcher missing = MISSING.matcher(m);
            if (missing.find()) {
                fields.putIfAbsent(Strings.printable(missing.group(1), 100), "is required");
            }
            Matcher property = PROPERTY.matcher(m);
            while (property.find()) {
                fields.putIfAbsent(Strings.printable(property.group(1), 100), "has the wrong type");
            }
            if (t instanceof jakarta.json.stream.JsonParsingException parsing) {
                syntax = true;
                var at = parsing.getLocation();
                String where = at == null ? "" : " at line " + at.getLineNumber() + ", column " + at.getColumnNumber();
                fields.putIfAbsent("body", "is not well-formed JSON" + where);
            }
        }
        if (fields.isEmpty()) {
            fields.put("body", syntax ? "is not well-formed JSON"
                    : "must be a JSON object with this operation's fields, of their types");
        }
        return fields;
    }
}
