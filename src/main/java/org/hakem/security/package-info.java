/**
 * Who may change what. Accounts (roles {@code admin} and {@code arbiter}) are stored in the database
 * with PBKDF2 password hashes. Pages log in with a form and keep a session; the API authenticates each
 * request with HTTP Basic and never with the session cookie, so a page cannot be tricked into calling
 * the API (CSRF). Failed logins are throttled per user name and per client address, and an unknown user
 * gets exactly the same answer (and takes the same time) as a wrong password.
 */
package org.hakem.security;
