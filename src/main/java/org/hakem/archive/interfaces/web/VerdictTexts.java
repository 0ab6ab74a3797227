package org.hakem.archive.interfaces.web;

import org.hakem.pdn.PdnDiagnostic;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hakem.archive.domain.VerdictReason;
import org.hakem.pdn.replay.VerdictCode;
import org.hakem.platform.web.Terms;
import org.hakem.platform.web.Texts;

/**
 * A verdict code in the reader's language ({@code verdict.<CODE>} of the archive's bundle), its rule and side
 * arguments named by the draughts terms; a code without a text shows the English words it came with.
 */
final class VerdictTexts {

    static final String BUNDLE = "org.hakem.archive.interfaces.web.messages";

    private static final java.util.regex.Pattern EXPECTED = java.util.regex.Pattern.compile("expected (.+), found (.+)",
            java.util.regex.Pattern.DOTALL);

    private final Texts texts;
    private final Texts terms;

    VerdictTexts(Locale locale) {
        this.texts = Texts.of(BUNDLE, locale);
        this.terms = Texts.of(Terms.BUNDLE, locale);
    }

    Texts texts() {
        return texts;
    }

    /** The verdict in words; {@code english} when its code has no text. */
    String verdict(String code, List<String> arguments, String english) {
        String key = "verdict." + code;
        if (!texts.has(key)) {
            return english;
        }
        List<String> args = new ArrayList<>(arguments);
        // the rule that ended a game and the side of a piece are draughts terms
        int rule = VerdictCode.PLAYED_ON.name().equals(code) ? 1 : VerdictCode.ALREADY_OVER.name().equals(code) ? 2 : -1;
        if (rule >= 0 && rule < args.size()) {
            args.set(rule, term("outcome.", args.get(rule)));
        }
        if (VerdictReason.Code.UNREADABLE.name().equals(code) && args.size() > 2) {
            args.set(2, readerMessage(args, 2));
        }
        if (VerdictCode.NO_PIECE.name().equals(code) && args.size() > 1) {
            args.set(1, term("side.", args.get(1)));
        }
        return texts.get(key, args.toArray());
    }

    String verdict(VerdictReason why, String english) {
        return verdict(why.code(), why.arguments(), english);
    }

    /** {@code (line 3:14)} after a verdict, or empty. */
    String where(int line, int column) {
        return line > 0 ? texts.get("verdict.where", String.valueOf(line), String.valueOf(column)) : "";
    }

    /**
     * The PDN reader's message at {@code at} of {@code args}, followed by its code and arguments: worded in the
     * reader's language ({@link PdnDiagnostic#text}); a message stored alone (before the codes) as
     * {@link #readerMessage(String)}.
     */
    String readerMessage(List<String> args, int at) {
        if (args.size() > at + 1) {
            return PdnDiagnostic.text(args.get(at + 1), args.subList(at + 2, args.size()), texts.locale());
        }
        return readerMessage(args.get(at));
    }

    /** A message of the PDN reader: its "expected X, found Y" said in the reader's language (X and Y as written). */
    String readerMessage(String message) {
        java.util.regex.Matcher m = EXPECTED.matcher(message);
        return m.matches() ? texts.get("import.expected", m.group(1), m.group(2)) : message;
    }

    String term(String prefix, String code) {
        return terms.has(prefix + code) ? terms.get(prefix + code) : code.toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    String variant(String id) {
        return id == null ? "" : terms.has("variant." + id) ? terms.get("variant." + id) : id;
    }
}
