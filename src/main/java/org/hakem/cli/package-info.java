/**
 * The command-line edge of Hakem (picocli). Commands parse arguments, call the capability packages
 * ({@code rules}, {@code pdn}, {@code pairing}, ...) and print; they hold no rules of their own.
 */
package org.hakem.cli;
