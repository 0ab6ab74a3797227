package org.hakem;

import java.lang.reflect.Field;

/** The {@code id} field of a JPA entity made in a unit test, declared by its class or a mapped superclass. */
public final class IdField {

    private IdField() {
    }

    /** The entity's id field, made accessible. */
    public static Field of(Object entity) throws NoSuchFieldException {
        for (Class<?> c = entity.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField("id");
                f.setAccessible(true);
                return f;
            } catch (NoSuchFieldException notHere) {
                // the superclass may declare it
            }
        }
        throw new NoSuchFieldException("id of " + entity.getClass().getName());
    }
}
