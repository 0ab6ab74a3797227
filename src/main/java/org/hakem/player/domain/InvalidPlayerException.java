package org.hakem.player.domain;

import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/** Thrown when player details break the registry's rules; carries one message per field. */
public class InvalidPlayerException extends ValidationException {

    public InvalidPlayerException(Map<String, Problem> fieldErrors) {
        super(fieldErrors);
    }
}
