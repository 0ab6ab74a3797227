package org.hakem.platform.rest;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The range of a whole-number query parameter ({@code @QueryParam("size") @Bounds(min = 1, max = 200) int size}),
 * checked by {@link QueryParameters} before the operation runs: a value outside is 400 with the parameter named.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface Bounds {
    long min() default Long.MIN_VALUE;

    long max() default Long.MAX_VALUE;
}
