package org.hakem.testdata;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The server's persistence unit ({@code hakem}, every entity, as {@code persistence.xml} declares it) on a real
 * PostgreSQL (embedded) whose schema the Flyway scripts of {@code db/migration} made, for unit tests that need entities
 * as the database gives them: ids, generated columns, the mapping checked against the tables. A test class extended
 * with {@link Provider} takes the {@link JpaDatabase} as a parameter of its methods (or constructor); the database
 * starts once for all the tests of a run and stops at its end. {@link #rolledBack} runs work in a transaction that it rolls back, so that tests share the
 * database without seeing each other's rows: the entities keep the ids the database gave them.
 */
public final class JpaDatabase {

    private final EntityManagerFactory factory;

    private JpaDatabase(EntityManagerFactory factory) {
        this.factory = factory;
    }

    /**
     * What {@code work} returns, done with an entity manager in a transaction that is rolled back afterwards (after
     * a flush, so that every insert ran and every generated id is set).
     */
    public <T> T rolledBack(Function<EntityManager, T> work) {
        EntityManager em = factory.createEntityManager();
        try {
            em.getTransaction().begin();
            T result = work.apply(em);
            em.flush();
            return result;
        } finally {
            if (em.getTransaction().isActive()) {
                em.getTransaction().rollback();
            }
            em.close();
        }
    }

    /** The JUnit extension that gives test methods the {@link JpaDatabase} of the run. */
    public static final class Provider implements ParameterResolver {

        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == JpaDatabase.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return context.getRoot().getStore(ExtensionContext.Namespace.create(JpaDatabase.class))
                    .getOrComputeIfAbsent(Running.class, k -> Running.start(), Running.class).database();
        }
    }

    /** The embedded server and the factory on it, closed by JUnit when the run ends. */
    private record Running(EmbeddedPostgres postgres, JpaDatabase database) implements AutoCloseable {

        static Running start() {
            try {
                EmbeddedPostgres postgres = EmbeddedPostgres.builder().start();
                DataSource db = postgres.getPostgresDatabase();
                Flyway.configure().dataSource(db).locations("classpath:db/migration").load().migrate();
                EntityManagerFactory factory = Persistence.createEntityManagerFactory("hakem", Map.of(
                        "jakarta.persistence.transactionType", "RESOURCE_LOCAL",
                        "jakarta.persistence.nonJtaDataSource", db,
                        "hibernate.transaction.jta.platform", "org.hibernate.engine.transaction.jta.platform.internal.NoJtaPlatform"));
                return new Running(postgres, new JpaDatabase(factory));
            } catch (IOException e) {
                throw new UncheckedIOException("could not start the embedded PostgreSQL", e);
            }
        }

        @Override
        public void close() throws IOException {
            database.factory.close();
            postgres.close();
        }
    }
}
