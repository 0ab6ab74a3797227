package org.hakem.api;

import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.logging.Logger;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.models.security.SecurityScheme;
import org.hakem.platform.rest.ExportAnswer;

/**
 * The document at {@code /openapi} (registered in {@code META-INF/microprofile-config.properties}), valid OpenAPI
 * 3.0: Hakem's title, version and description, the {@link ApiError} schema, and on every operation the error answers
 * it may give. Each operation gets what {@link ApiOperations} reads off its resource method: a stable, unique
 * operation id and a tag from the class and method names, and HTTP Basic as required exactly where
 * {@link OperationRoles} requires a role (optional elsewhere: a public read shows an arbiter more). The summary is
 * the method's own {@code @Operation(summary = ...)}. Payara's own {@code endpoints} key, which OpenAPI does not
 * allow, is dropped, and the server addresses lose their trailing slash (the paths start with one).
 */
public class OpenApiDocument implements OASFilter {

    private static final Logger LOG = Logger.getLogger(OpenApiDocument.class.getName());

    static final String ERROR = "#/components/schemas/ApiError";

    /** The name of the HTTP Basic scheme in {@code components.securitySchemes}. */
    public static final String BASIC = "basicAuth";

    private static final Map<String, String> ERRORS = Map.of(
            "400", "Invalid input: malformed or wrongly typed JSON, an unknown field, a field that breaks a rule (see fields)",
            "401", "Not logged in, or wrong user name or password",
            "403", "The account's role may not do this, or the event is not the account's (only its arbiters and"
                    + " admins change it)",
            "404", "No such resource (also an id that is not a number in range)",
            "413", "The body is over the limit (JSON: 1 MiB)",
            "415", "Wrong content type (JSON operations read application/json)",
            "429", "Too many attempts or searches; see Retry-After",
            "500", "A server fault, with a reference to its log; nothing is half-written");

    @Override
    public void filterOpenAPI(OpenAPI api) {
        api.info(OASFactory.createInfo()
                .title("Hakem")
                .version(version())
                .description("Draughts tournaments and a PDN game archive: players, tournaments (round robin, "
                        + "FIDE Dutch Swiss), results, crosstables, and an archive of replayed games searchable by "
                        + "position. Reading is public; writing needs HTTP Basic credentials of an arbiter or admin "
                        + "and must be served over HTTPS. Every error is JSON: {status, code, message, fields, codes}; "
                        + "the messages are in the request's Accept-Language (tr or en), the codes never change."));
        if (api.getComponents() == null) {
            api.components(OASFactory.createComponents());
        }
        api.getComponents().addSecurityScheme(BASIC, OASFactory.createSecurityScheme()
                .type(SecurityScheme.Type.HTTP).scheme("basic")
                .description("An arbiter's or admin's user name and password, over HTTPS"));
        dropPayaraEndpoints(api);
        if (api.getServers() != null) {
            api.getServers().forEach(server -> server.setUrl(withoutTrailingSlash(server.getUrl())));
        }
        describeOperations(api);
        withoutAnnotationDefaults(api);
        Schema text = OASFactory.createSchema().type(Schema.SchemaType.STRING);
        api.getComponents().addSchema("ApiError", OASFactory.createSchema()
                .type(Schema.SchemaType.OBJECT)
                .description("The body of every error answer")
                .addProperty("status", OASFactory.createSchema().type(Schema.SchemaType.INTEGER).description("the HTTP status"))
                .addProperty("code", OASFactory.createSchema().type(Schema.SchemaType.STRING)
                        .description("what went wrong, for programs: a stable code such as api.invalid or player.not-found"))
                .addProperty("message", OASFactory.createSchema().type(Schema.SchemaType.STRING)
                        .description("what went wrong, for people, in the request's Accept-Language (tr or en; else en)"))
                .addProperty("fields", OASFactory.createSchema().type(Schema.SchemaType.OBJECT)
                        .description("for invalid input: a message per field").additionalPropertiesSchema(text))
                .addProperty("codes", OASFactory.createSchema().type(Schema.SchemaType.OBJECT)
                        .description("for invalid input: the code of each field's message").additionalPropertiesSchema(text))
                .required(java.util.List.of("status", "code", "message")));
    }

