package org.hakem.api;

import jakarta.json.JsonNumber;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.stream.JsonParser;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import org.hakem.platform.rest.Strings;

/**
 * JSON-B as the API uses it: the settings of all JSON Hakem writes ({@link org.hakem.platform.JsonDocuments#config()},
 * the defaults), except that
 * <ul>
 *   <li>a body with a field the operation does not know is refused (400 naming the field) rather than silently
 *       ignored, so a misspelt field never loses what the client meant to send;</li>
 *   <li>whole-number fields take only whole numbers in their range, and true/false fields only true or false:
 *       JSON-B's own readers wrap and round ({@code 4294967297} read as the id 1, {@code 1.5} as 1, {@code 1e30}
 *       as some other number, {@code "maybe"} as false), which would act on something the client never
 *       named. (Primitive fields are only in parts of bodies the API does not read, such as an event's
 *       entries: JSON-B does not give them to these readers.)</li>
 *   <li>text fields take only Unicode text: an escaped surrogate without its pair (a backslash, u, D800) is no character,
 *       and a database or any UTF-8 writer would store it as {@code ?}; it is refused (400 naming the field) in every
 *       string of every body, lists and maps included.</li>
 * </ul>
 */
@Provider
public class JsonConfig implements ContextResolver<Jsonb> {

    private static final Jsonb JSONB = JsonbBuilder.create(org.hakem.platform.JsonDocuments.config()
            .setProperty("jsonb.fail-on-unknown-properties", true)
            .withDeserializers(new ExactInteger(), new ExactLong(), new StrictBoolean(), new UnicodeString()));

    @Override
    public Jsonb getContext(Class<?> type) {
        return JSONB;
    }

    /** A whole number from {@code min} to {@code max}: a JSON number, or a string holding one; null for null. */
    static Long whole(JsonParser parser, long min, long max) {
        JsonValue v = parser.getValue();
        BigDecimal d;
        if (v == JsonValue.NULL) {
            return null;
        } else if (v instanceof JsonNumber n) {
            d = n.bigDecimalValue();
        } else if (v instanceof JsonString s && s.getString().strip().matches("-?[0-9]{1,30}")) {
            d = new BigDecimal(s.getString().strip());
        } else {
            throw new JsonbException("expected a whole number from " + min + " to " + max + ", found " + kind(v));
        }
        // Sizes first, so that no exact conversion ever works on a huge number (1e999999999, a thousand digits).
        boolean inRange = d.signum() == 0 || d.precision() <= 40 && (long) d.precision() - d.scale() <= 19;
        if (!inRange || d.scale() > 0 && d.stripTrailingZeros().scale() > 0
                || d.compareTo(BigDecimal.valueOf(min)) < 0 || d.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw new JsonbException("expected a whole number from " + min + " to " + max + ", found "
                    + Strings.printable(d.toString(), 40));
        }
        return d.longValueExact();
    }

    private static String kind(JsonValue v) {
        return switch (v.getValueType()) {
            case STRING -> "a string";
            case NUMBER -> "a number";
            case TRUE, FALSE -> "true/false";
            case NULL -> "null";
            case ARRAY -> "an array";
            case OBJECT -> "an object";
        };
    }

    static final class ExactInteger implements JsonbDeserializer<Integer> {
        @Override
        public Integer deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            Long v = whole(parser, Integer.MIN_VALUE, Integer.MAX_VALUE);
            return v == null ? null : v.intValue();
        }
    }

    static final class ExactLong implements JsonbDeserializer<Long> {
        @Override
        public Long deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return whole(parser, Long.MIN_VALUE, Long.MAX_VALUE);
        }
    }

    /** An escaped surrogate without its pair in a string of a body; JSON-B names the field it was read for. */
    static final class UnpairedSurrogate extends JsonbException {
        private final String character;

        UnpairedSurrogate(String character) {
            super("an unpaired surrogate " + character + " is not a character");
            this.character = character;
        }

        String character() {
            return character;
        }
    }

    /** A string that is Unicode text; null for null; other JSON types as JSON-B reads them into a string. */
    static final class UnicodeString implements JsonbDeserializer<String> {
        @Override
        public String deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            JsonValue v = parser.getValue();
            if (v == JsonValue.NULL) {
                return null;
            }
            if (v.getValueType() == JsonValue.ValueType.ARRAY || v.getValueType() == JsonValue.ValueType.OBJECT) {
                throw new JsonbException("expected a string, found " + kind(v));
            }
            if (!(v instanceof JsonString js)) {
                return v.toString(); // a number or true/false given for a text field, as JSON-B's own reader takes it
            }
            String s = js.getString();
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else if (Character.isSurrogate(c)) {
                    throw new UnpairedSurrogate(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                }
            }
            return s;
        }
    }

    /** true or false (also as the strings "true" and "false"); null for null. */
    static final class StrictBoolean implements JsonbDeserializer<Boolean> {
        @Override
        public Boolean deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            JsonValue v = parser.getValue();
            if (v == JsonValue.NULL) {
                return null;
            }
            if (v == JsonValue.TRUE || v instanceof JsonString s && s.getString().strip().equals("true")) {
                return true;
            }
            if (v == JsonValue.FALSE || v instanceof JsonString s && s.getString().strip().equals("false")) {
                return false;
            }
            throw new JsonbException("expected true or false, found " + kind(v));
        }
    }
}
