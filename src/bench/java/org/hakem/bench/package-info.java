/**
 * JMH micro-benchmarks of Hakem's engines (move generation, PDN replay), in the bench sources only: built into
 * {@code target/hakem-bench.jar} by {@code ./mvnw -Pbench package -DskipTests} and run with
 * {@code java -jar target/hakem-bench.jar jmh [JMH options]} (README, "Command line").
 */
package org.hakem.bench;