    /** Operation ids, tags and security from the resource methods (see the class comment). */
    private static void describeOperations(OpenAPI api) {
        if (api.getPaths() == null || api.getPaths().getPathItems() == null) {
            return;
        }
        Map<String, ApiOperations.Op> ops;
        try {
            ops = ApiOperations.of(ApiOperations.resources(OpenApiDocument.class.getClassLoader()));
        } catch (IOException e) {
            LOG.warning("the API document names no operation: the resource classes cannot be listed: " + e);
            return;
        }
        inheritedOperations(api, ops);
        TreeSet<String> tags = new TreeSet<>();
        for (Map.Entry<String, PathItem> path : api.getPaths().getPathItems().entrySet()) {
            for (Map.Entry<PathItem.HttpMethod, Operation> o : path.getValue().getOperations().entrySet()) {
                ApiOperations.Op op = ops.get(ApiOperations.key(o.getKey().name(), path.getKey()));
                if (op == null) {
                    LOG.warning("the API document's " + o.getKey() + " " + path.getKey() + " is no resource method");
                    continue;
                }
                Operation operation = o.getValue();
                operation.setOperationId(op.id());
                operation.setTags(new java.util.ArrayList<>(List.of(op.tag())));
                tags.add(op.tag());
                SecurityRequirement basic = OASFactory.createSecurityRequirement().addScheme(BASIC);
                operation.setSecurity(op.rule().everyone()
                        ? new java.util.ArrayList<>(List.of(OASFactory.createSecurityRequirement(), basic))
                        : new java.util.ArrayList<>(List.of(basic)));
                if (operation.getParameters() != null) {
                    operation.getParameters().forEach(p -> integerType(p, op.method()));
                }
                declaredAnswers(operation, op.method());
                exportAnswer(operation, op.method());
            }
        }
        tags.forEach(t -> api.addTag(OASFactory.createTag().name(t)));
        if (api.getComponents() != null) {
            ApiSchemas.typeWholeNumbers(api.getComponents().getSchemas(), ops.values());
        }
    }

