package org.hakem.platform.rest;

/** Text taken from a request, made safe to repeat in an answer or a log line. */
public final class Strings {

    private Strings() {
    }

    /** At most {@code max} characters, with control characters (NUL, escape sequences, line breaks) as {@code ?}. */
    public static String printable(String s, int max) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(Math.min(s.length(), max) + 1);
        for (int i = 0; i < s.length() && out.length() < max; i++) {
            char c = s.charAt(i);
            out.append(Character.isISOControl(c) || Character.getType(c) == Character.FORMAT ? '?' : c);
        }
        if (s.length() > max) {
            out.append('…');
        }
        return out.toString();
    }
}
