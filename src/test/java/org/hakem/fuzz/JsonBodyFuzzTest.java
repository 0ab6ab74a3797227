package org.hakem.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import jakarta.json.JsonException;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbException;
import java.util.List;
import org.hakem.api.JsonConfig;
import org.hakem.archive.interfaces.rest.ArchiveJson;
import org.hakem.player.interfaces.rest.PlayerJson;
import org.hakem.security.interfaces.rest.AccountResource;
import org.hakem.security.interfaces.rest.MyAccountResource;
import org.hakem.tournament.interfaces.rest.TournamentJson;

/**
 * The API's JSON bodies, read as the server reads them (JSON-B with the API's {@link JsonConfig}): any text is
 * either a body or a JSON-B/JSON-P error, which the API answers 400 ({@code ExceptionMappers}). Another exception
 * would be a 500. Every body type any operation reads is a target.
 */
class JsonBodyFuzzTest {

    private static final Jsonb JSONB = new JsonConfig().getContext(Object.class);

    static final List<Class<?>> BODIES = List.of(PlayerJson.class, TournamentJson.EventJson.class,
            TournamentJson.EntryRequest.class, TournamentJson.WithdrawalRequest.class, TournamentJson.ForbidRequest.class,
            org.hakem.event.interfaces.rest.StatusRequest.class, TournamentJson.PairRequest.class, TournamentJson.PairingsRequest.class,
            TournamentJson.ResultRequest.class, TournamentJson.GameRequest.class, TournamentJson.ByeRequestBody.class,
            ArchiveJson.TagsJson.class, ArchiveJson.LinkJson.class, AccountResource.NewAccount.class,
            AccountResource.NewPassword.class, AccountResource.Disabled.class, MyAccountResource.Code.class);

    @FuzzTest(maxDuration = "10s")
    void body(FuzzedDataProvider in) {
        Class<?> type = BODIES.get(in.consumeInt(0, BODIES.size() - 1));
        String text = in.consumeRemainingAsString();
        Fuzzing.timed("json", () -> {
            try {
                JSONB.fromJson(text, type);
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, JsonbException.class, JsonException.class);
            }
        });
    }
}
