/**
 * Text as it goes in and comes out (pure Java, depends on nothing): which characters a one-line field may hold
 * ({@link org.hakem.text.SingleLine}, the one rule behind every input validation of names, places, titles, time
 * controls and clubs, and behind every writer's cleaning), one CSV cell writer ({@link org.hakem.text.Csv}) and
 * one JSON string writer ({@link org.hakem.text.Json}) for every export and hand-written JSON. Each writer escapes
 * or quotes for its own format whatever the input validation let through: rows written before it, imports and the
 * command line do not pass through it.
 */
package org.hakem.text;
