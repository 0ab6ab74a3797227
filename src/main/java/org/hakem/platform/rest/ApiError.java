package org.hakem.platform.rest;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.platform.Problem;

/**
 * The JSON body of every error answer: a status, a stable {@code code} (a key of the problems bundle, for
 * programs), a {@code message} for people in the request's {@code Accept-Language} (Turkish or English,
 * else English) and, for invalid input, one message per field ({@code fields}) with its code ({@code codes}).
 */
public record ApiError(int status, String code, String message, Map<String, String> fields, Map<String, String> codes) {

    /** An error with a code; {@code fields} name the fields at fault. */
    public static Response response(int status, Problem problem, Map<String, Problem> fields, Locale locale) {
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, String> codes = new LinkedHashMap<>();
        fields.forEach((field, p) -> {
            texts.put(field, p.message(locale));
            codes.put(field, p.code());
        });
        return Response.status(status)
                .type(MediaType.APPLICATION_JSON_TYPE.withCharset("UTF-8"))
                .language(locale)
                .entity(new ApiError(status, problem.code(), problem.message(locale), texts, codes))
                .build();
    }

    public static Response response(int status, Problem problem, Locale locale) {
        return response(status, problem, Map.of(), locale);
    }

    /** The language of an API answer: the first of the acceptable languages Hakem speaks, else English. */
    public static Locale locale(List<Locale> acceptable) {
        if (acceptable != null) {
            for (Locale l : acceptable) {
                if ("tr".equalsIgnoreCase(l.getLanguage())) {
                    return Locale.forLanguageTag("tr");
                }
                if ("en".equalsIgnoreCase(l.getLanguage())) {
                    return Locale.ENGLISH;
                }
            }
        }
        return Locale.ENGLISH;
    }
}
