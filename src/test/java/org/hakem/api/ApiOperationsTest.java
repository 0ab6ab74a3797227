package org.hakem.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The API's operations as read off the resource classes: what {@code /openapi} names them and who may call them. */
class ApiOperationsTest {

    static Map<String, ApiOperations.Op> ops;

    @BeforeAll
    static void read() throws Exception {
        ops = ApiOperations.of(ApiOperations.resources(ApiOperationsTest.class.getClassLoader()));
    }

    @Test
    void everyResourceOfTheBuildIsFoundWithItsOperations() {
        assertTrue(ops.size() > 90, ops.size() + " operations");
        ApiOperations.Op standings = ops.get("GET /api/tournaments/{id}/standings");
        assertEquals("tournamentStandings", standings.id());
        assertEquals("Tournament", standings.tag());
        assertTrue(standings.rule().everyone(), "standings are public");
        ApiOperations.Op create = ops.get("POST /api/players");
        assertEquals("playerRegister", create.id());
        assertFalse(create.rule().everyone(), "registering a player needs a role");
    }

    @Test
    void operationIdsAreUniqueMethodNames() {
        Map<String, String> seen = new HashMap<>();
        List<String> clashes = new ArrayList<>();
        for (ApiOperations.Op op : ops.values()) {
            assertTrue(op.id().matches("[a-z][A-Za-z0-9]*"), op.id());
            String other = seen.put(op.id(), op.key());
            if (other != null) {
                clashes.add(op.id() + ": " + other + " and " + op.key());
            }
        }
        assertEquals(List.of(), clashes);
    }

    @Test
    void everyOperationSaysWhatItDoesInASummary() {
        List<String> missing = ops.values().stream()
                .filter(op -> !op.method().isAnnotationPresent(Operation.class)
                        || op.method().getAnnotation(Operation.class).summary().isBlank())
                .map(op -> op.key() + " (" + op.resource().getSimpleName() + "." + op.method().getName() + ")")
                .toList();
        assertEquals(List.of(), missing);
    }

    /** A method that builds its own answer (a {@code Response}) says which success it gives and with what body. */
    @Test
    void everyOperationThatBuildsItsAnswerDeclaresItsSuccess() {
        List<String> missing = ops.values().stream()
                .filter(op -> op.method().getReturnType() == jakarta.ws.rs.core.Response.class
                        || op.method().getReturnType() == void.class)
                .filter(op -> !op.method().isAnnotationPresent(ExportAnswer.class))
                .filter(op -> java.util.Arrays.stream(op.method().getAnnotationsByType(APIResponse.class))
                        .noneMatch(r -> r.responseCode().startsWith("2")))
                .map(op -> op.key() + " (" + op.resource().getSimpleName() + "." + op.method().getName() + ")")
                .toList();
        assertEquals(List.of(), missing);
    }

    /** Payara names a body's schema by its class's simple name: two JSON classes of one name would share a schema. */
    @Test
    void noTwoJsonClassesShareASchemaName() {
        var shared = ApiSchemas.jsonClasses(ops.values()).entrySet().stream().filter(e -> e.getValue().size() > 1)
                .map(e -> e.getKey() + ": " + e.getValue()).toList();
        assertEquals(List.of(), shared);
        assertTrue(ApiSchemas.jsonClasses(ops.values()).containsKey("PlayerJson"));
    }

    @Test
    void addressesAreWrittenAsTheDocumentWritesThem() {
        assertEquals("/api/tournaments/{id}/rounds", ApiOperations.address("api", "tournaments", "{id: [0-9]+}/rounds/"));
        assertEquals("/api/players", ApiOperations.address("/api", "/players", ""));
        assertEquals("/api/a/{x}/{y}", ApiOperations.address("api", "a/{x:\\d+}", "{ y : .*}"));
    }
}
