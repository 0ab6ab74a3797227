package org.hakem.it;

import java.net.URL;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What every integration test class stands on: the real WAR ({@code target/hakem.war}, as built) deployed on Payara
 * Micro by Arquillian, talking to the real PostgreSQL of {@link ItDatabase} (started once per test JVM, before the
 * first deployment), tested from outside as a client. Arquillian boots one server per test class: a group of checks
 * that needs no server of its own is an abstract class that a test class extends (as {@link EdgeChecks},
 * {@link EventOwnershipChecks}, {@link TeamChecks}, {@link SwissChecks}, {@link PlayerApiChecks} and
 * {@link TeamsBrowserChecks}), not a class
 * of its own: a server's start costs about 50 s of CPU, 25 s of the suite on two cores.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
abstract class DeployedWar {

    static {
        ItDatabase.start();
    }

    /** The deployed application's address, ending with {@code /}. */
    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ItHttp.war();
    }
}
