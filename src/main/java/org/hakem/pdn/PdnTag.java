package org.hakem.pdn;

import java.util.Objects;

/**
 * A tag pair {@code [Name "value"]} with the value unescaped.
 *
 * @param name  the tag name (PDN 3.0: a capital letter then letters, digits or underscores)
 * @param value the value, with {@code \"} and {@code \\} already unescaped
 */
public record PdnTag(String name, String value) {
    public PdnTag {
        Objects.requireNonNull(name);
        Objects.requireNonNull(value);
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a tag needs a name");
        }
    }
}
