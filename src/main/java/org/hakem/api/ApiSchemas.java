package org.hakem.api;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * Whole numbers in the API document's body schemas. Payara writes a Java {@code long} (every id, every version) as
 * {@code type: number}, which client generators turn into decimals ({@code BigDecimal playerId}); here each schema of
 * {@code components.schemas} is matched, by its name, with the JSON class of a resource method's body or answer, and
 * each property that is an {@code int}, {@code long} or {@code short} there (or a list of them) becomes
 * {@code integer} with its format. An enum's schema gets its {@code type: string}.
 */
final class ApiSchemas {

    private ApiSchemas() {
    }

    /** Applies the whole-number and enum types to {@code schemas}, the JSON classes read off {@code operations}. */
    static void typeWholeNumbers(Map<String, Schema> schemas, Collection<ApiOperations.Op> operations) {
        if (schemas == null) {
            return;
        }
        Map<String, Set<Class<?>>> classes = jsonClasses(operations);
        schemas.forEach((name, schema) -> {
            Set<Class<?>> named = classes.getOrDefault(name, Set.of());
            Class<?> type = named.size() == 1 ? named.iterator().next() : null;
            if (schema.getEnumeration() != null && schema.getType() == null) {
                schema.setType(Schema.SchemaType.STRING);
            }
            if (type == null || schema.getProperties() == null) {
                return;
            }
            schema.getProperties().forEach((property, value) -> type(value, propertyType(type, property)));
        });
    }

    /**
     * Hakem's classes that the operations read or write as JSON (bodies, answers, and the classes inside them), by
     * simple name: the name Payara gives their schema, so two classes of one name would share one schema.
     */
    static Map<String, Set<Class<?>>> jsonClasses(Collection<ApiOperations.Op> operations) {
        Map<String, Set<Class<?>>> classes = new TreeMap<>();
        for (ApiOperations.Op op : operations) {
            for (Type t : op.method().getGenericParameterTypes()) {
                collect(op.resolved(t), classes);
            }
            collect(op.resolved(op.method().getGenericReturnType()), classes);
            for (APIResponse answer : op.method().getAnnotationsByType(APIResponse.class)) {
                for (Content content : answer.content()) {
                    collect(content.schema().implementation(), classes);
                }
            }
        }
        return classes;
    }

    /** Sets {@code integer} on {@code schema} (or its items) when {@code javaType} is a whole number (or a list of). */
    private static void type(Schema schema, Type javaType) {
        if (schema == null || javaType == null) {
            return;
        }
        if (schema.getType() == Schema.SchemaType.ARRAY) {
            Type element = javaType instanceof ParameterizedType p && p.getActualTypeArguments().length == 1
                    ? p.getActualTypeArguments()[0]
                    : javaType instanceof Class<?> c && c.isArray() ? c.getComponentType() : null;
            type(schema.getItems(), element);
            return;
        }
        String format = format(javaType);
        if (format != null && (schema.getType() == Schema.SchemaType.NUMBER || schema.getType() == null
                || schema.getType() == Schema.SchemaType.INTEGER) && schema.getRef() == null) {
            schema.setType(Schema.SchemaType.INTEGER);
            schema.setFormat(format);
        }
    }

    /** {@code int64} for a long, {@code int32} for a smaller whole number, else null. */
    static String format(Type type) {
        if (type == long.class || type == Long.class) {
            return "int64";
        }
        if (type == int.class || type == Integer.class || type == short.class || type == Short.class) {
            return "int32";
        }
        return null;
    }

    /** The Java type of a JSON property: a record component, else a public getter or field of that name. */
    private static Type propertyType(Class<?> type, String property) {
        if (type.isRecord()) {
            for (RecordComponent c : type.getRecordComponents()) {
                if (c.getName().equals(property)) {
                    return c.getGenericType();
                }
            }
        }
        String suffix = Character.toUpperCase(property.charAt(0)) + property.substring(1);
        for (Method m : type.getMethods()) {
            if (m.getParameterCount() == 0 && (m.getName().equals("get" + suffix) || m.getName().equals("is" + suffix))) {
                return m.getGenericReturnType();
            }
        }
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(property) && !Modifier.isStatic(f.getModifiers())) {
                    return f.getGenericType();
                }
            }
        }
        return null;
    }

    /** Hakem's own classes reachable from {@code type} through generics, arrays, record components and fields. */
    private static void collect(Type type, Map<String, Set<Class<?>>> out) {
        if (type instanceof ParameterizedType p) {
            collect(p.getRawType(), out);
            for (Type argument : p.getActualTypeArguments()) {
                collect(argument, out);
            }
        } else if (type instanceof GenericArrayType a) {
            collect(a.getGenericComponentType(), out);
        } else if (type instanceof WildcardType w) {
            for (Type bound : w.getUpperBounds()) {
                collect(bound, out);
            }
        } else if (type instanceof Class<?> c) {
            if (c.isArray()) {
                collect(c.getComponentType(), out);
                return;
            }
            if (!c.getName().startsWith("org.hakem.") || c.isEnum()
                    || !out.computeIfAbsent(c.getSimpleName(), k -> new LinkedHashSet<>()).add(c)) {
                return;
            }
            if (c.isRecord()) {
                for (RecordComponent component : c.getRecordComponents()) {
                    collect(component.getGenericType(), out);
                }
            }
            for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) {
                        collect(f.getGenericType(), out);
                    }
                }
            }
        }
    }
}
