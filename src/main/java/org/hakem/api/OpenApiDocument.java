package org.hakem.api;

import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * The document at {@code /openapi}: Hakem's title, version and description, the {@link ApiError} schema, and
 * on every operation the error answers it may give (registered in {@code META-INF/microprofile-config.properties}).
 */
public class OpenApiDocument implements OASFilter {

    static final String ERROR = "#/components/schemas/ApiError";

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
                        + "the messages are in the request's Accept-Language (tr or en), the codes never change.")
                .license(OASFactory.createLicense().name("See the project's README")));
        if (api.getComponents() == null) {
            api.components(OASFactory.createComponents());
        }
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

    @Override
    public Operation filterOperation(Operation operation) {
        if (operation.getResponses() == null) {
            operation.responses(OASFactory.createAPIResponses());
        }
        ERRORS.forEach((status, description) -> {
            if (operation.getResponses().getAPIResponse(status) == null) {
                operation.getResponses().addAPIResponse(status, error(description));
            }
        });
        return operation;
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
