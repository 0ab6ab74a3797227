package org.hakem.archive.domain;

/** Game results as the archive stores and filters them: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
public final class ResultCode {

    private ResultCode() {
    }

    /** The result in the archive's form; international scoring (2-0, 1-1, 0-2) and colon forms read the same. */
    public static String normalise(String result) {
        if (result == null) {
            return "*";
        }
        String r = result.strip().replace(':', '-').replace('½', '1').replace("1/2", "h");
        return switch (r) {
            case "1-0", "2-0" -> "1-0";
            case "0-1", "0-2" -> "0-1";
            case "h-h", "1-1", "1-1/2" -> "1/2-1/2";
            default -> "*";
        };
    }

    /** 1 white won, 2 draw, 3 black won, 0 unknown (the index's numeric form). */
    public static int code(String result) {
        return switch (normalise(result)) {
            case "1-0" -> 1;
            case "1/2-1/2" -> 2;
            case "0-1" -> 3;
            default -> 0;
        };
    }
}