    /**
     * Payara writes an operation that resources inherit ({@code event.interfaces.rest.EventResource}: the operations
     * every kind of event has) once, under the path of the class that declares it, which has none ({@code /null/...}).
     * It belongs under each resource that inherits it, as that resource's own operation.
     */
    private static void inheritedOperations(OpenAPI api, Map<String, ApiOperations.Op> ops) {
        for (String orphan : List.copyOf(api.getPaths().getPathItems().keySet())) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(?:.*/)?null(/.*)?$").matcher(orphan);
            if (!m.matches()) {
                continue;
            }
            String own = m.group(1) == null ? "/" : m.group(1);
            PathItem item = api.getPaths().getPathItem(orphan);
            api.getPaths().removePathItem(orphan);
            for (Map.Entry<PathItem.HttpMethod, Operation> o : item.getOperations().entrySet()) {
                for (ApiOperations.Op op : ops.values()) {
                    jakarta.ws.rs.Path path = op.method().getAnnotation(jakarta.ws.rs.Path.class);
                    if (op.method().getDeclaringClass() == op.resource() || !op.httpMethod().equals(o.getKey().name())
                            || !ApiOperations.address(path == null ? "" : path.value()).equals(own)) {
                        continue;
                    }
                    PathItem target = api.getPaths().getPathItem(op.path());
                    if (target == null) {
                        target = OASFactory.createPathItem();
                        api.getPaths().addPathItem(op.path(), target);
                    }
                    Operation from = o.getValue();
                    Operation copy = OASFactory.createOperation().summary(from.getSummary())
                            .description(from.getDescription())
                            .parameters(from.getParameters() == null ? null : new java.util.ArrayList<>(from.getParameters()))
                            .requestBody(from.getRequestBody()).responses(from.getResponses())
                            .deprecated(from.getDeprecated());
                    typedJson(copy, op);
                    target.setOperation(o.getKey(), copy);
                }
            }
        }
    }

    /**
     * The JSON of an inherited operation in the resource's own classes: a type parameter of the class that declares it
     * ({@code J}, {@code List<T>}) is the resource's argument, for the request body and for the success answer (a
     * {@code 201} of a {@code Response} answers with the body's class). Its success answer is its own object (the
     * other resources that inherit it have theirs).
     */
    private static void typedJson(Operation operation, ApiOperations.Op op) {
        Method m = op.method();
        Schema body = null;
        java.lang.reflect.Type[] types = m.getGenericParameterTypes();
        java.lang.annotation.Annotation[][] annotations = m.getParameterAnnotations();
        for (int i = 0; i < types.length; i++) {
            if (annotations[i].length == 0) {
                body = jsonSchema(op.resolved(types[i]));
            }
        }
        if (body != null) {
            operation.setRequestBody(OASFactory.createRequestBody().content(OASFactory.createContent()
                    .addMediaType("application/json", OASFactory.createMediaType().schema(body))));
        }
        boolean created = m.getReturnType() == jakarta.ws.rs.core.Response.class;
        Schema answer = created ? body : jsonSchema(op.resolved(m.getGenericReturnType()));
        if (answer == null || operation.getResponses() == null || operation.getResponses().getAPIResponses() == null) {
            return;
        }
        var responses = OASFactory.createAPIResponses();
        operation.getResponses().getAPIResponses().forEach((status, response) -> {
            if (status.startsWith("2") && !status.equals("204")) {
                response = OASFactory.createAPIResponse().description(response.getDescription())
                        .content(OASFactory.createContent().addMediaType(created ? "application/json"
                                : "application/json;charset=UTF-8", OASFactory.createMediaType().schema(answer)));
            }
            responses.addAPIResponse(status, response);
        });
        if (operation.getResponses().getDefaultValue() != null) {
            responses.setDefaultValue(operation.getResponses().getDefaultValue());
        }
        operation.setResponses(responses);
    }

    /** The schema of one of Hakem's JSON classes, or of a list of them; null for anything else. */
    private static Schema jsonSchema(java.lang.reflect.Type type) {
        if (type instanceof Class<?> c && c.getName().startsWith("org.hakem.")) {
            return OASFactory.createSchema().ref(c.getSimpleName());
        }
        if (type instanceof java.lang.reflect.ParameterizedType p && p.getRawType() == List.class
                && p.getActualTypeArguments()[0] instanceof Class<?> c && c.getName().startsWith("org.hakem.")) {
            return OASFactory.createSchema().type(Schema.SchemaType.ARRAY)
                    .items(OASFactory.createSchema().ref(c.getSimpleName()));
        }
        return null;
    }

    /**
     * A path, query or header parameter that is a whole number in Java ({@code long id}) is an integer of that size
     * (Payara writes {@code number}, which client generators turn into decimals), with a number as its default.
     */
    private static void integerType(Parameter parameter, Method method) {
        if (parameter.getSchema() == null || parameter.getIn() == null) {
            return;
        }
        for (java.lang.reflect.Parameter p : method.getParameters()) {
            String name = switch (parameter.getIn()) {
                case PATH -> p.isAnnotationPresent(PathParam.class) ? p.getAnnotation(PathParam.class).value() : null;
                case QUERY -> p.isAnnotationPresent(QueryParam.class) ? p.getAnnotation(QueryParam.class).value() : null;
                case HEADER -> p.isAnnotationPresent(HeaderParam.class) ? p.getAnnotation(HeaderParam.class).value() : null;
                default -> null;
            };
            if (!parameter.getName().equals(name)) {
                continue;
            }
            String format = ApiSchemas.format(p.getType());
            if (format != null) {
                Schema schema = parameter.getSchema();
                schema.setType(Schema.SchemaType.INTEGER);
                schema.setFormat(format);
                if (schema.getDefaultValue() instanceof String text) {
                    try {
                        schema.setDefaultValue(Long.parseLong(text.strip()));
                    } catch (NumberFormatException e) {
                        schema.setDefaultValue(null);
                    }
                }
            }
            return;
        }
    }

    /**
     * A JSON class named with {@code @Schema} (one whose operations are inherited, so that Payara writes its schema at
     * all) gets every default of the annotation written into its schema, {@code maxProperties: 0} among them, which
     * allows no property at all: the defaults go, the schema is the class's properties as for any other.
     */
    private static void withoutAnnotationDefaults(OpenAPI api) {
        if (api.getComponents() == null || api.getComponents().getSchemas() == null) {
            return;
        }
        for (Schema schema : api.getComponents().getSchemas().values()) {
            if (!Integer.valueOf(0).equals(schema.getMaxProperties())) {
                continue;
            }
            schema.setMaxProperties(null);
            schema.setMinProperties(null);
            schema.setMinLength(null);
            schema.setExclusiveMaximum(null);
            schema.setExclusiveMinimum(null);
            schema.setUniqueItems(null);
            schema.setNullable(null);
            schema.setReadOnly(null);
            schema.setWriteOnly(null);
            schema.setDeprecated(null);
        }
    }

    /**
     * The bodies of the answers a method declares with {@code @APIResponse}: Payara 6 writes the annotation's every
     * default into the schema ({@code maxProperties: 0}, which allows no property at all); the schema is written
     * again from what the annotation says: a reference to the class's schema (or a list of them), or a string.
     */
    private static void declaredAnswers(Operation operation, Method method) {
        for (org.eclipse.microprofile.openapi.annotations.responses.APIResponse declared
                : method.getAnnotationsByType(
                        org.eclipse.microprofile.openapi.annotations.responses.APIResponse.class)) {
            APIResponse answer = operation.getResponses() == null ? null
                    : operation.getResponses().getAPIResponse(declared.responseCode());
            if (answer == null || answer.getContent() == null) {
                continue;
            }
            for (org.eclipse.microprofile.openapi.annotations.media.Content content : declared.content()) {
                var media = answer.getContent().getMediaType(content.mediaType());
                if (media != null) {
                    media.setSchema(schema(content.schema()));
                }
            }
        }
    }

    /** The success answer of an {@link ExportAnswer} operation: the file, in one of the export formats. */
    private static void exportAnswer(Operation operation, Method method) {
        if (!method.isAnnotationPresent(ExportAnswer.class)) {
            return;
        }
        Content content = OASFactory.createContent();
        for (String type : ExportAnswer.MEDIA_TYPES) {
            Schema text = OASFactory.createSchema().type(Schema.SchemaType.STRING);
            content.addMediaType(type, OASFactory.createMediaType()
                    .schema(type.equals("application/pdf") ? text.format("binary") : text));
        }
        operation.getResponses().removeAPIResponse(org.eclipse.microprofile.openapi.models.responses.APIResponses.DEFAULT);
        operation.getResponses().addAPIResponse("200", OASFactory.createAPIResponse()
                .description("The file, in the format the address names (CSV, JSON, TRF, PDF or PDN)").content(content));
    }

    private static Schema schema(org.eclipse.microprofile.openapi.annotations.media.Schema declared) {
        Schema one = declared.implementation() == Void.class ? null
                : OASFactory.createSchema().ref(declared.implementation().getSimpleName());
        return switch (declared.type()) {
            case ARRAY -> OASFactory.createSchema().type(Schema.SchemaType.ARRAY).items(one);
            case STRING -> OASFactory.createSchema().type(Schema.SchemaType.STRING)
                    .format(declared.format().isEmpty() ? null : declared.format());
            default -> one != null ? one : OASFactory.createSchema().type(Schema.SchemaType.OBJECT);
        };
    }

    /**
     * Payara 6 adds a top-level {@code endpoints} map that OpenAPI does not allow (later versions call it
     * {@code x-endpoints}); it is emptied here, and an empty map is not written.
     */
    private static void dropPayaraEndpoints(OpenAPI api) {
        try {
            if (api.getClass().getMethod("getEndpoints").invoke(api) instanceof Map<?, ?> endpoints) {
                endpoints.clear();
            }
        } catch (NoSuchMethodException e) {
            // a runtime without the key
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.warning("Payara's endpoints key stays in the API document: " + e);
        }
    }

    static String withoutTrailingSlash(String url) {
        return url != null && url.endsWith("/") && !url.endsWith("://") ? url.substring(0, url.length() - 1) : url;
    }

    @Override
    public Operation filterOperation(Operation operation) {
        if (operation.getResponses() == null) {
            operation.responses(OASFactory.createAPIResponses());
        }
        successAnswer(operation);
        ERRORS.forEach((status, description) -> {
            if (operation.getResponses().getAPIResponse(status) == null) {
                operation.getResponses().addAPIResponse(status, error(description));
            }
        });
        return operation;
    }

    /**
     * An operation whose method returns its JSON (not a {@code Response} with its own {@code @APIResponse}) gets
     * Payara's {@code default} answer, which says nothing of success: it becomes the {@code 200} answer.
     */
    private static void successAnswer(Operation operation) {
        var responses = operation.getResponses();
        boolean success = responses.getAPIResponses() != null
                && responses.getAPIResponses().keySet().stream().anyMatch(status -> status.startsWith("2"));
        APIResponse fallback = responses.getDefaultValue();
        if (!success && fallback != null) {
            responses.removeAPIResponse(org.eclipse.microprofile.openapi.models.responses.APIResponses.DEFAULT);
            if (fallback.getDescription() == null || fallback.getDescription().startsWith("Default")) {
                fallback.setDescription("OK");
            }
            responses.addAPIResponse("200", fallback);
        }
    }

    private static APIResponse error(String description) {
        Content content = OASFactory.createContent().addMediaType("application/json",
                OASFactory.createMediaType().schema(OASFactory.createSchema().ref(ERROR)));
        return OASFactory.createAPIResponse().description(description).content(content);
    }

    private static String version() {
        String v = OpenApiDocument.class.getPackage().getImplementationVersion();
        return v == null ? "0.1.0" : v;
    }
}
